import type { PaymentStatus } from '@shared/ordering-constants';
import type { AppContext } from '../context';
import { publishChange } from '../db/change-feed';
import type { Database } from '../db/client';
import { stripeEvents } from '../db/schema';
import { handlerOf, type AfterPaymentMove } from './payment-purposes';
import { lockPayment, movePayment, notePayment, type PaymentRow } from './payment-rows';

/** A Stripe event handled with this move: its id is written with the effect, so a replay has none. */
export interface FromEvent {
  id: string;
  type: string;
}

/**
 * Claims a Stripe event in `tx`: true the first time, false when it was already handled. Two
 * deliveries at once both insert; the second waits for the first's commit and then inserts nothing.
 */
export async function claimEvent(tx: Database, event: FromEvent | undefined): Promise<boolean> {
  if (!event) return true;
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** Runs what a move asked for after its commit: the emails and the change feed. Answers whether to capture. */
export function afterCommit(ctx: AppContext, after: AfterPaymentMove): boolean {
  if (after.mails?.length) ctx.mailer.dispatch(after.mails);
  if (after.topic) publishChange(ctx.db, after.topic);
  return after.capture === true;
}

export interface MoveResult {
  /** The payment as it is now (moved or not); undefined when there is no such payment. */
  payment: PaymentRow | undefined;
  moved: boolean;
  capture: boolean;
}

/**
 * Moves a payment forward in one transaction with what it pays for (through its area's handler)
 * and, when it comes from a Stripe event, with the event's id. A move PAYMENT_MOVES does not allow
 * (a late or replayed answer) changes nothing; `changes` that only record Stripe's ids are kept.
 */
export async function applyPaymentMove(
  ctx: AppContext,
  paymentId: number,
  to: PaymentStatus,
  changes: Partial<Omit<PaymentRow, 'id' | 'status'>> = {},
  event?: FromEvent,
): Promise<MoveResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event))) return null;
    const current = await lockPayment(tx, paymentId);
    if (!current) return { payment: undefined, moved: false, after: {} };
    const now = ctx.now();
    const moved = await movePayment(tx, current, to, now, changes);
    if (!moved) {
      // The ids Stripe gave are worth keeping even when the status stays.
      const ids = {
        ...(changes.checkoutSessionId &&
          !current.checkoutSessionId && { checkoutSessionId: changes.checkoutSessionId }),
        ...(changes.paymentIntentId && !current.paymentIntentId && { paymentIntentId: changes.paymentIntentId }),
      };
      const payment = Object.keys(ids).length > 0 ? await notePayment(tx, current.id, now, ids) : current;
      return { payment, moved: false, after: {} };
    }
    const after = await handlerOf(ctx, moved.purpose).moved(ctx, tx, moved, current.status);
    return { payment: moved, moved: true, after };
  });
  if (!outcome) return { payment: undefined, moved: false, capture: false };
  const capture = afterCommit(ctx, outcome.after);
  return { payment: outcome.payment, moved: outcome.moved, capture };
}

/** Marks a payment disputed (once) and tells its area, with the event in the same transaction. */
export async function markDisputed(ctx: AppContext, paymentId: number, event: FromEvent): Promise<void> {
  const after = await ctx.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event))) return {};
    const current = await lockPayment(tx, paymentId);
    if (!current || current.disputed) return {};
    const payment = await notePayment(tx, current.id, ctx.now(), { disputed: true });
    return handlerOf(ctx, payment.purpose).disputed(ctx, tx, payment);
  });
  afterCommit(ctx, after);
}
