import { RESERVATION_STATUSES, type ReservationStatus } from '@shared/constants';
import type { ReservationDto } from '@shared/schemas/reservation';
import { addDays } from '@shared/time';

export const STATUS_FILTERS = ['all', ...RESERVATION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const DATE_FILTERS = ['all', 'today', 'tomorrow', 'upcoming'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export interface ReservationFilters {
  search: string;
  status: StatusFilter;
  date: DateFilter;
}

export const NO_FILTERS: ReservationFilters = { search: '', status: 'all', date: 'all' };

type Listed = Pick<
  ReservationDto,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'date' | 'time' | 'guests' | 'status'
>;

export function hasActiveFilters(filters: ReservationFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all' || filters.date !== 'all';
}

export function fullName(reservation: Pick<ReservationDto, 'firstName' | 'lastName'>): string {
  return `${reservation.firstName} ${reservation.lastName}`.trim();
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * Case-insensitive match over first name, last name, email and phone. The full
 * name matches too ("abebe bik"), and a phone matches on its digits whatever the punctuation
 * ("6125550123" finds "(612) 555-0123").
 */
export function matchesSearch(reservation: Listed, search: string): boolean {
  const query = search.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!query) return true;
  const texts = [
    reservation.firstName,
    reservation.lastName,
    fullName(reservation),
    reservation.email,
    reservation.phone,
  ];
  if (texts.some((text) => text.toLowerCase().includes(query))) return true;
  // Only a query made of digits and phone punctuation is read as a phone number.
  if (!/^[\d\s().+-]+$/.test(query)) return false;
  const digits = digitsOf(query);
  return digits.length >= 3 && digitsOf(reservation.phone).includes(digits);
}

/** today / tomorrow (today + 1 day) / upcoming (today and later), in the restaurant's calendar. */
export function matchesDate(reservation: Pick<ReservationDto, 'date'>, filter: DateFilter, today: string): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'today':
      return reservation.date === today;
    case 'tomorrow':
      return reservation.date === addDays(today, 1);
    case 'upcoming':
      return reservation.date >= today;
  }
}

export function filterReservations<T extends Listed>(
  reservations: readonly T[],
  filters: ReservationFilters,
  today: string,
): T[] {
  return reservations.filter(
    (reservation) =>
      (filters.status === 'all' || reservation.status === filters.status) &&
      matchesDate(reservation, filters.date, today) &&
      matchesSearch(reservation, filters.search),
  );
}

/**
 * The host stand's order: today's and later bookings first, soonest first (date, then time);
 * then past bookings, the most recent first, for looking something up afterwards.
 */
export function sortForHostStand<T extends Listed>(reservations: readonly T[], today: string): T[] {
  const key = (reservation: T) => `${reservation.date} ${reservation.time}`;
  const ahead = reservations.filter((reservation) => reservation.date >= today);
  const past = reservations.filter((reservation) => reservation.date < today);
  ahead.sort((a, b) => key(a).localeCompare(key(b)) || a.id - b.id);
  past.sort((a, b) => key(b).localeCompare(key(a)) || b.id - a.id);
  return [...ahead, ...past];
}

export interface ReservationStats {
  total: number;
  pending: number;
  confirmed: number;
  /** Bookings dated today, in any status. */
  today: number;
  /** Guests expected today: today's bookings that are neither cancelled nor no-shows. */
  todayGuests: number;
}

export function reservationStats(reservations: readonly Listed[], today: string): ReservationStats {
  const count = (status: ReservationStatus) =>
    reservations.filter((reservation) => reservation.status === status).length;
  const todays = reservations.filter((reservation) => reservation.date === today);
  return {
    total: reservations.length,
    pending: count('pending'),
    confirmed: count('confirmed'),
    today: todays.length,
    todayGuests: todays
      .filter((reservation) => reservation.status !== 'cancelled' && reservation.status !== 'no_show')
      .reduce((sum, reservation) => sum + reservation.guests, 0),
  };
}
