import { eq } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import type { OrderStatusDto } from '@shared/schemas/ordering';
import type { AppContext } from '../context';
import { publishChange } from '../db/change-feed';
import type { Database } from '../db/client';
import { onlineOrderHistory, onlineOrders } from '../db/schema';
import { AppError } from '../errors';
import { readSettings } from '../site';
import { queueOrderMail } from './order-mail';
import { orderStatusDto, readOrderDetails, type OnlineOrderRow } from './order-read';
import { statusLookupHash } from './status-token';

const NOT_FOUND = msg('ordering.orderNotFound');

async function orderByToken(db: Database, token: string, forUpdate = false): Promise<OnlineOrderRow> {
  const hash = statusLookupHash(token);
  if (!hash) throw AppError.notFound(NOT_FOUND);
  const query = db.select().from(onlineOrders).where(eq(onlineOrders.statusTokenHash, hash));
  const [order] = forUpdate ? await query.for('update') : await query;
  if (!order) throw AppError.notFound(NOT_FOUND);
  return order;
}

async function statusOf(db: Database, order: OnlineOrderRow): Promise<OrderStatusDto> {
  const details = (await readOrderDetails(db, [order.id])).get(order.id)!;
  return orderStatusDto(order, details);
}

/** GET /api/orders/status/:token: the diner's order, without phone or email. */
export async function readOrderStatus(ctx: AppContext, token: string): Promise<OrderStatusDto> {
  return statusOf(ctx.db, await orderByToken(ctx.db, token));
}

/** The diner cancels while the kitchen has not accepted yet; cancelling twice answers the same. */
export async function cancelOrderByDiner(ctx: AppContext, token: string): Promise<OrderStatusDto> {
  const { answer, mails } = await ctx.db.transaction(async (tx) => {
    const order = await orderByToken(tx, token, true);
    if (order.status === 'cancelled') return { answer: await statusOf(tx, order), mails: [] };
    if (order.status === 'accepted' || order.status === 'ready')
      throw AppError.conflict(msg('ordering.cancelTooLate', { phone: (await readSettings(tx)).businessInfo.phone }));
    if (order.status !== 'pending') throw AppError.conflict(msg('ordering.cancelEnded'));
    const now = ctx.now();
    const [cancelled] = await tx
      .update(onlineOrders)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(onlineOrders.id, order.id))
      .returning();
    await tx.insert(onlineOrderHistory).values({ orderId: order.id, status: 'cancelled', at: now });
    const queued = await queueOrderMail(ctx, tx, cancelled!, 'cancelled');
    return { answer: await statusOf(tx, cancelled!), mails: queued };
  });
  ctx.mailer.dispatch(mails);
  publishChange(ctx.db, 'orders');
  return answer;
}
