import { describe, expect, test } from 'vitest';
import { ethiopianHolidays, ethiopianHolidaysBetween } from './ethiopian-holidays';

// Published dates (Ethiopian Orthodox Church calendar) for each Gregorian year.
const PUBLISHED: Record<number, Record<string, string>> = {
  2025: {
    genna: '2025-01-07',
    timkat: '2025-01-19',
    fasika: '2025-04-20',
    enkutatash: '2025-09-11',
    meskel: '2025-09-27',
  },
  2026: {
    genna: '2026-01-07',
    timkat: '2026-01-19',
    fasika: '2026-04-12',
    enkutatash: '2026-09-11',
    meskel: '2026-09-27',
  },
  2027: {
    genna: '2027-01-07',
    timkat: '2027-01-19',
    fasika: '2027-05-02',
    enkutatash: '2027-09-12',
    meskel: '2027-09-28',
  },
  2028: {
    genna: '2028-01-07',
    timkat: '2028-01-20',
    fasika: '2028-04-16',
    enkutatash: '2028-09-11',
    meskel: '2028-09-27',
  },
  2029: {
    genna: '2029-01-07',
    timkat: '2029-01-19',
    fasika: '2029-04-08',
    enkutatash: '2029-09-11',
    meskel: '2029-09-27',
  },
  2030: {
    genna: '2030-01-07',
    timkat: '2030-01-19',
    fasika: '2030-04-28',
    enkutatash: '2030-09-11',
    meskel: '2030-09-27',
  },
};

describe('Ethiopian holidays', () => {
  test.each(Object.keys(PUBLISHED).map(Number))('%i matches the published dates', (year) => {
    const computed = Object.fromEntries(ethiopianHolidays(year).map((holiday) => [holiday.key, holiday.date]));
    expect(computed).toEqual(PUBLISHED[year]);
  });

  test('a fixed Gregorian date would be wrong: Meskel 2027 and Timkat 2028 move by a day', () => {
    expect(ethiopianHolidays(2027).find((holiday) => holiday.key === 'meskel')?.date).toBe('2027-09-28');
    expect(ethiopianHolidays(2028).find((holiday) => holiday.key === 'timkat')?.date).toBe('2028-01-20');
  });

  test('a range across New Year lists the holidays of both years in order', () => {
    expect(ethiopianHolidaysBetween('2026-11-25', '2027-01-31').map((holiday) => holiday.date)).toEqual([
      '2027-01-07',
      '2027-01-19',
    ]);
  });

  test('the years of a range are counted, at most ten: a range to the end of the calendar is refused at once', () => {
    expect(ethiopianHolidaysBetween('2027-01-08', '2027-01-06')).toEqual([]);
    expect(ethiopianHolidaysBetween('2026-01-01', '2035-12-31')).toHaveLength(50);
    expect(() => ethiopianHolidaysBetween('2026-01-01', '9999-12-31')).toThrow(RangeError);
  });
});
