import { describe, expect, test } from 'vitest';
import { DEFAULT_WEEKLY_HOURS, yearsOfService } from './business-info';
import {
  addDays,
  addYears,
  clockMinutes,
  clockText,
  datesBetween,
  datesOfMonth,
  daysBetween,
  formatClock,
  groupWeeklyHours,
  isDateWithin,
  yearIn,
  zonedInstant,
  zonedMoment,
} from './time';

describe('time helpers', () => {
  test('formatClock reads 24-hour text as a 12-hour clock', () => {
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('11:00')).toBe('11:00 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('21:30')).toBe('9:30 PM');
    expect(formatClock('00:00')).toBe('12:00 AM');
    // The end of a period that runs to midnight.
    expect(formatClock('24:00')).toBe('12:00 AM');
  });

  test('the default week groups into Monday to Thursday, Friday and Saturday, and Sunday', () => {
    const open = (close: string) => ({ closed: false, periods: [{ open: '11:00', close }] });
    expect(groupWeeklyHours(DEFAULT_WEEKLY_HOURS)).toEqual([
      { from: 'monday', to: 'thursday', hours: open('21:30') },
      { from: 'friday', to: 'saturday', hours: open('22:00') },
      { from: 'sunday', to: 'sunday', hours: open('21:00') },
    ]);
  });

  test('days with other periods split the week into runs; closed days group whatever periods they keep', () => {
    const lunchAndDinner = {
      closed: false,
      periods: [
        { open: '11:00', close: '15:00' },
        { open: '17:00', close: '22:00' },
      ],
    };
    const week = {
      ...DEFAULT_WEEKLY_HOURS,
      monday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] },
      tuesday: { closed: true, periods: [{ open: '17:00', close: '22:00' }] },
      wednesday: lunchAndDinner,
      thursday: lunchAndDinner,
      friday: {
        closed: false,
        periods: [
          { open: '11:00', close: '15:00' },
          { open: '17:00', close: '23:00' },
        ],
      },
    };
    expect(groupWeeklyHours(week).map((g) => [g.from, g.to])).toEqual([
      ['monday', 'tuesday'],
      ['wednesday', 'thursday'],
      ['friday', 'friday'],
      ['saturday', 'saturday'],
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

  test('addDays crosses months and years; clockMinutes and clockText convert both ways', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(clockMinutes('21:30')).toBe(1290);
    expect(clockMinutes('24:00')).toBe(1440);
    expect(clockText(1290)).toBe('21:30');
    expect(clockText(5)).toBe('00:05');
    expect(clockText(1440)).toBe('24:00');
  });
});

test('zonedInstant reads the last date of the calendar, whose next day is not a date', () => {
  expect(zonedInstant('9999-12-31', '18:00', 'America/Chicago')?.getTime()).toBe(Date.UTC(10000, 0, 1, 0, 0));
});

describe('calendar arithmetic stays inside the calendar', () => {
  test('addDays reaches 0000-01-01 and 9999-12-31, and throws rather than step past them', () => {
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(addDays('0000-01-02', -1)).toBe('0000-01-01');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', 3_000_000)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', Number.MAX_VALUE)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError);
  });

  test('addDays refuses what is not a date, so "+010000-01-01" never comes in either', () => {
    for (const date of ['+010000-01-01', '10000-01-01', '2026-02-30', '2026-13-01', '2026-1-1', '', 'today']) {
      expect(() => addDays(date, 1), date).toThrow(RangeError);
    }
  });

  test('addYears keeps the day, moving 29 February to 1 March, and stops at 9999', () => {
    expect(addYears('2026-11-16', 2)).toBe('2028-11-16');
    expect(addYears('2028-02-29', 2)).toBe('2030-03-01');
    expect(() => addYears('9998-06-01', 2)).toThrow(RangeError);
  });

  test('daysBetween counts whole days either way', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('0000-01-01', '9999-12-31')).toBe(3_652_424);
  });

  test('datesBetween counts its dates and refuses a range longer than its limit', () => {
    expect(datesBetween('2026-12-30', '2027-01-02', 31)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(datesBetween('2026-12-30', '2026-12-30', 1)).toEqual(['2026-12-30']);
    expect(datesBetween('2026-12-30', '2026-12-29', 31)).toEqual([]);
    expect(datesBetween('9999-12-25', '9999-12-31', 31)).toHaveLength(7);
    expect(() => datesBetween('2026-01-01', '2026-02-01', 31)).toThrow(RangeError);
    expect(() => datesBetween('2026-01-01', '9999-12-31', 366)).toThrow(RangeError);
    expect(() => datesBetween('9999-12-31', '+010000-01-01', 366)).toThrow(RangeError);
  });

  test('isDateWithin takes a YYYY-MM-DD date between its bounds only', () => {
    expect(isDateWithin('2026-11-16', '2000-01-01', '2026-11-16')).toBe(true);
    expect(isDateWithin('2026-11-17', '2000-01-01', '2026-11-16')).toBe(false);
    expect(isDateWithin('1999-12-31', '2000-01-01', '2026-11-16')).toBe(false);
    for (const value of ['', '+010000-01-01', '10000-01-01', '2026-1-1'])
      expect(isDateWithin(value, '0000-01-01', '9999-12-31'), value).toBe(false);
  });

  test('datesOfMonth lists every date of the month, the last month of the calendar included', () => {
    expect(datesOfMonth('2027-02')).toHaveLength(28);
    expect(datesOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(datesOfMonth('2026-12')).toHaveLength(31);
    expect(datesOfMonth('9999-12').at(-1)).toBe('9999-12-31');
    expect(datesOfMonth('0000-02')).toHaveLength(29);
    for (const month of ['10000-01', '+10000-01', '2026-13', '2026-00'])
      expect(() => datesOfMonth(month), month).toThrow(RangeError);
  });
});
