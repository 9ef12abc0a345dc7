import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { onlineOrders } from '../db/schema';

export type OnlineOrder = typeof onlineOrders.$inferSelect;

/** Stored online orders, newest first; the dashboard sums today's totals from them. */
export function listOnlineOrders(db: Database): Promise<OnlineOrder[]> {
  return db.select().from(onlineOrders).orderBy(desc(onlineOrders.createdAt), desc(onlineOrders.id));
}
