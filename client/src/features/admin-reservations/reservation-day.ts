import { RESERVATION, type ReservationStatus } from '@shared/constants';
import { daySchedule, slotGrid, type CalendarException, type DaySchedule } from '@shared/schedule';
import type { ReservationDto } from '@shared/schemas/reservation';
import type { BookingSettings, WeeklyHours } from '@shared/schemas/settings';

/** How full a slot (or a day) is, for its bar: the same "fewer than 8 seats left" the website calls limited. */
export type LoadTone = 'empty' | 'open' | 'limited' | 'full' | 'over';

export function loadTone(
  guests: number,
  limit: number,
  limitedBelow: number = RESERVATION.limitedSlotRoomBelow,
): LoadTone {
  if (guests <= 0) return 'empty';
  if (guests > limit) return 'over';
  if (guests === limit) return 'full';
  return limit - guests < limitedBelow ? 'limited' : 'open';
}

/** The bar's width: the share of the limit taken, whole percent, never past the end. */
export function loadPercent(guests: number, limit: number): number {
  if (limit <= 0) return guests > 0 ? 100 : 0;
  return Math.min(100, Math.round((guests / limit) * 100));
}

/**
 * A date as the restaurant keeps it, with its slot grid, for the staff form: the hint under the
 * date ("Closed (Thanksgiving)") and the times suggested for the time field. Null for a date
 * not yet typed in full.
 */
export function calendarDay(
  date: string,
  calendar: {
    weeklyHours: WeeklyHours;
    booking: Pick<BookingSettings, 'slotIntervalMinutes' | 'lastSeatingMinutes'>;
    exceptions: readonly CalendarException[];
  },
): { day: DaySchedule; grid: string[] } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  const day = daySchedule(date, calendar.weeklyHours, calendar.exceptions);
  return { day, grid: slotGrid(day.periods, calendar.booking) };
}

/**
 * The bookings of one date at the host stand: every one but the cancelled, by time (then the
 * order they were made in), and how many were cancelled.
 */
export function bookingsOfDay<T extends Pick<ReservationDto, 'id' | 'date' | 'time' | 'status'>>(
  reservations: readonly T[],
  date: string,
): { listed: T[]; cancelled: number } {
  const ofDay = reservations.filter((reservation) => reservation.date === date);
  const listed = ofDay
    .filter((reservation) => reservation.status !== 'cancelled')
    .sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
  return { listed, cancelled: ofDay.length - listed.length };
}

/** A one-tap change at the host stand: the status it sets, and whether it takes back the last step. */
export interface ArrivalAction {
  to: ReservationStatus;
  undo: boolean;
}

/**
 * What a booking's party can be marked next: an expected party (pending or confirmed) is seated
 * or a no-show; a seated one is completed when it leaves. Each later step can be undone one step
 * back (seated or no-show to confirmed, completed to seated). A cancelled booking has none.
 */
export function arrivalActions(status: ReservationStatus): ArrivalAction[] {
  switch (status) {
    case 'pending':
    case 'confirmed':
      return [
        { to: 'seated', undo: false },
        { to: 'no_show', undo: false },
      ];
    case 'seated':
      return [
        { to: 'completed', undo: false },
        { to: 'confirmed', undo: true },
      ];
    case 'no_show':
      return [{ to: 'confirmed', undo: true }];
    case 'completed':
      return [{ to: 'seated', undo: true }];
    case 'cancelled':
      return [];
  }
}
