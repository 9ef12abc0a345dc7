import { and, desc, eq, gte, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import { ANALYTICS_DAYS, TOP_DISHES_LIMIT, type DayOrders, type OrderingAnalytics } from '@shared/analytics';
import { OPEN_ORDER_STATUSES, ORDERING } from '@shared/ordering-constants';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, datesBetween } from '@shared/time';
import type { Database } from '../db/client';
import { onlineOrderHistory, onlineOrderLines, onlineOrders } from '../db/schema';

const NOT_MADE = ['rejected', 'cancelled'] as const;
const ready = alias(onlineOrderHistory, 'ready');

/** The pickup ordering's figures over the 30 days up to `today`, and the coming pickup days. */
export async function orderingFigures(
  db: Database,
  firstDay: string,
  today: string,
  timeZone: string,
): Promise<OrderingAnalytics> {
  const localDay = sql<string>`to_char(${onlineOrders.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const placedInWindow = and(
    sql`${onlineOrders.createdAt} >= (${firstDay}::date)::timestamp at time zone ${timeZone}`,
    sql`${onlineOrders.createdAt} < (${addDays(today, 1)}::date)::timestamp at time zone ${timeZone}`,
    // Card orders never paid at Checkout never reached the kitchen.
    ne(onlineOrders.paymentStatus, 'awaiting_payment'),
    ne(onlineOrders.status, 'expired'),
  );
  const lastPickupDay = addDays(today, ORDERING.maxDaysAhead);
  const [perDayRows, dishes, [readiness], [noShows], hourRows, pickupRows] = await Promise.all([
    db
      .select({ date: localDay, orders: sql<number>`count(*)`.mapWith(Number) })
      .from(onlineOrders)
      .where(placedInWindow)
      .groupBy(sql`1`),
    db
      .select({ name: onlineOrderLines.name, quantity: sql<number>`sum(${onlineOrderLines.quantity})`.mapWith(Number) })
      .from(onlineOrderLines)
      .innerJoin(onlineOrders, eq(onlineOrders.id, onlineOrderLines.orderId))
      .where(and(placedInWindow, notInArray(onlineOrders.status, [...NOT_MADE])))
      .groupBy(onlineOrderLines.name)
      .orderBy(desc(sql`sum(${onlineOrderLines.quantity})`), onlineOrderLines.name)
      .limit(TOP_DISHES_LIMIT),
    db
      .select({
        minutes: sql<
          string | null
        >`round(avg(extract(epoch from ${ready.at} - ${onlineOrderHistory.at}) / 60)::numeric, 1)::text`,
      })
      .from(onlineOrderHistory)
      .innerJoin(ready, and(eq(ready.orderId, onlineOrderHistory.orderId), eq(ready.status, 'ready')))
      .where(
        and(
          eq(onlineOrderHistory.status, 'accepted'),
          sql`${onlineOrderHistory.at} >= (${firstDay}::date)::timestamp at time zone ${timeZone}`,
          sql`${onlineOrderHistory.at} < (${addDays(today, 1)}::date)::timestamp at time zone ${timeZone}`,
        ),
      ),
    db
      .select({
        noShows: sql<number>`count(*) filter (where ${onlineOrders.status} = 'no_show')`.mapWith(Number),
        handedOrNot: sql<number>`count(*)`.mapWith(Number),
      })
      .from(onlineOrders)
      .where(
        and(
          inArray(onlineOrders.status, ['completed', 'no_show']),
          gte(onlineOrders.pickupDate, firstDay),
          lte(onlineOrders.pickupDate, today),
        ),
      ),
    db
      .select({
        hour: sql<number>`extract(hour from ${onlineOrders.createdAt} at time zone ${timeZone})`.mapWith(Number),
        orders: sql<number>`count(*)`.mapWith(Number),
      })
      .from(onlineOrders)
      .where(placedInWindow)
      .groupBy(sql`1`),
    db
      .select({ date: onlineOrders.pickupDate, orders: sql<number>`count(*)`.mapWith(Number) })
      .from(onlineOrders)
      .where(
        and(
          inArray(onlineOrders.status, OPEN_ORDER_STATUSES),
          gte(onlineOrders.pickupDate, today),
          lte(onlineOrders.pickupDate, lastPickupDay),
        ),
      )
      .groupBy(onlineOrders.pickupDate),
  ]);
  const count = noShows?.noShows ?? 0;
  const outOf = noShows?.handedOrNot ?? 0;
  const byHour = new Map(hourRows.map((row) => [row.hour, row.orders]));
  return {
    perDay: everyDay(firstDay, today, perDayRows),
    topDishes: dishes,
    acceptedToReadyMinutes: readiness?.minutes == null ? null : Number(readiness.minutes),
    noShowRate: {
      count,
      outOf,
      percent: outOf === 0 ? 0 : Math.round((count * 1000) / outOf) / 10,
      from: firstDay,
      to: today,
    },
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: byHour.get(hour) ?? 0 })),
    byPickupDay: everyDay(today, lastPickupDay, pickupRows),
  };
}

function everyDay(from: string, to: string, rows: { date: string | null; orders: number }[]): DayOrders[] {
  const byDate = new Map(rows.map((row) => [row.date, row.orders]));
  return datesBetween(from, to, ANALYTICS_DAYS + ORDERING.maxDaysAhead).map((date) => ({
    date,
    orders: byDate.get(date) ?? 0,
  }));
}
