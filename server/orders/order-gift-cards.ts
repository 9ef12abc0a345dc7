import { eq } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import { dollarsOf } from '@shared/money';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import { publishChange } from '../db/change-feed';
import type { Database } from '../db/client';
import { onlineOrders } from '../db/schema';
import { AppError } from '../errors';
import { giveBackOrderSpend } from '../gift-cards';
import { paymentOf } from '../payments';
import { toAdminDtos } from './online-orders';
import type { OnlineOrderRow } from './order-read';

/**
 * An order that ends without food (rejected, cancelled, expired) gives its gift card part back,
 * through an `undo` of its redemption, once: the order records the outcome, and a card voided
 * since is recorded as not returned, for a manager. An order picked up, or not picked up (the
 * food was made), keeps it.
 */
export async function returnGiftCardPart(
  tx: Database,
  order: OnlineOrderRow,
  ended: 'rejected' | 'cancelled' | 'expired' | 'refunded',
  now: Date,
): Promise<OnlineOrderRow> {
  if (order.giftCardRedemptionId === null || order.giftCardReturn !== null) return order;
  const outcome = await giveBackOrderSpend(
    tx,
    order.giftCardRedemptionId,
    `Online order #${order.orderNumber} ${ended}`,
    now,
  );
  const [updated] = await tx
    .update(onlineOrders)
    .set({ giftCardReturn: outcome })
    .where(eq(onlineOrders.id, order.id))
    .returning();
  return updated!;
}

/**
 * A manager gives a finished order's gift card part back (a refund of an order picked up, or a
 * goodwill gesture for one not picked up): after its card payment has been refunded in full, so
 * the bank card is refunded first, then the gift card. Recorded like the automatic return, and audited.
 */
export async function refundGiftCardPart(ctx: AppContext, actor: Actor, id: number): Promise<AdminOnlineOrderDto> {
  const now = ctx.now();
  const order = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(onlineOrders).where(eq(onlineOrders.id, id)).for('update');
    if (!current) throw AppError.notFound(msg('ordering.staffOrderNotFound'));
    if (current.giftCardRedemptionId === null) throw AppError.conflict(msg('ordering.noGiftCardPart'));
    if (current.giftCardReturn !== null) throw AppError.conflict(msg('ordering.giftCardPartReturned'));
    if (current.status !== 'completed' && current.status !== 'no_show')
      throw AppError.conflict(msg('ordering.giftCardReturnNotFinished'));
    const payment = current.paymentMethod === 'card' ? await paymentOf(tx, 'order', current.id) : undefined;
    const cardLeft =
      payment && payment.status !== 'voided' && payment.status !== 'expired' && payment.status !== 'failed'
        ? payment.amountCents - payment.refundedCents
        : 0;
    if (cardLeft > 0) throw AppError.conflict(msg('ordering.refundCardFirst', { amount: dollarsOf(cardLeft) }));
    const returned = await returnGiftCardPart(tx, current, 'refunded', now);
    await recordAudit(tx, actor, {
      action: 'refund-gift-card',
      entity: 'online-order',
      entityId: id,
      details: {
        orderNumber: current.orderNumber,
        amount: current.giftCardAmount,
        last4: current.giftCardLast4,
        outcome: returned.giftCardReturn,
      },
    });
    return returned;
  });
  publishChange(ctx.db, 'orders');
  const [dto] = await toAdminDtos(ctx.db, [order]);
  return dto!;
}
