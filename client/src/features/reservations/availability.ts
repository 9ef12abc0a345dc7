import { daySchedule, formatPeriods } from '@shared/schedule';
import type { AvailabilityDto } from '@shared/schemas/schedule';
import type { SiteInfo } from '@shared/schemas/settings';

/**
 * What a date looks like for the chosen party: closed (the answer says why), no time left today
 * (past the lead time), no time at all on another open date, every time full, some times full or
 * nearly full (a busy day marks every time limited), or open.
 */
export type DayAvailability = 'closed' | 'noneLeftToday' | 'none' | 'unavailable' | 'limited' | 'available';

/** `today` is the restaurant's date (bookingWindow's `min`), not the visitor's. */
export function dayAvailability(day: AvailabilityDto, today: string): DayAvailability {
  if (!day.open) return 'closed';
  if (day.slots.length === 0) return day.date === today ? 'noneLeftToday' : 'none';
  if (day.slots.every((slot) => slot.state === 'full')) return 'unavailable';
  if (day.slots.some((slot) => slot.state !== 'available')) return 'limited';
  return 'available';
}

/** The chosen time is still one the form may send: offered that day, and not full. */
export function isBookable(day: AvailabilityDto, time: string): boolean {
  return day.slots.some((slot) => slot.time === time && slot.state !== 'full');
}

/** The special hours that replace `date`'s weekly hours (an open exception), to show with its times; else null. */
export function specialHoursOn(
  date: string,
  site: Pick<SiteInfo, 'weeklyHours' | 'upcomingExceptions'>,
): { label: string; hours: string } | null {
  if (!date) return null;
  const day = daySchedule(date, site.weeklyHours, site.upcomingExceptions);
  return !day.closed && day.exception ? { label: day.exception, hours: formatPeriods(day.periods) } : null;
}
