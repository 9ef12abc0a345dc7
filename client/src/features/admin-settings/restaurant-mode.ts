import type { Weekday } from '@shared/constants';
import type { SiteLanguage } from '@shared/language-path';
import { formatPeriods } from '@shared/schedule';
import type { RestaurantStatusDto, RestaurantStatusOverride, WeeklyHours } from '@shared/schemas/settings';
import { groupWeeklyHours } from '@shared/time';

/**
 * The one switch of the Restaurant Operations card: while automatic it sets a manual override
 * with the opposite of the current state; while manual it returns to automatic.
 */
export function toggledOverride(status: Pick<RestaurantStatusDto, 'mode' | 'isOpen'>): RestaurantStatusOverride {
  if (status.mode === 'manual') return { mode: 'automatic' };
  return { mode: 'manual', status: status.isOpen ? 'closed' : 'open' };
}

/**
 * The weekly hours as short lines, days with the same periods grouped:
 * "Monday – Thursday 11:00 AM – 3:00 PM, 5:00 PM – 9:30 PM".
 */
export function weeklyHoursLines(
  week: WeeklyHours,
  dayLabel: (day: Weekday) => string,
  closedLabel: string,
  language: SiteLanguage,
): string[] {
  return groupWeeklyHours(week).map((group) => {
    const days = group.from === group.to ? dayLabel(group.from) : `${dayLabel(group.from)} – ${dayLabel(group.to)}`;
    const hours = group.hours.closed ? closedLabel : formatPeriods(group.hours.periods, '–', language);
    return `${days} ${hours}`;
  });
}
