import { eq, sql } from 'drizzle-orm';
import { centsOf, dollarsOf, parseCents } from '@shared/money';
import { msg } from '@shared/messages/message';
import { effectiveTaxRate, taxCents } from '@shared/ordering';
import type {
  OrderLineDto,
  OrderQuoteDto,
  OrderQuoteInput,
  PlacedOrderDto,
  PlaceOrderInput,
} from '@shared/schemas/ordering';
import type { AppContext } from '../context';
import { publishChange } from '../db/change-feed';
import type { Database } from '../db/client';
import { onlineOrderHistory, onlineOrderLineOptions, onlineOrderLines, onlineOrders } from '../db/schema';
import { AppError } from '../errors';
import { giftCardAtCheckout, spendOnOrder, type CardAtCheckout } from '../gift-cards';
import { insertPayment, paymentOf, startCheckout } from '../payments';
import { lockOrderDate, readSettings, type Settings } from '../site';
import { assertWithinPaymentCaps, checkoutRequestOf, decidePayment, settleMethod } from './card-orders';
import { claimKey, settleKey } from './idempotency';
import { queueOrderMail } from './order-mail';
import { giftCardPartOf, readOrderDetails, type OnlineOrderRow } from './order-read';
import { readOrderingDay, slotLoads } from './ordering-calendar';
import { assertNotPaused } from './ordering-pause';
import { decidePickup, pickupRequestOf, type Pickup } from './ordering-pickup';
import { assertWithinOrderLimits } from './place-order-limits';
import { priceCart, type PricedCart } from './pricing';
import { newStatusNonce, orderStatusUrl, statusToken, statusTokenHash, tokenAgain } from './status-token';

const KEY_SCOPE = 'order';

/** A 409 PRICE_CHANGED: the total the diner saw is not the total now; `quote` is the new one. */
export class PriceChangedError extends AppError {
  constructor(readonly quote: OrderQuoteDto) {
    super(409, 'PRICE_CHANGED', msg('ordering.priceChanged', { total: quote.total }));
  }
}

function assertOrderingOn(settings: Settings): void {
  if (!settings.ordering.enabled)
    throw AppError.conflict(msg('ordering.off', { phone: settings.businessInfo.phone }), undefined, 'FEATURE_DISABLED');
}

/** An order's prices: the quote's, the tax rate applied and the tip (included in `total`). */
export type PricedQuote = OrderQuoteDto & { taxRate: string; tip: string };

/** The quote of a cart, with what a gift card of `giftCard.balanceCents` would pay of it (up to the total). */
export function quoteOf(
  cart: PricedCart,
  settings: Settings,
  pickupAt: Date | null,
  tip = 0,
  giftCard?: Pick<CardAtCheckout, 'last4' | 'balanceCents'>,
): PricedQuote {
  const taxRate = effectiveTaxRate(settings.ordering);
  const tax = taxCents(cart.subtotalCents, taxRate);
  const total = cart.subtotalCents + tax + tip;
  const fromCard = giftCard ? Math.min(giftCard.balanceCents, total) : 0;
  return {
    lines: cart.lines.map((line) => line.dto),
    subtotal: dollarsOf(cart.subtotalCents),
    tax: dollarsOf(tax),
    tip: dollarsOf(tip),
    total: dollarsOf(total),
    pickupAt: pickupAt?.toISOString() ?? null,
    giftCard: giftCard ? { last4: giftCard.last4, amount: dollarsOf(fromCard) } : null,
    amountDue: dollarsOf(total - fromCard),
    taxRate,
  };
}

export const todayOf = (orderingDay: { now: { date: string } }) => orderingDay.now.date;

