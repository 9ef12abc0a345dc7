import { inArray } from 'drizzle-orm';
import {
  DEFAULT_BUSINESS_INFO,
  DEFAULT_RESERVATION_SLOTS,
  DEFAULT_WEEKLY_HOURS,
  SETTING_KEYS,
} from '../../shared/business-info';
import {
  businessInfoSchema,
  reservationSlotsSchema,
  weeklyHoursSchema,
  type SiteInfo,
} from '../../shared/schemas/settings';
import type { Database } from '../db/client';
import { restaurantSettings } from '../db/schema';

const PUBLIC_KEYS = [
  SETTING_KEYS.businessInfo,
  SETTING_KEYS.weeklyHours,
  SETTING_KEYS.reservationSlots,
  SETTING_KEYS.reservationsEnabled,
  SETTING_KEYS.giftCardsEnabled,
];

/** The public part of the settings; a missing or damaged value falls back to the default. */
export async function getSiteInfo(db: Database, timeZone: string): Promise<SiteInfo> {
  const rows = await db
    .select({ key: restaurantSettings.key, value: restaurantSettings.value })
    .from(restaurantSettings)
    .where(inArray(restaurantSettings.key, PUBLIC_KEYS));
  const stored = new Map(rows.map((row) => [row.key, row.value]));

  return {
    business: businessInfoSchema.catch(DEFAULT_BUSINESS_INFO).parse(stored.get(SETTING_KEYS.businessInfo)),
    weeklyHours: weeklyHoursSchema.catch(DEFAULT_WEEKLY_HOURS).parse(stored.get(SETTING_KEYS.weeklyHours)),
    reservationSlots: reservationSlotsSchema
      .catch(DEFAULT_RESERVATION_SLOTS)
      .parse(stored.get(SETTING_KEYS.reservationSlots)),
    reservationsEnabled: stored.get(SETTING_KEYS.reservationsEnabled) !== false,
    giftCardsEnabled: stored.get(SETTING_KEYS.giftCardsEnabled) === true,
    timeZone,
  };
}
