import { asc, sql } from 'drizzle-orm';
import { centsOf, dollarsOf } from '@shared/money';
import { zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import { onlineOrders } from '../db/schema';
import { toCsv } from '../http/csv';
import { ofDay } from './online-orders';

// English whatever the admin's language (decision 014): spreadsheets find columns by these words.
const HEADER = [
  'Order Number',
  'Status',
  'Source',
  'Pickup Time',
  'Name',
  'Phone',
  'Email',
  'Items',
  'Subtotal',
  'Tax',
  'Tip',
  'Total',
  'Gift Card',
  'Payment',
  'Payment Status',
  'Placed',
];

/** "37.5" or "37.50" -> "37.50": the stored amount with its two decimals, whatever the column gave. */
const dollars = (amount: string) => dollarsOf(centsOf(amount));

/**
 * The spreadsheet of one pickup date's orders (rows older than pickup ordering: the day they were
 * placed), soonest pickup first; times in the restaurant's zone, amounts in dollars. A day without
 * orders is the header alone.
 */
export async function exportOnlineOrders(ctx: AppContext, date: string): Promise<string> {
  const local = (at: Date) => {
    const moment = zonedMoment(ctx.timeZone, at);
    return `${moment.date} ${moment.time}`;
  };
  const orders = await ctx.db
    .select()
    .from(onlineOrders)
    .where(ofDay(date, ctx.timeZone))
    .orderBy(asc(sql`coalesce(${onlineOrders.pickupAt}, ${onlineOrders.createdAt})`), asc(onlineOrders.id));
  const rows = orders.map((order) => [
    order.orderNumber,
    order.status,
    order.source,
    order.pickupAt ? local(order.pickupAt) : (order.pickupTime ?? ''),
    order.customerName,
    order.phone,
    order.email ?? '',
    order.items,
    dollars(order.subtotal),
    dollars(order.tax),
    dollars(order.tip),
    dollars(order.total),
    dollars(order.giftCardAmount),
    order.paymentMethod ?? '',
    order.paymentStatus,
    local(order.createdAt),
  ]);
  return toCsv(HEADER, rows);
}
