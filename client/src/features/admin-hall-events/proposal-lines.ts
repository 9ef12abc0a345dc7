import { dollarsOf, parseCents } from '@shared/money';
import {
  eventTotals,
  HALL_ADD_ONS,
  type EventTotals,
  type HallAddOnKey,
  type ProposalLineKind,
} from '@shared/hall-events';
import type {
  AdminEventBookingDto,
  AdminEventPackageDto,
  ProposalLineDto,
  proposalLineSchema,
} from '@shared/schemas/hall-events';
import type { MenuItemDto } from '@shared/schemas/menu';
import type { z } from 'zod';

/** A line as the proposal editor holds it: the form's text, and a key to keep React's rows apart. */
export interface EditorLine {
  key: string;
  kind: ProposalLineKind;
  label: string;
  labelAm: string;
  quantity: string;
  unitPrice: string;
  taxable: boolean;
  menuItemId: number | null;
}

// The words of the lines the editor writes for the client, in both of the client's languages:
// they are the proposal's content, sent whatever language staff read the back office in.
const ADD_ON_NAMES: Record<HallAddOnKey, { en: string; am: string }> = {
  coffee_ceremony: { en: 'Coffee ceremony', am: 'የቡና ሥነ ሥርዓት' },
  linens: { en: 'Table linens', am: 'የጠረጴዛ ልብሶች' },
  decor: { en: 'Decor', am: 'ማስዋቢያ' },
  dj: { en: 'DJ', am: 'ዲጄ' },
  projector: { en: 'Projector and screen', am: 'ፕሮጀክተርና ስክሪን' },
};

let lastKey = 0;
const nextKey = () => `line-${++lastKey}`;

export function blankLine(kind: ProposalLineKind, guestCount: number): EditorLine {
  return {
    key: nextKey(),
    kind,
    label: '',
    labelAm: '',
    quantity: kind === 'per_guest' ? String(guestCount) : '1',
    unitPrice: '',
    // A room rental is separately stated and untaxed unless the owner says so; the rest is taxed.
    taxable: kind !== 'rental',
    menuItemId: null,
  };
}

export function lineFromDto(line: ProposalLineDto): EditorLine {
  return {
    key: nextKey(),
    kind: line.kind,
    label: line.label,
    labelAm: line.labelAm ?? '',
    quantity: String(line.quantity),
    unitPrice: line.unitPrice,
    taxable: line.taxable,
    menuItemId: line.menuItemId,
  };
}

export function dishLine(dish: MenuItemDto, count: number): EditorLine {
  return {
    key: nextKey(),
    kind: 'dish',
    label: dish.name,
    labelAm: dish.translations.am?.name ?? '',
    quantity: String(count),
    unitPrice: dish.price,
    taxable: true,
    menuItemId: dish.id,
  };
}

/**
 * The estimate's lines, as the client asked: the package's room rental and price per guest (from
 * the package, while it exists) and each add-on. Without the package, the estimate's subtotal as one line.
 */
export function linesFromEstimate(event: AdminEventBookingDto, pkg: AdminEventPackageDto | undefined): EditorLine[] {
  const lines: EditorLine[] = [];
  if (pkg) {
    const am = pkg.translations.am?.name;
    lines.push({
      ...blankLine('rental', event.guestCount),
      label: `${event.packageName}: room rental`,
      labelAm: am ? `${am}፦ የአዳራሽ ኪራይ` : '',
      unitPrice: pkg.basePrice,
      taxable: pkg.rentalTaxable,
    });
    lines.push({
      ...blankLine('per_guest', event.guestCount),
      label: `${event.packageName}: food and service per guest`,
      labelAm: am ? `${am}፦ ምግብና አገልግሎት ለእያንዳንዱ እንግዳ` : '',
      unitPrice: pkg.pricePerPerson,
    });
  } else {
    lines.push({
      ...blankLine('free', event.guestCount),
      label: event.packageName,
      unitPrice: event.estimate.subtotal,
    });
  }
  for (const addOn of HALL_ADD_ONS) {
    if (!event.additionalServices.includes(addOn.key)) continue;
    lines.push({
      ...blankLine('add_on', event.guestCount),
      label: ADD_ON_NAMES[addOn.key].en,
      labelAm: ADD_ON_NAMES[addOn.key].am,
      unitPrice: dollarsOf(addOn.cents),
    });
  }
  return pkg ? lines : lines.filter((line, index) => index === 0 || line.kind !== 'add_on');
}

/** The editor's first lines: the last proposal's, or else the estimate's. */
export function startingLines(event: AdminEventBookingDto, pkg: AdminEventPackageDto | undefined): EditorLine[] {
  return event.proposal ? event.proposal.lines.map(lineFromDto) : linesFromEstimate(event, pkg);
}

function wholeQuantity(text: string): number | null {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : null;
}

function priceCents(text: string): number | null {
  const parsed = parseCents(text);
  return 'cents' in parsed && parsed.cents >= 0 ? parsed.cents : null;
}

/** A line's amount in cents; null while its quantity or price is not a valid one. */
export function lineCents(line: EditorLine): number | null {
  const quantity = wholeQuantity(line.quantity);
  const cents = priceCents(line.unitPrice);
  return quantity === null || cents === null ? null : quantity * cents;
}

/** The live totals: lines not yet valid count for nothing. */
export function editorTotals(lines: readonly EditorLine[], depositPercent: number): EventTotals {
  return eventTotals(
    lines.flatMap((line) => {
      const quantity = wholeQuantity(line.quantity);
      const unitCents = priceCents(line.unitPrice);
      return quantity === null || unitCents === null
        ? []
        : [{ kind: line.kind, quantity, unitCents, taxable: line.taxable }];
    }),
    depositPercent,
  );
}

/** What the server is sent: the schema checks the rest and names a bad line's field. */
export function linesToInput(lines: readonly EditorLine[]): z.input<typeof proposalLineSchema>[] {
  return lines.map((line) => ({
    kind: line.kind,
    label: line.label.trim(),
    labelAm: line.labelAm.trim() || undefined,
    quantity: Number(line.quantity),
    unitPrice: line.unitPrice.trim(),
    taxable: line.taxable,
    menuItemId: line.menuItemId,
  }));
}
