import type { SiteLanguage } from '@shared/language-path';
import { formatDateInWords, formatPeriodsIn } from '@shared/locale-format';
import type { CalendarException } from '@shared/schedule';
import type { AnnouncementDto } from '@shared/schemas/site-content';
import { addDays, zonedInstant, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import { exceptionsBetween } from '../site';

/** A day's first instant in the restaurant's zone (a zone that skips midnight starts at 1 AM). */
function dayStart(date: string, timeZone: string): Date {
  return (
    zonedInstant(date, '00:00', timeZone) ?? zonedInstant(date, '01:00', timeZone) ?? new Date(`${date}T00:00:00Z`)
  );
}

const dayInWords = (date: string, language: SiteLanguage) => formatDateInWords(date, language, { year: false });

/** "Closed Thursday, November 26, for Thanksgiving", and its Amharic; special hours name their hours too. */
export function calendarBannerText(exception: CalendarException, from: string, language: SiteLanguage): string {
  const to = exception.endDate;
  const first = dayInWords(from, language);
  const last = dayInWords(to, language);
  const label = exception.label.trim();
  const closed = exception.closed || exception.periods.length === 0;
  const hours = closed ? '' : formatPeriodsIn(exception.periods, language);
  if (language === 'am') {
    const days = from === to ? first : `ከ${first} እስከ ${last}`;
    const reason = label ? ` (${label})` : '';
    return closed ? `${days} ዝግ ነን${reason}` : `${days} ልዩ የሥራ ሰዓት${reason}፦ ${hours}`;
  }
  const days = from === to ? first : `${first} to ${last}`;
  const reason = label ? `, for ${label}` : '';
  return closed ? `Closed ${days}${reason}` : `Special hours ${days}${reason}: ${hours}`;
}

/**
 * The banner the restaurant's calendar makes when it has a closure or special hours today or
 * tomorrow, or null. The hall's closures are its own calendar and never count.
 */
export async function calendarAnnouncement(ctx: AppContext, now: Date): Promise<AnnouncementDto | null> {
  const today = zonedMoment(ctx.timeZone, now).date;
  const [exception] = await exceptionsBetween(ctx.db, today, addDays(today, 1));
  if (!exception) return null;
  const from = exception.startDate > today ? exception.startDate : today;
  return {
    text: calendarBannerText(exception, from, 'en'),
    link: null,
    startsAt: dayStart(from, ctx.timeZone).toISOString(),
    endsAt: dayStart(addDays(exception.endDate, 1), ctx.timeZone).toISOString(),
    source: 'calendar',
    translations: { am: { text: calendarBannerText(exception, from, 'am') } },
  };
}
