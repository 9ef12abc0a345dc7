import type { SiteInfo } from '@shared/schemas/settings';
import type { AppContext } from '../context';
import { cachedCalendarRead } from './calendar-cache';
import { listUpcomingExceptions } from './schedule';
import { readSettings } from './settings';

/** The public part of the settings: no personal data, nothing secret. */
export async function getSiteInfo(ctx: AppContext): Promise<SiteInfo> {
  const settings = await readSettings(ctx.db);
  return {
    business: settings.businessInfo,
    weeklyHours: settings.weeklyHours,
    booking: settings.booking,
    // Every page reads this: the exceptions share the calendar's short cache.
    upcomingExceptions: await cachedCalendarRead(ctx.db, 'upcoming-exceptions', () => listUpcomingExceptions(ctx)),
    reservationsEnabled: settings.reservationsEnabled,
    giftCardsEnabled: settings.giftCardsEnabled,
    timeZone: ctx.timeZone,
  };
}