/** POST /api/orders/quote: what the cart costs now, and when it would be ready; nothing is stored or counted. */
export async function quoteOrder(ctx: AppContext, input: OrderQuoteInput): Promise<OrderQuoteDto> {
  const settings = await readSettings(ctx.db);
  const request = input.pickupTime ? pickupRequestOf(ctx, settings, input.pickupTime) : null;
  const orderingDay = await readOrderingDay(ctx, ctx.db, request?.date ?? pickupRequestOf(ctx, settings, 'asap').date, {
    fresh: false,
  });
  const cart = await priceCart(ctx.db, input.items, todayOf(orderingDay));
  const pickup = request ? decidePickup(ctx, orderingDay, request, cart.kitchenLoad, null) : null;
  const giftCard = input.giftCardCode
    ? await giftCardAtCheckout(ctx, ctx.db, input.giftCardCode, { lock: false })
    : undefined;
  const { taxRate: _rate, tip: _tip, ...quote } = quoteOf(cart, orderingDay.settings, pickup?.at ?? null, 0, giftCard);
  return quote;
}

async function placedAnswer(
  ctx: AppContext,
  tx: Database,
  order: OnlineOrderRow,
  token: string,
  lines?: OrderLineDto[],
  checkoutUrl?: string | null,
): Promise<PlacedOrderDto> {
  const answer: PlacedOrderDto = {
    orderNumber: order.orderNumber,
    status: order.status as PlacedOrderDto['status'],
    statusToken: token,
    statusUrl: orderStatusUrl(ctx, token, order.language),
    pickupAt: order.pickupAt!.toISOString(),
    lines: lines ?? (await readOrderDetails(tx, [order.id])).get(order.id)!.lines,
    subtotal: order.subtotal,
    tax: order.tax,
    tip: order.tip,
    total: order.total,
    paymentMethod: order.paymentMethod ?? 'pay_at_pickup',
    paymentStatus: order.paymentStatus,
    ...giftCardPartOf(order),
    ...(order.paymentMethod === 'card' && { checkoutUrl: checkoutUrl ?? null }),
  };
  return answer;
}

/** The order a retry with the same key and body made, answered as it was the first time. */
async function answerAgain(ctx: AppContext, tx: Database, orderId: number): Promise<PlacedOrderDto> {
  const [order] = await tx.select().from(onlineOrders).where(eq(onlineOrders.id, orderId));
  const token = order ? tokenAgain(ctx.signingSecrets, order) : null;
  if (!order || !token) throw AppError.conflict(msg('ordering.idempotencyKeyReused'));
  const payment = order.paymentMethod === 'card' ? await paymentOf(tx, 'order', order.id) : undefined;
  const checkoutUrl = payment?.status === 'awaiting_payment' ? payment.checkoutUrl : null;
  return placedAnswer(ctx, tx, order, token, undefined, checkoutUrl);
}

