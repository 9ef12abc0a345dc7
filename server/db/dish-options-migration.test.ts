import { rmSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { BUILT_IN_CATEGORIES } from '@shared/constants';
import { migrateWith, migrationsUpTo } from '../../test-support/api/migrations';
import { openEmptyPglite, openEmptyPostgres } from '../../test-support/api/test-database';
import type { DatabaseHandle } from './client';
import { menuItemOptions, menuItemOptionValues, menuItems } from './schema';
import { SEED_MENU } from './seed-menu';
import { SEED_ORDERING, seedGroupInput } from './seed-menu-options';
import { seedDatabase } from './seed';

// A database from before dish options: the house menu as seeded, less one dish the owner deleted,
// plus one they added under a name of their own.
const before0019 = migrationsUpTo('0018_online_ordering');
afterAll(() => rmSync(before0019, { recursive: true, force: true }));

async function optionsOf(database: DatabaseHandle, itemId: number) {
  const groups = await database.db
    .select()
    .from(menuItemOptions)
    .where(eq(menuItemOptions.menuItemId, itemId))
    .orderBy(asc(menuItemOptions.position));
  const result = [];
  for (const group of groups) {
    const values = await database.db
      .select()
      .from(menuItemOptionValues)
      .where(eq(menuItemOptionValues.optionId, group.id))
      .orderBy(asc(menuItemOptionValues.position));
    result.push({
      name: group.name,
      translations: group.translations,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      values: values.map((value) => ({
        name: value.name,
        translations: value.translations,
        priceDelta: value.priceDelta,
        isDefault: value.isDefault,
      })),
    });
  }
  return result;
}

function describeUpgradeOn(name: string, open: () => Promise<DatabaseHandle>) {
  describe(`migration 0019 (dish options) on ${name}`, () => {
    test('gives the seeded dishes that still exist their options, the platter its kitchen load, and takes Tej and the ceremony off pickup', async () => {
      const database = await open();
      try {
        await migrateWith(database, before0019);
        const { db } = database;
        await db.execute(
          sql`insert into categories (name, display_order, built_in) select name, ord, true from unnest(${sql.raw(`array[${BUILT_IN_CATEGORIES.map((category) => `'${category}'`).join(',')}]`)}::text[]) with ordinality as t(name, ord)`,
        );
        const deleted = 'Lamb Tibs';
        for (const dish of SEED_MENU.filter((item) => item.name !== deleted)) {
          await db.execute(
            sql`insert into menu_items (name, description, price, category) values (${dish.name}, ${dish.description}, ${dish.price}, ${dish.category})`,
          );
        }
        await db.execute(
          sql`insert into menu_items (name, description, price, category) values ('Chef Special Tibs', 'New this week.', '20.00', 'Meat Dishes')`,
        );

        await database.migrate();

        const rows = await db.select().from(menuItems);
        expect(rows.some((row) => row.name === deleted)).toBe(false);
        for (const row of rows) {
          const ordering = SEED_ORDERING[row.name] ?? {};
          expect(await optionsOf(database, row.id), row.name).toEqual((ordering.options ?? []).map(seedGroupInput));
          expect(row.kitchenLoad, row.name).toBe(ordering.kitchenLoad ?? 1);
          expect(row.orderableOnline, row.name).toBe(ordering.orderableOnline ?? true);
        }
        const byName = new Map(rows.map((row) => [row.name, row]));
        const veggie = await optionsOf(database, byName.get('Veggie Combination')!.id);
        expect(veggie[0]).toMatchObject({ minChoices: 4, maxChoices: 4 });
        expect(veggie[0]!.values).toHaveLength(6);
        expect(byName.get('Selam Family Platter')!.kitchenLoad).toBe(3);
        expect(byName.get('Tej')!.orderableOnline).toBe(false);
        expect(byName.get('Coffee Ceremony for the Table')!.orderableOnline).toBe(false);
        expect(await optionsOf(database, byName.get('Chef Special Tibs')!.id)).toEqual([]);
      } finally {
        await database.close();
      }
    });

    test('a new database is seeded with the same choices, load and pickup flags', async () => {
      const database = await open();
      try {
        await database.migrate();
        await seedDatabase(database.db, { adminPassword: 'a-long-test-password' });
        const rows = await database.db.select().from(menuItems);
        expect(rows).toHaveLength(SEED_MENU.length);
        for (const row of rows) {
          const ordering = SEED_ORDERING[row.name] ?? {};
          expect(await optionsOf(database, row.id), row.name).toEqual((ordering.options ?? []).map(seedGroupInput));
          expect(row.kitchenLoad, row.name).toBe(ordering.kitchenLoad ?? 1);
          expect(row.orderableOnline, row.name).toBe(ordering.orderableOnline ?? true);
        }
      } finally {
        await database.close();
      }
    });
  });
}

describeUpgradeOn('PGlite', () => openEmptyPglite());

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('PostgreSQL', () => {
  describeUpgradeOn('PostgreSQL', () => openEmptyPostgres(postgresUrl ?? '', 'dish_options_migration'));
});
