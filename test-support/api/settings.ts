import type { Database } from '../../server/db/client';
import { invalidateSettings, writeSetting, type SettingKey } from '../../server/services/settings';

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
export async function withSettingsRestored(db: Database, restore: SettingValues, body: () => Promise<void>): Promise<void> {
  invalidateSettings(db);
  try {
    await body();
  } finally {
    if (Object.keys(restore).length > 0) await changeSettings(db, restore);
  }
}
