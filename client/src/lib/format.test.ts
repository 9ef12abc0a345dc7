import { describe, expect, test } from 'vitest';
import { formatMoney, truncate } from './format';

describe('formatMoney', () => {
  test('dollars with two decimals and thousands separators', () => {
    expect(formatMoney('18.5', 'en')).toBe('$18.50');
    expect(formatMoney(1250, 'en')).toBe('$1,250.00');
    expect(formatMoney('19.95', 'en')).toBe('$19.95');
  });

  test('in Amharic still US dollars, written with "$" as a Minneapolis menu does, not "US$"', () => {
    expect(formatMoney(1250, 'am')).toBe('$1,250.00');
    expect(formatMoney('18.5', 'am')).toBe('$18.50');
  });

  test('missing or unreadable amounts read as $0.00', () => {
    expect(formatMoney(null, 'en')).toBe('$0.00');
    expect(formatMoney(undefined, 'am')).toBe('$0.00');
    expect(formatMoney('abc', 'en')).toBe('$0.00');
  });
});

describe("formatMoney with cents: 'unlessWhole'", () => {
  test('whole dollars without cents, as gift-card amounts are offered; others to the cent', () => {
    expect(formatMoney(50, 'en', { cents: 'unlessWhole' })).toBe('$50');
    expect(formatMoney(1000, 'am', { cents: 'unlessWhole' })).toBe('$1,000');
    expect(formatMoney(37.5, 'en', { cents: 'unlessWhole' })).toBe('$37.50');
  });
});

describe('truncate', () => {
  test('cuts at max characters, trims the cut, and adds one ellipsis', () => {
    expect(truncate('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}…`);
    expect(truncate('1234 Lake Street, Minneapolis, MN 55408', 30)).toBe('1234 Lake Street, Minneapolis,…');
  });

  test('leaves text of max characters or fewer alone', () => {
    expect(truncate('b'.repeat(100), 100)).toBe('b'.repeat(100));
    expect(truncate('Short and sweet.', 100)).toBe('Short and sweet.');
  });
});
