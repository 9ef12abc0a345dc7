import { describe, expect, test } from 'vitest';
import { guestCountValue } from './guest-count';

describe('guestCountValue', () => {
  test('a box holding no number counts as the fallback', () => {
    for (const value of ['', 'abc', Number.NaN, null, undefined]) {
      expect(guestCountValue(value, 10)).toBe(10);
      expect(guestCountValue(value, 1)).toBe(1);
    }
  });

  test('a number is kept whole, out of range or not, for the schema to judge', () => {
    expect(guestCountValue('40', 10)).toBe(40);
    expect(guestCountValue('5', 10)).toBe(5);
    expect(guestCountValue(501, 10)).toBe(501);
    expect(guestCountValue('0', 1)).toBe(0);
    expect(guestCountValue(7, 1)).toBe(7);
  });
});
