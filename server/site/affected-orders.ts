import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '@shared/ordering-constants';
import type { AffectedOrder } from '@shared/schemas/schedule';
import type { Database } from '../db/client';
import { onlineOrders } from '../db/schema';

/** The open pickup orders (pending, accepted, ready) from `from` to `to`, restaurant-local dates, by pickup. */
export async function openOrdersBetween(db: Database, from: string, to: string): Promise<AffectedOrder[]> {
  const rows = await db
    .select({
      id: onlineOrders.id,
      orderNumber: onlineOrders.orderNumber,
      customerName: onlineOrders.customerName,
      phone: onlineOrders.phone,
      pickupAt: onlineOrders.pickupAt,
    })
    .from(onlineOrders)
    .where(
      and(
        gte(onlineOrders.pickupDate, from),
        lte(onlineOrders.pickupDate, to),
        inArray(onlineOrders.status, OPEN_ORDER_STATUSES),
      ),
    )
    .orderBy(asc(onlineOrders.pickupAt), asc(onlineOrders.id));
  return rows.map((row) => ({ ...row, pickupAt: row.pickupAt?.toISOString() ?? null }));
}
