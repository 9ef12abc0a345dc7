import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentStatus } from '@shared/ordering-constants';
import { paymentMayMove, type PaymentPurpose } from '@shared/payments';
import type { Database } from '../db/client';
import { payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** A new payment waiting for the diner at Stripe's Checkout; insert it in the transaction of what it pays for. */
export async function insertPayment(
  tx: Database,
  input: { purpose: PaymentPurpose; subjectId: number; amountCents: number; tipCents: number; now: Date },
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      purpose: input.purpose,
      subjectId: input.subjectId,
      amountCents: input.amountCents,
      tipCents: input.tipCents,
      status: 'awaiting_payment',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return row!;
}

export async function lockPayment(tx: Database, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function readPayment(db: Database, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The payment of one subject (an order), or undefined for one paid at pickup; `lock` takes its row lock. */
export async function paymentOf(
  db: Database,
  purpose: PaymentPurpose,
  subjectId: number,
  options: { lock?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, purpose), eq(payments.subjectId, subjectId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * Moves a locked payment to `to` when PAYMENT_MOVES allows it, with `changes` besides; answers the
 * new row, or null when the move is not allowed (a late or replayed answer), leaving the row as it was.
 */
export async function movePayment(
  tx: Database,
  payment: PaymentRow,
  to: PaymentStatus,
  now: Date,
  changes: Partial<Omit<PaymentRow, 'id' | 'status'>> = {},
): Promise<PaymentRow | null> {
  if (!paymentMayMove(payment.status, to)) return null;
  const [row] = await tx
    .update(payments)
    .set({ ...changes, status: to, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  return row!;
}

/** Records fields of a locked payment without moving its status (a session made, a request on its way). */
export async function notePayment(
  tx: Database,
  id: number,
  now: Date,
  changes: Partial<Omit<PaymentRow, 'id' | 'status'>>,
): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ ...changes, updatedAt: now })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/** The payments of many subjects at once (the orders of a board), in no order. */
export async function paymentsOf(db: Database, purpose: PaymentPurpose, subjectIds: number[]): Promise<PaymentRow[]> {
  if (subjectIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, purpose), inArray(payments.subjectId, subjectIds)));
}

/**
 * The idempotency key of one request to Stripe about a payment: derived from the row (its id and
 * the instant it was made, so a database restored or started again never repeats another's keys
 * within Stripe's 24 hours) and what is asked.
 */
export function stripeKey(row: { id: number; createdAt: Date }, kind: string, ask: string): string {
  return `${kind}-${row.id}-${row.createdAt.getTime().toString(36)}-${ask}`;
}
