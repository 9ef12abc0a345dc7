import { and, eq } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import { centsOf, dollarsOf } from '@shared/money';
import type { EventPaymentDto, EventRefundInput } from '@shared/schemas/hall-events';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { eventPayments } from '../db/schema';
import { AppError } from '../errors';
import { refundPayment } from '../payments';
import { lockEvent, paymentDto, type EventPaymentRow } from './event-dto';
import { takeBack } from './event-payments-ledger';

async function paymentOfEvent(db: Database, bookingId: number, paymentId: number): Promise<EventPaymentRow> {
  const [row] = await db
    .select()
    .from(eventPayments)
    .where(and(eq(eventPayments.id, paymentId), eq(eventPayments.bookingId, bookingId)));
  if (!row) throw AppError.notFound(msg('hall.paymentNotFound'));
  return row;
}

/**
 * POST /api/admin/event-bookings/:id/refunds: a card payment made at Checkout goes back through
 * the payments area's refund (Stripe; the event follows in event-payments.ts); one taken outside
 * the site is recorded as given back. Either way the event's paid amount goes down.
 */
export async function refundEventPayment(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: EventRefundInput,
): Promise<EventPaymentDto> {
  const cents = centsOf(input.amount);
  const payment = await paymentOfEvent(ctx.db, id, input.paymentId);
  if (payment.status !== 'received') throw AppError.conflict(msg('hall.refundNotReceived'));
  const left = payment.amountCents - payment.refundedCents;
  if (cents > left) throw AppError.invalid({ amount: [msg('hall.refundTooMuch', { max: dollarsOf(left) })] });

  if (payment.paymentId !== null) {
    await refundPayment(ctx, actor, payment.paymentId, { amount: input.amount, reason: input.reason.slice(0, 300) });
  } else {
    await ctx.db.transaction(async (tx) => {
      const event = await lockEvent(tx, id);
      const [current] = await tx.select().from(eventPayments).where(eq(eventPayments.id, payment.id)).for('update');
      if (cents > current!.amountCents - current!.refundedCents)
        throw AppError.invalid({
          amount: [msg('hall.refundTooMuch', { max: dollarsOf(current!.amountCents - current!.refundedCents) })],
        });
      await tx
        .update(eventPayments)
        .set({ refundedCents: current!.refundedCents + cents })
        .where(eq(eventPayments.id, payment.id));
      await takeBack(ctx, tx, event, cents, `${payment.method} refund of ${dollarsOf(cents)}: ${input.reason}`, actor);
      await recordAudit(tx, actor, {
        action: 'refund',
        entity: 'event-booking',
        entityId: id,
        details: { paymentId: payment.id, amount: dollarsOf(cents), reason: input.reason },
      });
    });
  }
  return paymentDto(await paymentOfEvent(ctx.db, id, payment.id));
}
