import { rmSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '@shared/business-info';

// The booking settings as migration 0003 writes them: the settings added since have defaults.
const { confirmByEmail: _addedLater, ...BOOKING_AT_0003 } = DEFAULT_BOOKING_SETTINGS;
import { weeklyHoursSchema } from '@shared/schemas/settings';
import { loadSettings } from '../site/settings';
import { migrateWith, migrationsUpTo } from '../../test-support/api/migrations';
import { openEmptyPglite, openEmptyPostgres } from '../../test-support/api/test-database';
import type { DatabaseHandle } from './client';
import { restaurantSettings } from './schema';
import { seedDatabase } from './seed';

/**
 * Upgrading a database that already holds settings: migrations up to 0002 as the app had them,
 * the settings in their old shape, then the app's own migrate() (which applies 0003 only).
 */

const before0003 = migrationsUpTo('0002_drop_unused_tables');
afterAll(() => rmSync(before0003, { recursive: true, force: true }));

const migrateBefore0003 = (database: DatabaseHandle) => migrateWith(database, before0003);

/** The weekly hours as the settings stored them before service periods: one opening a day. */
const OLD_WEEKLY_HOURS = {
  monday: { closed: true, open: '11:00', close: '22:00' },
  tuesday: { closed: false, open: '16:30', close: '23:45' },
  wednesday: { closed: false, open: '07:15', close: '14:00' },
  thursday: { closed: false, open: '11:00', close: '22:00' },
  friday: { closed: false, open: '11:00', close: '23:59' },
  saturday: { closed: false, open: '10:00', close: '23:00' },
  sunday: { closed: false, open: '12:00', close: '20:00' },
};

const MIGRATED_WEEKLY_HOURS = {
  monday: { closed: true, periods: [{ open: '11:00', close: '22:00' }] },
  tuesday: { closed: false, periods: [{ open: '16:30', close: '23:45' }] },
  wednesday: { closed: false, periods: [{ open: '07:15', close: '14:00' }] },
  thursday: { closed: false, periods: [{ open: '11:00', close: '22:00' }] },
  friday: { closed: false, periods: [{ open: '11:00', close: '23:59' }] },
  saturday: { closed: false, periods: [{ open: '10:00', close: '23:00' }] },
  sunday: { closed: false, periods: [{ open: '12:00', close: '20:00' }] },
};

const BUSINESS_INFO_MARK = { name: 'Selam Before The Calendar' };

async function storedSettings(database: DatabaseHandle): Promise<Record<string, unknown>> {
  const rows = await database.db.select().from(restaurantSettings);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

async function writeOldSettings(database: DatabaseHandle, values: Record<string, unknown>): Promise<void> {
  await database.db.insert(restaurantSettings).values(Object.entries(values).map(([key, value]) => ({ key, value })));
}

function describeUpgradeOn(
  driver: string,
  open: () => Promise<{ database: DatabaseHandle; dispose(): Promise<void> }>,
) {
  describe(`migration 0003 on ${driver}`, () => {
    test('keeps the weekly hours as one period a day (a closed day stays closed), turns the slot setting into booking settings', async () => {
      const { database, dispose } = await open();
      try {
        await migrateBefore0003(database);
        await writeOldSettings(database, {
          weekly_hours: OLD_WEEKLY_HOURS,
          reservation_slots: { first: '12:00', last: '20:30', intervalMinutes: 15 },
          business_info: BUSINESS_INFO_MARK,
          reservations_enabled: false,
          seeded_at: '2026-01-05T10:00:00.000Z',
        });

        await database.migrate();

        const stored = await storedSettings(database);
        expect(stored.weekly_hours).toEqual(MIGRATED_WEEKLY_HOURS);
        expect(weeklyHoursSchema.safeParse(stored.weekly_hours).success).toBe(true);
        expect(stored.booking_settings).toEqual({ ...BOOKING_AT_0003, slotIntervalMinutes: 15 });
        expect(stored).not.toHaveProperty('reservation_slots');
        // Nothing else is touched.
        expect(stored.business_info).toEqual(BUSINESS_INFO_MARK);
        expect(stored.reservations_enabled).toBe(false);
        expect(stored.seeded_at).toBe('2026-01-05T10:00:00.000Z');

        // The app reads them as they are, never falling back to its defaults, and a restart's
        // seed leaves them alone.
        const settings = await loadSettings(database.db);
        expect(settings.weeklyHours).toEqual(MIGRATED_WEEKLY_HOURS);
        expect(settings.booking.slotIntervalMinutes).toBe(15);
        expect(
          await seedDatabase(database.db, { adminUsername: 'owner', adminPassword: 'correct-horse-1' }),
        ).toMatchObject({
          seededContent: false,
        });
        const afterSeed = await storedSettings(database);
        expect(afterSeed.weekly_hours).toEqual(MIGRATED_WEEKLY_HOURS);
        expect(afterSeed.booking_settings).toEqual({ ...BOOKING_AT_0003, slotIntervalMinutes: 15 });

        // Migrating again changes nothing.
        await database.migrate();
        expect(await storedSettings(database)).toEqual(afterSeed);
      } finally {
        await dispose();
      }
    });

    test('an interval the grid does not offer becomes 30 minutes; a day without a closed flag is open', async () => {
      const { database, dispose } = await open();
      try {
        await migrateBefore0003(database);
        const { monday: _monday, ...rest } = OLD_WEEKLY_HOURS;
        await writeOldSettings(database, {
          weekly_hours: { ...rest, monday: { open: '11:00', close: '21:00' } },
          reservation_slots: { first: '11:00', last: '21:30', intervalMinutes: 45 },
        });

        await database.migrate();

        const stored = await storedSettings(database);
        expect(stored.weekly_hours).toEqual({
          ...MIGRATED_WEEKLY_HOURS,
          monday: { closed: false, periods: [{ open: '11:00', close: '21:00' }] },
        });
        expect(stored.booking_settings).toEqual(BOOKING_AT_0003);
        expect(stored).not.toHaveProperty('reservation_slots');
      } finally {
        await dispose();
      }
    });

    test('a closed day whose stored times were never checked (the old rules allowed any) stays closed, and the other days keep their hours', async () => {
      const { database, dispose } = await open();
      try {
        await migrateBefore0003(database);
        await writeOldSettings(database, {
          weekly_hours: {
            ...OLD_WEEKLY_HOURS,
            monday: { closed: true, open: '22:00', close: '11:00' },
            sunday: { closed: true, open: '00:00', close: '00:00' },
          },
          reservation_slots: { first: '12:00', last: '20:30', intervalMinutes: 15 },
        });

        await database.migrate();

        const { weeklyHours } = await loadSettings(database.db);
        expect(weeklyHours.monday.closed).toBe(true);
        expect(weeklyHours.sunday.closed).toBe(true);
        const { monday: _monday, sunday: _sunday, ...openDays } = MIGRATED_WEEKLY_HOURS;
        expect(weeklyHours).toMatchObject(openDays);
      } finally {
        await dispose();
      }
    });

    test('a database that never stored hours or slots migrates to the defaults of the app', async () => {
      const { database, dispose } = await open();
      try {
        await migrateBefore0003(database);
        await database.migrate();
        expect(await storedSettings(database)).toEqual({});
        const settings = await loadSettings(database.db);
        expect(settings.booking).toEqual(DEFAULT_BOOKING_SETTINGS);
      } finally {
        await dispose();
      }
    });
  });
}

describeUpgradeOn('PGlite', async () => {
  const database = await openEmptyPglite();
  return { database, dispose: () => database.close() };
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('PostgreSQL', () => {
  describeUpgradeOn('PostgreSQL', async () => {
    // A throwaway database per test, migrated from nothing.
    const database = await openEmptyPostgres(postgresUrl ?? '', 'calendar_migration');
    return { database, dispose: () => database.close() };
  });
});
