import type { WaitlistStatus } from '@shared/schemas/waitlist';
import { formatClock, zonedMoment } from '@shared/time';
import type { BadgeProps } from '@/components/ui/badge';
import type { AdminMessageKey } from '@/i18n/admin';
import { formatCalendarDate } from '@/lib/format-date';
import type { LanguageCode } from '@/lib/i18n';

/** Each waitlist status in words, for its badge. */
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, AdminMessageKey> = {
  waiting: 'admin.reservations.waitlist.status.waiting',
  booked: 'admin.reservations.waitlist.status.booked',
  declined: 'admin.reservations.waitlist.status.declined',
  expired: 'admin.reservations.waitlist.status.expired',
};

/** Each waitlist status's badge tint; the words carry the meaning, the colour only helps. */
export const WAITLIST_STATUS_TONES: Record<WaitlistStatus, NonNullable<BadgeProps['tone']>> = {
  waiting: 'warning',
  booked: 'success',
  declined: 'neutral',
  expired: 'neutral',
};

/** The times a diner on the waitlist can come: "6:00 PM – 8:30 PM", or one time when both ends are the same. */
export function waitlistWindow(timeFrom: string, timeTo: string, language: LanguageCode): string {
  const from = formatClock(timeFrom, language);
  return timeFrom === timeTo ? from : `${from} – ${formatClock(timeTo, language)}`;
}

/**
 * When the "a table opened" email went out, on the restaurant's clock: its time ("7:42 PM"), and
 * its date ("Jun 10") only when that was not the day the entry waits for. Null when not emailed
 * (or for an instant that cannot be read).
 */
export function emailedAt(
  notifiedAt: string | null,
  date: string,
  timeZone: string,
  language: LanguageCode,
): { time: string; date: string | null } | null {
  if (notifiedAt === null) return null;
  const instant = new Date(notifiedAt);
  if (Number.isNaN(instant.getTime())) return null;
  const moment = zonedMoment(timeZone, instant);
  return {
    time: formatClock(moment.time, language),
    date: moment.date === date ? null : formatCalendarDate(moment.date, language, 'monthDay'),
  };
}
