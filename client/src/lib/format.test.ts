import { describe, expect, test } from 'vitest';
import { formatMoney, truncate } from './format';

describe('formatMoney', () => {
  test('dollars with two decimals and thousands separators', () => {
    expect(formatMoney('18.5')).toBe('$18.50');
    expect(formatMoney(1250)).toBe('$1,250.00');
    expect(formatMoney('19.95')).toBe('$19.95');
  });

  test('missing or unreadable amounts read as $0.00', () => {
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney('abc')).toBe('$0.00');
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
