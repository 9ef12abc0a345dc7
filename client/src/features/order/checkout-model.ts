import type { OrderStatus } from '@shared/ordering-constants';
import { ApiRequestError } from '@/lib/api-request';

export type PickupChoice = 'asap' | 'later';

/** The contract's pickupTime: "asap", or the restaurant-local "YYYY-MM-DDTHH:mm". */
export function pickupTimeOf(when: PickupChoice, date: string, time: string): string | null {
  if (when === 'asap') return 'asap';
  return date && time ? `${date}T${time}` : null;
}

/**
 * One checkout attempt's Idempotency-Key: the same body sent again (a retry after a lost answer)
 * reuses it, so the order is placed once; a changed body (another time, a confirmed new total)
 * is a new attempt with a new key, since the server refuses a key reused with another body.
 */
export function attemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | undefined;
  return (body: unknown): string => {
    const json = JSON.stringify(body);
    if (last?.body !== json) last = { body: json, key: newKey() };
    return last.key;
  };
}

const refusalCode = (error: unknown) => (error instanceof ApiRequestError ? error.code : undefined);

export const isPriceChanged = (error: unknown) => refusalCode(error) === 'PRICE_CHANGED';
export const isFullyBooked = (error: unknown) => refusalCode(error) === 'FULLY_BOOKED';

/** The total of the new quote a PRICE_CHANGED refusal carries, wherever the body puts it. */
export function changedTotal(body: Record<string, unknown> | undefined): string | null {
  if (!body) return null;
  const quote = (body.quote ?? body.details ?? body) as Record<string, unknown> | null;
  const total = quote && typeof quote === 'object' ? quote.total : undefined;
  return typeof total === 'string' || typeof total === 'number' ? String(total) : null;
}

// Restaurant-local times only: "18:45" or "2026-11-28T18:45" (an instant with a zone is not a slot).
const TIME = /^(?:\d{4}-\d{2}-\d{2}T)?([01]\d|2[0-3]):[0-5]\d$/;

/** The nearby times with room a FULLY_BOOKED refusal names, as pickup times ("YYYY-MM-DDTHH:mm"), on `date`. */
export function suggestedTimes(body: Record<string, unknown> | undefined, date: string): string[] {
  if (!body) return [];
  for (const key of ['suggestedTimes', 'nearbyTimes', 'availableTimes', 'times', 'alternatives']) {
    const list = body[key];
    if (!Array.isArray(list)) continue;
    return list
      .map((item) => (typeof item === 'string' ? item : (item as { time?: unknown })?.time))
      .filter((item): item is string => typeof item === 'string' && TIME.test(item))
      .map((item) => (item.includes('T') ? item.slice(0, 16) : `${date}T${item.slice(0, 5)}`));
  }
  return [];
}

/** The timeline's steps: the way an order normally goes, or up to where it stopped (rejected, cancelled, not picked up). */
export function timelineSteps(status: OrderStatus, reached: readonly OrderStatus[]): OrderStatus[] {
  const normal: OrderStatus[] = ['pending', 'accepted', 'ready', 'completed'];
  if (normal.includes(status)) return normal;
  return [...normal.filter((step) => step === 'pending' || reached.includes(step)), status];
}
