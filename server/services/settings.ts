import { inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_BUSINESS_INFO,
  DEFAULT_RESERVATION_SLOTS,
  DEFAULT_WEEKLY_HOURS,
  SETTING_KEYS,
} from '../../shared/business-info';
import {
  businessInfoSchema,
  reservationSlotsSchema,
  restaurantModeSettingSchema,
  weeklyHoursSchema,
  type BusinessInfo,
  type ReservationSlots,
  type RestaurantModeSetting,
  type SiteInfo,
  type WeeklyHours,
} from '../../shared/schemas/settings';
import type { Database } from '../db/client';
import { restaurantSettings } from '../db/schema';

export interface Settings {
  businessInfo: BusinessInfo;
  weeklyHours: WeeklyHours;
  reservationSlots: ReservationSlots;
  reservationsEnabled: boolean;
  giftCardsEnabled: boolean;
  restaurantMode: RestaurantModeSetting;
}

export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

const KNOWN_KEYS: SettingKey[] = Object.values(SETTING_KEYS);
const DEFAULT_MODE: RestaurantModeSetting = { mode: 'automatic', manualStatus: null };

// Settings are read on every status poll and booking; a few seconds of reuse spares the
// database, and every write through this process clears it at once.
const CACHE_MS = 5_000;
const cache = new WeakMap<Database, { value: Promise<Settings>; expires: number }>();

/** Every known setting; a missing or damaged value falls back to its default. */
export function readSettings(db: Database): Promise<Settings> {
  const hit = cache.get(db);
  if (hit && hit.expires > Date.now()) return hit.value;
  const value = loadSettings(db);
  cache.set(db, { value, expires: Date.now() + CACHE_MS });
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
  });
  return value;
}

export function invalidateSettings(db: Database): void {
  cache.delete(db);
}

async function loadSettings(db: Database): Promise<Settings> {
  const rows = await db
    .select({ key: restaurantSettings.key, value: restaurantSettings.value })
    .from(restaurantSettings)
    .where(inArray(restaurantSettings.key, KNOWN_KEYS));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    businessInfo: businessInfoSchema.catch(DEFAULT_BUSINESS_INFO).parse(stored.get(SETTING_KEYS.businessInfo)),
    weeklyHours: weeklyHoursSchema.catch(DEFAULT_WEEKLY_HOURS).parse(stored.get(SETTING_KEYS.weeklyHours)),
    reservationSlots: reservationSlotsSchema
      .catch(DEFAULT_RESERVATION_SLOTS)
      .parse(stored.get(SETTING_KEYS.reservationSlots)),
    reservationsEnabled: stored.get(SETTING_KEYS.reservationsEnabled) !== false,
    giftCardsEnabled: stored.get(SETTING_KEYS.giftCardsEnabled) === true,
    restaurantMode: restaurantModeSettingSchema.catch(DEFAULT_MODE).parse(stored.get(SETTING_KEYS.restaurantMode)),
  };
}

/** Inserts or replaces one setting. Call invalidateSettings(db) after the transaction commits. */
export async function writeSetting(db: Database, key: SettingKey, value: unknown): Promise<void> {
  await db
    .insert(restaurantSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: restaurantSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** The public part of the settings: no personal data, nothing secret. */
export async function getSiteInfo(db: Database, timeZone: string): Promise<SiteInfo> {
  const settings = await readSettings(db);
  return {
    business: settings.businessInfo,
    weeklyHours: settings.weeklyHours,
    reservationSlots: settings.reservationSlots,
    reservationsEnabled: settings.reservationsEnabled,
    giftCardsEnabled: settings.giftCardsEnabled,
    timeZone,
  };
}
