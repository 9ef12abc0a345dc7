import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
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
export function ofDay(day: string, timeZone: string): SQL {
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

/** The most orders a search without a date answers: the newest, so last week's order is found at once. */
export const ORDER_SEARCH_LIMIT = 100;

/**
 * The orders `q` names: its order number exactly ("1005" or "#1005"), the diner's name containing
 * it (any case), or, with 3 digits or more, a phone whose digits contain its digits, so
 * "555-0199", "5550199" and "+1 612 555 0199" all find "(612) 555-0199".
 */
function matching(q: string): SQL {
  const number = q.replace(/^#/, '');
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const digits = q.replace(/\D/g, '');
  const phoneDigits = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return or(
    eq(onlineOrders.orderNumber, number),
    sql`${onlineOrders.customerName} ilike ${pattern}`,
    phoneDigits.length >= 3
      ? sql`regexp_replace(${onlineOrders.phone}, '[^0-9]', '', 'g') like ${`%${phoneDigits}%`}`
      : undefined,
  )!;
}

/**
 * The board's orders: today's and every open one (pending, accepted, ready, whatever their day),
 * or only `date`'s; `status` narrows either. Soonest pickup first (placing time for rows without
 * one), so the kitchen reads the board top down. A search (`q`) looks through every day, or only
 * `date`'s: without a date it answers the newest matches first, at most ORDER_SEARCH_LIMIT.
 */
export async function listOnlineOrders(ctx: AppContext, query: OnlineOrdersQuery = {}): Promise<AdminOnlineOrderDto[]> {
  const today = zonedMoment(ctx.timeZone, ctx.now()).date;
  const which = query.date
    ? ofDay(query.date, ctx.timeZone)
    : query.q
      ? undefined
      : or(ofDay(today, ctx.timeZone), inArray(onlineOrders.status, [...OPEN_ORDER_STATUSES]));
  const when = sql`coalesce(${onlineOrders.pickupAt}, ${onlineOrders.createdAt})`;
  const newestFirst = query.q !== undefined && query.date === undefined;
  const select = ctx.db
    .select()
    .from(onlineOrders)
    .where(
      and(
        // A card order reaches the board once its payment is held.
        ne(onlineOrders.paymentStatus, 'awaiting_payment'),
        which,
        query.status ? inArray(onlineOrders.status, query.status) : undefined,
        query.q ? matching(query.q) : undefined,
      ),
    )
    .orderBy(...(newestFirst ? [desc(when), desc(onlineOrders.id)] : [asc(when), asc(onlineOrders.id)]))
    .$dynamic();
  const rows = await (newestFirst ? select.limit(ORDER_SEARCH_LIMIT) : select);
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
