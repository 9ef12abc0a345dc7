import { describe, expect, test } from 'vitest';
import { DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import { hoursRange, todaysHours } from './opening-hours';

describe('todaysHours', () => {
  const week = { ...DEFAULT_WEEKLY_HOURS, monday: { closed: true, open: '11:00', close: '22:00' } };

  test("reads the day in the restaurant's time zone, not the visitor's", () => {
    // Tuesday 03:30 UTC is still Monday evening in Minneapolis.
    const tuesdayUtc = new Date('2026-11-24T03:30:00Z');
    expect(todaysHours(week, 'America/Chicago', tuesdayUtc).closed).toBe(true);
    expect(todaysHours(week, 'UTC', tuesdayUtc)).toEqual(DEFAULT_WEEKLY_HOURS.tuesday);
  });
});

describe('hoursRange', () => {
  test('12-hour clocks joined by an en dash, or by the hyphen asked for', () => {
    expect(hoursRange({ open: '11:00', close: '22:00' })).toBe('11:00 AM – 10:00 PM');
    expect(hoursRange({ open: '09:30', close: '12:00' }, '-')).toBe('9:30 AM - 12:00 PM');
  });
});
