import { eq } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import { ORDERING, ORDER_TRANSITIONS, type OrderStatus } from '@shared/ordering-constants';
import type { AdminOnlineOrderDto, OrderStatusChange } from '@shared/schemas/ordering';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import { publishChange } from '../db/change-feed';
import { onlineOrderHistory, onlineOrders } from '../db/schema';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { cancelHold, capturePayment, notePayment, paymentOf } from '../payments';
import type { QueuedMail } from '../mail/mailer';
import { toAdminDtos } from './online-orders';
import { returnGiftCardPart } from './order-gift-cards';
import { queueOrderMail, type OrderMailEvent } from './order-mail';
import { orderStatusUrl, tokenAgain } from './status-token';

const STATUS_WORD: Record<OrderStatus, Parameters<typeof msg>[0]> = {
  pending: 'ordering.status.pending',
  accepted: 'ordering.status.accepted',
  ready: 'ordering.status.ready',
  completed: 'ordering.status.completed',
  rejected: 'ordering.status.rejected',
  cancelled: 'ordering.status.cancelled',
  no_show: 'ordering.status.noShow',
  expired: 'ordering.status.expired',
};

/** The diner hears of these; a pickup or a no-show needs no email. */
const MAILED: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['accepted', 'ready', 'rejected', 'cancelled']);

/**
 * Moves an order along ORDER_TRANSITIONS under a row lock, so two tablets pressing at once
 * cannot both move it. Accepting sets when it will be ready (ASAP: in `readyInMinutes`; a
 * scheduled order: its pickup time); picking up marks it paid; a rejection or cancel keeps its
 * reason. The history row, the audit row and the diner's email commit with the change.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  actor: Actor,
  id: number,
  change: OrderStatusChange,
): Promise<AdminOnlineOrderDto> {
  const now = ctx.now();
  const { order, mails, hold } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(onlineOrders).where(eq(onlineOrders.id, id)).for('update');
    if (!current) throw AppError.notFound(msg('ordering.staffOrderNotFound'));
    const from = current.status;
    const to = change.status;
    // A card order still at Stripe's Checkout is not the kitchen's yet.
    if (current.paymentStatus === 'awaiting_payment') throw AppError.conflict(msg('ordering.awaitingPayment'));
    if (!ORDER_TRANSITIONS[from].includes(to)) {
      throw AppError.conflict(
        msg('ordering.cannotMove', { from: { key: STATUS_WORD[from] }, to: { key: STATUS_WORD[to] } }),
      );
    }
    const reason = to === 'rejected' || to === 'cancelled' ? (change.reason ?? null) : current.reason;
    let [updated] = await tx
      .update(onlineOrders)
      .set({
        status: to,
        reason,
        ...(to === 'accepted' && { readyAt: readyAtOnAccepting(current, change, now) }),
        // Picked up is paid at the counter, also a card order whose capture failed.
        ...(to === 'completed' &&
          (current.paymentMethod !== 'card' || current.paymentStatus === 'failed') && {
            paymentStatus: 'paid',
          }),
        updatedAt: now,
      })
      .where(eq(onlineOrders.id, id))
      .returning();
    if (!updated) throw AppError.notFound(msg('ordering.staffOrderNotFound'));
    await tx.insert(onlineOrderHistory).values({
      orderId: id,
      status: to,
      at: now,
      actorId: actor.admin.id,
      reason: to === 'rejected' || to === 'cancelled' ? reason : null,
    });
    await recordAudit(tx, actor, {
      action: 'update-status',
      entity: 'online-order',
      entityId: id,
      details: {
        orderNumber: current.orderNumber,
        from,
        to,
        ...(change.readyInMinutes !== undefined && to === 'accepted' && { readyInMinutes: change.readyInMinutes }),
        ...(reason && (to === 'rejected' || to === 'cancelled') && { reason }),
      },
    });
    if (to === 'rejected' || to === 'cancelled') updated = await returnGiftCardPart(tx, updated, to, now);
    // The diner's link is derived again from the order's nonce (only its hash is kept).
    const token = tokenAgain(ctx.signingSecrets, updated);
    const statusUrl = token ? orderStatusUrl(ctx, token, updated.language) : undefined;
    const mails: QueuedMail[] = MAILED.has(to)
      ? await queueOrderMail(ctx, tx, updated, to as OrderMailEvent, statusUrl)
      : [];
    const hold = await askStripe(tx, updated, to, now);
    return { order: updated, mails, hold };
  });
  ctx.mailer.dispatch(mails);
  publishChange(ctx.db, 'orders');
  if (hold?.capture) await capturePayment(ctx, hold.paymentId);
  if (hold?.cancel) await cancelHold(ctx, hold.paymentId);
  if (hold)
    return (await toAdminDtos(ctx.db, await ctx.db.select().from(onlineOrders).where(eq(onlineOrders.id, id))))[0]!;
  const [dto] = await toAdminDtos(ctx.db, [order]);
  return dto!;
}

/**
 * What a card order's move asks of Stripe, recorded on the payment in the move's transaction and
 * asked after the commit: accepting takes the held amount; rejecting or cancelling gives the hold back.
 */
async function askStripe(
  tx: Database,
  order: typeof onlineOrders.$inferSelect,
  to: OrderStatus,
  now: Date,
): Promise<{ paymentId: number; capture: boolean; cancel: boolean } | null> {
  if (order.paymentMethod !== 'card') return null;
  const payment = await paymentOf(tx, 'order', order.id, { lock: true });
  if (!payment) return null;
  const capture = to === 'accepted' && payment.status === 'authorized';
  const cancel =
    (to === 'rejected' || to === 'cancelled') && (payment.status === 'authorized' || payment.status === 'failed');
  if (!capture && !cancel) return null;
  await notePayment(tx, payment.id, now, capture ? { captureRequestedAt: now } : { cancelRequestedAt: now });
  return { paymentId: payment.id, capture, cancel };
}

/**
 * When an accepted order will be ready. An ASAP order (or an older one without a pickup time)
 * is ready when the kitchen says, from now; a scheduled one at its slot.
 */
function readyAtOnAccepting(
  order: typeof onlineOrders.$inferSelect,
  change: OrderStatusChange,
  now: Date,
): Date | null {
  if (order.pickupAt && !order.pickupAsap) return order.pickupAt;
  if (change.readyInMinutes === undefined) {
    if (!order.pickupAsap) return null;
    throw AppError.invalid({
      readyInMinutes: [msg('ordering.readyIn', { min: ORDERING.minReadyInMinutes, max: ORDERING.maxReadyInMinutes })],
    });
  }
  return new Date(now.getTime() + change.readyInMinutes * 60_000);
}
