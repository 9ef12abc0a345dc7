import { describe, expect, test } from 'vitest';
import { DEFAULT_WEEKLY_HOURS, yearsOfService } from './business-info';
import { formatClock, groupWeeklyHours, yearIn } from './time';

describe('time helpers', () => {
  test('formatClock reads 24-hour text as a 12-hour clock', () => {
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('11:00')).toBe('11:00 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('21:30')).toBe('9:30 PM');
  });

  test('the default week is one group, Monday to Sunday, 11 AM to 10 PM', () => {
    expect(groupWeeklyHours(DEFAULT_WEEKLY_HOURS)).toEqual([
      { from: 'monday', to: 'sunday', hours: { closed: false, open: '11:00', close: '22:00' } },
    ]);
  });

  test('days with other hours split the week into runs', () => {
    const week = {
      ...DEFAULT_WEEKLY_HOURS,
      friday: { closed: false, open: '11:00', close: '23:00' },
      saturday: { closed: false, open: '11:00', close: '23:00' },
      sunday: { closed: true, open: '11:00', close: '22:00' },
    };
    expect(groupWeeklyHours(week).map((g) => [g.from, g.to])).toEqual([
      ['monday', 'thursday'],
      ['friday', 'saturday'],
      ['sunday', 'sunday'],
    ]);
  });

  test("the year is the restaurant's year, not the machine's", () => {
    // 05:30 UTC on New Year's Day is still New Year's Eve in Minneapolis.
    const newYearUtc = new Date('2027-01-01T05:30:00Z');
    expect(yearIn('America/Chicago', newYearUtc)).toBe(2026);
    expect(yearIn('UTC', newYearUtc)).toBe(2027);
    expect(yearsOfService(1995, 'America/Chicago', newYearUtc)).toBe(31);
  });
});
