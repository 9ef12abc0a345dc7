import type { Weekday } from '@shared/constants';
import type { DayHours, WeeklyHours } from '@shared/schemas/settings';
import { zonedMoment } from '@shared/time';

export interface TodaysHours {
  weekday: Weekday;
  hours: DayHours;
}

/** Today's opening hours, "today" being the date in the restaurant's time zone (architecture section 4). */
export function todaysHours(week: WeeklyHours, timeZone: string, now: Date = new Date()): TodaysHours {
  const { weekday } = zonedMoment(timeZone, now);
  return { weekday, hours: week[weekday] };
}
