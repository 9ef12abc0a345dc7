import { describe, expect, test } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import { RESERVATION_STATUSES } from '@shared/constants';
import { arrivalActions, bookingsOfDay, calendarDay, loadPercent, loadTone } from './reservation-day';

describe('loadTone', () => {
  test('an empty slot, one with room, one with fewer than 8 seats left, a full one and one staff pushed over', () => {
    expect(loadTone(0, 24)).toBe('empty');
    expect(loadTone(16, 24)).toBe('open');
    expect(loadTone(17, 24)).toBe('limited');
    expect(loadTone(24, 24)).toBe('full');
    expect(loadTone(28, 24)).toBe('over');
  });

  test('the day uses its own threshold: more than 60 of 80 guests booked', () => {
    expect(loadTone(60, 80, 20)).toBe('open');
    expect(loadTone(61, 80, 20)).toBe('limited');
  });
});

describe('loadPercent', () => {
  test('the share of the limit, never past the end of the bar', () => {
    expect(loadPercent(18, 24)).toBe(75);
    expect(loadPercent(0, 24)).toBe(0);
    expect(loadPercent(30, 24)).toBe(100);
    expect(loadPercent(5, 0)).toBe(100);
  });
});

describe('calendarDay', () => {
  const calendar = {
    weeklyHours: { ...DEFAULT_WEEKLY_HOURS, monday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] } },
    booking: DEFAULT_BOOKING_SETTINGS,
    exceptions: [{ startDate: '2026-11-26', endDate: '2026-11-26', closed: true, periods: [], label: 'Thanksgiving' }],
  };

  test('an open weekday has its grid: 11:00 to the last seating 30 minutes before closing', () => {
    const friday = calendarDay('2026-11-27', calendar)!;
    expect(friday.day.closed).toBe(false);
    expect(friday.grid.at(0)).toBe('11:00');
    expect(friday.grid.at(-1)).toBe('21:30');
  });

  test('a closed weekday and a closure have no grid, and say why', () => {
    expect(calendarDay('2026-11-23', calendar)).toMatchObject({ day: { closed: true, exception: null }, grid: [] });
    expect(calendarDay('2026-11-26', calendar)).toMatchObject({
      day: { closed: true, exception: 'Thanksgiving' },
      grid: [],
    });
  });

  test('a date not typed in full has no calendar yet', () => {
    expect(calendarDay('', calendar)).toBeNull();
    expect(calendarDay('2026-13-40', calendar)).toBeNull();
  });
});

describe('bookingsOfDay', () => {
  const booking = (
    id: number,
    date: string,
    time: string,
    status: (typeof RESERVATION_STATUSES)[number] = 'confirmed',
  ) => ({ id, date, time, status });

  test("the date's bookings by time, then by the order they were made; cancelled ones only counted", () => {
    const day = bookingsOfDay(
      [
        booking(5, '2026-11-27', '19:00'),
        booking(2, '2026-11-27', '19:00', 'seated'),
        booking(3, '2026-11-27', '12:30', 'no_show'),
        booking(4, '2026-11-27', '18:00', 'cancelled'),
        booking(1, '2026-11-28', '11:00'),
      ],
      '2026-11-27',
    );
    expect(day.listed.map((entry) => entry.id)).toEqual([3, 2, 5]);
    expect(day.cancelled).toBe(1);
  });

  test('a day without bookings', () => {
    expect(bookingsOfDay([], '2026-11-27')).toEqual({ listed: [], cancelled: 0 });
  });
});

describe('arrivalActions', () => {
  test('an expected party is seated or a no-show; a seated one is completed, or taken back to confirmed', () => {
    const targets = (status: (typeof RESERVATION_STATUSES)[number]) =>
      arrivalActions(status).map((action) => `${action.to}${action.undo ? ' (undo)' : ''}`);
    expect(targets('pending')).toEqual(['seated', 'no_show']);
    expect(targets('confirmed')).toEqual(['seated', 'no_show']);
    expect(targets('seated')).toEqual(['completed', 'confirmed (undo)']);
    expect(targets('no_show')).toEqual(['confirmed (undo)']);
    expect(targets('completed')).toEqual(['seated (undo)']);
    expect(targets('cancelled')).toEqual([]);
  });

  test('no action sets the status the booking already has', () => {
    for (const status of RESERVATION_STATUSES) {
      expect(arrivalActions(status).every((action) => action.to !== status)).toBe(true);
    }
  });
});
