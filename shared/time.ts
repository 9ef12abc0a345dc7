import { WEEKDAYS, type Weekday } from './constants';
import type { DayHours, WeeklyHours } from './schemas/settings';

/** "22:00" -> "10:00 PM" */
export function formatClock(time: string): string {
  const [hourText = '0', minute = '00'] = time.split(':');
  const hour = Number(hourText);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minute} ${suffix}`;
}

export interface HoursGroup {
  from: Weekday;
  to: Weekday;
  hours: DayHours;
}

/** Runs of consecutive days with the same hours, Monday first: Mon-Sun 11-10 is one group. */
export function groupWeeklyHours(week: WeeklyHours): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (const day of WEEKDAYS) {
    const hours = week[day];
    const last = groups.at(-1);
    if (last && sameHours(last.hours, hours)) last.to = day;
    else groups.push({ from: day, to: day, hours });
  }
  return groups;
}

function sameHours(a: DayHours, b: DayHours): boolean {
  return a.closed === b.closed && (a.closed || (a.open === b.open && a.close === b.close));
}

/** The calendar year in the restaurant's time zone (architecture section 4). */
export function yearIn(timeZone: string, now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(now));
}
