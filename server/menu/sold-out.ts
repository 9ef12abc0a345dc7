import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { MenuItemDto } from '@shared/schemas/menu';
import { msg } from '@shared/messages/message';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import { menuItems } from '../db/schema';
import { AppError } from '../errors';
import { itemDto, restaurantToday } from './menu';
import { invalidateMenuCache } from './menu-cache';

const NOT_FOUND = msg('menu.itemNotFound');
export const SOLD_OUT_QUEUE = 'menu-sold-out-marks';

/**
 * Marks a dish sold out for the rest of today (restaurant-local), or takes the mark off. The
 * public menu still shows it, but it cannot be ordered until the mark is gone or the day is over.
 */
export async function setSoldOut(ctx: AppContext, actor: Actor, id: number, soldOut: boolean): Promise<MenuItemDto> {
  const today = restaurantToday(ctx);
  const item = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(menuItems)
      .set({ soldOutOn: soldOut ? today : null })
      .where(eq(menuItems.id, id))
      .returning();
    if (!row) throw AppError.notFound(NOT_FOUND);
    await recordAudit(tx, actor, {
      action: soldOut ? 'mark-sold-out' : 'clear-sold-out',
      entity: 'menu-item',
      entityId: id,
      details: { name: row.name, date: today },
    });
    return row;
  });
  invalidateMenuCache(ctx.db);
  return itemDto(ctx, item);
}

/**
 * Takes off the marks of earlier days and, when there were any, publishes a menu change so every
 * process's cached menu (which showed them sold out) is read again. Answers how many it cleared.
 */
export async function clearPastSoldOutMarks(ctx: AppContext): Promise<number> {
  const today = restaurantToday(ctx);
  const cleared = await ctx.db
    .update(menuItems)
    .set({ soldOutOn: null })
    .where(and(isNotNull(menuItems.soldOutOn), ne(menuItems.soldOutOn, today)))
    .returning({ id: menuItems.id });
  if (cleared.length > 0) invalidateMenuCache(ctx.db);
  return cleared.length;
}

/**
 * A mark counts only on the day it was made, so the menu is orderable again from the first
 * opening of the next day whether or not this job has run; the job, every few minutes, takes the
 * old marks off and refreshes the cached menus before that opening.
 */
export function registerMenuJobs(ctx: AppContext): void {
  ctx.jobs.defineQueue(SOLD_OUT_QUEUE);
  ctx.jobs.schedule(SOLD_OUT_QUEUE, '*/5 * * * *');
  ctx.jobs.work(SOLD_OUT_QUEUE, async () => {
    const cleared = await clearPastSoldOutMarks(ctx);
    if (cleared > 0) console.info(`[jobs] ${cleared} sold-out mark(s) from an earlier day cleared`);
  });
}
