import { DEFAULT_BOOKING_SETTINGS, DEFAULT_WEEKLY_HOURS, SETTING_KEYS } from '@shared/business-info';
import type { BookingSettings, WeeklyHours } from '@shared/schemas/settings';
import type { Database } from '../../server/db/client';
import { reservations, scheduleExceptions } from '../../server/db/schema';
import { invalidateSettings, writeSetting, type SettingKey } from '../../server/site/settings';

export type SettingValues = Partial<Record<SettingKey, unknown>>;

/** Stores settings straight in the database, as an admin edit would, and drops the cached copy. */
export async function changeSettings(db: Database, values: SettingValues): Promise<void> {
  for (const [key, value] of Object.entries(values) as [SettingKey, unknown][]) await writeSetting(db, key, value);
  invalidateSettings(db);
}

/**
 * Runs a test from freshly read settings, then stores `restore` (whatever the test may have
 * changed, at its usual value) so the next test starts from the same settings.
 */
export async function withSettingsRestored(
  db: Database,
  restore: SettingValues,
  body: () => Promise<void>,
): Promise<void> {
  invalidateSettings(db);
  try {
    await body();
  } finally {
    if (Object.keys(restore).length > 0) await changeSettings(db, restore);
  }
}

/**
 * Puts a test file's own database back to the default calendar: no bookings, no exceptions,
 * the default weekly hours and booking rules, and any other `values` given.
 */
export async function resetCalendar(db: Database, values: SettingValues = {}): Promise<void> {
  await db.delete(reservations);
  await db.delete(scheduleExceptions);
  await changeSettings(db, {
    [SETTING_KEYS.weeklyHours]: DEFAULT_WEEKLY_HOURS,
    [SETTING_KEYS.booking]: DEFAULT_BOOKING_SETTINGS,
    ...values,
  });
}

/** Stores weekly hours or booking rules that differ from the defaults in the given parts. */
export async function setCalendar(
  db: Database,
  values: { weeklyHours?: Partial<WeeklyHours>; booking?: Partial<BookingSettings> },
): Promise<void> {
  await changeSettings(db, {
    ...(values.weeklyHours && { [SETTING_KEYS.weeklyHours]: { ...DEFAULT_WEEKLY_HOURS, ...values.weeklyHours } }),
    ...(values.booking && { [SETTING_KEYS.booking]: { ...DEFAULT_BOOKING_SETTINGS, ...values.booking } }),
  });
}
