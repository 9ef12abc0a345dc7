// Dates and times in the chosen language: Intl with the language's locale (localeOf), "en-US" in
// English and "am-ET" in Amharic. Kept apart from format.ts (money, truncation), which the
// landing page loads: these are needed only once a screen shows dates.
import { localeOf, type SiteLanguage } from '@shared/language-path';

// Building a formatter costs far more than using one; lists format a date per row.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The one `Intl.DateTimeFormat` of `language` with these options, built on first use. */
export function dateFormatter(language: SiteLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** How much of a calendar date is written, with its English example. */
const CALENDAR_DATE_STYLES = {
  /** "Nov 21" */
  monthDay: { month: 'short', day: 'numeric' },
  /** "Sat, Nov 21" */
  weekdayMonthDay: { weekday: 'short', month: 'short', day: 'numeric' },
  /** "Sat, Nov 21, 2026" */
  medium: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** "November 21, 2026" */
  long: { dateStyle: 'long' },
  /** "Saturday, November 21, 2026" */
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type CalendarDateStyle = keyof typeof CALENDAR_DATE_STYLES;

/** A calendar date "2026-11-21" in words ("Sat, Nov 21, 2026" in English), the same in every time zone. */
export function formatCalendarDate(date: string, language: SiteLanguage, style: CalendarDateStyle = 'medium'): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateFormatter(language, { ...CALENDAR_DATE_STYLES[style], timeZone: 'UTC' }).format(parsed);
}

/** The days from `startDate` to `endDate`: "Thu, Dec 24 – Sat, Dec 26", or one date when they are the same. */
export function formatDateRange(
  startDate: string,
  endDate: string,
  language: SiteLanguage,
  style: CalendarDateStyle = 'medium',
): string {
  const start = formatCalendarDate(startDate, language, style);
  return endDate === startDate ? start : `${start} – ${formatCalendarDate(endDate, language, style)}`;
}

/** An instant "2026-11-21T19:05:00Z" -> "Nov 21, 2026, 1:05 PM", in the restaurant's time zone. */
export function formatTimestamp(iso: string, timeZone: string, language: SiteLanguage): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(parsed);
}

/** An instant as a calendar date only: "Nov 21, 2026". */
export function formatDay(iso: string, timeZone: string, language: SiteLanguage): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return dateFormatter(language, { dateStyle: 'medium', timeZone }).format(parsed);
}

const relativeFormatters = new Map<SiteLanguage, Intl.RelativeTimeFormat>();
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "yesterday": how long ago an instant was. */
export function formatRelativeTime(iso: string, language: SiteLanguage, now: Date = new Date()): string {
  let amount = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Number.isNaN(amount)) return iso;
  let relative = relativeFormatters.get(language);
  if (!relative) {
    relative = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
    relativeFormatters.set(language, relative);
  }
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return iso;
}

const listFormatters = new Map<SiteLanguage, Intl.ListFormat>();

/** ["Monday", "Tuesday", "Sunday"] -> "Monday, Tuesday, and Sunday". */
export function formatList(items: readonly string[], language: SiteLanguage): string {
  let formatter = listFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.ListFormat(localeOf(language), { type: 'conjunction' });
    listFormatters.set(language, formatter);
  }
  return formatter.format(items);
}
