import { and, desc, eq } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import { ORDERING, UNDOABLE_STATUSES, type OrderStatus, type PaymentStatus } from '@shared/ordering-constants';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import { publishChange } from '../db/change-feed';
import type { Database } from '../db/client';
import { onlineOrderHistory, onlineOrders } from '../db/schema';
import { AppError } from '../errors';
import type { QueuedMail } from '../mail/mailer';
import { paymentOf } from '../payments';
import { toAdminDtos } from './online-orders';
import { queueOrderMail } from './order-mail';
import { orderStatusUrl, tokenAgain } from './status-token';

/**
 * Takes back the order's latest move when it was this person's Ready, Picked up or Not picked
 * up and is at most ORDERING.undoMinutes old. The order returns to the status before it (a
 * pickup's "paid" goes back to pending); a history row notes the undo, and an undone Ready
 * tells the diner the order is not ready yet.
 */
export async function undoOrderStatus(ctx: AppContext, actor: Actor, id: number): Promise<AdminOnlineOrderDto> {
  const now = ctx.now();
  const { order, mails } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(onlineOrders).where(eq(onlineOrders.id, id)).for('update');
    if (!current) throw AppError.notFound(msg('ordering.staffOrderNotFound'));
    const [latest, before] = await tx
      .select()
      .from(onlineOrderHistory)
      .where(eq(onlineOrderHistory.orderId, id))
      .orderBy(desc(onlineOrderHistory.at), desc(onlineOrderHistory.id))
      .limit(2);
    if (!latest || !before || latest.status !== current.status || latest.reason === UNDO_NOTE) {
      throw AppError.conflict(msg('ordering.undoNotLatest'));
    }
    if (!(UNDOABLE_STATUSES as readonly OrderStatus[]).includes(latest.status)) {
      throw AppError.conflict(msg('ordering.undoNotUndoable'));
    }
    if (latest.actorId !== actor.admin.id) throw AppError.conflict(msg('ordering.undoNotYours'));
    // Its gift card part went back to the card since: the order cannot go on as if it were paid.
    if (current.giftCardReturn !== null) throw AppError.conflict(msg('ordering.undoNotLatest'));
    if (now.getTime() - latest.at.getTime() > ORDERING.undoMinutes * 60_000) {
      throw AppError.conflict(msg('ordering.undoTooLate', { minutes: ORDERING.undoMinutes }));
    }
    const to = before.status;
    const [updated] = await tx
      .update(onlineOrders)
      .set({
        status: to,
        // Undoing a pickup takes back the payment at the counter; a card's or a gift card's own payment stays.
        ...(latest.status === 'completed' &&
          current.paymentMethod !== 'card' &&
          current.paymentMethod !== 'gift_card' && { paymentStatus: 'pending' }),
        ...(latest.status === 'completed' && current.paymentMethod === 'card' && (await cardPaymentStatus(tx, id))),
        updatedAt: now,
      })
      .where(and(eq(onlineOrders.id, id), eq(onlineOrders.status, current.status)))
      .returning();
    await tx
      .insert(onlineOrderHistory)
      .values({ orderId: id, status: to, at: now, actorId: actor.admin.id, reason: UNDO_NOTE });
    await recordAudit(tx, actor, {
      action: 'undo-status',
      entity: 'online-order',
      entityId: id,
      details: { orderNumber: current.orderNumber, from: current.status, to },
    });
    // A Ready already told the diner to come; they hear it was too early.
    let mails: QueuedMail[] = [];
    if (latest.status === 'ready') {
      const token = tokenAgain(ctx.signingSecrets, updated!);
      const statusUrl = token ? orderStatusUrl(ctx, token, updated!.language) : undefined;
      mails = await queueOrderMail(ctx, tx, updated!, 'notReady', statusUrl);
    }
    return { order: updated!, mails };
  });
  ctx.mailer.dispatch(mails);
  publishChange(ctx.db, 'orders');
  const [dto] = await toAdminDtos(ctx.db, [order]);
  return dto!;
}

/** A card order's payment status as its payment has it (a declined card paid at the counter goes back to `failed`). */
async function cardPaymentStatus(tx: Database, orderId: number): Promise<{ paymentStatus?: PaymentStatus }> {
  const payment = await paymentOf(tx, 'order', orderId);
  return payment ? { paymentStatus: payment.status } : {};
}

/** The reason kept on the history row an undo adds, so that row itself is never undone. */
export const UNDO_NOTE = 'undo';
