import { eq } from 'drizzle-orm';
import { centsOf, dollarsOf } from '@shared/money';
import { msg } from '@shared/messages/message';
import type { OrderStatusDto } from '@shared/schemas/ordering';
import type { AppContext } from '../context';
import { publishChange } from '../db/change-feed';
import { onlineOrderHistory, onlineOrders } from '../db/schema';
import { AppError } from '../errors';
import {
  applySessionState,
  expireSessionAtStripe,
  lockPayment,
  movePayment,
  paymentOf,
  startCheckout,
} from '../payments';
import { loadSettings } from '../site';
import { assertWithinPaymentCaps, checkoutRequestOf } from './card-orders';
import { queueOrderMail } from './order-mail';
import { readOrderDetails } from './order-read';
import { orderByToken, statusOf } from './order-status-read';
import { assertWithinOrderLimits } from './place-order-limits';
import { orderStatusUrl } from './status-token';

/** A card order still waiting for the diner at Checkout, and its payment; 409 otherwise. */
async function awaitingOrder(ctx: AppContext, token: string) {
  const order = await orderByToken(ctx.db, token);
  const payment = order.paymentMethod === 'card' ? await paymentOf(ctx.db, 'order', order.id) : undefined;
  if (!payment || payment.status !== 'awaiting_payment' || order.status !== 'pending')
    throw AppError.conflict(msg('payments.notAwaiting'));
  return { order, payment };
}

/**
 * POST /api/orders/status/:token/checkout: the diner tries Stripe's Checkout again (the first
 * session could not be made, or they came back without paying); answers the page to go to.
 */
export async function retryCheckout(ctx: AppContext, token: string): Promise<{ checkoutUrl: string }> {
  const { order, payment } = await awaitingOrder(ctx, token);
  if (payment.checkoutUrl && payment.checkoutSessionId) return { checkoutUrl: payment.checkoutUrl };
  const lines = (await readOrderDetails(ctx.db, [order.id])).get(order.id)!.lines;
  const checkoutUrl = await startCheckout(ctx, payment.id, checkoutRequestOf(ctx, order, lines));
  if (!checkoutUrl) throw AppError.paymentUnavailable(msg('payments.unavailable'));
  return { checkoutUrl };
}

/**
 * POST /api/orders/status/:token/pay-at-pickup: a card order not paid at Checkout becomes the same
 * order paid at pickup, within the pay-at-pickup rules (its cap, the no-show limit). Its session
 * is expired first; one Stripe says is complete is honoured instead (409).
 */
export async function switchToPayAtPickup(ctx: AppContext, token: string, ip: string): Promise<OrderStatusDto> {
  const { payment } = await awaitingOrder(ctx, token);
  const session = await expireSessionAtStripe(ctx, payment);
  if (session === 'unavailable') throw AppError.paymentUnavailable(msg('payments.unavailable'));
  if (session !== null && session.status !== 'expired') {
    await applySessionState(ctx, session);
    throw AppError.conflict(msg('payments.alreadyPaid'));
  }
  const { answer, mails } = await ctx.db.transaction(async (tx) => {
    const order = await orderByToken(tx, token, true);
    const held = await lockPayment(tx, payment.id);
    if (order.status !== 'pending' || order.paymentMethod !== 'card' || held?.status !== 'awaiting_payment')
      throw AppError.conflict(msg('payments.notAwaiting'));
    // The payment ends here, without its order: the order goes on, paid at pickup.
    await movePayment(tx, held, 'expired', ctx.now());
    const settings = await loadSettings(tx);
    // The tip goes with the card, except the part a gift card already paid: nothing of a tip is left to the counter.
    const fromCard = centsOf(order.giftCardAmount);
    const tip = centsOf(order.tip) - Math.min(centsOf(order.tip), centsOf(order.total) - fromCard);
    const total = centsOf(order.total) - (centsOf(order.tip) - tip);
    const paying = { method: 'pay_at_pickup' as const, cardPayments: true, tipCents: tip };
    assertWithinPaymentCaps(settings, paying, total, total - fromCard);
    await assertWithinOrderLimits(tx, ctx.rateLimits, {
      phone: order.phone,
      ip,
      now: ctx.now(),
      restaurantPhone: settings.businessInfo.phone,
      paymentMethod: 'pay_at_pickup',
      // The diner already chose a card once; only the refusal of paying at pickup applies now.
      cardPayments: false,
    });
    const now = ctx.now();
    const status = settings.ordering.autoAccept ? 'accepted' : 'pending';
    const [updated] = await tx
      .update(onlineOrders)
      .set({
        // A gift card that pays what is left of it once the tip is gone leaves nothing for the counter.
        ...(total === fromCard
          ? { paymentMethod: 'gift_card' as const, paymentStatus: 'paid' as const }
          : { paymentMethod: 'pay_at_pickup' as const, paymentStatus: 'pending' as const }),
        tip: dollarsOf(tip),
        total: dollarsOf(total),
        status,
        ...(status === 'accepted' && { readyAt: order.pickupAt }),
        updatedAt: now,
      })
      .where(eq(onlineOrders.id, order.id))
      .returning();
    if (status === 'accepted') await tx.insert(onlineOrderHistory).values({ orderId: order.id, status, at: now });
    const queued = await queueOrderMail(ctx, tx, updated!, 'received', orderStatusUrl(ctx, token, updated!.language), {
      settings,
    });
    return { answer: await statusOf(tx, updated!), mails: queued };
  });
  ctx.mailer.dispatch(mails);
  publishChange(ctx.db, 'orders');
  return answer;
}
