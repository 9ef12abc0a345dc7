import { describe, expect, test } from 'vitest';
import { DEFAULT_WEEKLY_HOURS, yearsOfService } from './business-info';
import { addDays, formatClock, groupWeeklyHours, slotTimes, yearIn, zonedMoment } from './time';

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

  test('zonedMoment reads the wall clock of the restaurant, not of the machine', () => {
    // 03:30 UTC on 1 Jan is still New Year's Eve, 21:30, in Minneapolis.
    expect(zonedMoment('America/Chicago', new Date('2027-01-01T03:30:00Z'))).toEqual({
      date: '2026-12-31',
      time: '21:30',
      minutes: 1290,
      weekday: 'thursday',
    });
    expect(zonedMoment('Africa/Addis_Ababa', new Date('2027-01-01T03:30:00Z')).date).toBe('2027-01-01');
  });

  test('addDays crosses months and years; slotTimes lists every slot', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    const slots = slotTimes({ first: '11:00', last: '21:30', intervalMinutes: 30 });
    expect(slots).toHaveLength(22);
    expect(slots.slice(0, 2)).toEqual(['11:00', '11:30']);
    expect(slots.at(-1)).toBe('21:30');
  });
});
