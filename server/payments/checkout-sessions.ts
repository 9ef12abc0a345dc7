import type Stripe from 'stripe';
import type { AppContext } from '../context';
import { applyIntent } from './payment-intents';
import { applyPaymentMove, type FromEvent } from './payment-moves';
import { lockPayment, notePayment, readPayment, stripeKey, type PaymentRow } from './payment-rows';
import { isStripeRefusal, stripeOf } from './stripe-client';

export interface CheckoutLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CheckoutRequest {
  /** What the diner reads at Stripe: each dish, then tax and tip; they add up to the payment's amount. */
  lines: CheckoutLine[];
  /** Our reference, shown in Stripe's dashboard: the order number. */
  reference: string;
  customerEmail?: string | null;
  successUrl: string;
  cancelUrl: string;
  /** `manual` holds the amount until what it pays for is accepted (a pickup order); `automatic` takes it at once. */
  capture: 'manual' | 'automatic';
  /** How long the session stays open (Stripe allows 30 minutes to 24 hours). */
  expiresInMinutes: number;
}

/**
 * Asks Stripe for a Checkout session for a payment waiting for the diner, after the payment's row
 * has committed; answers its page's address, or null when Stripe refused or did not answer in
 * time (the diner may pay at pickup instead, or try again). Each attempt has its own
 * idempotency key, recorded on the row first, so a retry of one request never makes two sessions.
 */
export async function startCheckout(
  ctx: AppContext,
  paymentId: number,
  request: CheckoutRequest,
): Promise<string | null> {
  const stripe = stripeOf(ctx);
  if (!stripe) return null;
  const total = request.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
  const attempt = await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment || payment.status !== 'awaiting_payment') return null;
    if (total !== payment.amountCents)
      throw new Error(`Checkout lines of payment ${paymentId} do not add up to its amount`);
    return notePayment(tx, paymentId, ctx.now(), { sessionAttempts: payment.sessionAttempts + 1 });
  });
  if (!attempt) return null;
  const expiresAt = Math.floor(ctx.now().getTime() / 1000) + request.expiresInMinutes * 60;
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        locale: 'en',
        client_reference_id: request.reference,
        metadata: { paymentId: String(paymentId), purpose: attempt.purpose },
        ...(request.customerEmail && { customer_email: request.customerEmail }),
        expires_at: expiresAt,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        payment_intent_data: {
          capture_method: request.capture,
          metadata: { paymentId: String(paymentId), purpose: attempt.purpose },
        },
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: attempt.currency,
            unit_amount: line.unitAmountCents,
            product_data: { name: line.name },
          },
        })),
      },
      { idempotencyKey: stripeKey(attempt, 'payment', `session-${attempt.sessionAttempts}`) },
    );
    await ctx.db.transaction(async (tx) => {
      const payment = await lockPayment(tx, paymentId);
      // A completion heard meanwhile already recorded this session.
      if (payment && !payment.checkoutSessionId)
        await notePayment(tx, paymentId, ctx.now(), { checkoutSessionId: session.id, checkoutUrl: session.url });
    });
    return session.url;
  } catch (error) {
    const why = isStripeRefusal(error) ? error.message : 'no answer';
    console.warn(`[payments] Checkout session for payment ${paymentId} not made: ${why}`);
    return null;
  }
}

/** The session's PaymentIntent, expanded in the session or read from Stripe. */
async function intentOf(stripe: Stripe, session: Stripe.Checkout.Session): Promise<Stripe.PaymentIntent | null> {
  const intent = session.payment_intent;
  if (!intent) return null;
  if (typeof intent !== 'string') return intent;
  return stripe.paymentIntents.retrieve(intent);
}

/** Our payment a Checkout session is for (its metadata names it), or undefined for a session not ours. */
export async function paymentOfSession(
  ctx: AppContext,
  session: Stripe.Checkout.Session,
): Promise<PaymentRow | undefined> {
  const id = Number(session.metadata?.paymentId);
  return Number.isSafeInteger(id) && id > 0 ? readPayment(ctx.db, id) : undefined;
}

/**
 * A diner finished Stripe's Checkout. Under manual capture the session says `unpaid`; its
 * PaymentIntent's `requires_capture` is what makes the payment `authorized`; under automatic
 * capture the session is `paid` and its intent `succeeded`, which makes the payment `paid`. A payment that had
 * already ended (expired, the order gone) is not revived: its hold is given back at once.
 */
