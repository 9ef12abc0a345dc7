import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcrypt';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import { BUILT_IN_CATEGORIES } from '@shared/constants';
import { openEmptyPglite, openEmptyPostgres } from '../../test-support/api/test-database';
import { openDatabase, type DatabaseHandle } from './client';
import { adminUsers, categories, menuItems, restaurantSettings } from './schema';
import { seedDatabase } from './seed';

const HOUSE_DISHES = ['Sambusa', 'Kitfo', 'Doro Wot', 'Shiro', 'Gomen', 'Misir Wot', 'Tej', 'Ethiopian Coffee'];

async function tableCounts(database: DatabaseHandle) {
  const { db } = database;
  const [[cats], [items], [settings], [admins]] = await Promise.all([
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(menuItems),
    db.select({ n: count() }).from(restaurantSettings),
    db.select({ n: count() }).from(adminUsers),
  ]);
  return { categories: cats?.n, menuItems: items?.n, settings: settings?.n, admins: admins?.n };
}

/** Every driver gets the same checks on a database of its own. */
function describeSeedOn(driver: string, open: () => Promise<{ database: DatabaseHandle; dispose(): Promise<void> }>) {
  describe(`migrations and seed on ${driver}`, () => {
    test('a new database gets the built-in categories, the house menu, settings and one admin', async () => {
      const { database, dispose } = await open();
      try {
        await database.migrate();
        const result = await seedDatabase(database.db, { adminUsername: 'owner', adminPassword: 'correct-horse-1' });
        expect(result.seededContent).toBe(true);
        expect(result.bootstrapAdmin).toEqual({ username: 'owner', password: 'correct-horse-1', generated: false });

        const cats = await database.db.select().from(categories).orderBy(asc(categories.displayOrder));
        expect(cats.map((c) => c.name)).toEqual([...BUILT_IN_CATEGORIES]);
        expect(cats.every((c) => c.builtIn && c.enabled)).toBe(true);

        const items = await database.db.select().from(menuItems);
        expect(items.length).toBeGreaterThanOrEqual(24);
        expect(items.map((i) => i.name)).toEqual(expect.arrayContaining(HOUSE_DISHES));
        expect(items.some((i) => i.name.includes('Tibs'))).toBe(true);
        expect(items.filter((i) => i.featured === 1)).toHaveLength(3);
        const categoryNames = new Set<string>(BUILT_IN_CATEGORIES);
        for (const item of items) {
          expect(categoryNames.has(item.category), `${item.name} is in a built-in category`).toBe(true);
          expect(item.price).toMatch(/^\d+\.\d{2}$/);
          expect(item.image).toMatch(/^\/images\/menu\/[a-z-]+\.svg$/);
          expect(item.description.length).toBeGreaterThan(20);
        }

        const settings = await database.db.select().from(restaurantSettings);
        const byKey = Object.fromEntries(settings.map((s) => [s.key, s.value]));
        expect(byKey.reservations_enabled).toBe(true);
        expect(byKey.gift_cards_enabled).toBe(false);
        expect(byKey.restaurant_mode).toEqual({ mode: 'automatic', manualStatus: null });
        expect(byKey.weekly_hours).toEqual(DEFAULT_WEEKLY_HOURS);
        expect(byKey.weekly_hours).toMatchObject({
          monday: { closed: false, periods: [{ open: '11:00', close: '21:30' }] },
          friday: { closed: false, periods: [{ open: '11:00', close: '22:00' }] },
          sunday: { closed: false, periods: [{ open: '11:00', close: '21:00' }] },
        });
        expect(byKey.booking_settings).toEqual(DEFAULT_BOOKING_SETTINGS);
        expect(byKey).not.toHaveProperty('reservation_slots');

        const [admin] = await database.db.select().from(adminUsers).where(eq(adminUsers.username, 'owner'));
        expect(admin?.role).toBe('admin');
        expect(admin?.isActive).toBe(true);
        expect(await bcrypt.compare('correct-horse-1', admin?.passwordHash ?? '')).toBe(true);
      } finally {
        await dispose();
      }
    });

    test('running migrations and the seed again adds nothing', async () => {
      const { database, dispose } = await open();
      try {
        await database.migrate();
        await seedDatabase(database.db);
        const before = await tableCounts(database);
        await database.migrate();
        const again = await seedDatabase(database.db);
        expect(again).toEqual({ seededContent: false });
        expect(await tableCounts(database)).toEqual(before);
      } finally {
        await dispose();
      }
    });

    test('without ADMIN_PASSWORD the first admin gets a generated password, shown once', async () => {
      const { database, dispose } = await open();
      try {
        await database.migrate();
        const first = await seedDatabase(database.db);
        expect(first.bootstrapAdmin?.generated).toBe(true);
        expect(first.bootstrapAdmin?.password.length).toBeGreaterThanOrEqual(16);
        const [admin] = await database.db.select().from(adminUsers);
        expect(await bcrypt.compare(first.bootstrapAdmin?.password ?? '', admin?.passwordHash ?? '')).toBe(true);
        expect((await seedDatabase(database.db)).bootstrapAdmin).toBeUndefined();
      } finally {
        await dispose();
      }
    });
  });
}

describeSeedOn('PGlite', async () => {
  const database = await openEmptyPglite();
  return { database, dispose: () => database.close() };
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('PostgreSQL', () => {
  describeSeedOn('PostgreSQL', async () => {
    // A throwaway database per test, so the checks see only what the seed wrote.
    const database = await openEmptyPostgres(postgresUrl ?? '', 'seed_check');
    return { database, dispose: () => database.close() };
  });
});

describe('embedded database on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'selam-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('keeps its data across a restart and is not seeded twice', async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await seedDatabase(first.db);
    await first.db.update(menuItems).set({ price: '21.00' }).where(eq(menuItems.name, 'Doro Wot'));
    await first.db.delete(menuItems).where(eq(menuItems.name, 'Soft Drinks'));
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    try {
      await second.migrate();
      expect(await seedDatabase(second.db)).toEqual({ seededContent: false });
      const [doroWot] = await second.db.select().from(menuItems).where(eq(menuItems.name, 'Doro Wot'));
      expect(doroWot?.price).toBe('21.00');
      const softDrinks = await second.db.select().from(menuItems).where(eq(menuItems.name, 'Soft Drinks'));
      expect(softDrinks).toHaveLength(0);
    } finally {
      await second.close();
    }
  });
});
