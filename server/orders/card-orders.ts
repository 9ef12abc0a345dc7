import { centsOf, dollarsOf, formatMoney } from '@shared/money';
import { msg } from '@shared/messages/message';
import { maxTipCents, paymentCaps, tipCents } from '@shared/ordering';
import { ORDERING, type PaymentMethod } from '@shared/ordering-constants';
import { pathInLanguage, languageOrDefault } from '@shared/language-path';
import type { OrderLineDto, OrderQuoteDto, PlaceOrderInput } from '@shared/schemas/ordering';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { cardPaymentsOn, type CheckoutLine } from '../payments';
import type { Settings } from '../site';
import type { OnlineOrderRow } from './order-read';

export interface PaymentDecision {
  method: PlaceOrderInput['paymentMethod'];
  cardPayments: boolean;
  tipCents: number;
}

/**
 * How a diner's order is paid: by card only while card payments are on; a tip (a percent of the
 * subtotal before tax, or an amount) only with a card or a gift card, and at most
 * ORDERING.maxTipCents or the subtotal, whichever is more.
 */
export function decidePayment(
  ctx: AppContext,
  settings: Settings,
  input: Pick<PlaceOrderInput, 'paymentMethod' | 'tip' | 'tipPercent'>,
  subtotalCents: number,
): PaymentDecision {
  const cardPayments = cardPaymentsOn(ctx, settings);
  if (input.paymentMethod === 'card' && !cardPayments)
    throw AppError.invalid({ paymentMethod: [msg('ordering.cardOff')] });
  const tip =
    input.tipPercent !== undefined
      ? tipCents(subtotalCents, input.tipPercent)
      : input.tip !== undefined
        ? centsOf(input.tip)
        : 0;
  if (tip > 0 && input.paymentMethod === 'pay_at_pickup')
    throw AppError.invalid({ tip: [msg('ordering.tipCardOnly')] });
  const most = maxTipCents(subtotalCents);
  if (tip > most) throw AppError.invalid({ tip: [msg('ordering.tipTooLarge', { max: dollarsOf(most) })] });
  return { method: input.paymentMethod, cardPayments, tipCents: tip };
}

/**
 * How what the gift card leaves is paid: nothing left is `gift_card` whatever was chosen; the
 * diner's `gift_card` needs a card that covers it all, and a code.
 */
export function settleMethod(
  input: Pick<PlaceOrderInput, 'paymentMethod'>,
  quote: Pick<OrderQuoteDto, 'giftCard' | 'amountDue'>,
): PaymentMethod {
  if (input.paymentMethod === 'gift_card' && !quote.giftCard)
    throw AppError.invalid({ giftCardCode: [msg('ordering.giftCardCodeRequired')] });
  if (quote.giftCard && centsOf(quote.amountDue) === 0) return 'gift_card';
  if (input.paymentMethod === 'gift_card')
    throw AppError.invalid({
      paymentMethod: [msg('ordering.giftCardShort', { amount: quote.giftCard!.amount, due: quote.amountDue })],
    });
  return input.paymentMethod;
}

/**
 * The caps of shared/ordering.ts's paymentCaps. The order's size (its total before the tip) is
 * capped by the card cap whoever pays, so a larger order is pointed to catering; with card
 * payments off, an order a gift card pays part of is held to the same size. Paying at pickup,
 * what is left after the gift card must be within the pay-at-pickup cap: over it a diner is asked
 * to pay by card (while card payments are on) or to call.
 */
export function assertWithinPaymentCaps(
  settings: Settings,
  paying: PaymentDecision,
  totalCents: number,
  dueCents: number,
): void {
  const caps = paymentCaps(settings.ordering, paying.cardPayments);
  const phone = settings.businessInfo.phone;
  const size = totalCents - paying.tipCents;
  const withGiftCard = dueCents < totalCents;
  const sizeCap = caps.card ?? (withGiftCard ? settings.ordering.maxCardTotal : null);
  const overSize = sizeCap !== null && size > centsOf(sizeCap);
  if (paying.method !== 'pay_at_pickup' || (withGiftCard && overSize)) {
    if (overSize) throw AppError.invalid({ paymentMethod: [msg('ordering.overCardCap', { max: sizeCap, phone })] });
    return;
  }
  if (dueCents <= centsOf(caps.payAtPickup)) return;
  const refusal =
    caps.card === null
      ? msg('ordering.overPayAtPickupCap', { max: caps.payAtPickup, phone })
      : overSize
        ? msg('ordering.overCardCap', { max: caps.card, phone })
        : msg('ordering.cardRequiredOver', { max: caps.payAtPickup });
  throw AppError.invalid({ paymentMethod: [refusal] });
}

/**
 * What Stripe's Checkout shows for a card order: each line at its price, then the tax and the tip,
 * adding up to the order's total. The pages it returns to carry no status token: the browser
 * kept it, and the "received" email carries the link.
 */
export function checkoutRequestOf(ctx: AppContext, order: OnlineOrderRow, lines: OrderLineDto[]) {
  const items = order.giftCardLast4 ? afterGiftCard(order) : lineItems(order, lines);
  const back = (outcome: 'paid' | 'cancelled') =>
    `${ctx.publicUrl}${pathInLanguage('/order/payment', languageOrDefault(order.language))}?order=${order.orderNumber}&outcome=${outcome}`;
  return {
    lines: items,
    reference: `order-${order.orderNumber}`,
    customerEmail: order.email,
    successUrl: back('paid'),
    cancelUrl: back('cancelled'),
    capture: 'manual' as const,
    expiresInMinutes: ORDERING.checkoutSessionMinutes,
  };
}

function lineItems(order: OnlineOrderRow, lines: OrderLineDto[]): CheckoutLine[] {
  const items: CheckoutLine[] = lines.map((line) => ({
    name:
      line.options.length > 0 ? `${line.name} (${line.options.map((option) => option.name).join(', ')})` : line.name,
    unitAmountCents: centsOf(line.unitPrice),
    quantity: line.quantity,
  }));
  if (centsOf(order.tax) > 0) items.push({ name: 'Sales tax', unitAmountCents: centsOf(order.tax), quantity: 1 });
  if (centsOf(order.tip) > 0) items.push({ name: 'Tip', unitAmountCents: centsOf(order.tip), quantity: 1 });
  return items;
}

/** Checkout cannot show a line below zero: with a gift card, one line is what is left to pay. */
function afterGiftCard(order: OnlineOrderRow): CheckoutLine[] {
  const due = centsOf(order.total) - centsOf(order.giftCardAmount);
  const name = `Pickup order ${order.orderNumber}: ${formatMoney(order.total, 'en')}, less ${formatMoney(order.giftCardAmount, 'en')} paid by gift card ending ${order.giftCardLast4}`;
  return [{ name, unitAmountCents: due, quantity: 1 }];
}
