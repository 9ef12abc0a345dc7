import type { ReservationStatus } from '@shared/constants';
import type { ManagedReservationDto } from '@shared/schemas/reservation';
import { ApiRequestError } from '@/lib/api-request';
import { dateFormatter } from '@/lib/format-date';
import type { LanguageCode } from '@/lib/i18n';

/**
 * The status as the diner reads it: pending is "awaiting confirmation"; a booking staff seated or
 * completed is completed; a no-show is only "past" (the page does not scold).
 */
export type StatusLabel = 'pending' | 'confirmed' | 'cancelled' | 'completed' | 'past';

const STATUS_LABELS: Record<ReservationStatus, StatusLabel> = {
  pending: 'pending',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  seated: 'completed',
  completed: 'completed',
  no_show: 'past',
};

export const statusLabel = (status: ReservationStatus): StatusLabel => STATUS_LABELS[status];

/**
 * What the manage page offers:
 * - `changeable`: pending or confirmed, before the cut-off: add to calendar, change, cancel;
 * - `cancellable`: past the cut-off but booked so late that it may still be cancelled for a few
 *   minutes: add to calendar, cancel, and call us for a change;
 * - `locked`: pending or confirmed, past the cut-off: add to calendar, and call us. `reason` is
 *   the server's own words when it refused a change or cancellation for that (CUTOFF_PASSED);
 * - `cancelled`: book again;
 * - `over`: seated, completed or a no-show: thanks, and book again.
 */
export type ManageView =
  | { kind: 'changeable' }
  | { kind: 'cancellable' }
  | { kind: 'locked'; reason: string | null }
  | { kind: 'cancelled' }
  | { kind: 'over' };

export function manageView(
  booking: Pick<ManagedReservationDto, 'status' | 'canChange' | 'canCancel'>,
  cutoffReason: string | null,
): ManageView {
  const label = statusLabel(booking.status);
  if (label === 'cancelled') return { kind: 'cancelled' };
  if (label === 'completed' || label === 'past') return { kind: 'over' };
  if (cutoffReason !== null) return { kind: 'locked', reason: cutoffReason };
  if (booking.canChange) return { kind: 'changeable' };
  return booking.canCancel ? { kind: 'cancellable' } : { kind: 'locked', reason: null };
}

/** The note for a booking past its cut-off: none left, or a number of hours (its `count`). */
export function lockedNoteKey(hours: number) {
  if (hours <= 0) return 'reservations.manage.lockedNow' as const;
  return 'reservations.manage.locked' as const;
}

/** No booking has this token (or it was removed). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 404;

/** A change or cancellation refused because the cut-off passed: the page says it in the server's words. */
export const isCutoffPassed = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.code === 'CUTOFF_PASSED';

/**
 * A refusal that says the page's copy of the booking is out of date: it is gone (404), or it can
 * no longer be changed (a 409 with no field to show it on, such as CUTOFF_PASSED). A refused time
 * (FULLY_BOOKED, with its field) or a rate limit does not.
 */
export function showsStaleBooking(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || (error.status === 409 && !error.fieldErrors));
}

/** The last moment to change online, on the restaurant's clock, in `language`: "Saturday, November 21, 5:00 PM". */
export function formatDeadline(iso: string, timeZone: string, language: LanguageCode): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return dateFormatter(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(moment);
}

/** A text with a `{phone}` placeholder, split around it so the number can be a link; null when it has none. */
export function aroundPhone(text: string): [before: string, after: string] | null {
  const at = text.indexOf('{phone}');
  return at < 0 ? null : [text.slice(0, at), text.slice(at + '{phone}'.length)];
}

/** "1 Guest", "4 Guests" in the site's language. */
export function partyText(t: (key: 'reservations.guest', values: { count: number }) => string, count: number): string {
  return t('reservations.guest', { count });
}
