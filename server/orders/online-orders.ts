import { and, asc, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '@shared/ordering-constants';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { addDays, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { onlineOrders } from '../db/schema';
import type { OnlineOrdersQuery } from './online-orders-query';
import { adminOrderDto, readOrderDetails, type OnlineOrderRow } from './order-read';

/**
 * The orders of a restaurant-local day: picked up that day or, for rows older than pickup
 * ordering (no pickup date), placed that day.
 */
function ofDay(day: string, timeZone: string): SQL {
  const localMidnight = (date: string) => sql`(${date}::date)::timestamp at time zone ${timeZone}`;
  return or(
    sql`${onlineOrders.pickupDate} = ${day}`,
    and(
      isNull(onlineOrders.pickupDate),
      sql`${onlineOrders.createdAt} >= ${localMidnight(day)}`,
      sql`${onlineOrders.createdAt} < ${localMidnight(addDays(day, 1))}`,
    ),
  )!;
}

/**
 * The board's orders: today's and every open one (pending, accepted, ready, whatever their day),
 * or only `date`'s; `status` narrows either. Soonest pickup first (placing time for rows without
 * one), so the kitchen reads the board top down.
 */
export async function listOnlineOrders(ctx: AppContext, query: OnlineOrdersQuery = {}): Promise<AdminOnlineOrderDto[]> {
  const today = zonedMoment(ctx.timeZone, ctx.now()).date;
  const which = query.date
    ? ofDay(query.date, ctx.timeZone)
    : or(ofDay(today, ctx.timeZone), inArray(onlineOrders.status, [...OPEN_ORDER_STATUSES]));
  const rows = await ctx.db
    .select()
    .from(onlineOrders)
    .where(and(which, query.status ? inArray(onlineOrders.status, query.status) : undefined))
    .orderBy(asc(sql`coalesce(${onlineOrders.pickupAt}, ${onlineOrders.createdAt})`), asc(onlineOrders.id));
  return toAdminDtos(ctx.db, rows);
}

/** Staff's view of each order, with its lines and history read in one go. */
export async function toAdminDtos(db: Database, rows: OnlineOrderRow[]): Promise<AdminOnlineOrderDto[]> {
  const details = await readOrderDetails(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => adminOrderDto(row, details.get(row.id)!));
}
