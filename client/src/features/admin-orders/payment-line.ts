import type { AdminOnlineOrderDto, GiftCardReturn, OrderGiftCardDto } from '@shared/schemas/ordering';
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
    | 'admin.orders.payment.card'
    | 'admin.orders.payment.giftCardOnly'
    | 'admin.orders.payment.restByCard'
    | 'admin.orders.payment.restAtPickup';
  /** The dollars the words name: the total to collect, or what was refunded. */
  amount?: string;
  /** A card payment's tip, when there is one. */
  tip?: string;
  tone: 'plain' | 'held' | 'paid' | 'warning';
  disputed: boolean;
  /** The gift card's part of a split order (said before the rest), and what became of it. */
  giftCard?: GiftCardPart;
}

export interface GiftCardPart {
  amount: string;
  last4: string;
  /** Said on its own line: given back to the card, or not (the card was voided since). */
  returned: GiftCardReturn | null;
}

/** What the kitchen must know of the money, a gift card's part first: see `cardOrPickupLine` for the rest. */
export function paymentLine(order: AdminOnlineOrderDto): PaymentLine {
  const card = order.giftCard;
  if (!card || centsOf(card.amount) === 0) return cardOrPickupLine(order);
  const giftCard: GiftCardPart = { amount: card.amount, last4: card.last4, returned: order.giftCardReturn ?? null };
  if (order.paymentMethod === 'gift_card' || centsOf(order.amountDue) === 0)
    return { key: 'admin.orders.payment.giftCardOnly', amount: card.amount, tone: 'paid', disputed: false, giftCard };
  const rest = cardOrPickupLine(order);
  if (rest.key === 'admin.orders.ticket.payAtPickup')
    return { ...rest, key: 'admin.orders.payment.restAtPickup', amount: order.amountDue, giftCard };
  if (rest.key === 'admin.orders.payment.paid')
    return { ...rest, key: 'admin.orders.payment.restByCard', amount: order.amountDue, giftCard };
  return { ...rest, giftCard };
}

/** Paid at pickup or by card: held on the card, paid, declined (collect it), released or refunded. */
function cardOrPickupLine(order: AdminOnlineOrderDto): PaymentLine {
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
      return {
        key: 'admin.orders.payment.failed',
        amount: order.giftCard ? order.amountDue : order.total,
        tone: 'warning',
        disputed,
      };
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

/**
 * The gift card part a manager may give back by hand: on an order picked up or not picked up (a
 * rejected, cancelled or expired one gave it back by itself), not given back yet, once its card
 * payment has nothing left to refund.
 */
export function giftCardReturnable(order: AdminOnlineOrderDto): OrderGiftCardDto | null {
  if (!order.giftCard || order.giftCardReturn !== null) return null;
  if (order.status !== 'completed' && order.status !== 'no_show') return null;
  return refundable(order) === null ? order.giftCard : null;
}
