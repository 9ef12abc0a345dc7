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

/** Card when the total before the tip is over what pay at pickup takes; otherwise pay at pickup (as without cards). */
export function defaultPaymentMethod(ordering: Caps | undefined, total: string | undefined): PaymentMethod {
  if (!ordering?.cardPayments || !total) return 'pay_at_pickup';
  return centsOf(total) > centsOf(ordering.maxPayAtPickupTotal) ? 'card' : 'pay_at_pickup';
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

/** What the order sends about the tip: `tipPercent` for a percent, `tip` for an amount, nothing without one or for pay at pickup. */
export function tipFields(
  method: PaymentMethod,
  choice: TipChoice,
  custom: string,
  subtotal: string,
): { tip?: string; tipPercent?: TipPercent } {
  if (method !== 'card') return {};
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
