import { describe, expect, test } from 'vitest';
import type { AvailabilityDto } from '@shared/schemas/schedule';
import { DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import { dayAvailability, isBookable, specialHoursOn } from './availability';

const day = (states: AvailabilityDto['slots'][number]['state'][]): AvailabilityDto => ({
  date: '2026-12-04',
  open: true,
  reason: null,
  slots: states.map((state, index) => ({ time: `${17 + index}:00`, state })),
});

describe('what the availability answer says about the day', () => {
  const today = '2026-12-01';

  test('closed, with the reason kept in the answer', () => {
    expect(dayAvailability({ date: '2026-11-26', open: false, reason: 'We are closed on Thursday, November 26 (Thanksgiving)', slots: [] }, today)).toBe(
      'closed',
    );
  });

  test('no time left today (past the lead time), but no time at all on a later open date', () => {
    expect(dayAvailability(day([]), '2026-12-04')).toBe('noneLeftToday');
    expect(dayAvailability(day([]), today)).toBe('none');
  });

  test('every time full is fully booked; any time full or limited is limited; else great', () => {
    expect(dayAvailability(day(['full', 'full']), today)).toBe('unavailable');
    expect(dayAvailability(day(['available', 'full']), today)).toBe('limited');
    expect(dayAvailability(day(['available', 'limited']), today)).toBe('limited');
    expect(dayAvailability(day(['available', 'available']), today)).toBe('available');
  });

  test('a chosen time stays only while it is offered and not full', () => {
    const answer = day(['available', 'limited', 'full']);
    expect(isBookable(answer, '17:00')).toBe(true);
    expect(isBookable(answer, '18:00')).toBe(true);
    expect(isBookable(answer, '19:00')).toBe(false);
    expect(isBookable(answer, '22:00')).toBe(false);
  });
});

describe('specialHoursOn', () => {
  const exception = { id: 1, editable: true, startDate: '2026-12-24', endDate: '2026-12-24', periods: [{ open: '11:00', close: '16:00' }] };
  const site = (closed: boolean) => ({
    weeklyHours: DEFAULT_WEEKLY_HOURS,
    upcomingExceptions: [{ ...exception, closed, label: closed ? 'Christmas' : 'Christmas Eve' }],
  });

  test('a date with special hours names them and their times; a usual day or a closure has none', () => {
    expect(specialHoursOn('2026-12-24', site(false))).toEqual({ label: 'Christmas Eve', hours: '11:00 AM – 4:00 PM' });
    expect(specialHoursOn('2026-12-23', site(false))).toBeNull();
    expect(specialHoursOn('2026-12-24', site(true))).toBeNull();
    expect(specialHoursOn('', site(false))).toBeNull();
  });
});
