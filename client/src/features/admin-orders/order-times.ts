import type { SiteLanguage } from '@shared/language-path';
import { dateFormatter } from '@/lib/format-date';

/** "6:40 PM" in the restaurant's time zone; with the day ("Sun 6:40 PM") when it is not today there. */
export function pickupClock(iso: string, timeZone: string, language: SiteLanguage, now: Date): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const day = dateFormatter(language, { dateStyle: 'short', timeZone });
  const sameDay = day.format(instant) === day.format(now);
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { timeStyle: 'short', timeZone }
    : { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone };
  return dateFormatter(language, options).format(instant);
}

/** `minutes` from now, as the clock reads then. */
export function clockIn(minutes: number, timeZone: string, language: SiteLanguage, now: Date): string {
  return pickupClock(new Date(now.getTime() + minutes * 60_000).toISOString(), timeZone, language, now);
}

/** A line's dish, or an option's value, in the staff's language when it has a translation. */
export function nameIn(
  language: SiteLanguage,
  name: string,
  translations: { am?: { name: string } } | undefined,
): string {
  return language === 'am' ? translations?.am?.name || name : name;
}
