import { formatEthiopianDate } from './ethiopian-date';
import { localeOf, type SiteLanguage } from './language-path';
import type { ServicePeriod } from './schemas/settings';
import { formatClock } from './time';

// Dates, clock times and money in a reader's language, the same on the server (emails) and in
// the browser. Building an Intl formatter costs far more than using one, so each is kept.
const formats = new Map<string, unknown>();

function kept<T>(key: string, build: () => T): T {
  if (!formats.has(key)) formats.set(key, build());
  return formats.get(key) as T;
}

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept(`date:${locale}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/**
 * A calendar date in words, the same day in every time zone: "2026-11-28" -> "Saturday,
 * November 28, 2026" or "ቅዳሜ 28 ኖቬምበር 2026"; without the weekday "November 28, 2026"; without
 * the year "Saturday, November 28".
 */
export function formatDateInWords(date: string, language: SiteLanguage, { weekday = true, year = true } = {}): string {
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return date;
  const options: Intl.DateTimeFormatOptions = {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
    ...(year ? { year: 'numeric' } : {}),
  };
  return dateFormat(localeOf(language), weekday ? { ...options, weekday: 'long' } : options).format(noon);
}

const WEEKDAY_ORDER = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** "monday" -> "Monday" or "ሰኞ"; any other text as it is. */
export function weekdayNameIn(weekday: string, language: SiteLanguage): string {
  const index = WEEKDAY_ORDER.indexOf(weekday.toLowerCase());
  // 2026-01-05 was a Monday.
  return index < 0
    ? weekday
    : dateFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 0, 5 + index, 12)),
      );
}

/**
 * A date as a guest reads it in an email or a booking's summary: in words and, in Amharic, with
 * the Ethiopian calendar's date after it: "ቅዳሜ 28 ኖቬምበር 2026 (ኅዳር 19 ቀን 2019 ዓ.ም.)".
 */
export function formatDateForGuest(date: string, language: SiteLanguage, options: { weekday?: boolean } = {}): string {
  const inWords = formatDateInWords(date, language, options);
  const ethiopian = language === 'am' ? formatEthiopianDate(date) : null;
  return ethiopian ? `${inWords} (${ethiopian})` : inWords;
}

/** A day's service periods: "11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM"; in Amharic joined by "እና" (and). */
export function formatPeriodsIn(periods: readonly ServicePeriod[], language: SiteLanguage): string {
  const ranges = periods.map(
    (period) => `${formatClock(period.open, language)} – ${formatClock(period.close, language)}`,
  );
  const locale = localeOf(language);
  return kept(`list:${locale}`, () => new Intl.ListFormat(locale, { type: 'unit', style: 'short' })).format(ranges);
}
