import { formatClock } from '../time';

/** The `Intl` locale of a site language: "en" → "en-US", "am" → "am-ET". */
export function intlLocale(language: string): string {
  return language === 'am' ? 'am-ET' : 'en-US';
}

// Building a formatter costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${language}|${JSON.stringify(options)}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', ...options });
    formatters.set(id, found);
  }
  return found;
}

/** A calendar date at noon UTC, so no time zone shifts its day. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "2026-11-26" → "Thursday, November 26" (en), "ሐሙስ፣ ኖቬምበር 26" (am). */
export function formatDayOfYearIn(date: string, language: string): string {
  return formatter(language, { weekday: 'long', month: 'long', day: 'numeric' }).format(noon(date));
}

/** "2026-06-13" → "Saturday, June 13, 2026" (en), the full date in `language`. */
export function formatLongDateIn(date: string, language: string): string {
  return formatter(language, { dateStyle: 'full' }).format(noon(date));
}

/** "19:00" → "7:00 PM" (en), "7:00 ከሰዓት" (am). */
export function formatClockIn(time: string, language: string): string {
  if (language === 'en') return formatClock(time);
  const [hour = '0', minute = '0'] = time.split(':');
  return formatter(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2026, 0, 1, Number(hour) % 24, Number(minute))));
}

// 2026-01-05 was a Monday.
const WEEKDAY_INDEX = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** "monday" → "Monday" (en), "ሰኞ" (am). */
export function weekdayNameIn(weekday: string, language: string): string {
  const index = WEEKDAY_INDEX.indexOf(weekday.toLowerCase());
  if (index < 0) return weekday;
  return formatter(language, { weekday: 'long' }).format(noon(`2026-01-${String(5 + index).padStart(2, '0')}`));
}
