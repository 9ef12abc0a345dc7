import type { EventRequestViewDto } from '@shared/schemas/hall-events';
import { ApiRequestError } from '@/lib/api-request';

/** What the request page shows. */
export type RequestPageState = 'loading' | 'notFound' | 'error' | 'open' | 'confirmed' | 'moved' | 'lapsed';

/**
 * From the read and the confirm: a lapsed hold (expired, released, or a 409 on confirming) asks
 * again; a request staff have taken further (a proposal sent) says the proposal follows by email.
 */
export function requestPageState(
  view: EventRequestViewDto | undefined,
  error: unknown,
  lapsedByConfirm: boolean,
): RequestPageState {
  if (lapsedByConfirm) return 'lapsed';
  if (error instanceof ApiRequestError && error.status === 404) return 'notFound';
  if (!view) return error ? 'error' : 'loading';
  if (view.status === 'expired' || view.status === 'lost' || view.status === 'cancelled') return 'lapsed';
  if (view.status !== 'tentative') return 'moved';
  return view.confirmed ? 'confirmed' : 'open';
}

/** Whole minutes until `iso`, at least 1: what is left of a hold just made. */
export function minutesLeft(iso: string, now: number = Date.now()): number {
  return Math.max(1, Math.round((Date.parse(iso) - now) / 60_000));
}
