import { describe, expect, test } from 'vitest';
import { asapAt, effectiveTaxRate, pickupGrid, pickupTimesFrom, taxCents } from './ordering';

const rules = { prepMinutes: 20, lastPickupBeforeCloseMinutes: 15 };
const dinner = [{ open: '11:00', close: '22:00' }];

describe('pickup times', () => {
  test('run every 15 minutes from opening plus the prep time to 15 minutes before closing', () => {
    const grid = pickupGrid(dinner, rules);
    expect(grid[0]).toBe('11:30');
    expect(grid.at(-1)).toBe('21:45');
    expect(grid).toHaveLength(42);
  });

  test('each period of a split day has its own, and a closed day none', () => {
    const grid = pickupGrid(
      [
        { open: '11:00', close: '15:00' },
        { open: '17:00', close: '22:00' },
      ],
      rules,
    );
    expect(grid).toContain('14:45');
    expect(grid).not.toContain('15:00');
    expect(grid).not.toContain('17:15');
    expect(grid).toContain('17:30');
    expect(pickupGrid([], rules)).toEqual([]);
  });

  test('a period to midnight ends its pickups before midnight', () => {
    expect(pickupGrid([{ open: '18:00', close: '24:00' }], rules).at(-1)).toBe('23:45');
  });

  test('today keeps only the times an order placed now can be ready for', () => {
    const times = pickupTimesFrom(dinner, rules, 18 * 60 + 12);
    expect(times[0]).toBe('18:45');
    expect(pickupTimesFrom(dinner, rules, null)[0]).toBe('11:30');
  });
});

describe('as soon as possible', () => {
  test('is ready at now plus the prep time and counts against that slot or later', () => {
    const answer = asapAt(dinner, rules, 18 * 60 + 20);
    expect(answer).toMatchObject({ ok: true, readyMinutes: 18 * 60 + 40 });
    if (answer.ok) expect(answer.slots[0]).toBe('18:30');
  });

  test('stops at the last pickup less the prep time (#977)', () => {
    expect(asapAt(dinner, rules, 21 * 60 + 25).ok).toBe(true);
    expect(asapAt(dinner, rules, 21 * 60 + 50)).toEqual({
      ok: false,
      reason: 'tooLate',
      lastPickup: '21:45',
      lastOrder: '21:25',
    });
  });

  test('is not taken before opening or between periods', () => {
    expect(asapAt(dinner, rules, 10 * 60 + 59)).toEqual({ ok: false, reason: 'closed' });
    expect(
      asapAt(
        [
          { open: '11:00', close: '15:00' },
          { open: '17:00', close: '22:00' },
        ],
        rules,
        16 * 60,
      ),
    ).toEqual({
      ok: false,
      reason: 'closed',
    });
  });
});

describe('tax', () => {
  test('rounds half up to the cent in integers', () => {
    expect(taxCents(10_000, '9.025')).toBe(903); // 902.5 -> 903
    expect(taxCents(2_000, '9.025')).toBe(181); // 180.5 -> 181
    expect(taxCents(1_999, '9.025')).toBe(180); // 180.40975
    expect(taxCents(0, '9.025')).toBe(0);
    expect(taxCents(12_345, '0')).toBe(0);
  });

  test('the downtown taxing area adds 3%', () => {
    expect(effectiveTaxRate({ taxRate: '9.025', downtownTax: false })).toBe('9.025');
    expect(effectiveTaxRate({ taxRate: '9.025', downtownTax: true })).toBe('12.025');
    expect(effectiveTaxRate({ taxRate: '8', downtownTax: false })).toBe('8.000');
  });
});
