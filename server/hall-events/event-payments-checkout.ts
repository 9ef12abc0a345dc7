import { and, eq } from 'drizzle-orm';
import type { EventPaymentPart } from '@shared/hall-events';
import { msg } from '@shared/messages/message';
import { dollarsOf } from '@shared/money';
import type { AppContext } from '../context';
import { eventPayments, payments } from '../db/schema';
import { AppError } from '../errors';
import { cardPaymentsOn, expireCheckout, insertPayment, startCheckout } from '../payments';
import { readSettings } from '../site';
import { dueCents, lockEvent, newestProposal } from './event-dto';
import { EVENT_CHECKOUT_MINUTES } from './event-payments';
import { proposalUrl } from './proposals';

/**
 * POST /api/events/proposal/:token/pay: the rest of the deposit, or the rest of the total,
 * through Stripe's Checkout, taken at once. Our rows (the event's pending payment and the
 * payments area's) commit first; then the session is made, outside any transaction. A session
 * still open for the same part and amount is offered again rather than a second one.
 */
export async function startEventCheckout(
  ctx: AppContext,
  link: { id: number; token: string },
  part: EventPaymentPart,
  afterEnding = false,
): Promise<{ checkoutUrl: string }> {
  const { id, token } = link;
  const settings = await readSettings(ctx.db);
  if (!cardPaymentsOn(ctx, settings))
    throw AppError.conflict(
      msg('hall.payOnlineOff', { phone: settings.businessInfo.hallPhone }),
      undefined,
      'FEATURE_DISABLED',
    );
  const now = ctx.now();
  const started = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (event.status !== 'accepted' && event.status !== 'confirmed') throw AppError.conflict(msg('hall.notPayable'));
    const cents = dueCents(event, await newestProposal(tx, id), part);
    if (cents <= 0) throw AppError.conflict(msg('hall.nothingDue', { part }));
    // One card payment at a time: the same part and amount is offered again; a session for
    // anything else is ended (after the commit) before a new one starts, so the two are never both paid.
    const waiting = await tx
      .select({
        paymentId: payments.id,
        url: payments.checkoutUrl,
        part: eventPayments.part,
        cents: eventPayments.amountCents,
      })
      .from(eventPayments)
      .innerJoin(payments, eq(payments.id, eventPayments.paymentId))
      .where(
        and(
          eq(eventPayments.bookingId, id),
          eq(eventPayments.status, 'pending'),
          eq(payments.status, 'awaiting_payment'),
        ),
      );
    const same = waiting.find((open) => open.part === part && open.cents === cents);
    if (same?.url) return { reuse: same.url };
    // Its session is still being made (a second press of Pay): the first answer carries it.
    if (same) throw AppError.conflict(msg('hall.paymentStarting'));
    if (waiting.length > 0) {
      if (afterEnding) throw AppError.conflict(msg('hall.paymentStillOpen'));
      return { endFirst: waiting.map((open) => open.paymentId) };
    }
    const payment = await insertPayment(tx, { purpose: 'event', subjectId: id, amountCents: cents, tipCents: 0, now });
    await tx
      .insert(eventPayments)
      .values({ bookingId: id, part, method: 'card', amountCents: cents, status: 'pending', paymentId: payment.id });
    return { event, payment };
  });
  if ('reuse' in started) return { checkoutUrl: started.reuse! };
  if ('endFirst' in started) {
    // Ended at Stripe first: one paid meanwhile is honoured (and so no longer due), then ask again.
    for (const paymentId of started.endFirst!) await expireCheckout(ctx, paymentId);
    return startEventCheckout(ctx, link, part, true);
  }
  const { event, payment } = started;
  const page = proposalUrl(ctx, token);
  const checkoutUrl = await startCheckout(ctx, payment.id, {
    lines: [
      {
        name: `${settings.businessInfo.hallName}: ${part} for ${event.packageCopy.name} on ${event.eventDate}`,
        unitAmountCents: payment.amountCents,
        quantity: 1,
      },
    ],
    reference: `event-${event.id}-${part}`,
    customerEmail: event.email,
    successUrl: `${page}?payment=paid`,
    cancelUrl: `${page}?payment=cancelled`,
    capture: 'automatic',
    expiresInMinutes: EVENT_CHECKOUT_MINUTES,
  });
  if (!checkoutUrl) {
    await expireCheckout(ctx, payment.id);
    throw AppError.paymentUnavailable(msg('hall.checkoutUnavailable'));
  }
  console.info(`[hall] checkout for event ${event.id} (${part}, ${dollarsOf(payment.amountCents)}) started`);
  return { checkoutUrl };
}
