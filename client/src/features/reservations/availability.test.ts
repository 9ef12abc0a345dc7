import { describe, expect, test } from 'vitest';
import type { AvailabilityDto } from '@shared/schemas/schedule';
import { DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import {
  dayAvailability,
  isBookable,
  isChoosable,
  keepsTime,
  partySizes,
  slotChoices,
  specialHoursOn,
} from './availability';

const day = (states: AvailabilityDto['slots'][number]['state'][]): AvailabilityDto => ({
  date: '2026-12-04',
  open: true,
  reason: null,
  reasonKey: null,
  slots: states.map((state, index) => ({ time: `${17 + index}:00`, state })),
});

describe('what the availability answer says about the day', () => {
  const today = '2026-12-01';

  test('closed, with the reason kept in the answer', () => {
    expect(
      dayAvailability(
        {
          date: '2026-11-26',
          open: false,
          reason: 'We are closed on Thursday, November 26 (Thanksgiving)',
          reasonKey: null,
          slots: [],
        },
        today,
      ),
    ).toBe('closed');
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
  const exception = {
    id: 1,
    editable: true,
    startDate: '2026-12-24',
    endDate: '2026-12-24',
    periods: [{ open: '11:00', close: '16:00' }],
  };
  const site = (closed: boolean) => ({
    weeklyHours: DEFAULT_WEEKLY_HOURS,
    upcomingExceptions: [{ ...exception, closed, label: closed ? 'Christmas' : 'Christmas Eve' }],
  });

  test('a date with special hours names them and their times; a usual day or a closure has none', () => {
    expect(specialHoursOn('2026-12-24', site(false), 'en')).toEqual({
      label: 'Christmas Eve',
      hours: '11:00 AM – 4:00 PM',
    });
    expect(specialHoursOn('2026-12-23', site(false), 'en')).toBeNull();
    expect(specialHoursOn('2026-12-24', site(true), 'en')).toBeNull();
    expect(specialHoursOn('', site(false), 'en')).toBeNull();
  });
});

describe('the times and party sizes a change form offers', () => {
  const slots = [
    { time: '18:00', state: 'available' },
    { time: '18:30', state: 'full' },
    { time: '19:00', state: 'limited' },
  ] as const satisfies AvailabilityDto['slots'];
  const keep = { date: '2026-12-04', time: '18:30', guests: 4 };

  test('a new booking: every slot, the full ones not choosable', () => {
    const choices = slotChoices([...slots], '2026-12-04');
    expect(choices.map((choice) => [choice.time, isChoosable(choice)])).toEqual([
      ['18:00', true],
      ['18:30', false],
      ['19:00', true],
    ]);
  });

  test("on the booking's own date its own time stays choosable, even full (its own guests fill it)", () => {
    const choices = slotChoices([...slots], keep.date, keep);
    expect(choices.find((choice) => choice.time === '18:30')).toEqual({ time: '18:30', state: 'full', kept: true });
    expect(choices.filter((choice) => choice.kept)).toHaveLength(1);
    expect(choices.every(isChoosable)).toBe(true);
  });

  test('on another date its own time is like any other', () => {
    expect(slotChoices([...slots], '2026-12-05', keep).some((choice) => choice.kept)).toBe(false);
    expect(slotChoices([...slots], '', keep)).toHaveLength(3);
  });

  test('a time the grid no longer lists (entered by staff) is added in time order, and offered before the times arrive', () => {
    const staffTime = { ...keep, time: '18:45' };
    expect(slotChoices([...slots], keep.date, staffTime).map((choice) => choice.time)).toEqual([
      '18:00',
      '18:30',
      '18:45',
      '19:00',
    ]);
    expect(slotChoices([], keep.date, staffTime)).toEqual([{ time: '18:45', state: 'available', kept: true }]);
  });

  test('a chosen time is kept while bookable, and the kept time always on its own date', () => {
    const answer: AvailabilityDto = { date: keep.date, open: true, reason: null, reasonKey: null, slots: [...slots] };
    expect(keepsTime(answer, keep.date, '18:00')).toBe(true);
    expect(keepsTime(answer, keep.date, '18:30')).toBe(false);
    expect(keepsTime(answer, keep.date, '18:30', keep)).toBe(true);
    expect(keepsTime({ ...answer, date: '2026-12-05' }, '2026-12-05', '18:30', keep)).toBe(false);
  });

  test('party sizes: the online range, plus the booking’s own size when staff booked it outside that range', () => {
    const booking = { minPartySize: 1, maxPartySize: 4 };
    expect(partySizes(booking)).toEqual([1, 2, 3, 4]);
    expect(partySizes(booking, keep)).toEqual([1, 2, 3, 4]);
    expect(partySizes(booking, { ...keep, guests: 12 })).toEqual([1, 2, 3, 4, 12]);
  });
});
