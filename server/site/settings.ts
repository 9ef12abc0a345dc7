import { inArray, sql } from 'drizzle-orm';
import { languageOrDefault, type SiteLanguage } from '@shared/language-path';
import {
  DEFAULT_BOOKING_SETTINGS,
  DEFAULT_BUSINESS_INFO,
  DEFAULT_WEEKLY_HOURS,
  SETTING_KEYS,
} from '@shared/business-info';
import {
  type AdminSettingsDto,
  type BookingSettings,
  bookingSettingsSchema,
  businessInfoSchema,
  giftCardValidMonthsSchema,
  restaurantModeSettingSchema,
  stripeModeMismatchSchema,
  weeklyHoursSchema,
  type BusinessInfo,
  type ReservationSettingDto,
  type ReservationSettingInput,
  type RestaurantModeSetting,
  type SettingsUpdateInput,
  type StripeModeMismatch,
  type WeeklyHours,
} from '@shared/schemas/settings';
import {
  DEFAULT_ORDERING_SETTINGS,
  NO_ORDERING_PAUSE,
  orderingPauseSettingSchema,
  orderingSettingsSchema,
  type OrderingPauseSetting,
  type OrderingSettings,
} from '@shared/schemas/ordering';
import { DEFAULT_HALL_SETTINGS, type HallSettingsDto, storedHallSettingsSchema } from '@shared/schemas/hall-events';
import { cacheLifetime, createTtlCache } from '../cache';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { restaurantSettings } from '../db/schema';
import { recordAudit, type Actor } from '../audit';
import { publishChange } from '../db/change-feed';
import { cachesPerDatabase } from '../db/database-caches';
import { stripeMode } from '../env';

export interface Settings {
  businessInfo: BusinessInfo;
  weeklyHours: WeeklyHours;
  booking: BookingSettings;
  reservationsEnabled: boolean;
  giftCardsEnabled: boolean;
  /** Months a new gift card stays valid; 0: no expiry (decision 015). */
  giftCardValidMonths: number;
  restaurantMode: RestaurantModeSetting;
  /** The language of the alerts to the restaurant's own inboxes; English until staff choose. */
  restaurantLanguage: SiteLanguage;
  /** How pickup orders are taken (managers edit it through the ordering settings route). */
  ordering: OrderingSettings;
  /** Staff's pause of new pickup orders (it may have ended: compare `until` with now). */
  orderingPause: OrderingPauseSetting;
  /** Staff say the kitchen is busy: pickups are `ordering.busyExtraMinutes` later. */
  orderingBusy: boolean;
  /** Managers' switch for card payments; on unless turned off (they also need the server's Stripe keys). */
  onlinePaymentsEnabled: boolean;
  /** The St. Paul hall's blocks, holds, deposits, deadlines and cancellation policy (the hall events area edits it). */
  hallEvents: HallSettingsDto;
  /** The last Stripe event whose mode was not the key's, for Settings to warn of. */
  stripeModeMismatch: StripeModeMismatch | null;
}

export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

export const KNOWN_KEYS: SettingKey[] = Object.values(SETTING_KEYS);
const DEFAULT_MODE: RestaurantModeSetting = { mode: 'automatic', manualStatus: null };

// Settings are read on every status poll and page; a few seconds of reuse spares the database,
// and every write, through this process or another one, clears it at once. A booking never uses
// this copy: it reads the settings fresh inside its transaction (loadSettings).
const CACHE_MS = 5_000;
const caches = cachesPerDatabase(['settings'], (db) => ({
  settings: createTtlCache<Settings>(cacheLifetime(db, CACHE_MS)),
}));

/** Every known setting; a missing or damaged value falls back to its default. */
export function readSettings(db: Database): Promise<Settings> {
  return caches(db).settings.get('settings', () => loadSettings(db));
}

/** Drops the cached settings and the availability answers built from them. */
export function invalidateSettings(db: Database): void {
  publishChange(db, 'settings');
}

/** Every known setting, read now from `db` (a transaction sees its own snapshot). */
export async function loadSettings(db: Database): Promise<Settings> {
  const rows = await db
    .select({ key: restaurantSettings.key, value: restaurantSettings.value })
    .from(restaurantSettings)
    .where(inArray(restaurantSettings.key, KNOWN_KEYS));
  return settingsFromRows(rows);
}

