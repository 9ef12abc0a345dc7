import { and, eq, isNotNull, lte, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { payments } from '../db/schema';
import { expireCheckout } from './checkout-sessions';
import { applyIntent, cancelHold, capturePayment } from './payment-intents';
import { registeredPurposes } from './payment-purposes';
import { readPayment } from './payment-rows';
import { sendRefund, unsentRefunds } from './refunds';
import { stripeOf } from './stripe-client';

const MINUTE_MS = 60_000;

/**
 * Ends each payment still at Stripe's Checkout its purpose's `abandonedAfterMinutes` after it
 * began (an order's 15, a gift card's 61): its session is expired at Stripe, and only then are
 * the payment and what it pays for (an order's slot) let go; one completed meanwhile is honoured.
 * Answers how many ended each way.
 */
export async function expireAbandonedCheckouts(
  ctx: AppContext,
  now: Date,
): Promise<{ expired: number; completed: number; unanswered: number }> {
  const abandoned = registeredPurposes(ctx).map(([purpose, handler]) =>
    and(
      eq(payments.purpose, purpose),
      lte(payments.createdAt, new Date(now.getTime() - handler.abandonedAfterMinutes * MINUTE_MS)),
    ),
  );
  if (abandoned.length === 0) return { expired: 0, completed: 0, unanswered: 0 };
  const due = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'awaiting_payment'), or(...abandoned)));
  const counts = { expired: 0, completed: 0, unanswered: 0 };
  for (const { id } of due) {
    const outcome = await expireCheckout(ctx, id);
    counts[outcome === 'unavailable' ? 'unanswered' : outcome] += 1;
  }
  return counts;
}

/**
 * Reads from Stripe what we asked for and have not heard back on (a capture, a cancelled hold, a
 * refund) and applies it, so a missed webhook or an answer lost to a restart heals by itself.
 */
export async function reconcilePayments(ctx: AppContext, now: Date): Promise<{ checked: number }> {
  const stripe = stripeOf(ctx);
  if (!stripe) return { checked: 0 };
  await expireAbandonedCheckouts(ctx, now);
  const asked = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        or(eq(payments.status, 'authorized'), eq(payments.status, 'failed')),
        isNotNull(payments.paymentIntentId),
        or(isNotNull(payments.captureRequestedAt), isNotNull(payments.cancelRequestedAt)),
      ),
    );
  let checked = 0;
  for (const { id } of asked) {
    const payment = await readPayment(ctx.db, id);
    if (!payment?.paymentIntentId) continue;
    try {
      const intent = await stripe.paymentIntents.retrieve(payment.paymentIntentId);
      checked += 1;
      if (intent.status !== 'requires_capture') await applyIntent(ctx, payment, intent);
      else if (payment.cancelRequestedAt) await cancelHold(ctx, id);
      else if (payment.status === 'authorized') await capturePayment(ctx, id);
    } catch (error) {
      console.warn(`[payments] payment ${id} not reconciled: ${(error as Error).message}`);
    }
  }
  for (const refundId of await unsentRefunds(ctx, new Date(now.getTime() - MINUTE_MS))) {
    await sendRefund(ctx, refundId);
    checked += 1;
  }
  return { checked };
}
