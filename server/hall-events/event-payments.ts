import { eq } from 'drizzle-orm';
import { isLiveEvent } from '@shared/hall-events';
import { dollarsOf, formatMoney } from '@shared/money';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { eventBookings, eventPayments } from '../db/schema';
import type { QueuedMail } from '../mail/mailer';
import { registerPaymentPurpose, type AfterPaymentMove, type PaymentRow } from '../payments';
import { loadSettings } from '../site';
import { lockEvent, newestProposal, totalCentsOf, type EventPaymentRow, type EventRow } from './event-dto';
import { recordEventHistory } from './event-history';
import { addReceived, takeBack } from './event-payments-ledger';
import { hallAlertMail } from './pipeline-mail';

/** How long the client has at Stripe's Checkout, and when the reconciliation ends a session nobody finished. */
export const EVENT_CHECKOUT_MINUTES = 60;
const ABANDONED_AFTER_MINUTES = 61;

async function lockEventPayment(tx: Database, payment: PaymentRow): Promise<EventPaymentRow | undefined> {
  const [row] = await tx.select().from(eventPayments).where(eq(eventPayments.paymentId, payment.id)).for('update');
  return row;
}

/**
 * An event follows its card payment, in the transaction that moved it: paid → the event's
 * payment is received (once: a replayed event finds it received), the deposit may confirm the
 * event; expired → the pending row expires; refunded (here or in Stripe's dashboard) → what
 * went back comes off the event's paid amount.
 */
async function eventFollowsPayment(
  ctx: AppContext,
  tx: Database,
  payment: PaymentRow,
  from: PaymentRow['status'],
): Promise<AfterPaymentMove> {
  const row = await lockEventPayment(tx, payment);
  if (!row) return {};
  if (payment.status === 'paid' && from === 'awaiting_payment') {
    if (row.status !== 'pending') return {};
    const event = await lockEvent(tx, row.bookingId);
    await tx.update(eventPayments).set({ status: 'received' }).where(eq(eventPayments.id, row.id));
    // Paid at a Checkout left open after the event ended, or beyond what was due (a second
    // session): the money is recorded, the event does not move, and staff are told to refund it.
    const total = totalCentsOf(event, await newestProposal(tx, event.id));
    if (!isLiveEvent(event.status) || event.paidCents + row.amountCents > total)
      return { mails: await paidToRefund(ctx, tx, event, row, payment) };
    const { event: updated, mails } = await addReceived(
      ctx,
      tx,
      event,
      row.amountCents,
      `Card payment of ${dollarsOf(row.amountCents)} (${row.part}), payment ${payment.id}`,
      null,
    );
    const { businessInfo, restaurantLanguage } = await loadSettings(tx);
    const alert = await ctx.mailer.enqueue(tx, [
      hallAlertMail(
        updated,
        (t) => t.alert.paid(formatMoney(dollarsOf(row.amountCents), restaurantLanguage)),
        businessInfo,
        `${ctx.publicUrl}/admin/hall-events/${event.id}`,
        restaurantLanguage,
      ),
    ]);
    return { mails: [...mails, ...alert] };
  }
  if (payment.status === 'expired') {
    if (row.status === 'pending')
      await tx.update(eventPayments).set({ status: 'expired' }).where(eq(eventPayments.id, row.id));
    return {};
  }
  if (
    (payment.status === 'refunded' || payment.status === 'partially_refunded') &&
    payment.refundedCents > row.refundedCents
  ) {
    const cents = payment.refundedCents - row.refundedCents;
    const event = await lockEvent(tx, row.bookingId);
    await tx.update(eventPayments).set({ refundedCents: payment.refundedCents }).where(eq(eventPayments.id, row.id));
    await takeBack(ctx, tx, event, cents, `Card refund of ${dollarsOf(cents)}, payment ${payment.id}`, null);
  }
  return {};
}

async function paidToRefund(
  ctx: AppContext,
  tx: Database,
  event: EventRow,
  row: EventPaymentRow,
  payment: PaymentRow,
): Promise<QueuedMail[]> {
  await tx
    .update(eventBookings)
    .set({ paidCents: event.paidCents + row.amountCents, updatedAt: ctx.now() })
    .where(eq(eventBookings.id, event.id));
  await recordEventHistory(tx, event.id, {
    kind: 'payment',
    note: `Card payment of ${dollarsOf(row.amountCents)} (${row.part}), payment ${payment.id}, arrived for a ${event.status} event or beyond its total: to refund`,
  });
  const { businessInfo, restaurantLanguage } = await loadSettings(tx);
  return ctx.mailer.enqueue(tx, [
    hallAlertMail(
      event,
      (t) => t.alert.paidToRefund(formatMoney(dollarsOf(row.amountCents), restaurantLanguage)),
      businessInfo,
      `${ctx.publicUrl}/admin/hall-events/${event.id}`,
      restaurantLanguage,
    ),
  ]);
}

/** The client's bank disputes a card payment: the history says so and the hall is told. */
async function eventPaymentDisputed(ctx: AppContext, tx: Database, payment: PaymentRow): Promise<AfterPaymentMove> {
  const row = await lockEventPayment(tx, payment);
  if (!row) return {};
  const event = await lockEvent(tx, row.bookingId);
  await recordEventHistory(tx, event.id, { kind: 'payment', note: `Card payment ${payment.id} disputed` });
  const { businessInfo, restaurantLanguage } = await loadSettings(tx);
  const mails = await ctx.mailer.enqueue(tx, [
    hallAlertMail(
      event,
      (t) => t.alert.disputed(formatMoney(dollarsOf(row.amountCents), restaurantLanguage)),
      businessInfo,
      `${ctx.publicUrl}/admin/hall-events/${event.id}`,
      restaurantLanguage,
    ),
  ]);
  return { mails };
}

/** How an event follows its card payments (the payments area's handler for the `event` purpose). */
export function registerEventPayments(ctx: AppContext): void {
  registerPaymentPurpose(ctx, 'event', {
    moved: eventFollowsPayment,
    disputed: eventPaymentDisputed,
    abandonedAfterMinutes: ABANDONED_AFTER_MINUTES,
  });
}
