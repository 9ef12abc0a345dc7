import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { BUILT_IN_CATEGORIES } from '@shared/constants';
import { migrateWith, migrationsUpTo } from '../../test-support/api/migrations';
import { openEmptyPglite } from '../../test-support/api/test-database';
import { categories, menuItems } from './schema';
import { SEED_MENU } from './seed-menu';
import { SEED_CATEGORIES_AM, SEED_DISHES_AM } from './seed-menu.am';

// A database made before dishes had translations: the house menu seeded in English, one dish
// since rewritten by the owner, one added by them.
const before0013 = migrationsUpTo('0012_admin_preferred_language');
afterAll(() => rmSync(before0013, { recursive: true, force: true }));

describe('migration 0013 (menu translations)', () => {
  test('adds the Amharic to the seeded dishes and categories whose English is unchanged, and to nothing else', async () => {
    const database = await openEmptyPglite();
    try {
      await migrateWith(database, before0013);
      const { db } = database;
      await db.execute(
        sql`insert into categories (name, display_order, built_in) select name, ord, true from unnest(${sql.raw(`array[${BUILT_IN_CATEGORIES.map((name) => `'${name}'`).join(',')}]`)}::text[]) with ordinality as t(name, ord)`,
      );
      for (const dish of SEED_MENU) {
        await db.execute(
          sql`insert into menu_items (name, description, price, category, ingredients) values (${dish.name}, ${dish.description}, ${dish.price}, ${dish.category}, ${dish.ingredients ?? null})`,
        );
      }
      const [edited, ...unchanged] = SEED_MENU;
      await db.execute(sql`update menu_items set description = 'Our own recipe now.' where name = ${edited!.name}`);
      await db.execute(
        sql`insert into menu_items (name, description, price, category) values ('Chef Special', 'New this week.', '20.00', 'Meat Dishes')`,
      );

      await database.migrate();

      const rows = await db.select({ name: menuItems.name, translations: menuItems.translations }).from(menuItems);
      const byName = new Map(rows.map((row) => [row.name, row.translations]));
      for (const dish of unchanged) expect(byName.get(dish.name), dish.name).toEqual({ am: SEED_DISHES_AM[dish.name] });
      expect(byName.get(edited!.name)).toEqual({});
      expect(byName.get('Chef Special')).toEqual({});
      for (const name of BUILT_IN_CATEGORIES) {
        const [row] = await db
          .select({ translations: categories.translations })
          .from(categories)
          .where(eq(categories.name, name));
        expect(row!.translations).toEqual({ am: { name: SEED_CATEGORIES_AM[name] } });
      }
    } finally {
      await database.close();
    }
  });
});