export async function applySessionCompleted(
  ctx: AppContext,
  session: Stripe.Checkout.Session,
  event?: FromEvent,
): Promise<void> {
  const stripe = stripeOf(ctx);
  const payment = await paymentOfSession(ctx, session);
  if (!stripe || !payment) return;
  const intent = await intentOf(stripe, session);
  if (!intent) return;
  const result = await applyIntent(ctx, payment, intent, event, { checkoutSessionId: session.id });
  const ended = result.payment && (result.payment.status === 'expired' || result.payment.status === 'voided');
  if (ended && intent.status === 'requires_capture') {
    await stripe.paymentIntents
      .cancel(intent.id, {}, { idempotencyKey: stripeKey(payment, 'payment', `cancel-late-${intent.id}`) })
      .catch((error: unknown) => console.warn(`[payments] hold ${intent.id} of an ended payment not cancelled`, error));
  }
  // Taken at once (a gift card) for a payment that had already ended: nothing was made for it, so it goes back.
  if (ended && intent.status === 'succeeded') {
    console.warn(`[payments] payment ${payment.id} ended before Stripe took ${intent.id}; refunding it`);
    await stripe.refunds
      .create(
        { payment_intent: intent.id, reason: 'requested_by_customer', metadata: { paymentId: String(payment.id) } },
        { idempotencyKey: stripeKey(payment, 'payment', `refund-late-${intent.id}`) },
      )
      .catch((error: unknown) => console.warn(`[payments] late payment ${intent.id} not refunded`, error));
  }
}

export type ExpireOutcome = 'expired' | 'completed' | 'unavailable';

/**
 * Asks Stripe to expire a payment's open Checkout session and answers the session as it is then:
 * expired, or complete when the diner paid first (the expire call was refused). Null: no session
 * was ever made. 'unavailable': Stripe did not answer.
 */
export async function expireSessionAtStripe(
  ctx: AppContext,
  payment: PaymentRow,
): Promise<Stripe.Checkout.Session | null | 'unavailable'> {
  const stripe = stripeOf(ctx);
  if (!payment.checkoutSessionId || !stripe) return null;
  try {
    return await stripe.checkout.sessions.expire(
      payment.checkoutSessionId,
      {},
      { idempotencyKey: stripeKey(payment, 'payment', `expire-${payment.checkoutSessionId}`) },
    );
  } catch (error) {
    if (!isStripeRefusal(error)) return 'unavailable';
    // Not open any more: read what it became.
    try {
      return await stripe.checkout.sessions.retrieve(payment.checkoutSessionId, { expand: ['payment_intent'] });
    } catch {
      return 'unavailable';
    }
  }
}

/**
 * Ends a payment the diner did not finish: only when Stripe says its session is expired are the
 * payment (and its order) `expired`; a session already complete is honoured instead. A payment
 * whose session was never made expires at once.
 */
export async function expireCheckout(ctx: AppContext, paymentId: number, event?: FromEvent): Promise<ExpireOutcome> {
  const payment = await readPayment(ctx.db, paymentId);
  if (!payment) return 'unavailable';
  if (payment.status !== 'awaiting_payment') return payment.status === 'expired' ? 'expired' : 'completed';
  const session = await expireSessionAtStripe(ctx, payment);
  if (session === 'unavailable') return 'unavailable';
  if (session === null) {
    await applyPaymentMove(ctx, paymentId, 'expired', {}, event);
    return 'expired';
  }
  return applySessionState(ctx, session, event);
}

/** Applies what a session is now: complete (authorized or paid), expired, or still open. */
export async function applySessionState(
  ctx: AppContext,
  session: Stripe.Checkout.Session,
  event?: FromEvent,
): Promise<ExpireOutcome> {
  if (session.status === 'complete') {
    await applySessionCompleted(ctx, session, event);
    return 'completed';
  }
  const payment = await paymentOfSession(ctx, session);
  if (session.status === 'expired' && payment) {
    await applyPaymentMove(ctx, payment.id, 'expired', {}, event);
    return 'expired';
  }
  return 'unavailable';
}
