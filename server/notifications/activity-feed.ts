import { and, desc, eq, gt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { ActivityFacts } from '@shared/analytics';
import { formatMoney } from '@shared/money';
import { countText } from '@shared/messages/counts';
import { formatClock } from '@shared/time';
import type { Database } from '../db/client';
import { cateringOrders, giftCardRequests, onlineOrders, payments, reservations } from '../db/schema';

/** One booking or request as the back office lists it among recent events. */
export interface ActivityLine<
  Facts extends ActivityFacts = Extract<ActivityFacts, { type: 'reservation' | 'catering' }>,
> {
  id: number;
  title: string;
  /** e.g. "Selam T. · 4 guests · Sat Dec 5, 6:30 PM" */
  detail: string;
  /** The same line as facts, for a screen to word in its own language. */
  facts: Facts;
  at: Date;
}

/** The newest bookings, newest first, made after `since` if given (notifications, dashboard activity). */
export async function newestReservations(db: Database, limit: number, since?: Date): Promise<ActivityLine[]> {
  const rows = await db
    .select({
      id: reservations.id,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      guests: reservations.guests,
      date: reservations.date,
      time: reservations.time,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .where(since ? gt(reservations.createdAt, since) : undefined)
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: 'New reservation',
    facts: {
      type: 'reservation',
      name: shortName(row.firstName, row.lastName),
      guests: row.guests,
      date: row.date,
      time: row.time,
    },
    detail: [
      shortName(row.firstName, row.lastName),
      countText('en', 'guests', row.guests),
      `${formatDay(row.date)}, ${formatClock(row.time)}`,
    ].join(' · '),
    at: row.createdAt,
  }));
}

/** The newest catering requests, newest first, made after `since` if given. */
export async function newestCateringRequests(db: Database, limit: number, since?: Date): Promise<ActivityLine[]> {
  const rows = await db
    .select({
      id: cateringOrders.id,
      firstName: cateringOrders.firstName,
      lastName: cateringOrders.lastName,
      eventType: cateringOrders.eventType,
      guestCount: cateringOrders.guestCount,
      eventDate: cateringOrders.eventDate,
      createdAt: cateringOrders.createdAt,
    })
    .from(cateringOrders)
    .where(since ? gt(cateringOrders.createdAt, since) : undefined)
    .orderBy(desc(cateringOrders.createdAt), desc(cateringOrders.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: 'New catering request',
    facts: {
      type: 'catering',
      name: shortName(row.firstName, row.lastName),
      eventType: row.eventType,
      guests: row.guestCount,
      date: row.eventDate,
    },
    // "Abebe K. · Wedding · 120 guests · Sat Jun 5"
    detail: [
      shortName(row.firstName, row.lastName),
      row.eventType,
      countText('en', 'guests', row.guestCount),
      formatDay(row.eventDate),
    ].join(' · '),
    at: row.createdAt,
  }));
}

/** The newest gift card requests from the public form, newest first, made after `since` if given. */
export async function newestGiftCardRequests(
  db: Database,
  limit: number,
  since?: Date,
): Promise<ActivityLine<Extract<ActivityFacts, { type: 'gift-card-request' }>>[]> {
  const rows = await db
    .select({
      id: giftCardRequests.id,
      senderName: giftCardRequests.senderName,
      amount: giftCardRequests.amount,
      createdAt: giftCardRequests.createdAt,
      paymentId: payments.id,
    })
    .from(giftCardRequests)
    .leftJoin(payments, and(eq(payments.purpose, 'gift_card'), eq(payments.subjectId, giftCardRequests.id)))
    // A checkout not (or never) paid is nobody's news.
    .where(
      and(
        since ? gt(giftCardRequests.createdAt, since) : undefined,
        notInArray(giftCardRequests.status, ['awaiting_payment', 'expired']),
      ),
    )
    .orderBy(desc(giftCardRequests.createdAt), desc(giftCardRequests.id))
    .limit(limit);
  return rows.map((row) => {
    const [first = '', ...rest] = row.senderName.trim().split(/\s+/);
    const name = shortName(first, rest.at(-1) ?? '');
    const paidOnline = row.paymentId !== null;
    // "Abebe K. · $50.00"
    return {
      id: row.id,
      title: paidOnline ? 'Gift card paid online' : 'New gift card request',
      facts: { type: 'gift-card-request', name, amount: row.amount, ...(paidOnline && { paidOnline }) },
      detail: `${name} · ${formatMoney(row.amount, 'en')}`,
      at: row.createdAt,
    };
  });
}

/**
 * Pickup orders still waiting for the kitchen to accept them, and those cancelled by themselves
 * because nobody accepted them in time, newest first, placed (or cancelled) after `since` and up
 * to `until`. Once accepted, rejected or cancelled by someone an order leaves the list.
 */
export async function waitingOrders(
  db: Database,
  limit: number,
  since: Date,
  until: Date,
): Promise<ActivityLine<Extract<ActivityFacts, { type: 'online-order' }>>[]> {
  const rows = await db
    .select({
      id: onlineOrders.id,
      orderNumber: onlineOrders.orderNumber,
      customerName: onlineOrders.customerName,
      total: onlineOrders.total,
      pickupDate: onlineOrders.pickupDate,
      pickupSlot: onlineOrders.pickupSlot,
      pickupAsap: onlineOrders.pickupAsap,
      createdAt: onlineOrders.createdAt,
      expiredAt: onlineOrders.expiredAt,
    })
    .from(onlineOrders)
    .where(
      or(
        and(
          eq(onlineOrders.status, 'pending'),
          ne(onlineOrders.paymentStatus, 'awaiting_payment'),
          gt(onlineOrders.createdAt, since),
          lte(onlineOrders.createdAt, until),
        ),
        and(
          eq(onlineOrders.status, 'cancelled'),
          gt(onlineOrders.expiredAt, since),
          lte(onlineOrders.expiredAt, until),
        ),
      ),
    )
    .orderBy(desc(sql`coalesce(${onlineOrders.expiredAt}, ${onlineOrders.createdAt})`), desc(onlineOrders.id))
    .limit(limit);
  return rows.map((row) => {
    const [first = '', ...rest] = row.customerName.trim().split(/\s+/);
    const name = shortName(first, rest.at(-1) ?? '');
    const pickup = row.pickupAsap
      ? 'As soon as possible'
      : row.pickupDate && row.pickupSlot
        ? `${formatDay(row.pickupDate)}, ${formatClock(row.pickupSlot)}`
        : null;
    // "Abebe K. · #1042 · $46.34 · Sat Dec 5, 6:30 PM"
    return {
      id: row.id,
      title: row.expiredAt ? 'Order not accepted in time: cancelled' : 'Order waiting',
      facts: {
        type: 'online-order',
        expired: row.expiredAt !== null,
        name,
        orderNumber: row.orderNumber,
        total: row.total,
        date: row.pickupDate,
        time: row.pickupSlot,
        asap: row.pickupAsap,
      },
      detail: [name, `#${row.orderNumber}`, formatMoney(row.total, 'en'), ...(pickup ? [pickup] : [])].join(' · '),
      at: row.expiredAt ?? row.createdAt,
    };
  });
}

/** "Selam Tesfaye" -> "Selam T." */
function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

// Built once: every notifications and analytics poll formats a line per row.
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** "2026-12-05" -> "Sat Dec 5"; a calendar date, so no time zone is involved. */
function formatDay(date: string): string {
  const value = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return `${WEEKDAY.format(value)} ${MONTH.format(value)} ${value.getUTCDate()}`;
}
