import { describe, expect, test } from 'vitest';
import { DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import type { ScheduleExceptionDto } from '@shared/schemas/schedule';
import {
  exceptionFormValues,
  exceptionOn,
  holidaySuggestions,
  nextPeriod,
  splitExceptions,
  startingPeriods,
} from './schedule-exceptions';

function exception(id: number, startDate: string, endDate: string, label = `Exception ${id}`): ScheduleExceptionDto {
  return { id, startDate, endDate, closed: true, periods: [], label, editable: endDate >= '2026-11-01' };
}

describe('nextPeriod', () => {
  test('starts an hour after the last period ends and lasts four hours', () => {
    expect(nextPeriod({ open: '11:00', close: '15:00' })).toEqual({ open: '16:00', close: '20:00' });
  });

  test('never ends after midnight', () => {
    expect(nextPeriod({ open: '17:00', close: '21:30' })).toEqual({ open: '22:30', close: '24:00' });
    expect(nextPeriod({ open: '18:00', close: '24:00' })).toEqual({ open: '23:00', close: '24:00' });
  });

  test('the first period, or one after a half-typed period, is lunch', () => {
    expect(nextPeriod()).toEqual({ open: '11:00', close: '15:00' });
    expect(nextPeriod({ open: '11:00', close: '' })).toEqual({ open: '11:00', close: '15:00' });
    expect(nextPeriod({ open: '11:00', close: '24:30' })).toEqual({ open: '11:00', close: '15:00' });
    expect(nextPeriod({ open: '11:00', close: '9:00' })).toEqual({ open: '11:00', close: '15:00' });
  });
});

describe('splitExceptions', () => {
  test('upcoming ones soonest first, ending today included; past ones most recent first', () => {
    const list = [
      exception(1, '2026-12-24', '2026-12-26'),
      exception(2, '2026-01-07', '2026-01-07'),
      exception(3, '2026-10-30', '2026-11-01'),
      exception(4, '2026-05-01', '2026-05-02'),
    ];
    const { upcoming, past } = splitExceptions(list, '2026-11-01');
    expect(upcoming.map((entry) => entry.id)).toEqual([3, 1]);
    expect(past.map((entry) => entry.id)).toEqual([4, 2]);
  });
});

describe('exceptionOn', () => {
  test('finds the exception whose range, both ends included, holds the date', () => {
    const list = [exception(1, '2026-12-24', '2026-12-26'), exception(2, '2027-01-07', '2027-01-07')];
    expect(exceptionOn('2026-12-24', list)?.id).toBe(1);
    expect(exceptionOn('2026-12-26', list)?.id).toBe(1);
    expect(exceptionOn('2026-12-27', list)).toBeUndefined();
  });
});

describe('holidaySuggestions', () => {
  test('the next 12 months of Ethiopian holidays, in date order, the computed dates included', () => {
    const suggestions = holidaySuggestions('2027-09-01', []);
    expect(suggestions.map((holiday) => [holiday.key, holiday.date])).toEqual([
      ['enkutatash', '2027-09-12'],
      ['meskel', '2027-09-28'],
      ['genna', '2028-01-07'],
      ['timkat', '2028-01-20'],
      ['fasika', '2028-04-16'],
    ]);
    expect(suggestions.every((holiday) => !holiday.added)).toBe(true);
  });

  test('a holiday an exception already covers is marked as added; a holiday today is still offered', () => {
    const suggestions = holidaySuggestions('2027-01-07', [exception(1, '2027-01-19', '2027-01-20', 'Timkat week')]);
    expect(suggestions[0]).toMatchObject({ key: 'genna', date: '2027-01-07', added: false });
    expect(suggestions.find((holiday) => holiday.key === 'timkat')).toMatchObject({ date: '2027-01-19', added: true });
    // Twelve months: next year's Genna is left out.
    expect(suggestions.filter((holiday) => holiday.key === 'genna')).toHaveLength(1);
  });
});

describe('exceptionFormValues', () => {
  test('a suggestion prefills a one-day closure named after the holiday', () => {
    expect(
      exceptionFormValues(
        { prefill: { label: 'Meskel', startDate: '2027-09-28', endDate: '2027-09-28', closed: true } },
        DEFAULT_WEEKLY_HOURS,
        '2027-09-01',
      ),
    ).toEqual({
      label: 'Meskel',
      startDate: '2027-09-28',
      endDate: '2027-09-28',
      closed: true,
      // Tuesday's weekly hours, offered if staff choose special hours instead.
      periods: [{ open: '11:00', close: '21:30' }],
    });
  });

  test('a new exception starts today, closed; an edited one keeps its own hours', () => {
    expect(exceptionFormValues({ prefill: {} }, undefined, '2026-11-20')).toMatchObject({
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      closed: true,
      label: '',
    });
    const edited = {
      ...exception(5, '2026-12-24', '2026-12-24', 'Christmas Eve'),
      closed: false,
      periods: [{ open: '11:00', close: '16:00' }],
    };
    expect(exceptionFormValues({ exception: edited }, DEFAULT_WEEKLY_HOURS, '2026-11-20')).toEqual({
      startDate: '2026-12-24',
      endDate: '2026-12-24',
      closed: false,
      label: 'Christmas Eve',
      periods: [{ open: '11:00', close: '16:00' }],
    });
  });

  test('special hours start from the weekly hours of the first day, or lunch to 4 PM without them', () => {
    expect(startingPeriods(DEFAULT_WEEKLY_HOURS, '2026-11-28')).toEqual([{ open: '11:00', close: '22:00' }]);
    expect(startingPeriods(undefined, '2026-11-28')).toEqual([{ open: '11:00', close: '16:00' }]);
    expect(startingPeriods(DEFAULT_WEEKLY_HOURS, '')).toEqual([{ open: '11:00', close: '16:00' }]);
  });
});
