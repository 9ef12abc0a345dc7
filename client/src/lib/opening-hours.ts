import { daySchedule, type DaySchedule } from '@shared/schedule';
import type { ScheduleExceptionDto } from '@shared/schemas/schedule';
import type { SiteInfo } from '@shared/schemas/settings';
import { zonedMoment } from '@shared/time';

/**
 * Today's hours, "today" being the date in the restaurant's time zone, not the visitor's; a
 * date exception (a holiday, special hours) replaces the weekly hours of its days.
 */
export function todaysSchedule(
  site: Pick<SiteInfo, 'weeklyHours' | 'upcomingExceptions' | 'timeZone'>,
  now: Date = new Date(),
): DaySchedule {
  return daySchedule(zonedMoment(site.timeZone, now).date, site.weeklyHours, site.upcomingExceptions);
}

/** The exceptions that have not ended by `today` (a restaurant date), soonest first, at most `limit`. */
export function upcomingExceptions(
  exceptions: readonly ScheduleExceptionDto[],
  today: string,
  limit = Infinity,
): ScheduleExceptionDto[] {
  return exceptions
    .filter((exception) => exception.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .slice(0, limit);
}
