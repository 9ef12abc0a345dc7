import type Stripe from 'stripe';
import { and, eq, lte } from 'drizzle-orm';
import { centsOf, dollarsOf } from '@shared/money';
import { msg } from '@shared/messages/message';
import type { OrderPaymentDto } from '@shared/schemas/ordering';
import type { RefundInput } from '@shared/schemas/payments';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import { paymentRefunds } from '../db/schema';
import { AppError } from '../errors';
import { handlerOf } from './payment-purposes';
import { afterCommit, claimEvent, type FromEvent } from './payment-moves';
import { lockPayment, movePayment, readPayment, stripeKey, type PaymentRow } from './payment-rows';
import { stripeOf } from './stripe-client';

export function paymentDto(payment: PaymentRow): OrderPaymentDto {
  return {
    id: payment.id,
    status: payment.status,
    amount: dollarsOf(payment.amountCents),
    tip: dollarsOf(payment.tipCents),
    refunded: dollarsOf(payment.refundedCents),
    disputed: payment.disputed,
  };
}

const refundedStatus = (payment: PaymentRow, refundedCents: number) =>
  refundedCents >= payment.amountCents ? 'refunded' : 'partially_refunded';

/**
 * A manager gives money back: all that is left, or part of it. Our refund row, the payment (and
 * its order's payment status) and the audit log commit first; then Stripe is asked, with the
 * refund row's id as the idempotency key. A refund Stripe did not answer is asked again by the
 * reconciliation, which first looks for it at Stripe.
 */
export async function refundPayment(
  ctx: AppContext,
  actor: Actor,
  paymentId: number,
  input: RefundInput,
): Promise<OrderPaymentDto> {
  const { payment, refundId, after } = await ctx.db.transaction(async (tx) => {
    const current = await lockPayment(tx, paymentId);
    if (!current) throw AppError.notFound(msg('payments.notFound'));
    if (current.status !== 'paid' && current.status !== 'partially_refunded')
      throw AppError.conflict(msg('payments.refundNotPaid'));
    const left = current.amountCents - current.refundedCents;
    const cents = input.amount === undefined ? left : centsOf(input.amount);
    if (cents > left) throw AppError.invalid({ amount: [msg('payments.refundTooMuch', { max: dollarsOf(left) })] });
    await handlerOf(ctx, current.purpose).beforeRefund?.(ctx, tx, current, cents, actor);
    const now = ctx.now();
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId,
        amountCents: cents,
        reason: input.reason,
        actorId: actor.admin.id,
        status: 'requested',
        createdAt: now,
      })
      .returning();
    const refunded = current.refundedCents + cents;
    const moved = await movePayment(tx, current, refundedStatus(current, refunded), now, { refundedCents: refunded });
    const after = await handlerOf(ctx, current.purpose).moved(ctx, tx, moved!, current.status);
    await recordAudit(tx, actor, {
      action: 'refund',
      entity: 'payment',
      entityId: paymentId,
      details: {
        amount: dollarsOf(cents),
        reason: input.reason,
        purpose: current.purpose,
        subjectId: current.subjectId,
      },
    });
    return { payment: moved!, refundId: refund!.id, after };
  });
  afterCommit(ctx, after);
  await sendRefund(ctx, refundId);
  return paymentDto(payment);
}

/**
 * Asks Stripe for one refund we recorded. It looks first for a refund already made for this row
 * (a request whose answer was lost, or older than Stripe's 24 hours of idempotency keys).
 */
export async function sendRefund(ctx: AppContext, refundId: number): Promise<void> {
  const stripe = stripeOf(ctx);
  const [refund] = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!stripe || !refund || refund.status !== 'requested') return;
  const payment = await readPayment(ctx.db, refund.paymentId);
  if (!payment?.paymentIntentId) return;
  try {
    const made = await stripe.refunds.list({ payment_intent: payment.paymentIntentId, limit: 100 });
    const existing = made.data.find((candidate) => candidate.metadata?.refundId === String(refundId));
    const answer =
      existing ??
      (await stripe.refunds.create(
        {
          payment_intent: payment.paymentIntentId,
          amount: refund.amountCents,
          reason: 'requested_by_customer',
          metadata: { refundId: String(refundId), paymentId: String(payment.id) },
        },
        { idempotencyKey: stripeKey(refund, 'refund', 'create') },
      ));
    await ctx.db
      .update(paymentRefunds)
      .set({ stripeRefundId: answer.id, status: answer.status === 'failed' ? 'failed' : 'succeeded' })
      .where(eq(paymentRefunds.id, refundId));
  } catch (error) {
    console.warn(`[payments] refund ${refundId} not sent; the reconciliation will retry`, (error as Error).message);
  }
}

/** Refunds recorded at least `olderThan` ago that Stripe has not confirmed. */
export async function unsentRefunds(ctx: AppContext, olderThan: Date): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, 'requested'), lte(paymentRefunds.createdAt, olderThan)));
  return rows.map((row) => row.id);
}

/**
 * A charge's refunds as Stripe counts them (one made in Stripe's dashboard too): when Stripe has
 * refunded more than we know of, the difference is recorded as a refund and the payment follows.
 */
export async function applyRefundedCharge(
  ctx: AppContext,
  payment: PaymentRow,
  charge: Stripe.Charge,
  event: FromEvent,
): Promise<void> {
  const after = await ctx.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event))) return {};
    const current = await lockPayment(tx, payment.id);
    if (!current || charge.amount_refunded <= current.refundedCents) return {};
    const refunded = Math.min(charge.amount_refunded, current.amountCents);
    const now = ctx.now();
    const moved = await movePayment(tx, current, refundedStatus(current, refunded), now, { refundedCents: refunded });
    if (!moved) return {};
    await tx.insert(paymentRefunds).values({
      paymentId: current.id,
      amountCents: refunded - current.refundedCents,
      reason: 'Refunded in Stripe',
      status: 'succeeded',
      createdAt: now,
    });
    return handlerOf(ctx, moved.purpose).moved(ctx, tx, moved, current.status);
  });
  afterCommit(ctx, after);
}
