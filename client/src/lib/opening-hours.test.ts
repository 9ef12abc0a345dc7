import { describe, expect, test } from 'vitest';
import { DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import type { ScheduleExceptionDto } from '@shared/schemas/schedule';
import { todaysSchedule, upcomingExceptions } from './opening-hours';

const exception = (startDate: string, endDate: string, closed: boolean, label: string): ScheduleExceptionDto => ({
  id: 1,
  startDate,
  endDate,
  closed,
  periods: closed ? [] : [{ open: '11:00', close: '16:00' }],
  label,
  editable: true,
});

const week = { ...DEFAULT_WEEKLY_HOURS, monday: { closed: true, periods: [{ open: '11:00', close: '22:00' }] } };
const site = { weeklyHours: week, upcomingExceptions: [], timeZone: 'America/Chicago' };

describe('todaysSchedule', () => {
  test("reads the day in the restaurant's time zone, not the visitor's", () => {
    // Tuesday 03:30 UTC is still Monday evening in Minneapolis.
    const tuesdayUtc = new Date('2026-11-24T03:30:00Z');
    expect(todaysSchedule(site, tuesdayUtc)).toMatchObject({
      date: '2026-11-23',
      weekday: 'monday',
      closed: true,
      periods: [],
    });
    expect(todaysSchedule({ ...site, timeZone: 'UTC' }, tuesdayUtc)).toMatchObject({
      date: '2026-11-24',
      closed: false,
      periods: DEFAULT_WEEKLY_HOURS.tuesday.periods,
    });
  });

  test('an exception replaces the weekly hours of its days', () => {
    const thanksgiving = new Date('2026-11-26T18:00:00Z');
    const closed = { ...site, upcomingExceptions: [exception('2026-11-26', '2026-11-26', true, 'Thanksgiving')] };
    expect(todaysSchedule(closed, thanksgiving)).toMatchObject({
      closed: true,
      periods: [],
      exception: 'Thanksgiving',
    });
    const short = { ...site, upcomingExceptions: [exception('2026-11-25', '2026-11-27', false, 'Family event')] };
    expect(todaysSchedule(short, thanksgiving)).toMatchObject({
      closed: false,
      periods: [{ open: '11:00', close: '16:00' }],
    });
    expect(todaysSchedule(short, new Date('2026-11-28T18:00:00Z')).exception).toBeNull();
  });
});

describe('upcoming exceptions', () => {
  const list = [
    exception('2026-12-24', '2026-12-26', false, 'Christmas'),
    exception('2026-11-20', '2026-11-22', true, 'Renovation'),
    exception('2026-11-26', '2026-11-26', true, 'Thanksgiving'),
    exception('2027-01-07', '2027-01-07', true, 'Genna'),
  ];

  test('drops the ones that ended, soonest first, at most the limit', () => {
    expect(upcomingExceptions(list, '2026-11-25').map((entry) => entry.label)).toEqual([
      'Thanksgiving',
      'Christmas',
      'Genna',
    ]);
    expect(upcomingExceptions(list, '2026-11-22').map((entry) => entry.label)).toEqual([
      'Renovation',
      'Thanksgiving',
      'Christmas',
      'Genna',
    ]);
    expect(upcomingExceptions(list, '2026-11-25', 2).map((entry) => entry.label)).toEqual([
      'Thanksgiving',
      'Christmas',
    ]);
  });
});
