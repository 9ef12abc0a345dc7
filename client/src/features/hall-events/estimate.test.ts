import { describe, expect, test } from 'vitest';
import { DEFAULT_HALL_SETTINGS, type EventPackageDto } from '@shared/schemas/hall-events';
import { requestEstimate } from './estimate';
import type { HallInfoDto } from '@shared/schemas/hall-events';
import { packageRuns, packageText, runKey, runOfKey } from './packages';

const celebration: EventPackageDto = {
  id: 1,
  name: 'Celebration',
  shortDescription: 'Birthdays and graduations',
  description: '',
  minGuests: 20,
  maxGuests: 150,
  basePrice: '500.00',
  pricePerPerson: '45.00',
  rentalTaxable: false,
  features: ['Round tables'],
  services: ['Buffet service'],
  drinks: [],
  foodOptions: [],
  decorations: [],
  entertainment: [],
  duration: 180,
  setupTime: 30,
  cleanupTime: 30,
  image: null,
  category: 'celebration',
  popularity: 3,
  blocksNeeded: 1,
  translations: { am: { name: 'ክብረ በዓል', features: ['ክብ ጠረጴዛዎች'] } },
};
const wedding: EventPackageDto = {
  ...celebration,
  id: 2,
  duration: 300,
  setupTime: 120,
  cleanupTime: 60,
  blocksNeeded: 2,
};

const info: HallInfoDto = {
  leadDays: 14,
  horizonMonths: 18,
  blocks: DEFAULT_HALL_SETTINGS.blocks,
  confirmByEmail: true,
  firstBookableDate: '2026-12-13',
  lastBookableDate: '2028-05-29',
  taxRate: '9.875',
  depositPercent: 50,
  addOns: [
    { key: 'coffee_ceremony', price: '150.00', kind: 'service' },
    { key: 'linens', price: '250.00', kind: 'rental' },
  ],
};

describe('the live estimate', () => {
  test('a room rental of $500 and 100 guests at $45 tax only the $4,500', () => {
    const { rows, totals } = requestEstimate(celebration, 100, [], info, 50);
    expect(rows).toEqual([
      { key: 'rental', quantity: 1, unitCents: 50_000, amountCents: 50_000, taxable: false },
      { key: 'per_guest', quantity: 100, unitCents: 4_500, amountCents: 450_000, taxable: true },
    ]);
    expect(totals.taxableCents).toBe(450_000);
    expect(totals.taxCents).toBe(44_438);
    expect(totals.totalCents).toBe(544_438);
    expect(totals.depositCents).toBe(272_219);
  });

  test("add-ons are taxed lines at the hall's prices, in the site's order, or its defaults", () => {
    const { rows, totals } = requestEstimate(celebration, 20, ['linens', 'dj', 'coffee_ceremony'], info, 50);
    expect(rows.slice(2)).toEqual([
      { key: 'coffee_ceremony', quantity: 1, unitCents: 15_000, amountCents: 15_000, taxable: true },
      { key: 'linens', quantity: 1, unitCents: 25_000, amountCents: 25_000, taxable: true },
      { key: 'dj', quantity: 1, unitCents: 40_000, amountCents: 40_000, taxable: true },
    ]);
    expect(totals.subtotalCents).toBe(50_000 + 90_000 + 80_000);
  });

  test('a rental the package marks taxed is taxed; guests not yet a whole number count as none', () => {
    const { rows, totals } = requestEstimate({ ...celebration, rentalTaxable: true }, Number.NaN, [], undefined, 0);
    expect(rows[0]!.taxable).toBe(true);
    expect(rows[1]!.quantity).toBe(0);
    expect(totals.taxableCents).toBe(50_000);
    expect(totals.depositCents).toBe(0);
  });
});

describe('a package on the page', () => {
  test('speaks Amharic where the manager translated it, English elsewhere', () => {
    expect(packageText(celebration, 'am')).toMatchObject({
      name: 'ክብረ በዓል',
      shortDescription: 'Birthdays and graduations',
      features: ['ክብ ጠረጴዛዎች'],
      services: ['Buffet service'],
    });
    expect(packageText(celebration, 'en').name).toBe('Celebration');
  });

  test("offers the runs the server accepts with the hall's block times, and every run of its size before", () => {
    expect(packageRuns(celebration, info.blocks)).toEqual([['morning'], ['afternoon'], ['evening']]);
    expect(packageRuns(wedding, info.blocks)).toEqual([
      ['morning', 'afternoon'],
      ['afternoon', 'evening'],
    ]);
    expect(packageRuns(wedding, undefined)).toEqual([
      ['morning', 'afternoon'],
      ['afternoon', 'evening'],
    ]);
    expect(packageRuns({ ...wedding, blocksNeeded: 0 }, undefined)).toEqual([]);
    // Longer than the afternoon and evening together (9 hours from 14:00 to 23:00): the whole day.
    expect(packageRuns({ ...wedding, duration: 600 }, info.blocks)).toEqual([['morning', 'afternoon', 'evening']]);
  });

  test('a run round-trips through its select value', () => {
    expect(runOfKey(runKey(['afternoon', 'evening']))).toEqual(['afternoon', 'evening']);
    expect(runOfKey('evening+lunch')).toEqual(['evening']);
  });
});
