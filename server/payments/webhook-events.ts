import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { applySessionCompleted, applySessionState } from './checkout-sessions';
import { applyIntent } from './payment-intents';
import { markDisputed, type FromEvent } from './payment-moves';
import type { PaymentRow } from './payment-rows';
import { applyRefundedCharge } from './refunds';

/** The events the endpoint in Stripe's dashboard sends (docs/operations.md#card-payments). */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'payment_intent.canceled',
  'charge.refunded',
  'charge.dispute.created',
] as const;

async function paymentOfIntent(db: Database, intentId: string | null | undefined): Promise<PaymentRow | undefined> {
  if (!intentId) return undefined;
  const [row] = await db.select().from(payments).where(eq(payments.paymentIntentId, intentId));
  return row;
}

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/**
 * Applies one verified Stripe event. Each handler moves our rows forward only, and writes the
 * event's id with its effect, so a replay, or the same event delivered 5 times at once, has one
 * effect. Events of other types, or about payments not ours, change nothing.
 */
export async function handleStripeEvent(ctx: AppContext, event: Stripe.Event): Promise<void> {
  const from: FromEvent = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
      return applySessionCompleted(ctx, event.data.object, from);
    case 'checkout.session.expired':
      await applySessionState(ctx, event.data.object, from);
      return;
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      const payment = await paymentOfIntent(ctx.db, intent.id);
      if (payment) await applyIntent(ctx, payment, intent, from);
      return;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const payment = await paymentOfIntent(ctx.db, idOf(charge.payment_intent));
      if (payment) await applyRefundedCharge(ctx, payment, charge, from);
      return;
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const payment = await paymentOfIntent(ctx.db, idOf(dispute.payment_intent));
      if (payment) await markDisputed(ctx, payment.id, from);
      return;
    }
    default:
      return;
  }
}
