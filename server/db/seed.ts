import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_BUSINESS_INFO,
  DEFAULT_BOOKING_SETTINGS,
  DEFAULT_WEEKLY_HOURS,
  SETTING_KEYS,
} from '@shared/business-info';
import { BUILT_IN_CATEGORIES } from '@shared/constants';
import type { RestaurantModeSetting } from '@shared/schemas/settings';
import type { Database } from './client';
import { adminUsers, categories, eventPackages, menuItems, restaurantSettings } from './schema';
import { SEED_EVENT_PACKAGES } from './seed-event-packages';
import { SEED_MENU } from './seed-menu';
import { SEED_CATEGORIES_AM, SEED_DISHES_AM } from './seed-menu.am';
import { SEED_ORDERING, seedGroupInput } from './seed-menu-options';
import { hashPassword } from '../accounts';
import { insertOptions } from '../menu';

const SEED_LOCK_KEY = 7_218_302;
const SEEDED_MARKER = 'seeded_at';

export interface SeedOptions {
  adminUsername?: string;
  adminPassword?: string;
}

export interface SeedResult {
  /** True when this run wrote the starting menu, categories and settings. */
  seededContent: boolean;
  /** Set when this run created the first admin; `generated` means the password is new and shown once. */
  bootstrapAdmin?: { username: string; password: string; generated: boolean };
}

const DEFAULT_SETTINGS: Record<string, unknown> = {
  [SETTING_KEYS.businessInfo]: DEFAULT_BUSINESS_INFO,
  [SETTING_KEYS.weeklyHours]: DEFAULT_WEEKLY_HOURS,
  [SETTING_KEYS.booking]: DEFAULT_BOOKING_SETTINGS,
  [SETTING_KEYS.reservationsEnabled]: true,
  [SETTING_KEYS.giftCardsEnabled]: false,
  [SETTING_KEYS.giftCardValidMonths]: 0,
  [SETTING_KEYS.restaurantMode]: { mode: 'automatic', manualStatus: null } satisfies RestaurantModeSetting,
};

/**
 * Fills a new database once. The starting content is written only if the database has never
 * been seeded, so a menu item staff deleted never comes back on restart; the first admin is
 * created whenever there is no admin account at all.
 */
// The site's starting testimonials are written by migration 0025 (seed-testimonials.ts), on new
// databases too, so the seed writes none: the owner's deletions stay deleted.
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  // bcrypt is slow on purpose: hash outside the lock, and only when an admin will be needed.
  const needsAdmin = (await countAdmins(db)) === 0;
  const password = options.adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = needsAdmin ? await hashPassword(password) : null;

  return db.transaction(async (tx) => {
    // Several app processes may start together against one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const result: SeedResult = { seededContent: false };

    const [marker] = await tx
      .select({ id: restaurantSettings.id })
      .from(restaurantSettings)
      .where(eq(restaurantSettings.key, SEEDED_MARKER));

    if (!marker) {
      await tx
        .insert(categories)
        .values(
          BUILT_IN_CATEGORIES.map((name, index) => ({
            name,
            displayOrder: index + 1,
            builtIn: true,
            translations: { am: { name: SEED_CATEGORIES_AM[name]! } },
          })),
        )
        .onConflictDoNothing();
      const dishes = await tx
        .insert(menuItems)
        .values(
          SEED_MENU.map((item) => ({
            ...item,
            tags: item.tags ?? [],
            featured: item.featured ?? 0,
            translations: { am: SEED_DISHES_AM[item.name]! },
            priceHistory: [{ price: item.price, changedAt: new Date().toISOString() }],
            kitchenLoad: SEED_ORDERING[item.name]?.kitchenLoad ?? 1,
            orderableOnline: SEED_ORDERING[item.name]?.orderableOnline ?? true,
          })),
        )
        .returning({ id: menuItems.id, name: menuItems.name });
      for (const dish of dishes)
        await insertOptions(tx, dish.id, (SEED_ORDERING[dish.name]?.options ?? []).map(seedGroupInput));
      // Only a new database gets the hall's packages: an existing one starts with none (decision 023).
      await tx.insert(eventPackages).values(SEED_EVENT_PACKAGES);
      await tx
        .insert(restaurantSettings)
        .values(
          Object.entries({ ...DEFAULT_SETTINGS, [SEEDED_MARKER]: new Date().toISOString() }).map(([key, value]) => ({
            key,
            value,
          })),
        )
        .onConflictDoNothing();
      result.seededContent = true;
    }

    if (passwordHash && (await countAdmins(tx)) === 0) {
      const username = options.adminUsername ?? 'admin';
      await tx.insert(adminUsers).values({ username, passwordHash, role: 'admin', isActive: true });
      result.bootstrapAdmin = { username, password, generated: !options.adminPassword };
    }
    return result;
  });
}

async function countAdmins(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select({ total: count() }).from(adminUsers);
  return row?.total ?? 0;
}