/** The settings stored in `rows` (key and value), each missing or damaged one at its default. */
export function settingsFromRows(rows: readonly { key: string; value: unknown }[]): Settings {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    businessInfo: businessInfoSchema.catch(DEFAULT_BUSINESS_INFO).parse(stored.get(SETTING_KEYS.businessInfo)),
    weeklyHours: weeklyHoursSchema.catch(DEFAULT_WEEKLY_HOURS).parse(stored.get(SETTING_KEYS.weeklyHours)),
    booking: bookingSettingsSchema.catch(DEFAULT_BOOKING_SETTINGS).parse(stored.get(SETTING_KEYS.booking)),
    reservationsEnabled: stored.get(SETTING_KEYS.reservationsEnabled) !== false,
    giftCardsEnabled: stored.get(SETTING_KEYS.giftCardsEnabled) === true,
    giftCardValidMonths: giftCardValidMonthsSchema.catch(0).parse(stored.get(SETTING_KEYS.giftCardValidMonths)),
    restaurantMode: restaurantModeSettingSchema.catch(DEFAULT_MODE).parse(stored.get(SETTING_KEYS.restaurantMode)),
    restaurantLanguage: storedLanguage(stored.get(SETTING_KEYS.restaurantLanguage)),
    ordering: orderingSettingsSchema.catch(DEFAULT_ORDERING_SETTINGS).parse(stored.get(SETTING_KEYS.ordering)),
    orderingPause: orderingPauseSettingSchema.catch(NO_ORDERING_PAUSE).parse(stored.get(SETTING_KEYS.orderingPause)),
    orderingBusy: stored.get(SETTING_KEYS.orderingBusy) === true,
    onlinePaymentsEnabled: stored.get(SETTING_KEYS.onlinePaymentsEnabled) !== false,
    hallEvents: storedHallSettingsSchema.catch(DEFAULT_HALL_SETTINGS).parse(stored.get(SETTING_KEYS.hallEvents)),
    stripeModeMismatch: stripeModeMismatchSchema
      .nullable()
      .catch(null)
      .parse(stored.get(SETTING_KEYS.stripeModeMismatch) ?? null),
  };
}

/** A stored language setting; anything but a language the site speaks now reads as English. */
function storedLanguage(value: unknown): SiteLanguage {
  return languageOrDefault(typeof value === 'string' ? value : null);
}

/** Inserts or replaces one setting. Call invalidateSettings(db) after the transaction commits. */
export async function writeSetting(db: Database, key: SettingKey, value: unknown): Promise<void> {
  await db
    .insert(restaurantSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: restaurantSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** What an admin sees and edits in Settings; internal keys (seed marker, mode) stay out. */
export async function getAdminSettings(ctx: AppContext): Promise<AdminSettingsDto> {
  const settings = await readSettings(ctx.db);
  return {
    businessInfo: settings.businessInfo,
    weeklyHours: settings.weeklyHours,
    booking: settings.booking,
    reservationsEnabled: settings.reservationsEnabled,
    giftCardsEnabled: settings.giftCardsEnabled,
    giftCardValidMonths: settings.giftCardValidMonths,
    restaurantLanguage: settings.restaurantLanguage,
    onlinePaymentsEnabled: settings.onlinePaymentsEnabled,
    stripe: {
      keys: Boolean(ctx.env.STRIPE_SECRET_KEY && ctx.env.STRIPE_WEBHOOK_SECRET),
      mode: stripeMode(ctx.env),
      modeMismatchAt: settings.stripeModeMismatch?.at ?? null,
    },
  };
}

const EDITABLE_KEYS: Record<keyof SettingsUpdateInput, SettingKey> = {
  businessInfo: SETTING_KEYS.businessInfo,
  weeklyHours: SETTING_KEYS.weeklyHours,
  booking: SETTING_KEYS.booking,
  reservationsEnabled: SETTING_KEYS.reservationsEnabled,
  giftCardsEnabled: SETTING_KEYS.giftCardsEnabled,
  giftCardValidMonths: SETTING_KEYS.giftCardValidMonths,
  restaurantLanguage: SETTING_KEYS.restaurantLanguage,
  onlinePaymentsEnabled: SETTING_KEYS.onlinePaymentsEnabled,
};

/** Writes every given setting or none, records who changed what, and answers the new settings. */
export async function updateSettings(
  ctx: AppContext,
  actor: Actor,
  input: SettingsUpdateInput,
): Promise<AdminSettingsDto> {
  const changes = (Object.keys(EDITABLE_KEYS) as (keyof SettingsUpdateInput)[]).filter(
    (name) => input[name] !== undefined,
  );
  await ctx.db.transaction(async (tx) => {
    for (const name of changes) await writeSetting(tx, EDITABLE_KEYS[name], input[name]);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'settings',
      details: Object.fromEntries(changes.map((name) => [name, input[name]])),
    });
  });
  invalidateSettings(ctx.db);
  return getAdminSettings(ctx);
}

/** Whether diners may book a table online; the public form reads it before it is shown. */
export async function getReservationSetting(ctx: AppContext): Promise<ReservationSettingDto> {
  return { enabled: (await readSettings(ctx.db)).reservationsEnabled };
}

/** Turns online table booking on or off. */
export async function setReservationsEnabled(
  ctx: AppContext,
  actor: Actor,
  { enabled }: ReservationSettingInput,
): Promise<ReservationSettingDto> {
  await ctx.db.transaction(async (tx) => {
    await writeSetting(tx, SETTING_KEYS.reservationsEnabled, enabled);
    await recordAudit(tx, actor, { action: 'update', entity: 'reservation-setting', details: { enabled } });
  });
  invalidateSettings(ctx.db);
  return getReservationSetting(ctx);
}
