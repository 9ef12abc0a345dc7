import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import { ORDERING } from '@shared/ordering-constants';
import type { AppContext } from '../context';
import { publishChange } from '../db/change-feed';
import { onlineOrderHistory, onlineOrders } from '../db/schema';
import { returnGiftCardPart } from './order-gift-cards';
import { queueOrderMail, queueStillWaitingAlerts } from './order-mail';

const MINUTE_MS = 60_000;
/** A card order still at Stripe's Checkout is the payments' to end (reconcile.ts), not the kitchen's. */
const reachedKitchen = ne(onlineOrders.paymentStatus, 'awaiting_payment');
/**
 * How far back the sweeps look. An order whose answer was due longer ago (the server was down
 * meanwhile) stays on the board for staff; an app with a clock of its own never reaches into
 * another's days.
 */
const LOOK_BACK_MS = 60 * MINUTE_MS;

/**
 * Reminds the restaurant, once, of each order still waiting ORDERING.waitingAlertMinutes after it
 * came in. Marking the order and queueing the email commit together, so two processes running
 * the job at once send one reminder. Answers how many were sent.
 */
export async function remindOfWaitingOrders(ctx: AppContext, now: Date): Promise<number> {
  const { sent, mails } = await ctx.db.transaction(async (tx) => {
    const waiting = await tx
      .update(onlineOrders)
      .set({ waitingAlertAt: now })
      .where(
        and(
          eq(onlineOrders.status, 'pending'),
          reachedKitchen,
          isNull(onlineOrders.waitingAlertAt),
          lte(onlineOrders.createdAt, new Date(now.getTime() - ORDERING.waitingAlertMinutes * MINUTE_MS)),
          gt(onlineOrders.createdAt, new Date(now.getTime() - LOOK_BACK_MS)),
        ),
      )
      .returning();
    const mails = await queueStillWaitingAlerts(ctx, tx, waiting, ORDERING.waitingAlertMinutes);
    return { sent: waiting.length, mails };
  });
  ctx.mailer.dispatch(mails);
  return sent;
}

/**
 * Cancels the orders nobody accepted in time: a scheduled one once its pickup time has come, an
 * ASAP one ORDERING.asapConfirmMinutes after it came in. Each is re-read under its row lock, so an
 * order accepted at the last moment is kept. The diner is emailed; the board and the
 * notifications show it. Answers the numbers of the orders cancelled.
 */
export async function cancelUnansweredOrders(ctx: AppContext, now: Date): Promise<string[]> {
  const asapDeadline = new Date(now.getTime() - ORDERING.asapConfirmMinutes * MINUTE_MS);
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const due = or(
    and(
      eq(onlineOrders.pickupAsap, true),
      lte(onlineOrders.createdAt, asapDeadline),
      gt(onlineOrders.createdAt, new Date(asapDeadline.getTime() - LOOK_BACK_MS)),
    ),
    and(eq(onlineOrders.pickupAsap, false), lte(onlineOrders.pickupAt, now), gt(onlineOrders.pickupAt, since)),
  );
  const candidates = await ctx.db
    .select({ id: onlineOrders.id })
    .from(onlineOrders)
    .where(and(eq(onlineOrders.status, 'pending'), reachedKitchen, due));
  const cancelled: string[] = [];
  for (const { id } of candidates) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(onlineOrders)
        .where(and(eq(onlineOrders.id, id), eq(onlineOrders.status, 'pending'), reachedKitchen, due))
        .for('update');
      if (!order) return null;
      const [cancelledRow] = await tx
        .update(onlineOrders)
        .set({ status: 'cancelled', expiredAt: now, updatedAt: now })
        .where(eq(onlineOrders.id, id))
        .returning();
      const expired = await returnGiftCardPart(tx, cancelledRow!, 'expired', now);
      await tx.insert(onlineOrderHistory).values({ orderId: id, status: 'cancelled', at: now });
      return { number: expired.orderNumber, mails: await queueOrderMail(ctx, tx, expired, 'expired') };
    });
    if (!outcome) continue;
    ctx.mailer.dispatch(outcome.mails);
    cancelled.push(outcome.number);
  }
  if (cancelled.length > 0) publishChange(ctx.db, 'orders');
  return cancelled;
}

/** Both sweeps, as the job runs them every minute. */
export async function sweepUnansweredOrders(
  ctx: AppContext,
  now: Date,
): Promise<{ reminded: number; cancelled: string[] }> {
  return { reminded: await remindOfWaitingOrders(ctx, now), cancelled: await cancelUnansweredOrders(ctx, now) };
}
