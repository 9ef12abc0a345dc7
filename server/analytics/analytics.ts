import { and, count, desc, eq, gte, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_DAYS,
  RECENT_ACTIVITY_LIMIT,
  type ActivityItem,
  type AnalyticsDto,
  type BookingRate,
  type DayBookings,
} from '@shared/analytics';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { RESERVATION_STATUSES, type ReservationStatus } from '@shared/constants';
import { CATERING_STATUSES } from '@shared/catering-constants';
import { UNPAID_END_STATUSES } from '@shared/ordering-constants';
import { addDays, datesBetween, zonedInstant, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { auditLog, cateringOrders, menuItems, onlineOrders, reservations } from '../db/schema';
import { newestCateringRequests, newestGiftCardRequests, newestReservations } from '../notifications';
import { giftCardSummary } from '../gift-cards';
import { hallEventFigures } from '../hall-events';
import { orderingFigures } from './ordering-analytics';

/** A money sum as a 2-decimal string; "0.00" when there is nothing to add. */
const moneySum = (column: AnyPgColumn, filter?: SQL) =>
  sql<string>`coalesce(sum(${column})${filter ? sql` filter (where ${filter})` : sql``}, 0)::numeric(14, 2)::text`;
const countWhere = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);
const guestSum = (column: AnyPgColumn, filter?: SQL) =>
  sql<number>`coalesce(sum(${column})${filter ? sql` filter (where ${filter})` : sql``}, 0)`.mapWith(Number);

/** Bookings whose guests did not, or will not, sit down: left out of bookings and covers. */
const NOT_SEATED: ReservationStatus[] = ['cancelled', 'no_show'];
const takesPlace = () => notInArray(reservations.status, NOT_SEATED);

/**
 * The analytics screen, from real rows. "Today" and the 30-day window are days in the
 * restaurant's time zone, whatever zone the server runs in. `withGiftCards`: only roles that
 * may read gift cards get their figures.
 */
export async function readAnalytics(
  ctx: AppContext,
  { withGiftCards }: { withGiftCards: boolean },
): Promise<AnalyticsDto> {
  const today = zonedMoment(ctx.timeZone, ctx.now()).date;
  const firstDay = addDays(today, -(ANALYTICS_DAYS - 1));
  const windowStart = zonedInstant(firstDay, '00:00', ctx.timeZone) ?? new Date(`${firstDay}T00:00:00Z`);
  const [
    byDay,
    reservationStatus,
    reservationTotals,
    rates,
    catering,
    orders,
    menu,
    cards,
    recentActivity,
    ordering,
    hall,
  ] = await Promise.all([
    reservationsByDay(ctx.db, firstDay, today),
    reservationStatusCounts(ctx.db),
    upcomingAndToday(ctx.db, today),
    bookingRates(ctx.db, firstDay, today),
    cateringFigures(ctx.db),
    ordersOn(ctx.db, today, ctx.timeZone),
    menuFigures(ctx.db),
    withGiftCards ? giftCardSummary(ctx.db, ctx.now(), ctx.timeZone) : null,
    latestActivity(ctx.db, withGiftCards),
    orderingFigures(ctx.db, firstDay, today, ctx.timeZone),
    hallEventFigures(ctx.db, today, windowStart),
  ]);

  return {
    reservationsByDay: byDay,
    reservationStatus,
    upcomingReservations: { bookings: reservationTotals.upcomingBookings, covers: reservationTotals.upcomingCovers },
    todayReservations: { bookings: reservationTotals.todayBookings, covers: reservationTotals.todayCovers },
    noShowRate: rates.noShowRate,
    cancellationRate: rates.cancellationRate,
    cateringStatus: catering.status,
    cateringPipeline: {
      needsQuote: catering.needsQuote,
      quotedValue: catering.quotedValue,
      confirmedValue: catering.confirmedValue,
    },
    cateringRevenue: catering.revenue,
    onlineOrders: orders,
    ordering,
    activeOrders: orders.ordersToday + catering.status.pending,
    menu,
    giftCards: cards && {
      sold: cards.sold,
      totalValue: cards.issuedTotal,
      active: cards.active,
      redemptionRate: cards.redemptionRate,
      redeemedTotal: cards.redeemedTotal,
      outstanding: cards.outstanding,
    },
    recentActivity,
    hallEvents: hall,
  };
}

