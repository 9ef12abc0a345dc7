import type { DayHours, WeeklyHours } from '@shared/schemas/settings';
import { formatClock, zonedMoment } from '@shared/time';

/** Today's opening hours, "today" being the date in the restaurant's time zone, not the visitor's. */
export function todaysHours(week: WeeklyHours, timeZone: string, now: Date = new Date()): DayHours {
  return week[zonedMoment(timeZone, now).weekday];
}

/** "11:00 AM – 10:00 PM"; the contact and order pages write the dash as a hyphen. */
export function hoursRange({ open, close }: Pick<DayHours, 'open' | 'close'>, dash: '–' | '-' = '–'): string {
  return `${formatClock(open)} ${dash} ${formatClock(close)}`;
}
