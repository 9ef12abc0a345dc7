import type { AvailabilityDto } from '@shared/schemas/schedule';
import type { WaitlistOfferDto } from '@shared/schemas/waitlist';
import { ApiRequestError } from '@/lib/api-request';

/** The date and party the server last refused as fully booked (FULLY_BOOKED), in the booking form. */
export interface FullRefusal {
  date: string;
  guests: number;
}

interface WaitlistOfferInput {
  /** Online booking is on: a table offered through the waitlist is booked online. */
  enabled: boolean;
  /** The chosen date's availability for the party, once read. */
  day: AvailabilityDto | undefined;
  date: string;
  guests: number;
  refusal: FullRefusal | null;
}

/**
 * Whether the booking form offers "Tell me if a table opens": the chosen date is open and has
 * times, and it is full for the party: every one of its times is full, or the server has just
 * refused this date and party as fully booked (a slot or the day). A closed date, or one with no
 * time left (past today's lead time), has nothing to wait for.
 */
export function offersWaitlist({ enabled, day, date, guests, refusal }: WaitlistOfferInput): boolean {
  if (!enabled || !day || day.date !== date || !day.open || day.slots.length === 0) return false;
  if (day.slots.every((slot) => slot.state === 'full')) return true;
  return refusal !== null && refusal.date === date && refusal.guests === guests;
}

/** A refusal because there is no room: the booking form's "Fully booked…", the offer page's "Sorry, that table has just been taken." */
export const isFullyBooked = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.code === 'FULLY_BOOKED';

/** The waitlist's evening starts here: the default window when the day has evening times. */
export const EVENING_FROM = '17:00';

/** The day's grid times, in order: what the earliest and latest time choose from. */
export const waitlistTimes = (day: Pick<AvailabilityDto, 'slots'>): string[] =>
  [...new Set(day.slots.map((slot) => slot.time))].sort();

/**
 * The window the waitlist form starts with: the whole evening when the day has evening times
 * (unless the diner was after an earlier time), else the whole day. Null without times.
 */
export function defaultWindow(times: readonly string[], chosen?: string): { timeFrom: string; timeTo: string } | null {
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined) return null;
  const evening = times.find((time) => time >= EVENING_FROM);
  const wantsEarlier = chosen !== undefined && chosen !== '' && chosen < EVENING_FROM;
  return { timeFrom: evening !== undefined && !wantsEarlier ? evening : first, timeTo: last };
}

/** The latest time once the earliest moves past it follows it, so the window never turns around. */
export const latestAfter = (timeFrom: string, timeTo: string): string =>
  timeTo !== '' && timeTo < timeFrom ? timeFrom : timeTo;

/** The name a waitlist entry starts with: the booking form's first and last name, as typed. */
export const fullName = (firstName: string, lastName: string): string =>
  `${firstName.trim()} ${lastName.trim()}`.trim();

/**
 * What the offer page shows:
 * - `open`: the times that still have room, to choose one and book it;
 * - `booked`: booked through this page just now, with the link to the new booking;
 * - `taken`: still waiting, but the room is gone again: we will email again;
 * - `used`: booked through this link before (a second visit, another tab);
 * - `declined`: the diner asked to hear no more about this date;
 * - `expired`: the date has passed.
 */
export type OfferView =
  | { kind: 'open'; times: string[] }
  | { kind: 'booked'; managePath: string | null }
  | { kind: 'taken' }
  | { kind: 'used' }
  | { kind: 'declined' }
  | { kind: 'expired' };

export function offerView(offer: Pick<WaitlistOfferDto, 'status' | 'times' | 'managePath'>): OfferView {
  if (offer.status === 'expired') return { kind: 'expired' };
  if (offer.status === 'declined') return { kind: 'declined' };
  if (offer.status === 'booked')
    return offer.managePath ? { kind: 'booked', managePath: offer.managePath } : { kind: 'used' };
  return offer.times.length > 0 ? { kind: 'open', times: offer.times } : { kind: 'taken' };
}

/** The page's state as a whole: the offer's view, or the offer still loading, not found or failed. */
export type OfferPageKind = OfferView['kind'] | 'loading' | 'notFound' | 'error';

/**
 * Focus moves to the new state's heading when the state changes after the first answer (a
 * booking, a refusal, a refetch), never when the page first loads.
 */
export const focusesHeading = (previous: OfferPageKind, next: OfferPageKind): boolean =>
  previous !== next && previous !== 'loading';

/**
 * A refusal that says the page's copy of the offer is out of date: the offer is gone (404), the
 * time was just taken (FULLY_BOOKED), or the offer was used or expired meanwhile (409 CONFLICT).
 */
export const showsStaleOffer = (error: unknown): boolean =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 409);

/** The time the offer page starts with: the only one there is, else none until the diner picks. */
export const initialOfferTime = (times: readonly string[]): string => (times.length === 1 ? times[0]! : '');

/** The chosen time stays while the offer still lists it (a refetch may have taken it away). */
export const keptOfferTime = (chosen: string, times: readonly string[]): string =>
  times.includes(chosen) ? chosen : initialOfferTime(times);
