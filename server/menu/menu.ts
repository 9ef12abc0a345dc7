import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  CategoryTranslations,
  DishTranslations,
  MenuItemDto,
  MenuItemInput,
  PublicMenuItemDto,
} from '@shared/schemas/menu';
import { centsOf } from '@shared/money';
import type { MenuItemOptionDto } from '@shared/schemas/ordering';
import { zonedMoment } from '@shared/time';
import type { CachedJson } from '../cache';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { categories, menuItems } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit, type Actor } from '../audit';
import { invalidateMenuCache, menuCache } from './menu-cache';
import { describeOptions, readOptionsByItem, replaceOptions } from './menu-options';
import { msg } from '@shared/messages/message';

type MenuItemRow = typeof menuItems.$inferSelect;

const NOT_FOUND = msg('menu.itemNotFound');
const UNKNOWN_CATEGORY = msg('menu.unknownCategory');

// An item is matched to its category case-insensitively. An item whose category matches no
// category row (only possible through a direct database edit, since renames cascade and a
// category with items cannot be deleted) still shows on the public menu, after every known
// category: a dish the restaurant typed is never silently hidden, and the menu never fails.
const itemCategory = sql`lower(${categories.name}) = lower(${menuItems.category})`;
const menuOrder = [
  sql`${categories.displayOrder} asc nulls last`,
  sql`lower(${menuItems.category})`,
  sql`lower(${menuItems.name})`,
  menuItems.id,
];
const publicItem = and(eq(menuItems.available, true), or(isNull(categories.id), eq(categories.enabled, true)));

/** `GET /api/menu-items`: available items of enabled categories, optionally of one category. */
export async function readPublicMenu(ctx: AppContext, category?: string): Promise<CachedJson> {
  const { db } = ctx;
  const cache = menuCache(db);
  if (!category) return cache.get('items', () => loadPublicItems(ctx));
  const key = category.toLowerCase();
  // Only a category the public menu shows becomes a cache key, so made-up names cannot grow it.
  const shown = JSON.parse((await cache.get('item-categories', () => loadPublicItemCategories(db))).body) as string[];
  if (!shown.some((name) => name.toLowerCase() === key)) return cache.get('items:none', () => Promise.resolve([]));
  return cache.get(`items:${key}`, () => loadPublicItems(ctx, sql`lower(${menuItems.category}) = lower(${category})`));
}

/** `GET /api/featured-dishes`: every featured dish the public menu shows; the page shows up to 3. */
export function readFeaturedDishes(ctx: AppContext): Promise<CachedJson> {
  return menuCache(ctx.db).get('featured', () => loadPublicItems(ctx, eq(menuItems.featured, 1)));
}

/** The restaurant-local date: a dish marked sold out on it cannot be ordered until the next day. */
export function restaurantToday(ctx: Pick<AppContext, 'timeZone' | 'now'>): string {
  return zonedMoment(ctx.timeZone, ctx.now()).date;
}

// The answer depends on today's date only through sold-out marks, and the job that clears
// yesterday's marks publishes a menu change, so a cached copy never outlives the date it was made on.
async function loadPublicItems(ctx: AppContext, filter?: SQL): Promise<PublicMenuItemDto[]> {
  const rows = await ctx.db
    .select({ item: menuItems, category: categories.translations })
    .from(menuItems)
    .leftJoin(categories, itemCategory)
    .where(and(publicItem, filter))
    .orderBy(...menuOrder);
  const options = await readOptionsByItem(
    ctx.db,
    rows.map(({ item }) => item.id),
  );
  const today = restaurantToday(ctx);
  return rows.map(({ item, category }) => toPublicDto(item, category, options.get(item.id) ?? [], today));
}

async function loadPublicItemCategories(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: menuItems.category })
    .from(menuItems)
    .leftJoin(categories, itemCategory)
    .where(publicItem);
  return rows.map((row) => row.name);
}

/** `GET /api/admin/menu-items`: every item, unavailable ones and disabled categories included. */
export async function listAllMenuItems(ctx: AppContext): Promise<MenuItemDto[]> {
  const rows = await ctx.db
    .select({ item: menuItems, category: categories.translations })
    .from(menuItems)
    .leftJoin(categories, itemCategory)
    .orderBy(...menuOrder);
  const options = await readOptionsByItem(
    ctx.db,
    rows.map(({ item }) => item.id),
  );
  const today = restaurantToday(ctx);
  return rows.map(({ item, category }) => toDto(item, category, options.get(item.id) ?? [], today));
}

export async function createMenuItem(ctx: AppContext, actor: Actor, input: MenuItemInput): Promise<MenuItemDto> {
  const changedAt = ctx.now().toISOString();
  const item = await ctx.db.transaction(async (tx) => {
    const category = await canonicalCategory(tx, input.category);
    const { options, ...fields } = input;
    const [row] = await tx
      .insert(menuItems)
      .values({ ...fields, category, priceHistory: [{ price: input.price, changedAt }] })
      .returning();
    if (options) await replaceOptions(tx, row!.id, options);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'menu-item',
      entityId: row!.id,
      details: {
        name: row!.name,
        category,
        price: row!.price,
        ...(options?.length ? { options: describeOptions(options) } : {}),
      },
    });
    return row!;
  });
  invalidateMenuCache(ctx.db);
  return itemDto(ctx, item);
}

