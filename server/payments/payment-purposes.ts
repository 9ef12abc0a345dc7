import type { PaymentStatus } from '@shared/ordering-constants';
import type { PaymentPurpose } from '@shared/payments';
import type { Actor } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { QueuedMail } from '../mail/mailer';
import type { PaymentRow } from './payment-rows';

/** What the area a payment belongs to asks for once the transaction that moved it has committed. */
export interface AfterPaymentMove {
  mails?: QueuedMail[];
  /** The area's change-feed topic to publish (the kitchen board's `orders`). */
  topic?: 'orders';
  /** Capture the held amount now (the order was accepted at once). */
  capture?: boolean;
}

/**
 * How the area a payment pays for (the orders) follows it. `moved` runs in the transaction that
 * moved the payment, so the order and its payment never disagree; `disputed` when a diner
 * disputes the charge. The payments area never imports the areas it serves: they register here.
 */
export interface PaymentPurposeHandler {
  moved(ctx: AppContext, tx: Database, payment: PaymentRow, from: PaymentStatus): Promise<AfterPaymentMove>;
  disputed(ctx: AppContext, tx: Database, payment: PaymentRow): Promise<AfterPaymentMove>;
  /**
   * A manager's refund of `cents`, in its transaction before the payment moves: throws an
   * AppError to refuse it, or does first what must be done before the money goes back (a gift
   * card is voided).
   */
  beforeRefund?(ctx: AppContext, tx: Database, payment: PaymentRow, cents: number, actor: Actor): Promise<void>;
  /** After this long at Checkout, the reconciliation asks Stripe to end a session nobody finished. */
  abandonedAfterMinutes: number;
}

const handlers = new WeakMap<AppContext, Map<PaymentPurpose, PaymentPurposeHandler>>();

export function registerPaymentPurpose(ctx: AppContext, purpose: PaymentPurpose, handler: PaymentPurposeHandler): void {
  const map = handlers.get(ctx) ?? new Map<PaymentPurpose, PaymentPurposeHandler>();
  map.set(purpose, handler);
  handlers.set(ctx, map);
}

export function registeredPurposes(ctx: AppContext): [PaymentPurpose, PaymentPurposeHandler][] {
  return [...(handlers.get(ctx)?.entries() ?? [])];
}

export function handlerOf(ctx: AppContext, purpose: PaymentPurpose): PaymentPurposeHandler {
  const handler = handlers.get(ctx)?.get(purpose);
  if (!handler) throw new Error(`No payment handler registered for ${purpose}`);
  return handler;
}
