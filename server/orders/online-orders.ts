import { desc } from 'drizzle-orm';
import type { AppContext } from '../context';
import { onlineOrders } from '../db/schema';

export type OnlineOrder = typeof onlineOrders.$inferSelect;

/** Stored online orders, newest first; the dashboard sums today's totals from them. */
export function listOnlineOrders(ctx: AppContext): Promise<OnlineOrder[]> {
  return ctx.db.select().from(onlineOrders).orderBy(desc(onlineOrders.createdAt), desc(onlineOrders.id));
}
