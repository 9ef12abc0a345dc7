import { eq } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import type { OrderStatusDto } from '@shared/schemas/ordering';
import type { AppContext } from '../context';
import { publishChange } from '../db/change-feed';
import type { Database } from '../db/client';
import { onlineOrderHistory, onlineOrders } from '../db/schema';
import { AppError } from '../errors';
import {
  applySessionState,
  cancelHold,
  expireSessionAtStripe,
  lockPayment,
  movePayment,
  notePayment,
  paymentOf,
} from '../payments';
import { readSettings } from '../site';
import { returnGiftCardPart } from './order-gift-cards';
import { queueOrderMail } from './order-mail';
import { orderStatusDto, readOrderDetails, type OnlineOrderRow } from './order-read';
import { statusLookupHash } from './status-token';

const NOT_FOUND = msg('ordering.orderNotFound');

export async function orderByToken(db: Database, token: string, forUpdate = false): Promise<OnlineOrderRow> {
  const hash = statusLookupHash(token);
  if (!hash) throw AppError.notFound(NOT_FOUND);
  const query = db.select().from(onlineOrders).where(eq(onlineOrders.statusTokenHash, hash));
  const [order] = forUpdate ? await query.for('update') : await query;
  if (!order) throw AppError.notFound(NOT_FOUND);
  return order;
}

export async function statusOf(db: Database, order: OnlineOrderRow): Promise<OrderStatusDto> {
  const details = (await readOrderDetails(db, [order.id])).get(order.id)!;
  return orderStatusDto(order, details);
}

/** GET /api/orders/status/:token: the diner's order, without phone or email. */
export async function readOrderStatus(ctx: AppContext, token: string): Promise<OrderStatusDto> {
  return statusOf(ctx.db, await orderByToken(ctx.db, token));
}

/**
 * The diner cancels while the kitchen has not accepted yet; cancelling twice answers the same. A
 * card order still at Checkout has its session expired first (one the diner paid meanwhile is
 * honoured, then cancelled like any other); a hold on the card is given back.
 */
export async function cancelOrderByDiner(ctx: AppContext, token: string): Promise<OrderStatusDto> {
  const before = await orderByToken(ctx.db, token);
  const waiting = before.paymentMethod === 'card' ? await paymentOf(ctx.db, 'order', before.id) : undefined;
  if (waiting?.status === 'awaiting_payment' && before.status === 'pending') {
    const session = await expireSessionAtStripe(ctx, waiting);
    if (session === 'unavailable') throw AppError.paymentUnavailable(msg('payments.unavailable'));
    if (session !== null && session.status !== 'expired') await applySessionState(ctx, session);
  }
  const { answer, mails, cancelHoldOf } = await ctx.db.transaction(async (tx) => {
    const order = await orderByToken(tx, token, true);
    if (order.status === 'cancelled') return { answer: await statusOf(tx, order), mails: [], cancelHoldOf: null };
    if (order.status === 'accepted' || order.status === 'ready')
      throw AppError.conflict(msg('ordering.cancelTooLate', { phone: (await readSettings(tx)).businessInfo.phone }));
    if (order.status !== 'pending') throw AppError.conflict(msg('ordering.cancelEnded'));
    const now = ctx.now();
    const payment = waiting ? await lockPayment(tx, waiting.id) : undefined;
    let paymentStatus = order.paymentStatus;
    let cancelHoldOf: number | null = null;
    if (payment?.status === 'awaiting_payment') {
      await movePayment(tx, payment, 'expired', now);
      paymentStatus = 'expired';
    } else if (payment?.status === 'authorized') {
      await notePayment(tx, payment.id, now, { cancelRequestedAt: now });
      cancelHoldOf = payment.id;
    }
    const [cancelledRow] = await tx
      .update(onlineOrders)
      .set({ status: 'cancelled', paymentStatus, updatedAt: now })
      .where(eq(onlineOrders.id, order.id))
      .returning();
    const cancelled = await returnGiftCardPart(tx, cancelledRow!, 'cancelled', now);
    await tx.insert(onlineOrderHistory).values({ orderId: order.id, status: 'cancelled', at: now });
    const queued = await queueOrderMail(ctx, tx, cancelled, 'cancelled');
    return { answer: await statusOf(tx, cancelled), mails: queued, cancelHoldOf };
  });
  ctx.mailer.dispatch(mails);
  publishChange(ctx.db, 'orders');
  if (cancelHoldOf !== null) {
    await cancelHold(ctx, cancelHoldOf);
    return readOrderStatus(ctx, token);
  }
  return answer;
}
