import { describe, expect, test } from 'vitest';
import { expiryChoices } from './gift-card-expiry';

describe('expiryChoices', () => {
  test('no expiry first, then 5, 10, 15 and 20 years', () => {
    expect(expiryChoices(0)).toEqual([
      { months: 0, years: null },
      { months: 60, years: 5 },
      { months: 120, years: 10 },
      { months: 180, years: 15 },
      { months: 240, years: 20 },
    ]);
  });

  test('a stored value off the list is offered in its place, in order', () => {
    expect(expiryChoices(72).map((choice) => choice.months)).toEqual([0, 60, 72, 120, 180, 240]);
    expect(expiryChoices(61)).toContainEqual({ months: 61, years: null });
    expect(expiryChoices(72)).toContainEqual({ months: 72, years: 6 });
  });
});
