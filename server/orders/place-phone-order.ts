import { eq } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import type { AdminOnlineOrderDto, PhoneOrderInput } from '@shared/schemas/ordering';
import { type Actor, recordAudit } from '../audit';
import type { AppContext } from '../context';
import { publishChange } from '../db/change-feed';
import type { Database } from '../db/client';
import { onlineOrders } from '../db/schema';
import { AppError } from '../errors';
import { lockOrderDate, readSettings } from '../site';
import { claimKey, settleKey } from './idempotency';
import { toAdminDtos } from './online-orders';
import { queueOrderMail } from './order-mail';
import { readOrderingDay, type OrderingDay, slotLoads } from './ordering-calendar';
import { decidePickup, type Pickup, type PickupRequest, pickupRequestOf } from './ordering-pickup';
import { insertOrder, quoteOf, todayOf } from './place-order';
import { priceCart } from './pricing';
import { orderStatusUrl } from './status-token';

const KEY_SCOPE = 'phone-order';

async function adminAnswer(tx: Database, orderId: number): Promise<AdminOnlineOrderDto> {
  const [order] = await tx.select().from(onlineOrders).where(eq(onlineOrders.id, orderId));
  if (!order) throw AppError.conflict(msg('ordering.idempotencyKeyReused'));
  return (await toAdminDtos(tx, [order]))[0]!;
}

/**
 * The slot the order would take. A full slot asks staff to confirm (409 CONFIRMATION_REQUIRED);
 * confirmed, the order is placed there over the slot's capacity.
 */
function phonePickup(
  ctx: AppContext,
  orderingDay: OrderingDay,
  request: PickupRequest,
  load: number,
  loads: ReadonlyMap<string, number>,
  confirmed: boolean,
): Pickup {
  try {
    return decidePickup(ctx, orderingDay, request, load, loads);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'FULLY_BOOKED') throw error;
    if (!confirmed) throw AppError.conflict(error.message, error.fieldErrors, 'CONFIRMATION_REQUIRED');
    return decidePickup(ctx, orderingDay, request, load, null);
  }
}

/**
 * An order staff take on the phone. It follows the same calendar (closed days and hours) and
 * menu rules as a diner's, but not the online switch or pause, the per-phone and per-address
 * limits or the pay-at-pickup cap: staff took it, so it is accepted at once.
 */
export async function placePhoneOrder(
  ctx: AppContext,
  actor: Actor,
  input: PhoneOrderInput,
  key: { key: string; hash: string },
): Promise<AdminOnlineOrderDto> {
  const { answer, mails } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const made = await claimKey(tx, KEY_SCOPE, key.key, key.hash, now);
    if (made !== null) return { answer: await adminAnswer(tx, made), mails: [] };
    const request = pickupRequestOf(ctx, await readSettings(tx), input.pickupTime);
    await lockOrderDate(tx, request.date);
    const orderingDay = await readOrderingDay(ctx, tx, request.date, { fresh: true });
    const { settings } = orderingDay;
    pickupRequestOf(ctx, settings, input.pickupTime);
    const cart = await priceCart(tx, input.items, todayOf(orderingDay));
    const loads = await slotLoads(tx, request.date);
    const pickup = phonePickup(ctx, orderingDay, request, cart.kitchenLoad, loads, input.confirmWarnings === true);
    const quote = quoteOf(cart, settings, pickup.at);
    const { order, token } = await insertOrder(ctx, tx, input, cart, quote, pickup, 'accepted', 'staff', 'phone');
    await settleKey(tx, KEY_SCOPE, key.key, order.id);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'online-order',
      entityId: order.id,
      details: {
        orderNumber: order.orderNumber,
        source: 'phone',
        total: order.total,
        overCapacity: (loads.get(pickup.slot) ?? 0) + cart.kitchenLoad > settings.ordering.slotLoadCapacity,
      },
    });
    const queued = await queueOrderMail(ctx, tx, order, 'received', orderStatusUrl(ctx, token, order.language), {
      settings,
      lines: quote.lines,
    });
    return { answer: (await toAdminDtos(tx, [order]))[0]!, mails: queued };
  });
  ctx.mailer.dispatch(mails);
  publishChange(ctx.db, 'orders');
  return answer;
}
