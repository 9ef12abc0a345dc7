import type { SiteLanguage } from '@shared/language-path';
import type { OrderLineOptionDto } from '@shared/schemas/ordering';
import { dateFormatter } from '@/lib/format-date';

/**
 * "6:40 PM" in the restaurant's time zone; with the day when it is not today there ("Sun, Nov 29,
 * 6:40 PM", or "Sun 6:40 PM" where room is short).
 */
export function pickupClock(
  iso: string,
  timeZone: string,
  language: SiteLanguage,
  now: Date,
  length: 'long' | 'short' = 'long',
): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const day = dateFormatter(language, { dateStyle: 'short', timeZone });
  const sameDay = day.format(instant) === day.format(now);
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { timeStyle: 'short', timeZone }
    : length === 'short'
      ? { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone }
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

/** A line's chosen options by group, in the staff's language: "Choose 4: Misir, Gomen, Shiro". */
export function optionGroups(
  options: readonly OrderLineOptionDto[],
  language: SiteLanguage,
): { name: string; values: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const option of options) {
    const group = language === 'am' ? option.translations.am?.groupName || option.groupName : option.groupName;
    const values = groups.get(group) ?? [];
    values.push(nameIn(language, option.name, option.translations));
    groups.set(group, values);
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}
