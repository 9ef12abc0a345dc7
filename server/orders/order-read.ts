import { asc, inArray } from 'drizzle-orm';
import type { AdminOnlineOrderDto, OrderLineDto, OrderStatusDto } from '@shared/schemas/ordering';
import type { OrderSource, OrderStatus } from '@shared/ordering-constants';
import { languageOrDefault } from '@shared/language-path';
import { centsOf, dollarsOf } from '@shared/money';
import type { Database } from '../db/client';
import { paymentDto, paymentsOf, type PaymentRow } from '../payments';
import { onlineOrderHistory, onlineOrderLineOptions, onlineOrderLines, type onlineOrders } from '../db/schema';

export type OnlineOrderRow = typeof onlineOrders.$inferSelect;

export interface OrderDetails {
  lines: OrderLineDto[];
  history: { status: OrderStatus; at: string; reason: string | null }[];
  /** A card order's payment; null for one paid at pickup. */
  payment: PaymentRow | null;
}

/** The lines (with their options) and the status history of each order, in one read of each table. */
export async function readOrderDetails(db: Database, orderIds: readonly number[]): Promise<Map<number, OrderDetails>> {
  const details = new Map<number, OrderDetails>(orderIds.map((id) => [id, { lines: [], history: [], payment: null }]));
  if (orderIds.length === 0) return details;
  const ids = [...orderIds];
  const [lines, history, orderPayments] = await Promise.all([
    db
      .select()
      .from(onlineOrderLines)
      .where(inArray(onlineOrderLines.orderId, ids))
      .orderBy(asc(onlineOrderLines.orderId), asc(onlineOrderLines.position)),
    db
      .select()
      .from(onlineOrderHistory)
      .where(inArray(onlineOrderHistory.orderId, ids))
      .orderBy(asc(onlineOrderHistory.at), asc(onlineOrderHistory.id)),
    paymentsOf(db, 'order', ids),
  ]);
  for (const payment of orderPayments) details.get(payment.subjectId)!.payment = payment;
  const options =
    lines.length === 0
      ? []
      : await db
          .select()
          .from(onlineOrderLineOptions)
          .where(
            inArray(
              onlineOrderLineOptions.lineId,
              lines.map((line) => line.id),
            ),
          )
          .orderBy(asc(onlineOrderLineOptions.lineId), asc(onlineOrderLineOptions.position));
  const optionsByLine = new Map<number, OrderLineDto['options']>();
  for (const option of options) {
    const list = optionsByLine.get(option.lineId) ?? [];
    list.push({ name: option.name, groupName: option.groupName, translations: option.translations });
    optionsByLine.set(option.lineId, list);
  }
  for (const line of lines) {
    details.get(line.orderId)!.lines.push({
      menuItemId: line.menuItemId,
      name: line.name,
      translations: line.translations,
      quantity: line.quantity,
      options: optionsByLine.get(line.id) ?? [],
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      note: line.note,
    });
  }
  for (const entry of history) {
    details
      .get(entry.orderId)!
      .history.push({ status: entry.status, at: entry.at.toISOString(), reason: entry.reason });
  }
  return details;
}

/** "Abebe Girma" -> "Abebe": all the status page says of who ordered. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The diner's view of an order: no phone, no email. */
export function orderStatusDto(order: OnlineOrderRow, details: OrderDetails): OrderStatusDto {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    history: details.history.map(({ status, at }) => ({ status, at })),
    pickupAt: order.pickupAt?.toISOString() ?? null,
    readyAt: order.readyAt?.toISOString() ?? null,
    lines: details.lines,
    subtotal: order.subtotal,
    tax: order.tax,
    tip: order.tip,
    total: order.total,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    ...giftCardPartOf(order),
    customerFirstName: firstNameOf(order.customerName),
    reason: order.reason,
  };
}

/** The staff's view of an order. */
export function adminOrderDto(order: OnlineOrderRow, details: OrderDetails): AdminOnlineOrderDto {
  const { customerFirstName: _first, ...shared } = orderStatusDto(order, details);
  return {
    ...shared,
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    phone: order.phone,
    email: order.email,
    source: order.source as OrderSource,
    adminNotes: order.adminNotes,
    specialInstructions: order.specialInstructions,
    pickupAsap: order.pickupAsap,
    taxRate: order.taxRate,
    language: languageOrDefault(order.language),
    items: order.items,
    payment: details.payment ? paymentDto(details.payment) : null,
    giftCardReturn: order.giftCardReturn,
  };
}

/** What a gift card paid of an order (its code's last 4 only), and what is left to pay after it. */
export function giftCardPartOf(
  order: Pick<OnlineOrderRow, 'giftCardLast4' | 'giftCardAmount' | 'total'>,
): Pick<OrderStatusDto, 'giftCard' | 'amountDue'> {
  const part = order.giftCardLast4 ? centsOf(order.giftCardAmount) : 0;
  return {
    giftCard: order.giftCardLast4 ? { last4: order.giftCardLast4, amount: order.giftCardAmount } : null,
    amountDue: dollarsOf(centsOf(order.total) - part),
  };
}
