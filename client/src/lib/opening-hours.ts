import { daySchedule, type DaySchedule } from '@shared/schedule';
import type { ScheduleExceptionDto } from '@shared/schemas/schedule';
import type { SiteInfo } from '@shared/schemas/settings';
import { zonedMoment } from '@shared/time';

/**
 * Today's hours, "today" being the date in the restaurant's time zone, not the visitor's; a
 * date exception (a holiday, special hours) replaces the weekly hours of its days.
 */
export function todaysSchedule(site: Pick<SiteInfo, 'weeklyHours' | 'upcomingExceptions' | 'timeZone'>, now: Date = new Date()): DaySchedule {
  return daySchedule(zonedMoment(site.timeZone, now).date, site.weeklyHours, site.upcomingExceptions);
}

/** The exceptions that have not ended by `today` (a restaurant date), soonest first, at most `limit`. */
export function upcomingExceptions(exceptions: readonly ScheduleExceptionDto[], today: string, limit = Infinity): ScheduleExceptionDto[] {
  return exceptions
    .filter((exception) => exception.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .slice(0, limit);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "Thu, Nov 26" in English, the same date in the visitor's language otherwise; a calendar date, no time zone involved. */
function shortDay(date: string, locale: string): string {
  let formatter = dayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

/** "Thu, Nov 26", or "Thu, Dec 24 – Sat, Dec 26" for a range of days. */
export function exceptionDates(exception: Pick<ScheduleExceptionDto, 'startDate' | 'endDate'>, locale = 'en-US'): string {
  const start = shortDay(exception.startDate, locale);
  return exception.endDate === exception.startDate ? start : `${start} – ${shortDay(exception.endDate, locale)}`;
}
