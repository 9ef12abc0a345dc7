import { centsOf, dollarsOf, parseCents } from '@shared/money';
import { TIP_PERCENTS, type PaymentMethod, type TipPercent } from '@shared/ordering-constants';
import { maxTipCents, tipCents } from '@shared/ordering';
import type { OrderingStatusDto } from '@shared/schemas/ordering';

/** The tip radio group's values: none, a percent of the subtotal, or the diner's own amount. */
export type TipChoice = 'none' | `${TipPercent}` | 'custom';

export const TIP_CHOICES: readonly TipChoice[] = [
  'none',
  ...TIP_PERCENTS.map((percent) => `${percent}` as const),
  'custom',
];

type Caps = Pick<OrderingStatusDto, 'cardPayments' | 'maxPayAtPickupTotal'>;

/**
 * Card when what is left to pay before the tip (the total less any gift card) is over what pay
 * at pickup takes; otherwise pay at pickup (as without cards).
 */
export function defaultPaymentMethod(ordering: Caps | undefined, amountDue: string | undefined): PaymentMethod {
  if (!ordering?.cardPayments || !amountDue) return 'pay_at_pickup';
  return centsOf(amountDue) > centsOf(ordering.maxPayAtPickupTotal) ? 'card' : 'pay_at_pickup';
}

/** Over the pay-at-pickup cap: what is left to pay before the tip must be paid by card. */
export function overPayAtPickupCap(
  ordering: Pick<Caps, 'maxPayAtPickupTotal'>,
  amountDue: string | undefined,
): boolean {
  return amountDue !== undefined && centsOf(amountDue) > centsOf(ordering.maxPayAtPickupTotal);
}

/**
 * A gift card the diner applied at checkout: its code (sent again only with the order) and what
 * the quote said it pays of the total it was quoted on. The code lives in memory only.
 */
export interface AppliedGiftCard {
  code: string;
  last4: string;
  amount: string;
  quotedTotal: string;
}

/**
 * What the card pays of `toPayCents` (the total, with any tip): its quoted part, never more than
 * there is to pay. A card that covered the whole quoted total may hold more (for a tip, a bigger
 * cart); the server takes that when it places the order, and records the order paid by gift card
 * when nothing is left.
 */
export function giftCardPartCents(card: Pick<AppliedGiftCard, 'amount'> | null, toPayCents: number): number {
  return card ? Math.min(centsOf(card.amount), toPayCents) : 0;
}

/** What is left to pay after the gift card, in dollars: the total (with any tip) less the card's part. */
export function amountDueAfter(card: Pick<AppliedGiftCard, 'amount'> | null, total: string, tip = 0): string {
  const toPay = centsOf(total) + tip;
  return dollarsOf(toPay - giftCardPartCents(card, toPay));
}

/**
 * The `paymentMethod` the order sends: `gift_card` when the card leaves nothing to pay; else the
 * diner's way of paying what is left (only pay at pickup while cards are not taken online). A tip
 * left over once the card paid the order is paid by card: pay at pickup takes no tip.
 * `amountDue` (with the tip) is undefined while the order's quote is not in.
 */
export function methodToSend(
  chosen: PaymentMethod,
  amountDue: string | undefined,
  { giftCard, cardPayments, tip }: { giftCard: boolean; cardPayments: boolean; tip: number },
): PaymentMethod {
  if (giftCard && amountDue !== undefined && centsOf(amountDue) === 0) return 'gift_card';
  if (!cardPayments) return 'pay_at_pickup';
  return chosen === 'gift_card' || tip > 0 ? 'card' : chosen;
}

const percentOf = (choice: TipChoice): TipPercent | null =>
  TIP_PERCENTS.find((percent) => `${percent}` === choice) ?? null;

/** A percent choice's tip on this subtotal (before tax), in cents, as the server works it out. */
export function percentTipCents(subtotal: string, percent: TipPercent): number {
  return tipCents(centsOf(subtotal), percent);
}

/** The tip in cents the choice adds, or null while a custom amount is not a valid one (empty is no tip). */
export function tipOf(choice: TipChoice, custom: string, subtotal: string): number | null {
  if (choice === 'none') return 0;
  const percent = percentOf(choice);
  if (percent) return percentTipCents(subtotal, percent);
  const text = custom.trim().replace(/^\$/, '');
  if (!text) return 0;
  const parsed = parseCents(text);
  if ('problem' in parsed || parsed.cents < 0 || parsed.cents > maxTipCents(centsOf(subtotal))) return null;
  return parsed.cents;
}

/**
 * What the order sends about the tip: `tipPercent` for a percent, `tip` for an amount; nothing
 * without one or for pay at pickup (a tip is paid by card or by the gift card).
 */
export function tipFields(
  method: PaymentMethod,
  choice: TipChoice,
  custom: string,
  subtotal: string,
): { tip?: string; tipPercent?: TipPercent } {
  if (method === 'pay_at_pickup') return {};
  const percent = percentOf(choice);
  if (percent) return { tipPercent: percent };
  const cents = choice === 'custom' ? tipOf(choice, custom, subtotal) : 0;
  return cents ? { tip: dollarsOf(cents) } : {};
}

/** The total the diner pays: the order's total and the tip. */
export function totalWithTip(total: string, tip: number): string {
  return dollarsOf(centsOf(total) + tip);
}

/** The largest custom tip on this subtotal, in dollars. */
export function largestTip(subtotal: string): string {
  return dollarsOf(maxTipCents(centsOf(subtotal)));
}
