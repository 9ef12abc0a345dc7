import type Stripe from 'stripe';
import type { PaymentStatus } from '@shared/ordering-constants';
import type { AppContext } from '../context';
import { applyPaymentMove, type FromEvent, type MoveResult } from './payment-moves';
import { readPayment, stripeKey, type PaymentRow } from './payment-rows';
import { isStripeRefusal, stripeOf } from './stripe-client';

/**
 * What a PaymentIntent's state means for our payment: held (`authorized`), taken (`paid`), or
 * given back. A hold cancelled at our request is `voided`; one cancelled otherwise (it expired
 * after 7 days, or was cancelled in Stripe's dashboard) is `failed`: collect at pickup.
 */
export function statusOfIntent(intent: Stripe.PaymentIntent, payment: PaymentRow): PaymentStatus | null {
  switch (intent.status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'paid';
    case 'canceled':
      return payment.cancelRequestedAt ? 'voided' : 'failed';
    default:
      return null;
  }
}

/** Applies a PaymentIntent's state to our payment (and what it pays for); a capture asked for by the move follows. */
export async function applyIntent(
  ctx: AppContext,
  payment: PaymentRow,
  intent: Stripe.PaymentIntent,
  event?: FromEvent,
  changes: Partial<PaymentRow> = {},
): Promise<MoveResult> {
  const to = statusOfIntent(intent, payment);
  const settled = {
    ...changes,
    paymentIntentId: intent.id,
    ...(to === 'paid' && { captureRequestedAt: null }),
    ...(to === 'voided' && { cancelRequestedAt: null }),
    ...(to === 'failed' && { failureReason: intent.cancellation_reason ?? 'canceled' }),
  };
  const result = to
    ? await applyPaymentMove(ctx, payment.id, to, settled, event)
    : await applyPaymentMove(ctx, payment.id, payment.status, settled, event);
  if (result.capture) await capturePayment(ctx, payment.id);
  return result;
}

type IntentAction = 'capture' | 'cancel';

/**
 * Asks Stripe to capture or cancel a payment's intent and applies the answer. No answer leaves
 * the request on the row for the reconciliation; a refusal reads the intent as it is now and
 * applies that, or, when it is still held, hands the refusal to `refused`.
 */
async function askIntent(
  ctx: AppContext,
  payment: PaymentRow & { paymentIntentId: string },
  action: IntentAction,
  refused: (error: Stripe.errors.StripeError) => Promise<PaymentRow | undefined>,
): Promise<PaymentRow | undefined> {
  const stripe = stripeOf(ctx)!;
  const options = { idempotencyKey: stripeKey(payment, 'payment', action) };
  try {
    const intent =
      action === 'capture'
        ? await stripe.paymentIntents.capture(payment.paymentIntentId, {}, options)
        : await stripe.paymentIntents.cancel(payment.paymentIntentId, {}, options);
    return (await applyIntent(ctx, payment, intent)).payment;
  } catch (error) {
    if (!isStripeRefusal(error)) {
      console.warn(`[payments] ${action} of payment ${payment.id} not answered; the reconciliation will retry`);
      return payment;
    }
    // Refused: what the intent is now decides (a capture already made elsewhere counts as paid).
    const intent = await stripe.paymentIntents.retrieve(payment.paymentIntentId).catch(() => null);
    if (intent && intent.status !== 'requires_capture') return (await applyIntent(ctx, payment, intent)).payment;
    return refused(error);
  }
}

const hasIntent = (payment: PaymentRow | undefined): payment is PaymentRow & { paymentIntentId: string } =>
  Boolean(payment?.paymentIntentId);

/**
 * Takes the held amount of an authorized payment whose capture was asked for (the order was
 * accepted). A decline leaves it `failed` (the ticket says "collect at pickup"); no answer
 * leaves it asked for, and the reconciliation tries again.
 */
export async function capturePayment(ctx: AppContext, paymentId: number): Promise<PaymentRow | undefined> {
  const payment = await readPayment(ctx.db, paymentId);
  if (!stripeOf(ctx) || !hasIntent(payment) || payment.status !== 'authorized' || !payment.captureRequestedAt)
    return payment;
  return askIntent(ctx, payment, 'capture', async (error) => {
    const failed = await applyPaymentMove(ctx, payment.id, 'failed', {
      captureRequestedAt: null,
      failureReason: error.message.slice(0, 300),
    });
    return failed.payment;
  });
}

/** Gives back the hold of an authorized payment whose order was rejected or cancelled: `voided`, no fee. */
export async function cancelHold(ctx: AppContext, paymentId: number): Promise<PaymentRow | undefined> {
  const payment = await readPayment(ctx.db, paymentId);
  if (!stripeOf(ctx) || !hasIntent(payment) || !payment.cancelRequestedAt) return payment;
  if (payment.status !== 'authorized' && payment.status !== 'failed') return payment;
  return askIntent(ctx, payment, 'cancel', async () => payment);
}