async function reservationsByDay(db: Database, firstDay: string, today: string): Promise<DayBookings[]> {
  const rows = await db
    .select({ date: reservations.date, bookings: count(), covers: guestSum(reservations.guests) })
    .from(reservations)
    .where(and(gte(reservations.date, firstDay), lte(reservations.date, today), takesPlace()))
    .groupBy(reservations.date);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const days: DayBookings[] = [];
  for (const date of datesBetween(firstDay, today, ANALYTICS_DAYS)) {
    const row = byDate.get(date);
    days.push({ date, bookings: row?.bookings ?? 0, covers: row?.covers ?? 0 });
  }
  return days;
}

async function reservationStatusCounts(db: Database): Promise<AnalyticsDto['reservationStatus']> {
  const rows = await db
    .select({ status: reservations.status, n: count() })
    .from(reservations)
    .groupBy(reservations.status);
  return withZeros(RESERVATION_STATUSES, rows);
}

function withZeros<K extends string>(keys: readonly K[], rows: { status: K; n: number }[]): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

async function upcomingAndToday(db: Database, today: string) {
  const isToday = eq(reservations.date, today);
  const [row] = await db
    .select({
      upcomingBookings: count(),
      upcomingCovers: guestSum(reservations.guests),
      todayBookings: countWhere(isToday),
      todayCovers: guestSum(reservations.guests, isToday),
    })
    .from(reservations)
    .where(and(gte(reservations.date, today), takesPlace()));
  return row ?? { upcomingBookings: 0, upcomingCovers: 0, todayBookings: 0, todayCovers: 0 };
}

/**
 * Over the reservation dates firstDay..today: no-shows of the days that have passed (firstDay up
 * to yesterday) against the bookings of those days that were not cancelled; cancellations of
 * every day, today included, against all bookings of those days.
 */
async function bookingRates(db: Database, firstDay: string, today: string) {
  const passed = sql`${reservations.date} < ${today}`;
  const [row] = await db
    .select({
      noShows: countWhere(sql`${passed} and ${reservations.status} = 'no_show'`),
      passedNotCancelled: countWhere(sql`${passed} and ${reservations.status} <> 'cancelled'`),
      cancelled: countWhere(sql`${reservations.status} = 'cancelled'`),
      all: count(),
    })
    .from(reservations)
    .where(and(gte(reservations.date, firstDay), lte(reservations.date, today)));
  const { noShows = 0, passedNotCancelled = 0, cancelled = 0, all = 0 } = row ?? {};
  return {
    noShowRate: rate(noShows, passedNotCancelled, firstDay, addDays(today, -1)),
    cancellationRate: rate(cancelled, all, firstDay, today),
  };
}

/** "4 of 120" with its percent to one decimal (3.3); 0, never NaN, when there is nothing to count. */
function rate(counted: number, outOf: number, from: string, to: string): BookingRate {
  return { count: counted, outOf, percent: outOf === 0 ? 0 : Math.round((counted * 1000) / outOf) / 10, from, to };
}

async function cateringFigures(db: Database) {
  const amount = cateringOrders.quotedAmount;
  const [statusRows, [totals]] = await Promise.all([
    db.select({ status: cateringOrders.status, n: count() }).from(cateringOrders).groupBy(cateringOrders.status),
    db
      .select({
        needsQuote: countWhere(sql`${cateringOrders.status} = 'pending' and not ${cateringOrders.quoteSent}`),
        quotedValue: moneySum(amount, sql`${cateringOrders.status} = 'quoted'`),
        confirmedValue: moneySum(amount, sql`${cateringOrders.status} = 'confirmed'`),
        revenue: moneySum(amount, sql`${cateringOrders.status} = 'completed'`),
      })
      .from(cateringOrders),
  ]);
  return {
    status: withZeros(CATERING_STATUSES, statusRows),
    needsQuote: totals?.needsQuote ?? 0,
    quotedValue: totals?.quotedValue ?? '0.00',
    confirmedValue: totals?.confirmedValue ?? '0.00',
    revenue: totals?.revenue ?? '0.00',
  };
}

