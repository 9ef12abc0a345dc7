import { eq } from 'drizzle-orm';
import { ORDERING } from '@shared/ordering-constants';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { onlineOrderHistory, onlineOrders } from '../db/schema';
import type { QueuedMail } from '../mail/mailer';
import { notePayment, registerPaymentPurpose, type AfterPaymentMove, type PaymentRow } from '../payments';
import { loadSettings } from '../site';
import { returnGiftCardPart } from './order-gift-cards';
import { queueDisputeAlert, queueOrderMail } from './order-mail';
import { orderStatusUrl, tokenAgain } from './status-token';

/**
 * A card order follows its payment, in the transaction that moved the payment. Held (or taken)
 * at Checkout: the order reaches the kitchen now: the board, the "received" emails and
 * automatic accepting, which asks for the capture. Expired at Checkout: the order is `expired`
 * and its slot is free. Every other move is mirrored in the order's payment status.
 */
async function orderFollowsPayment(
  ctx: AppContext,
  tx: Database,
  payment: PaymentRow,
  from: PaymentRow['status'],
): Promise<AfterPaymentMove> {
  const [order] = await tx.select().from(onlineOrders).where(eq(onlineOrders.id, payment.subjectId)).for('update');
  if (!order) return {};
  const now = ctx.now();
  const reachesKitchen =
    from === 'awaiting_payment' &&
    (payment.status === 'authorized' || payment.status === 'paid') &&
    order.status === 'pending';
  let mails: QueuedMail[] = [];
  let capture = false;
  let status = order.status;
  if (reachesKitchen) {
    const settings = await loadSettings(tx);
    if (settings.ordering.autoAccept) {
      status = 'accepted';
      await tx.insert(onlineOrderHistory).values({ orderId: order.id, status: 'accepted', at: now });
      if (payment.status === 'authorized') {
        await notePayment(tx, payment.id, now, { captureRequestedAt: now });
        capture = true;
      }
    }
    const token = tokenAgain(ctx.signingSecrets, order);
    const statusUrl = token ? orderStatusUrl(ctx, token, order.language) : undefined;
    mails = await queueOrderMail(ctx, tx, { ...order, status, paymentStatus: payment.status }, 'received', statusUrl, {
      settings,
    });
  }
  if (payment.status === 'expired' && order.status === 'pending') {
    status = 'expired';
    await tx.insert(onlineOrderHistory).values({ orderId: order.id, status: 'expired', at: now });
  }
  const [updated] = await tx
    .update(onlineOrders)
    .set({
      status,
      paymentStatus: payment.status,
      ...(status === 'accepted' && order.status !== 'accepted' && { readyAt: order.pickupAt }),
      updatedAt: now,
    })
    .where(eq(onlineOrders.id, order.id))
    .returning();
  if (status === 'expired') await returnGiftCardPart(tx, updated!, 'expired', now);
  return { mails, capture, topic: 'orders' };
}

export function registerOrderPayments(ctx: AppContext): void {
  registerPaymentPurpose(ctx, 'order', {
    moved: orderFollowsPayment,
    abandonedAfterMinutes: ORDERING.cardPaymentMinutes,
    // The board and past orders show the flag (the payment's `disputed`); the restaurant is emailed.
    disputed: async (ctx, tx, payment) => {
      const [order] = await tx.select().from(onlineOrders).where(eq(onlineOrders.id, payment.subjectId));
      return { topic: 'orders', mails: order ? await queueDisputeAlert(ctx, tx, order) : [] };
    },
  });
}
