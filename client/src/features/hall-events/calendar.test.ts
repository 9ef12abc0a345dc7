import { describe, expect, test } from 'vitest';
import type { HallDayDto } from '@shared/schemas/hall-events';
import { freeRuns, monthGrid, movedFocus, runForBlock, shiftMonth, shownState } from './calendar';

const day = (
  morning: HallDayDto['blocks'][number]['state'],
  afternoon: HallDayDto['blocks'][number]['state'],
  evening: HallDayDto['blocks'][number]['state'],
  bookable = true,
): HallDayDto => ({
  date: '2026-12-26',
  bookable,
  blocks: [
    { block: 'morning', state: morning },
    { block: 'afternoon', state: afternoon },
    { block: 'evening', state: evening },
  ],
});

const ONE = [['morning'], ['afternoon'], ['evening']] as const;
const TWO = [
  ['morning', 'afternoon'],
  ['afternoon', 'evening'],
] as const;

describe('the runs a package may take on a day', () => {
  test('only runs whose every block is free', () => {
    expect(freeRuns(day('free', 'free', 'held'), TWO)).toEqual([['morning', 'afternoon']]);
    expect(freeRuns(day('booked', 'free', 'free'), TWO)).toEqual([['afternoon', 'evening']]);
    expect(freeRuns(day('free', 'closed', 'free'), TWO)).toEqual([]);
  });

  test('none on a day inside the lead time, or a day not read', () => {
    expect(freeRuns(day('free', 'free', 'free', false), ONE)).toEqual([]);
    expect(freeRuns(undefined, ONE)).toEqual([]);
  });

  test('a chosen block picks the free run that starts with it, else one that holds it', () => {
    expect(runForBlock('afternoon', day('free', 'free', 'free'), TWO)).toEqual(['afternoon', 'evening']);
    expect(runForBlock('evening', day('free', 'free', 'free'), TWO)).toEqual(['afternoon', 'evening']);
    expect(runForBlock('afternoon', day('free', 'free', 'booked'), TWO)).toEqual(['morning', 'afternoon']);
    expect(runForBlock('morning', day('free', 'booked', 'free'), TWO)).toBeNull();
    expect(runForBlock('evening', day('free', 'free', 'free'), ONE)).toEqual(['evening']);
  });

  test('a free block of a day not taken online shows as unavailable; the others as they are', () => {
    expect(shownState(day('free', 'free', 'free', false), 'free')).toBe('unavailable');
    expect(shownState(day('free', 'free', 'free', false), 'booked')).toBe('booked');
    expect(shownState(day('free', 'free', 'free'), 'free')).toBe('free');
  });
});

describe('the month', () => {
  test('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-05', 18)).toBe('2027-11');
  });

  test('starts its grid on a Sunday', () => {
    // December 1, 2026 is a Tuesday.
    expect(monthGrid('2026-12').leading).toBe(2);
    expect(monthGrid('2026-12').dates).toHaveLength(31);
    expect(monthGrid('2027-02').dates).toHaveLength(28);
  });

  test('the arrow keys move through blocks and days, and stop at the ends', () => {
    expect(movedFocus({ day: 0, block: 2 }, 'ArrowRight', 31, 3)).toEqual({ day: 1, block: 0 });
    expect(movedFocus({ day: 1, block: 0 }, 'ArrowLeft', 31, 3)).toEqual({ day: 0, block: 2 });
    expect(movedFocus({ day: 4, block: 1 }, 'ArrowDown', 31, 3)).toEqual({ day: 5, block: 1 });
    expect(movedFocus({ day: 0, block: 1 }, 'ArrowUp', 31, 3)).toBeNull();
    expect(movedFocus({ day: 30, block: 2 }, 'ArrowRight', 31, 3)).toBeNull();
    expect(movedFocus({ day: 3, block: 1 }, 'End', 31, 3)).toEqual({ day: 3, block: 2 });
    expect(movedFocus({ day: 3, block: 1 }, 'Enter', 31, 3)).toBeNull();
  });
});
