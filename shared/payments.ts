// Online payments through Stripe: what a payment can be for, and how its status may move.
import type { PaymentStatus } from './ordering-constants';

/** What a payment pays for: a pickup order, a gift card bought on the site, or a hall event's deposit or balance. */
export const PAYMENT_PURPOSES = ['order', 'gift_card', 'event'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * The statuses a card payment may move to from each; anything else is a late or replayed event
 * and changes nothing. `voided` and `expired` are final; `failed` leads only to `paid` at the counter.
 */
export const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid'],
  awaiting_payment: ['authorized', 'paid', 'expired'],
  authorized: ['paid', 'voided', 'failed'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
  failed: ['paid'],
  voided: [],
  expired: [],
};

export function paymentMayMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_MOVES[from].includes(to);
}
