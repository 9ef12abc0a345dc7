import { describe, expect, test } from 'vitest';
import type { ReservationDto } from '@shared/schemas/reservation';
import {
  filterReservations,
  hasActiveFilters,
  matchesDate,
  matchesSearch,
  NO_FILTERS,
  reservationStats,
  sortForHostStand,
  STATUS_FILTERS,
} from './reservation-filters';

const TODAY = '2026-12-31';

let nextId = 1;
function buildReservation(overrides: Partial<ReservationDto> = {}): ReservationDto {
  return {
    id: nextId++,
    firstName: 'Abebe',
    lastName: 'Bikila',
    email: 'abebe@example.com',
    phone: '(612) 555-0123',
    date: TODAY,
    time: '19:00',
    guests: 2,
    requests: null,
    status: 'pending',
    language: 'en',
    createdAt: '2026-12-01T12:00:00.000Z',
    updatedAt: '2026-12-01T12:00:00.000Z',
    ...overrides,
  };
}

describe('search', () => {
  const abebe = buildReservation();

  test('an empty or blank search matches everything', () => {
    expect(matchesSearch(abebe, '')).toBe(true);
    expect(matchesSearch(abebe, '   ')).toBe(true);
  });

  test('matches first name, last name, email and phone, ignoring case', () => {
    expect(matchesSearch(abebe, 'ABEBE')).toBe(true);
    expect(matchesSearch(abebe, 'bikil')).toBe(true);
    expect(matchesSearch(abebe, '@EXAMPLE.com')).toBe(true);
    expect(matchesSearch(abebe, '555-0123')).toBe(true);
  });

  test('matches the full name with extra spaces', () => {
    expect(matchesSearch(abebe, '  abebe   bik ')).toBe(true);
  });

  test('a phone number matches on its digits whatever the punctuation', () => {
    expect(matchesSearch(abebe, '6125550123')).toBe(true);
    expect(matchesSearch(abebe, '612.555.0123')).toBe(true);
    expect(matchesSearch(abebe, '6125550999')).toBe(false);
  });

  test('text that is not in any searched field does not match', () => {
    expect(matchesSearch(abebe, 'Tirunesh')).toBe(false);
    // Guests, time and requests are not searched.
    expect(matchesSearch(buildReservation({ requests: 'window seat' }), 'window')).toBe(false);
  });

  test('a word with a few digits is not read as a phone number', () => {
    expect(matchesSearch(abebe, 'abc612')).toBe(false);
  });
});

