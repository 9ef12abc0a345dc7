import { describe, expect, test } from 'vitest';
import {
  blockRunsFor,
  blocksFit,
  blocksNeededFor,
  estimateLines,
  eventMayMove,
  eventTotals,
  hallTaxCents,
  type HallBlockTimes,
} from './hall-events';
import { DEFAULT_HALL_SETTINGS } from './schemas/hall-events';

const times: HallBlockTimes = DEFAULT_HALL_SETTINGS.blocks;

describe('the blocks an event takes', () => {
  test('four hours from setup to cleanup fit one block; any of the three may be asked', () => {
    expect(blocksNeededFor(240, times)).toBe(1);
    expect(blockRunsFor(240, times)).toEqual([['morning'], ['afternoon'], ['evening']]);
  });

  test('eight hours need two blocks, the hour between them counted; the evening alone does not fit', () => {
    expect(blocksNeededFor(480, times)).toBe(2);
    expect(blocksFit(['afternoon', 'evening'], 480, times)).toBe(true);
    expect(blocksFit(['evening', 'afternoon'], 480, times)).toBe(true);
    expect(blocksFit(['evening'], 480, times)).toBe(false);
    expect(blocksFit(['morning', 'evening'], 480, times)).toBe(false);
  });

  test('a day is 9:00 to 23:00: fourteen hours take all three blocks, fifteen fit no day', () => {
    expect(blocksNeededFor(14 * 60, times)).toBe(3);
    expect(blocksNeededFor(15 * 60, times)).toBe(0);
    expect(blocksFit(['morning', 'afternoon', 'evening'], 15 * 60, times)).toBe(false);
  });

  test('a block asked twice is not a run', () => {
    expect(blocksFit(['evening', 'evening'], 240, times)).toBe(false);
  });
});

describe('an estimate', () => {
  test('a room rental of $500 and 100 guests at $45 tax only the $4,500', () => {
    const lines = estimateLines({
      basePriceCents: 50_000,
      pricePerPersonCents: 4_500,
      rentalTaxable: false,
      guestCount: 100,
      addOns: [],
    });
    expect(eventTotals(lines, 50)).toEqual({
      subtotalCents: 500_000,
      taxableCents: 450_000,
      taxCents: 44_438,
      totalCents: 544_438,
      depositCents: 272_219,
    });
  });

  test('a rental the owner marks taxable is taxed, and add-ons are taxed', () => {
    const lines = estimateLines({
      basePriceCents: 50_000,
      pricePerPersonCents: 0,
      rentalTaxable: true,
      guestCount: 1,
      addOns: ['linens'],
    });
    expect(eventTotals(lines, 50).taxableCents).toBe(70_000);
  });

  test('St. Paul’s 9.875% rounds half a cent up', () => {
    expect(hallTaxCents(100)).toBe(10);
    expect(hallTaxCents(10_000)).toBe(988);
  });
});

test('an ended event moves nowhere; a hold may become a proposal or be lost', () => {
  expect(eventMayMove('tentative', 'proposal_sent')).toBe(true);
  expect(eventMayMove('tentative', 'confirmed')).toBe(false);
  expect(eventMayMove('expired', 'tentative')).toBe(false);
});