/** Replaces the form fields; a new price is appended to the price history. */
export async function updateMenuItem(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: MenuItemInput,
): Promise<MenuItemDto> {
  const changedAt = ctx.now().toISOString();
  const item = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        price: menuItems.price,
        priceHistory: menuItems.priceHistory,
        kitchenLoad: menuItems.kitchenLoad,
        orderableOnline: menuItems.orderableOnline,
      })
      .from(menuItems)
      .where(eq(menuItems.id, id))
      .for('update');
    if (!current) throw AppError.notFound(NOT_FOUND);
    const category = await canonicalCategory(tx, input.category);
    const priceChanged = centsOf(current.price) !== centsOf(input.price);
    const priceHistory = priceChanged
      ? [...current.priceHistory, { price: input.price, changedAt }]
      : current.priceHistory;
    const { options, ...fields } = input;
    const [row] = await tx
      .update(menuItems)
      .set({ ...fields, category, priceHistory })
      .where(eq(menuItems.id, id))
      .returning();
    if (options) await replaceOptions(tx, id, options);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'menu-item',
      entityId: id,
      details: {
        name: row!.name,
        ...(priceChanged ? { price: { from: current.price, to: input.price } } : {}),
        ...changeOf('kitchenLoad', current.kitchenLoad, row!.kitchenLoad),
        ...changeOf('orderableOnline', current.orderableOnline, row!.orderableOnline),
        ...(options ? { options: describeOptions(options) } : {}),
      },
    });
    return row!;
  });
  invalidateMenuCache(ctx.db);
  return itemDto(ctx, item);
}

export async function deleteMenuItem(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(menuItems)
      .where(eq(menuItems.id, id))
      .returning({ name: menuItems.name, category: menuItems.category });
    if (!row) throw AppError.notFound(NOT_FOUND);
    await recordAudit(tx, actor, { action: 'delete', entity: 'menu-item', entityId: id, details: row });
  });
  invalidateMenuCache(ctx.db);
}

/** Flips featured between 0 and 1 in one statement, so two quick clicks cannot lose one. */
export function toggleFeatured(ctx: AppContext, actor: Actor, id: number): Promise<MenuItemDto> {
  return toggle(ctx, actor, id, 'toggle-featured', { featured: sql`1 - ${menuItems.featured}` });
}

export function toggleAvailability(ctx: AppContext, actor: Actor, id: number): Promise<MenuItemDto> {
  return toggle(ctx, actor, id, 'toggle-availability', { available: sql`not ${menuItems.available}` });
}

async function toggle(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: string,
  change: { featured: SQL } | { available: SQL },
): Promise<MenuItemDto> {
  const item = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(menuItems).set(change).where(eq(menuItems.id, id)).returning();
    if (!row) throw AppError.notFound(NOT_FOUND);
    await recordAudit(tx, actor, {
      action,
      entity: 'menu-item',
      entityId: id,
      details: { name: row.name, featured: row.featured, available: row.available },
    });
    return row;
  });
  invalidateMenuCache(ctx.db);
  return itemDto(ctx, item);
}

/** `{ [field]: { from, to } }` when the value changed, for the audit log; nothing otherwise. */
function changeOf<T>(field: string, from: T, to: T): Record<string, { from: T; to: T }> {
  return from === to ? {} : { [field]: { from, to } };
}

/**
 * The category's own spelling ("meat dishes" is stored as "Meat Dishes"). The row is share-locked
 * so a concurrent rename or delete of that category waits for this write.
 */
async function canonicalCategory(tx: Database, name: string): Promise<string> {
  const [row] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .for('share');
  if (!row) throw AppError.invalid({ category: [UNKNOWN_CATEGORY] });
  return row.name;
}

/** The dish's translations, each with its category's name in that language when it has one. */
function translationsOf(
  row: MenuItemRow,
  category: CategoryTranslations | null | undefined,
): PublicMenuItemDto['translations'] {
  const translations: PublicMenuItemDto['translations'] = {};
  const languages = new Set([...Object.keys(row.translations), ...Object.keys(category ?? {})]) as Set<
    keyof DishTranslations
  >;
  for (const language of languages) {
    const categoryName = category?.[language]?.name;
    translations[language] = { ...row.translations[language], ...(categoryName ? { category: categoryName } : {}) };
  }
  return translations;
}

function toPublicDto(
  row: MenuItemRow,
  category: CategoryTranslations | null | undefined,
  options: MenuItemOptionDto[],
  today: string,
): PublicMenuItemDto {
  const soldOut = row.soldOutOn === today;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    image: row.image,
    ingredients: row.ingredients,
    tags: row.tags,
    specials: row.specials,
    available: row.available,
    featured: row.featured === 1 ? 1 : 0,
    translations: translationsOf(row, category),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    orderable: row.available && row.orderableOnline && !soldOut,
    orderableOnline: row.orderableOnline,
    soldOut,
    kitchenLoad: row.kitchenLoad,
    options,
  };
}

/** A dish as a write answers it: as the lists show it, its category's translated names and its options included. */
export async function itemDto(ctx: AppContext, row: MenuItemRow): Promise<MenuItemDto> {
  const [category] = await ctx.db
    .select({ translations: categories.translations })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${row.category})`);
  const options = await readOptionsByItem(ctx.db, [row.id]);
  return toDto(row, category?.translations, options.get(row.id) ?? [], restaurantToday(ctx));
}

function toDto(
  row: MenuItemRow,
  category: CategoryTranslations | null | undefined,
  options: MenuItemOptionDto[],
  today: string,
): MenuItemDto {
  return { ...toPublicDto(row, category, options, today), priceHistory: row.priceHistory };
}
