import { WEEKDAYS, type Weekday } from './constants';
import { DEFAULT_LANGUAGE, localeOf, type SiteLanguage } from './language-path';
import type { DayHours, WeeklyHours } from './schemas/settings';

const clockFormatters = new Map<SiteLanguage, Intl.DateTimeFormat>();

/**
 * "22:00" -> "10:00 PM"; "24:00", the end of a period that runs to midnight, -> "12:00 AM". In
 * another language, as its locale writes the time ("10:00 ከሰዓት"). English is written out here
 * rather than by Intl, whose English some versions space with U+202F: the server's page and the
 * browser's would then differ.
 */
export function formatClock(time: string, language: SiteLanguage = DEFAULT_LANGUAGE): string {
  const [hourText = '0', minute = '00'] = time.split(':');
  const hour = Number(hourText);
  if (language === DEFAULT_LANGUAGE) {
    const suffix = hour >= 12 && hour < 24 ? 'PM' : 'AM';
    const hour12 = hour % 12 === 0 ? 12 : hour % 12;
    return `${hour12}:${minute} ${suffix}`;
  }
  let formatter = clockFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    clockFormatters.set(language, formatter);
  }
  return formatter.format(Date.UTC(2000, 0, 1, hour % 24, Number(minute)));
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
  if (a.closed || b.closed) return a.closed === b.closed;
  return (
    a.periods.length === b.periods.length &&
    a.periods.every(
      (period, index) => period.open === b.periods[index]!.open && period.close === b.periods[index]!.close,
    )
  );
}

/** The calendar year in the restaurant's time zone. */
export function yearIn(timeZone: string, now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(now));
}

export interface ZonedMoment {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** HH:mm (24-hour) in the zone. */
  time: string;
  /** Minutes since midnight in the zone. */
  minutes: number;
  weekday: Weekday;
}

const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date, time and weekday of `now` in `timeZone`, whatever zone the machine runs in. */
export function zonedMoment(timeZone: string, now: Date = new Date()): ZonedMoment {
  let formatter = zonedFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'long',
      hourCycle: 'h23',
    });
    zonedFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  const hour = parts.hour === '24' ? '00' : parts.hour!;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${hour}:${parts.minute}`,
    minutes: Number(hour) * 60 + Number(parts.minute),
    weekday: parts.weekday!.toLowerCase() as Weekday,
  };
}

const DAY_MS = 86_400_000;

/** Midnight UTC of a YYYY-MM-DD date, in milliseconds; throws for anything else. */
function dayStart(date: string): number {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  // The round trip refuses a day the month does not have ("2026-02-30"), which parsing rolls over.
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== date)
    throw new RangeError(`Not a calendar date: "${date}"`);
  return start;
}

/**
 * "2026-12-31" plus 1 day is "2027-01-01"; calendar arithmetic, no time zone involved. Throws
 * rather than step past the years 0000 to 9999, whose dates alone are YYYY-MM-DD ("+010000-01-01"
 * would sort before "9999-12-31").
 */
export function addDays(date: string, days: number): string {
  const next = dayStart(date) + days * DAY_MS;
  const year = Number.isFinite(next) ? new Date(next).getUTCFullYear() : Number.NaN;
  if (!Number.isInteger(days) || !(year >= 0 && year <= 9999))
    throw new RangeError(`${date} plus ${days} days is not a calendar date`);
  return new Date(next).toISOString().slice(0, 10);
}

/** The same day `years` later ("2028-02-29" plus 2 years is "2030-03-01"); throws past 9999, as addDays does. */
export function addYears(date: string, years: number): string {
  const value = new Date(dayStart(date));
  value.setUTCFullYear(value.getUTCFullYear() + years);
  return addDays(value.toISOString().slice(0, 10), 0);
}

/** True for a YYYY-MM-DD date from `min` to `max`, both included; false for anything else ("" included). */
export function isDateWithin(value: string, min: string, max: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= min && value <= max;
}

/** Whole days from `from` to `to`: 1 from a date to the next, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to) - dayStart(from)) / DAY_MS);
}

/**
 * The dates from `first` to `last`, both included (none when `last` is earlier), counted rather
 * than compared, and never more than `limit`: a longer range throws.
 */
export function datesBetween(first: string, last: string, limit: number): string[] {
  const count = daysBetween(first, last) + 1;
  if (count > limit) throw new RangeError(`${first} to ${last} is more than ${limit} days`);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(first, index));
}

/** Every date of `month` (YYYY-MM), the first to the last. */
export function datesOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last of this one (setUTCFullYear, unlike Date.UTC, takes years below 100 as they are).
  const last = new Date(0);
  last.setUTCFullYear(year, monthNumber, 0);
  return datesBetween(`${month}-01`, last.toISOString().slice(0, 10), 31);
}

/** "21:30" -> 1290 */
export function clockMinutes(time: string): number {
  const [hour = '0', minute = '0'] = time.split(':');
  return Number(hour) * 60 + Number(minute);
}

/** 1290 -> "21:30" */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The instant a wall-clock `date` and `time` names in `timeZone`, or null for a time the
 * zone skips (02:30 on a spring-forward night). A time that happens twice (01:30 on a
 * fall-back night) is its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const wall = Date.parse(`${date}T00:00:00Z`) + clockMinutes(time) * 60_000;
  const offsetAt = (instant: number) => {
    const moment = zonedMoment(timeZone, new Date(instant));
    return Date.parse(`${moment.date}T00:00:00Z`) + moment.minutes * 60_000 - Math.floor(instant / 60_000) * 60_000;
  };
  // The zone's offsets a day either side bracket any change of the clock that night: each gives
  // one candidate, which counts only if it reads back as the asked wall time.
  const DAY = 86_400_000;
  // Near the end of the calendar (9999-12-31) the day after is not a date: Number.isFinite drops it.
  const matches = [wall - offsetAt(wall - DAY), wall - offsetAt(wall + DAY)].filter((instant) => {
    if (!Number.isFinite(instant)) return false;
    const check = zonedMoment(timeZone, new Date(instant));
    return check.date === date && check.time === time;
  });
  return matches.length > 0 ? new Date(Math.min(...matches)) : null;
}
