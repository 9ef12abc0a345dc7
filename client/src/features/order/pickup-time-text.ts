import type { SiteLanguage } from '@shared/language-path';
import { formatClock, zonedMoment } from '@shared/time';
import { formatCalendarDate } from '@/lib/format-date';

/** An instant's clock time in the restaurant's time zone: "6:40 PM". */
export function clockAt(iso: string, timeZone: string, language: SiteLanguage): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatClock(zonedMoment(timeZone, instant).time, language);
}

/** An instant as a pickup time: "6:40 PM" today, "Sat, Nov 28, 6:40 PM" on another day. */
export function pickupText(iso: string, timeZone: string, language: SiteLanguage, now: Date = new Date()): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const at = zonedMoment(timeZone, instant);
  const clock = formatClock(at.time, language);
  if (at.date === zonedMoment(timeZone, now).date) return clock;
  return `${formatCalendarDate(at.date, language, 'weekdayMonthDay')}, ${clock}`;
}
