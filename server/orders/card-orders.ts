import { centsOf, dollarsOf } from '@shared/money';
import { msg } from '@shared/messages/message';
import { maxTipCents, paymentCaps, tipCents } from '@shared/ordering';
import { pathInLanguage, languageOrDefault } from '@shared/language-path';
import type { OrderLineDto, PlaceOrderInput } from '@shared/schemas/ordering';
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
 * subtotal before tax, or an amount) only with a card, and at most ORDERING.maxTipCents or the
 * subtotal, whichever is more.
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
  if (tip > 0 && input.paymentMethod !== 'card') throw AppError.invalid({ tip: [msg('ordering.tipCardOnly')] });
  const most = maxTipCents(subtotalCents);
  if (tip > most) throw AppError.invalid({ tip: [msg('ordering.tipTooLarge', { max: dollarsOf(most) })] });
  return { method: input.paymentMethod, cardPayments, tipCents: tip };
}

/**
 * The caps of shared/ordering.ts's paymentCaps, on the total before the tip: over the pay-at-pickup
 * cap a diner is asked to pay by card (while card payments are on) or to call; over the card cap,
 * to ask about catering.
 */
export function assertWithinPaymentCaps(settings: Settings, paying: PaymentDecision, totalCents: number): void {
  const caps = paymentCaps(settings.ordering, paying.cardPayments);
  const phone = settings.businessInfo.phone;
  const overCard = caps.card !== null && totalCents > centsOf(caps.card);
  if (paying.method === 'card') {
    if (overCard) throw AppError.invalid({ paymentMethod: [msg('ordering.overCardCap', { max: caps.card!, phone })] });
    return;
  }
  if (totalCents <= centsOf(caps.payAtPickup)) return;
  const refusal =
    caps.card === null
      ? msg('ordering.overPayAtPickupCap', { max: caps.payAtPickup, phone })
      : overCard
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
  const items: CheckoutLine[] = lines.map((line) => ({
    name:
      line.options.length > 0 ? `${line.name} (${line.options.map((option) => option.name).join(', ')})` : line.name,
    unitAmountCents: centsOf(line.unitPrice),
    quantity: line.quantity,
  }));
  if (centsOf(order.tax) > 0) items.push({ name: 'Sales tax', unitAmountCents: centsOf(order.tax), quantity: 1 });
  if (centsOf(order.tip) > 0) items.push({ name: 'Tip', unitAmountCents: centsOf(order.tip), quantity: 1 });
  const back = (outcome: 'paid' | 'cancelled') =>
    `${ctx.publicUrl}${pathInLanguage('/order/payment', languageOrDefault(order.language))}?order=${order.orderNumber}&outcome=${outcome}`;
  return {
    lines: items,
    reference: `order-${order.orderNumber}`,
    customerEmail: order.email,
    successUrl: back('paid'),
    cancelUrl: back('cancelled'),
  };
}
