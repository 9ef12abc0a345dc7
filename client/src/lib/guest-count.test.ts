import { describe, expect, test } from 'vitest';
import { guestCountValue } from './guest-count';

describe('guestCountValue', () => {
  test('a box holding no number counts as 10 guests', () => {
    expect(guestCountValue('')).toBe(10);
    expect(guestCountValue('abc')).toBe(10);
    expect(guestCountValue(Number.NaN)).toBe(10);
    expect(guestCountValue(null)).toBe(10);
    expect(guestCountValue(undefined)).toBe(10);
  });

  test('a number is kept as it is, out of range or not, for the schema to judge', () => {
    expect(guestCountValue('40')).toBe(40);
    expect(guestCountValue('5')).toBe(5);
    expect(guestCountValue(501)).toBe(501);
  });
});