describe('date filter', () => {
  test('today, tomorrow (today + 1, across the year end) and upcoming (today and later)', () => {
    const yesterday = { date: '2026-12-30' };
    const today = { date: TODAY };
    const tomorrow = { date: '2027-01-01' };
    const later = { date: '2027-02-14' };
    expect([yesterday, today, tomorrow, later].map((r) => matchesDate(r, 'all', TODAY))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([yesterday, today, tomorrow, later].map((r) => matchesDate(r, 'today', TODAY))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect([yesterday, today, tomorrow, later].map((r) => matchesDate(r, 'tomorrow', TODAY))).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect([yesterday, today, tomorrow, later].map((r) => matchesDate(r, 'upcoming', TODAY))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('filterReservations', () => {
  const list = [
    buildReservation({ firstName: 'Hirut', status: 'confirmed', date: TODAY }),
    buildReservation({ firstName: 'Hirut', status: 'pending', date: '2027-01-01' }),
    buildReservation({ firstName: 'Kebede', status: 'confirmed', date: '2027-01-01' }),
    buildReservation({ firstName: 'Kebede', status: 'cancelled', date: '2026-12-01' }),
  ];

  test('no filters keep every booking', () => {
    expect(filterReservations(list, NO_FILTERS, TODAY)).toHaveLength(4);
  });

  test('search, status and date combine', () => {
    const ids = (filters: Parameters<typeof filterReservations>[1]) =>
      filterReservations(list, filters, TODAY).map((r) => r.id);
    expect(ids({ search: 'hirut', status: 'all', date: 'all' })).toEqual([list[0]!.id, list[1]!.id]);
    expect(ids({ search: 'hirut', status: 'pending', date: 'all' })).toEqual([list[1]!.id]);
    expect(ids({ search: '', status: 'confirmed', date: 'tomorrow' })).toEqual([list[2]!.id]);
    expect(ids({ search: '', status: 'all', date: 'upcoming' })).toEqual([list[0]!.id, list[1]!.id, list[2]!.id]);
    expect(ids({ search: 'kebede', status: 'completed', date: 'all' })).toEqual([]);
  });

  test('seated and no-show bookings have filters of their own', () => {
    const seated = buildReservation({ status: 'seated', date: TODAY });
    const noShow = buildReservation({ status: 'no_show', date: TODAY });
    const all = [...list, seated, noShow];
    expect(STATUS_FILTERS).toEqual(['all', 'pending', 'confirmed', 'seated', 'completed', 'no_show', 'cancelled']);
    expect(filterReservations(all, { ...NO_FILTERS, status: 'seated' }, TODAY)).toEqual([seated]);
    expect(filterReservations(all, { ...NO_FILTERS, status: 'no_show' }, TODAY)).toEqual([noShow]);
  });

  test('hasActiveFilters tells a filtered empty list from an empty book', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, status: 'cancelled' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, date: 'today' })).toBe(true);
  });
});

describe('host stand order', () => {
  test('today and later first, soonest first; then past bookings, most recent first', () => {
    const lateToday = buildReservation({ date: TODAY, time: '21:00' });
    const earlyToday = buildReservation({ date: TODAY, time: '11:30' });
    const nextYear = buildReservation({ date: '2027-01-01', time: '12:00' });
    const lastWeek = buildReservation({ date: '2026-12-24', time: '18:00' });
    const yesterday = buildReservation({ date: '2026-12-30', time: '12:00' });
    const yesterdayLate = buildReservation({ date: '2026-12-30', time: '20:00' });
    const sorted = sortForHostStand([lastWeek, nextYear, lateToday, yesterday, earlyToday, yesterdayLate], TODAY);
    expect(sorted.map((r) => r.id)).toEqual([
      earlyToday.id,
      lateToday.id,
      nextYear.id,
      yesterdayLate.id,
      yesterday.id,
      lastWeek.id,
    ]);
  });

  test('bookings at the same moment keep the order they were made in', () => {
    const first = buildReservation({ time: '19:00' });
    const second = buildReservation({ time: '19:00' });
    expect(sortForHostStand([second, first], TODAY).map((r) => r.id)).toEqual([first.id, second.id]);
  });

  test('does not change the list it is given', () => {
    const list = [buildReservation({ time: '20:00' }), buildReservation({ time: '18:00' })];
    const before = list.map((r) => r.id);
    sortForHostStand(list, TODAY);
    expect(list.map((r) => r.id)).toEqual(before);
  });
});

describe('stats', () => {
  test('total, pending, confirmed, today and the guests expected today', () => {
    const stats = reservationStats(
      [
        buildReservation({ status: 'pending', date: TODAY, guests: 4 }),
        buildReservation({ status: 'confirmed', date: TODAY, guests: 6 }),
        buildReservation({ status: 'cancelled', date: TODAY, guests: 8 }),
        buildReservation({ status: 'seated', date: TODAY, guests: 5 }),
        buildReservation({ status: 'no_show', date: TODAY, guests: 7 }),
        buildReservation({ status: 'confirmed', date: '2027-01-01', guests: 2 }),
        buildReservation({ status: 'completed', date: '2026-12-01', guests: 3 }),
      ],
      TODAY,
    );
    // A seated party counts among today's guests; a cancelled booking and a no-show do not.
    expect(stats).toEqual({ total: 7, pending: 1, confirmed: 2, today: 5, todayGuests: 15 });
  });

  test('an empty book is all zeros', () => {
    expect(reservationStats([], TODAY)).toEqual({ total: 0, pending: 0, confirmed: 0, today: 0, todayGuests: 0 });
  });
});