export async function insertOrder(
  ctx: AppContext,
  tx: Database,
  input: Omit<PlaceOrderInput, 'email'> & { email?: string },
  cart: PricedCart,
  quote: PricedQuote,
  pickup: Pickup,
  status: 'pending' | 'accepted',
  ip: string,
  source: 'web' | 'phone' = 'web',
  giftCard?: { card: CardAtCheckout; cents: number },
): Promise<{ order: OnlineOrderRow; token: string }> {
  const now = ctx.now();
  const ids = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('online_orders', 'id'))::int as id, nextval('online_order_number_seq')::text as number`,
  );
  const { id, number } = (ids as unknown as { rows: { id: number; number: string }[] }).rows[0]!;
  const nonce = newStatusNonce();
  const token = statusToken(ctx.signingSecrets[0], id, nonce);
  const [order] = await tx
    .insert(onlineOrders)
    .values({
      id,
      orderNumber: number,
      customerName: input.customerName,
      phone: input.phone,
      email: input.email ?? null,
      orderType: 'pickup',
      pickupTime: `${pickup.date} ${pickup.slot}`,
      pickupAt: pickup.at,
      pickupDate: pickup.date,
      pickupSlot: pickup.slot,
      pickupAsap: pickup.asap,
      readyAt: status === 'accepted' ? pickup.at : null,
      specialInstructions: input.specialInstructions,
      items: cart.summary,
      subtotal: quote.subtotal,
      tax: quote.tax,
      taxRate: quote.taxRate,
      tip: quote.tip,
      total: quote.total,
      paymentMethod: input.paymentMethod,
      paymentStatus:
        input.paymentMethod === 'card' ? 'awaiting_payment' : input.paymentMethod === 'gift_card' ? 'paid' : 'pending',
      ...(giftCard && {
        giftCardId: giftCard.card.id,
        giftCardLast4: giftCard.card.last4,
        giftCardAmount: dollarsOf(giftCard.cents),
      }),
      status,
      kitchenLoad: cart.kitchenLoad,
      source,
      language: input.language ?? 'en',
      statusNonce: nonce,
      statusTokenHash: statusTokenHash(token),
      fromIp: ip,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const lineRows = await tx
    .insert(onlineOrderLines)
    .values(
      cart.lines.map((line, position) => ({
        orderId: id,
        position,
        menuItemId: line.menuItemId,
        name: line.dto.name,
        translations: line.dto.translations,
        quantity: line.dto.quantity,
        unitPrice: line.dto.unitPrice,
        lineTotal: line.dto.lineTotal,
        kitchenLoad: line.kitchenLoad,
        note: line.dto.note,
      })),
    )
    .returning({ id: onlineOrderLines.id, position: onlineOrderLines.position });
  const options = lineRows.flatMap((row) =>
    cart.lines[row.position]!.chosen.map((option, position) => ({ lineId: row.id, position, ...option })),
  );
  if (options.length > 0) await tx.insert(onlineOrderLineOptions).values(options);
  const history = status === 'accepted' ? (['pending', 'accepted'] as const) : (['pending'] as const);
  await tx.insert(onlineOrderHistory).values(history.map((entry) => ({ orderId: id, status: entry, at: now })));
  return { order: order!, token };
}

/**
 * The card spent at the till, or adjusted, since the diner applied it would pay less than they
 * were shown: the order is refused (409) rather than leave more to pay at the counter or at Stripe.
 */
function assertGiftCardPartAsShown(shown: PlaceOrderInput['expectedGiftCardAmount'], fromCard: number, total: number) {
  if (shown === undefined) return;
  const parsed = parseCents(shown);
  if ('cents' in parsed && fromCard < Math.min(parsed.cents, total))
    throw AppError.conflict(msg('giftCard.partChanged', { amount: dollarsOf(fromCard) }));
}

/** Spends the order's part of a locked card, and records the ledger entry on the order. */
async function spendCard(
  tx: Database,
  order: OnlineOrderRow,
  giftCard: CardAtCheckout,
  cents: number,
  now: Date,
): Promise<OnlineOrderRow> {
  const redemptionId = await spendOnOrder(tx, giftCard.card, cents, order.orderNumber, now);
  const [updated] = await tx
    .update(onlineOrders)
    .set({ giftCardRedemptionId: redemptionId })
    .where(eq(onlineOrders.id, order.id))
    .returning();
  return updated!;
}

/**
 * A diner's pickup order. One transaction claims the retry key (a retry waits for the first and
 * gets its answer), takes the pickup date's lock, reads the settings and the calendar fresh,
 * prices the cart, checks the limits and the slot's room, and writes the order, its lines, its
 * history and its emails: an order racing a closure or another order lands before it or sees it.
 */
export async function placeOrder(
  ctx: AppContext,
  input: PlaceOrderInput,
  key: { key: string; hash: string },
  ip: string,
): Promise<PlacedOrderDto> {
  if (input.website?.trim()) throw AppError.badRequest(msg('ordering.notTaken'));
  const cached = await readSettings(ctx.db);
  const { answer, card, mails } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // A retry gets the first answer even if ordering has closed since.
    const made = await claimKey(tx, KEY_SCOPE, key.key, key.hash, now);
    if (made !== null) return { answer: await answerAgain(ctx, tx, made), card: null, mails: [] };
    // Before the lock, so a switched-off form or an impossible date waits for no one.
    assertOrderingOn(cached);
    assertNotPaused(ctx, cached, now);
    const request = pickupRequestOf(ctx, cached, input.pickupTime);
    await lockOrderDate(tx, request.date);
    const orderingDay = await readOrderingDay(ctx, tx, request.date, { fresh: true });
    const { settings } = orderingDay;
    assertOrderingOn(settings);
    // Read under the lock a pause takes too: an order racing a pause lands before it or sees it.
    assertNotPaused(ctx, settings, ctx.now());
    // The window again, by the settings read under the lock.
    pickupRequestOf(ctx, settings, input.pickupTime);
    const cart = await priceCart(tx, input.items, todayOf(orderingDay));
    const pickup = decidePickup(ctx, orderingDay, request, cart.kitchenLoad, await slotLoads(tx, request.date));
    // The card's row is locked until the order commits, as at the till: a till spending it at
    // the same moment waits, then sees what this order left.
    const giftCard = input.giftCardCode
      ? await giftCardAtCheckout(ctx, tx, input.giftCardCode, { lock: true })
      : undefined;
    const paying = decidePayment(ctx, settings, input, cart.subtotalCents);
    const quote = quoteOf(cart, settings, pickup.at, paying.tipCents, giftCard);
    if (input.expectedTotal !== undefined) {
      const expected = parseCents(input.expectedTotal);
      if (!('cents' in expected) || expected.cents !== centsOf(quote.total) - paying.tipCents) {
        const { taxRate: _rate, tip: _tip, ...newQuote } = quoteOf(cart, settings, pickup.at, 0, giftCard);
        throw new PriceChangedError(newQuote);
      }
    }
    const fromCard = centsOf(quote.total) - centsOf(quote.amountDue);
    if (giftCard) assertGiftCardPartAsShown(input.expectedGiftCardAmount, fromCard, centsOf(quote.total));
    const method = settleMethod(input, quote);
    assertWithinPaymentCaps(settings, { ...paying, method }, centsOf(quote.total), centsOf(quote.amountDue));
    await assertWithinOrderLimits(tx, ctx.rateLimits, {
      phone: input.phone,
      ip,
      now,
      restaurantPhone: settings.businessInfo.phone,
      paymentMethod: method,
      cardPayments: paying.cardPayments,
    });
    // A card order waits for its payment's hold before the kitchen, the emails and automatic accepting see it.
    const status = settings.ordering.autoAccept && method !== 'card' ? 'accepted' : 'pending';
    const part = giftCard && { card: giftCard, cents: fromCard };
    const placed = { ...input, paymentMethod: method };
    const { order: inserted, token } = await insertOrder(ctx, tx, placed, cart, quote, pickup, status, ip, 'web', part);
    const order = giftCard ? await spendCard(tx, inserted, giftCard, fromCard, now) : inserted;
    await settleKey(tx, KEY_SCOPE, key.key, order.id);
    if (method === 'card') {
      const amountCents = centsOf(quote.amountDue);
      const payment = await insertPayment(tx, {
        purpose: 'order',
        subjectId: order.id,
        amountCents,
        tipCents: Math.min(paying.tipCents, amountCents),
        now,
      });
      return { answer: null, card: { order, token, payment, lines: quote.lines }, mails: [] };
    }
    // One email to the diner, also when the order is accepted at once: it gives the pickup time.
    const queued = await queueOrderMail(ctx, tx, order, 'received', orderStatusUrl(ctx, token, order.language), {
      settings,
      lines: quote.lines,
    });
    return { answer: await placedAnswer(ctx, tx, order, token, quote.lines), card: null, mails: queued };
  });
  ctx.mailer.dispatch(mails);
  publishChange(ctx.db, 'orders');
  if (card) {
    const checkoutUrl = await startCheckout(ctx, card.payment.id, checkoutRequestOf(ctx, card.order, card.lines));
    return placedAnswer(ctx, ctx.db, card.order, card.token, card.lines, checkoutUrl);
  }
  return answer!;
}
