import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { centsOf, dollarsOf } from '@shared/money';

/** How an order's payment reads on the ticket: the words, the amount they name, and how loud they are. */
export interface PaymentLine {
  key:
    | 'admin.orders.ticket.payAtPickup'
    | 'admin.orders.ticket.paid'
    | 'admin.orders.payment.authorized'
    | 'admin.orders.payment.paid'
    | 'admin.orders.payment.failed'
    | 'admin.orders.payment.voided'
    | 'admin.orders.payment.refunded'
    | 'admin.orders.payment.awaiting'
    | 'admin.orders.payment.expired'
    | 'admin.orders.payment.card';
  /** The dollars the words name: the total to collect, or what was refunded. */
  amount?: string;
  /** A card payment's tip, when there is one. */
  tip?: string;
  tone: 'plain' | 'held' | 'paid' | 'warning';
  disputed: boolean;
}

/** What the kitchen must know of the money: held on the card, paid, declined (collect it), released or refunded. */
export function paymentLine(order: AdminOnlineOrderDto): PaymentLine {
  const payment = order.payment;
  if (order.paymentMethod !== 'card') {
    return order.paymentStatus === 'paid'
      ? { key: 'admin.orders.ticket.paid', tone: 'paid', disputed: false }
      : { key: 'admin.orders.ticket.payAtPickup', tone: 'plain', disputed: false };
  }
  const disputed = payment?.disputed ?? false;
  const tip = payment && centsOf(payment.tip) > 0 ? payment.tip : undefined;
  switch (payment?.status ?? order.paymentStatus) {
    case 'authorized':
      return { key: 'admin.orders.payment.authorized', tone: 'held', disputed, tip };
    case 'paid':
      return { key: 'admin.orders.payment.paid', tone: 'paid', disputed, tip };
    case 'failed':
      return { key: 'admin.orders.payment.failed', amount: order.total, tone: 'warning', disputed };
    case 'voided':
      return { key: 'admin.orders.payment.voided', tone: 'plain', disputed };
    case 'partially_refunded':
    case 'refunded':
      return {
        key: 'admin.orders.payment.refunded',
        amount: payment?.refunded ?? order.total,
        tone: 'plain',
        disputed,
      };
    case 'awaiting_payment':
      return { key: 'admin.orders.payment.awaiting', tone: 'plain', disputed };
    case 'expired':
      return { key: 'admin.orders.payment.expired', tone: 'plain', disputed };
    default:
      return { key: 'admin.orders.payment.card', tone: 'plain', disputed };
  }
}

/** A card payment a manager may still refund, and how much of it is left; null otherwise. */
export function refundable(order: AdminOnlineOrderDto): { paymentId: number; left: string } | null {
  const payment = order.payment;
  if (!payment || (payment.status !== 'paid' && payment.status !== 'partially_refunded')) return null;
  const left = centsOf(payment.amount) - centsOf(payment.refunded);
  return left > 0 ? { paymentId: payment.id, left: dollarsOf(left) } : null;
}
