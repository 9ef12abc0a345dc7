import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { CategoryDto, CategoryInput, CategoryUpdateInput } from '@shared/schemas/menu';
import type { CachedJson } from '../cache';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { categories, menuItems } from '../db/schema';
import { refuseUniqueViolations } from '../db/unique-violation';
import { AppError } from '../errors';
import { recordAudit, type Actor } from '../audit';
import { invalidateMenuCache, menuCache } from './menu-cache';
import { msg } from '@shared/messages/message';

type CategoryRow = typeof categories.$inferSelect;

const NOT_FOUND = msg('menu.categoryNotFound');
const DUPLICATE = msg('menu.categoryTaken');
/** Two admins adding the same name at once: the unique index on lower(name) decides, as a 409. */
const NAME_RACE = { '*': () => AppError.conflict(DUPLICATE) };

// Spelled out: drizzle leaves columns unqualified in a one-table select, and a bare "name"
// inside the subquery would mean menu_items.name.
const outerName = sql`${sql.identifier('categories')}.${sql.identifier('name')}`;
const itemCount =
  sql<number>`(select count(*) from ${menuItems} where lower(${menuItems.category}) = lower(${outerName}))`.mapWith(
    Number,
  );

/** `GET /api/categories`: names of the enabled categories, in display order then name. */
export function readPublicCategories(ctx: AppContext): Promise<CachedJson> {
  return menuCache(ctx.db).get('categories', async () => {
    const rows = await ctx.db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.enabled, true))
      .orderBy(categories.displayOrder, sql`lower(${categories.name})`);
    return rows.map((row) => row.name);
  });
}

/** `GET /api/admin/categories`: every category with how many items it holds. */
export async function listCategories(ctx: AppContext): Promise<CategoryDto[]> {
  const rows = await ctx.db
    .select({ category: categories, itemCount })
    .from(categories)
    .orderBy(categories.displayOrder, sql`lower(${categories.name})`);
  return rows.map((row) => toDto(row.category, row.itemCount));
}

/** A new category goes last (display order: the number of categories + 1) unless one is given. */
export async function createCategory(ctx: AppContext, actor: Actor, input: CategoryInput): Promise<CategoryDto> {
  const created = await refuseUniqueViolations(
    () =>
      ctx.db.transaction(async (tx) => {
        await assertNameFree(tx, input.name);
        const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(categories);
        const [row] = await tx
          .insert(categories)
          .values({
            name: input.name,
            enabled: input.enabled,
            displayOrder: input.displayOrder ?? total + 1,
            translations: input.translations,
          })
          .returning();
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'category',
          entityId: row!.id,
          details: { name: row!.name, displayOrder: row!.displayOrder, enabled: row!.enabled },
        });
        return row!;
      }),
    NAME_RACE,
  );
  invalidateMenuCache(ctx.db);
  return toDto(created, 0);
}

/**
 * Changes any of name, enabled, displayOrder. A rename carries the category's menu items
 * along in the same transaction; built-in categories keep their names.
 */
export async function updateCategory(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: CategoryUpdateInput,
): Promise<CategoryDto> {
  const result = await refuseUniqueViolations(
    () =>
      ctx.db.transaction(async (tx) => {
        const current = await lockCategory(tx, id);
        const rename = input.name !== undefined && input.name !== current.name ? input.name : undefined;
        let itemsRenamed = 0;
        if (rename !== undefined) {
          if (current.builtIn) {
            throw AppError.conflict(msg('menu.builtInRename', { name: current.name }));
          }
          await assertNameFree(tx, rename, id);
          const moved = await tx
            .update(menuItems)
            .set({ category: rename })
            .where(sql`lower(${menuItems.category}) = lower(${current.name})`)
            .returning({ id: menuItems.id });
          itemsRenamed = moved.length;
        }
        const changes = {
          name: rename,
          enabled: input.enabled,
          displayOrder: input.displayOrder,
          translations: input.translations,
        };
        const [row] = Object.values(changes).some((value) => value !== undefined)
          ? await tx.update(categories).set(changes).where(eq(categories.id, id)).returning()
          : [current];
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'category',
          entityId: id,
          details: {
            name: row!.name,
            ...(rename !== undefined ? { renamedFrom: current.name, itemsRenamed } : {}),
            ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
            ...(input.displayOrder !== undefined ? { displayOrder: input.displayOrder } : {}),
          },
        });
        const [counted] = await tx.select({ itemCount }).from(categories).where(eq(categories.id, id));
        return toDto(row!, counted?.itemCount ?? 0);
      }),
    NAME_RACE,
  );
  invalidateMenuCache(ctx.db);
  return result;
}

/** Built-in categories stay; a custom one must be empty, so no dish is silently orphaned. */
export async function deleteCategory(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockCategory(tx, id);
    if (current.builtIn) {
      throw AppError.conflict(msg('menu.builtInDelete', { name: current.name }));
    }
    const [{ items } = { items: 0 }] = await tx
      .select({ items: count() })
      .from(menuItems)
      .where(sql`lower(${menuItems.category}) = lower(${current.name})`);
    if (items > 0) {
      throw AppError.conflict(msg('menu.categoryInUse', { count: items, name: current.name }));
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'category',
      entityId: id,
      details: { name: current.name },
    });
  });
  invalidateMenuCache(ctx.db);
}

/** Locks the row: menu item writes share-lock it, so they wait for a rename or delete. */
async function lockCategory(tx: Database, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

async function assertNameFree(tx: Database, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    );
  if (taken) throw AppError.conflict(DUPLICATE);
}

function toDto(row: CategoryRow, items: number): CategoryDto {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    displayOrder: row.displayOrder,
    builtIn: row.builtIn,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    itemCount: items,
  };
}
