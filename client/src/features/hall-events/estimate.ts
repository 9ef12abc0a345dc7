import { estimateLines, eventTotals, HALL_ADD_ONS, type EventTotals, type HallAddOnKey } from '@shared/hall-events';
import type { EventPackageDto } from '@shared/schemas/hall-events';
import { centsOf, parseCents } from '@shared/money';
import type { HallInfoDto } from '@shared/schemas/hall-events';

/** One line of the live estimate: what it is, how many at what, and whether sales tax applies. */
export interface EstimateRow {
  key: 'rental' | 'per_guest' | HallAddOnKey;
  quantity: number;
  unitCents: number;
  amountCents: number;
  taxable: boolean;
}

export interface Estimate {
  rows: EstimateRow[];
  totals: EventTotals;
}

/** An add-on's price: the hall's own (from /api/hall/info) when it has one, else the site's default. */
function addOnCents(key: HallAddOnKey, info: HallInfoDto | undefined): number {
  const price = info?.addOns.find((addOn) => addOn.key === key)?.price;
  const parsed = price === undefined ? undefined : parseCents(price);
  if (parsed && 'cents' in parsed) return parsed.cents;
  return HALL_ADD_ONS.find((addOn) => addOn.key === key)!.cents;
}

/**
 * The estimate the request form shows: the shared arithmetic (the room rental untaxed unless the
 * package says so, food and service per guest taxed, add-ons taxed), each line named. Guests
 * outside a whole number count as none.
 */
export function requestEstimate(
  pkg: EventPackageDto,
  guestCount: number,
  addOns: readonly HallAddOnKey[],
  info: HallInfoDto | undefined,
  depositPercent: number,
): Estimate {
  const guests = Number.isInteger(guestCount) && guestCount > 0 ? guestCount : 0;
  const chosen = HALL_ADD_ONS.map((addOn) => addOn.key).filter((key) => addOns.includes(key));
  const lines = estimateLines({
    basePriceCents: centsOf(pkg.basePrice),
    pricePerPersonCents: centsOf(pkg.pricePerPerson),
    rentalTaxable: pkg.rentalTaxable,
    guestCount: guests,
    addOns: chosen,
  });
  // estimateLines keeps HALL_ADD_ONS' order, as `chosen` does: its add-on lines follow the keys.
  const keys: EstimateRow['key'][] = ['rental', 'per_guest', ...chosen];
  const rows = lines.map((line, index) => {
    const key = keys[index]!;
    const unitCents = line.kind === 'add_on' ? addOnCents(key as HallAddOnKey, info) : line.unitCents;
    return { key, quantity: line.quantity, unitCents, amountCents: unitCents * line.quantity, taxable: line.taxable };
  });
  const totals = eventTotals(
    rows.map((row) => ({
      kind: row.key === 'rental' ? 'rental' : row.key === 'per_guest' ? 'per_guest' : 'add_on',
      quantity: row.quantity,
      unitCents: row.unitCents,
      taxable: row.taxable,
    })),
    depositPercent,
  );
  return { rows, totals };
}
