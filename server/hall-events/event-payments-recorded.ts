import { eq } from 'drizzle-orm';
import { isLiveEvent } from '@shared/hall-events';
import { msg } from '@shared/messages/message';
import { centsOf, dollarsOf } from '@shared/money';
import type { EventPaymentDto, RecordEventPaymentInput } from '@shared/schemas/hall-events';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import { eventPayments } from '../db/schema';
import { AppError } from '../errors';
import { lockEvent, newestProposal, paymentDto, totalCentsOf } from './event-dto';
import { addReceived } from './event-payments-ledger';

/**
 * POST /api/admin/event-bookings/:id/payments: money taken outside the site (cash, a check, the
 * hall's own card terminal), recorded as received; a deposit reached confirms an accepted event.
 */
export async function recordEventPayment(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: RecordEventPaymentInput,
): Promise<EventPaymentDto> {
  const cents = centsOf(input.amount);
  const { row, mails } = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!isLiveEvent(event.status)) throw AppError.conflict(msg('hall.paymentEventEnded', { status: event.status }));
    const left = Math.max(0, totalCentsOf(event, await newestProposal(tx, id)) - event.paidCents);
    if (cents > left) throw AppError.invalid({ amount: [msg('hall.paymentTooMuch', { max: dollarsOf(left) })] });
    const [row] = await tx
      .insert(eventPayments)
      .values({
        bookingId: id,
        part: input.part,
        method: input.method,
        amountCents: cents,
        status: 'received',
        note: input.note ?? null,
        actorId: actor.admin.id,
        createdAt: ctx.now(),
      })
      .returning();
    const note = `${input.method} ${dollarsOf(cents)} (${input.part})${input.note ? `: ${input.note}` : ''}`;
    const { mails } = await addReceived(ctx, tx, event, cents, note, actor);
    await recordAudit(tx, actor, {
      action: 'record-payment',
      entity: 'event-booking',
      entityId: id,
      details: { part: input.part, method: input.method, amount: dollarsOf(cents) },
    });
    return { row: row!, mails };
  });
  ctx.mailer.dispatch(mails);
  const [withName] = await ctx.db.select().from(eventPayments).where(eq(eventPayments.id, row.id));
  return paymentDto({ ...withName!, recordedBy: actor.admin.username });
}
