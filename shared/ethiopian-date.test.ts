import { describe, expect, test } from 'vitest';
import { formatEthiopianDate } from './ethiopian-date';

describe('formatEthiopianDate', () => {
  test.each([
    ['2026-11-23', 'ኅዳር 14 ቀን 2019 ዓ.ም.'],
    // Enkutatash, the new year: Meskerem 1.
    ['2026-09-11', 'መስከረም 1 ቀን 2019 ዓ.ም.'],
    // Genna (Christmas) and Timket (Epiphany).
    ['2027-01-07', 'ታኅሣሥ 29 ቀን 2019 ዓ.ም.'],
    ['2027-01-19', 'ጥር 11 ቀን 2019 ዓ.ም.'],
    // 2019 is a leap year: Pagume has a sixth day, and the new year comes a day later.
    ['2027-09-11', 'ጳጉሜን 6 ቀን 2019 ዓ.ም.'],
    ['2027-09-12', 'መስከረም 1 ቀን 2020 ዓ.ም.'],
    ['2024-02-29', 'የካቲት 21 ቀን 2016 ዓ.ም.'],
  ])('%s is %s', (date, written) => {
    expect(formatEthiopianDate(date)).toBe(written);
  });

  test('the same day whatever the zone the machine runs in', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(formatEthiopianDate('2026-11-23')).toBe('ኅዳር 14 ቀን 2019 ዓ.ም.');
    } finally {
      process.env.TZ = zone;
    }
  });

  test('a malformed date is null', () => {
    expect(formatEthiopianDate('not a date')).toBeNull();
  });
});
