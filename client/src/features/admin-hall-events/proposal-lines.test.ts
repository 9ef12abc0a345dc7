import { describe, expect, test } from 'vitest';
import type { AdminEventBookingDto, AdminEventPackageDto } from '@shared/schemas/hall-events';
import { blankLine, editorTotals, lineCents, linesFromEstimate, linesToInput } from './proposal-lines';

const event = {
  id: 7,
  packageName: 'Celebration',
  guestCount: 100,
  additionalServices: ['coffee_ceremony'],
  estimate: { subtotal: '5150.00', tax: '459.43', total: '5609.43', deposit: '2804.72' },
  proposal: null,
} as unknown as AdminEventBookingDto;

const pkg = {
  id: 1,
  basePrice: '500.00',
  pricePerPerson: '45.00',
  rentalTaxable: false,
  translations: { am: { name: 'ክብረ በዓል' } },
} as unknown as AdminEventPackageDto;

describe('the proposal editor', () => {
  test("starts from the estimate: an untaxed rental, the guests' food taxed, each add-on taxed", () => {
    const lines = linesFromEstimate(event, pkg);
    expect(lines.map((line) => [line.kind, line.quantity, line.unitPrice, line.taxable])).toEqual([
      ['rental', '1', '500.00', false],
      ['per_guest', '100', '45.00', true],
      ['add_on', '1', '150.00', true],
    ]);
    expect(lines[0]!.labelAm).toContain('ክብረ በዓል');
  });

  test('a room rental of $500 and 100 guests at $45 tax only the $4,500', () => {
    const totals = editorTotals(linesFromEstimate({ ...event, additionalServices: [] }, pkg), 50);
    expect(totals).toMatchObject({ subtotalCents: 500_000, taxableCents: 450_000, taxCents: 44_438 });
    expect(totals.totalCents).toBe(544_438);
    expect(totals.depositCents).toBe(272_219);
  });

  test('without its package, the estimate is one line of its subtotal', () => {
    const lines = linesFromEstimate(event, undefined);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.unitPrice).toBe('5150.00');
  });

  test('a line still being typed counts for nothing; the schema names it on send', () => {
    const line = { ...blankLine('free', 10), quantity: '2', unitPrice: '12.5' };
    expect(lineCents(line)).toBe(2500);
    expect(lineCents({ ...line, unitPrice: 'abc' })).toBeNull();
    expect(lineCents({ ...line, quantity: '0' })).toBeNull();
    expect(editorTotals([{ ...line, unitPrice: '' }], 50).totalCents).toBe(0);
    expect(linesToInput([{ ...line, label: '  Cake ', labelAm: ' ' }])[0]).toMatchObject({
      label: 'Cake',
      labelAm: undefined,
      quantity: 2,
      unitPrice: '12.5',
    });
  });
});