/**
 * Online orders placed on `day` in the restaurant's zone (from its local midnight to the next),
 * rejected, cancelled and not picked up ones left out: they earn nothing.
 */
async function ordersOn(db: Database, day: string, timeZone: string): Promise<AnalyticsDto['onlineOrders']> {
  const localMidnight = (date: string) => sql`(${date}::date)::timestamp at time zone ${timeZone}`;
  const [row] = await db
    .select({
      revenueToday: moneySum(onlineOrders.total),
      ordersToday: count(),
      averageOrder: sql<string>`coalesce(round(avg(${onlineOrders.total}), 2), 0)::numeric(14, 2)::text`,
    })
    .from(onlineOrders)
    .where(
      and(
        sql`${onlineOrders.createdAt} >= ${localMidnight(day)}`,
        sql`${onlineOrders.createdAt} < ${localMidnight(addDays(day, 1))}`,
        notInArray(onlineOrders.status, [...UNPAID_END_STATUSES]),
        // A card order counts once its payment is held.
        ne(onlineOrders.paymentStatus, 'awaiting_payment'),
      ),
    );
  return row ?? { revenueToday: '0.00', ordersToday: 0, averageOrder: '0.00' };
}

async function menuFigures(db: Database): Promise<AnalyticsDto['menu']> {
  const [row] = await db
    .select({
      items: count(),
      available: countWhere(sql`${menuItems.available}`),
      featured: countWhere(sql`${menuItems.featured} = 1`),
    })
    .from(menuItems);
  return row ?? { items: 0, available: 0, featured: 0 };
}

/** The newest bookings, catering requests, gift card requests (for roles that may read them) and admin changes, merged. */
async function latestActivity(db: Database, withGiftCards: boolean): Promise<ActivityItem[]> {
  const limit = RECENT_ACTIVITY_LIMIT;
  const [bookings, requests, cardRequests, changes] = await Promise.all([
    newestReservations(db, limit),
    newestCateringRequests(db, limit),
    withGiftCards ? newestGiftCardRequests(db, limit) : [],
    db
      .select({
        username: auditLog.username,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit),
  ]);
  const items: (ActivityItem & { at: Date })[] = [
    ...bookings.map(({ title, detail, facts, at }) => ({
      type: 'reservation' as const,
      title,
      detail,
      facts,
      time: at.toISOString(),
      at,
    })),
    ...requests.map(({ title, detail, facts, at }) => ({
      type: 'catering' as const,
      title,
      detail,
      facts,
      time: at.toISOString(),
      at,
    })),
    ...cardRequests.map(({ title, detail, facts, at }) => ({
      type: 'gift-card-request' as const,
      title,
      detail,
      facts,
      time: at.toISOString(),
      at,
    })),
    ...changes.map((row) => ({
      type: 'audit' as const,
      title: auditTitle(row.entity, row.action),
      detail: row.entityId ? `By ${row.username} · #${row.entityId}` : `By ${row.username}`,
      facts: {
        type: 'audit' as const,
        entity: row.entity,
        action: row.action,
        username: row.username,
        entityId: row.entityId,
      },
      time: row.createdAt.toISOString(),
      at: row.createdAt,
    })),
  ];
  return items
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map(({ at: _at, ...item }) => item);
}

const PAST_TENSE: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  activate: 'activated',
  deactivate: 'deactivated',
  retry: 'sent again',
  'send-quote': 'quote sent',
  'toggle-featured': 'featured status changed',
  'toggle-availability': 'availability changed',
  issue: 'issued',
  decline: 'declined',
};

/** ("menu-item", "update") -> "Menu item updated"; ("mail", "retry") -> "Email sent again". */
function auditTitle(entity: string, action: string): string {
  const name = entity === 'mail' ? 'email' : entity.replaceAll('-', ' ');
  const what = PAST_TENSE[action] ?? action.replaceAll('-', ' ');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${what}`;
}
