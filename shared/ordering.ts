// Pickup ordering's rules: the pickup times a day offers and the tax on an order. The server
// decides every order with these functions; the checkout shows what they allow.
import { ORDERING } from './ordering-constants';
import type { OrderingSettings } from './schemas/ordering';
import type { ServicePeriod } from './schemas/settings';
import { clockMinutes, clockText } from './time';

type PickupRules = Pick<OrderingSettings, 'prepMinutes' | 'lastPickupBeforeCloseMinutes'>;

/** The pickup times one period offers, in minutes: from opening plus the prep time, on the grid, to the last pickup. */
function periodPickups(period: ServicePeriod, rules: PickupRules): { first: number; last: number } {
  const open = clockMinutes(period.open);
  const close = clockMinutes(period.close);
  const first = Math.ceil((open + rules.prepMinutes) / ORDERING.slotMinutes) * ORDERING.slotMinutes;
  // The last pickup is on the grid too, and never at or after closing (a 0-minute margin still is).
  const last =
    Math.floor(Math.min(close - rules.lastPickupBeforeCloseMinutes, close - 1) / ORDERING.slotMinutes) *
    ORDERING.slotMinutes;
  return { first, last };
}

/**
 * Every pickup time ("HH:mm") of a day with these periods, every 15 minutes from each period's
 * opening plus the prep time to its last pickup, in time order. A closed day has none.
 */
export function pickupGrid(periods: readonly ServicePeriod[], rules: PickupRules): string[] {
  const grid: string[] = [];
  for (const period of periods) {
    const { first, last } = periodPickups(period, rules);
    for (let at = first; at <= last && at < 24 * 60; at += ORDERING.slotMinutes) grid.push(clockText(at));
  }
  return grid;
}

/**
 * The pickup times still offered on a day when it is `nowMinutes` there (null: a later day):
 * the grid from the earliest an order placed now could be ready, now plus the prep time (and the busy extra).
 */
export function pickupTimesFrom(
  periods: readonly ServicePeriod[],
  rules: PickupRules & { extraMinutes?: number },
  nowMinutes: number | null,
): string[] {
  const grid = pickupGrid(periods, rules);
  if (nowMinutes === null) return grid;
  const earliest = nowMinutes + rules.prepMinutes + (rules.extraMinutes ?? 0);
  return grid.filter((time) => clockMinutes(time) >= earliest);
}

export type AsapAnswer =
  | {
      ok: true;
      /** When an order placed now is ready, in minutes of the day. */
      readyMinutes: number;
      /** The pickup slots, from the first an ASAP order may count against, in time order. */
      slots: string[];
    }
  | { ok: false; reason: 'closed' }
  | {
      ok: false;
      reason: 'tooLate';
      /** Today's last pickup and the last moment an ASAP order is taken, "HH:mm". */
      lastPickup: string;
      lastOrder: string;
    };

/**
 * Whether an order "as soon as possible" is taken at `nowMinutes`: only while a period is open and
 * no later than its last pickup less the prep time. It is ready at now plus the prep time (and
 * the busy extra); its kitchen load counts against the first slot at or after that with room.
 */
export function asapAt(
  periods: readonly ServicePeriod[],
  rules: PickupRules & { extraMinutes?: number },
  nowMinutes: number,
): AsapAnswer {
  const period = periods.find(
    (candidate) => clockMinutes(candidate.open) <= nowMinutes && nowMinutes < clockMinutes(candidate.close),
  );
  if (!period) return { ok: false, reason: 'closed' };
  const { last } = periodPickups(period, rules);
  const prep = rules.prepMinutes + (rules.extraMinutes ?? 0);
  const lastOrder = last - prep;
  if (nowMinutes > lastOrder || last < clockMinutes(period.open))
    return { ok: false, reason: 'tooLate', lastPickup: clockText(last), lastOrder: clockText(Math.max(lastOrder, 0)) };
  const readyMinutes = nowMinutes + prep;
  const slotStart = Math.floor(readyMinutes / ORDERING.slotMinutes) * ORDERING.slotMinutes;
  const slots = pickupGrid([period], rules).filter((time) => clockMinutes(time) >= slotStart);
  return { ok: true, readyMinutes, slots };
}

/** Thousandths of a percent: "9.025" -> 9025. */
function rateThousandths(ratePercent: string): number {
  const [whole = '0', fraction = ''] = ratePercent.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}

/** The rate an order pays: the settings' rate, plus 3% in Minneapolis's downtown taxing area. */
export function effectiveTaxRate(settings: Pick<OrderingSettings, 'taxRate' | 'downtownTax'>): string {
  const thousandths = rateThousandths(settings.taxRate) + (settings.downtownTax ? 3000 : 0);
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000).padStart(3, '0');
  return `${whole}.${fraction}`;
}

/** Tax on `subtotalCents` at `ratePercent`, rounded half up to the cent, in integers only. */
export function taxCents(subtotalCents: number, ratePercent: string): number {
  // cents × thousandths of a percent / 100,000 is cents of tax; adding half the divisor rounds half up.
  return Math.floor((subtotalCents * rateThousandths(ratePercent) + 50_000) / 100_000);
}

/** A tip of `percent` on `subtotalCents` (before tax, so never on the tax), rounded half up to the cent. */
export function tipCents(subtotalCents: number, percent: number): number {
  return Math.floor((subtotalCents * percent + 50) / 100);
}

/** The most a custom tip may be on this subtotal. */
export function maxTipCents(subtotalCents: number): number {
  return Math.max(ORDERING.maxTipCents, subtotalCents);
}

type PaymentCaps = Pick<OrderingSettings, 'maxPayAtPickupTotal' | 'cardRequiredAboveTotal' | 'maxCardTotal'>;

/**
 * The largest total each way of paying takes, in dollars ("100.00"). With card payments on, pay at
 * pickup goes up to the smaller of its own cap and the total above which a card is required, and a
 * card up to `maxCardTotal`; with them off, pay at pickup up to its own cap and no card.
 */
export function paymentCaps(
  settings: PaymentCaps,
  cardPayments: boolean,
): { payAtPickup: string; card: string | null } {
  if (!cardPayments) return { payAtPickup: settings.maxPayAtPickupTotal, card: null };
  const payAtPickup =
    Number(settings.cardRequiredAboveTotal) < Number(settings.maxPayAtPickupTotal)
      ? settings.cardRequiredAboveTotal
      : settings.maxPayAtPickupTotal;
  return { payAtPickup, card: settings.maxCardTotal };
}
