import { RESERVATION } from '@shared/constants';
import { daySchedule, slotGrid, type CalendarException, type DaySchedule } from '@shared/schedule';
import type { BookingSettings, WeeklyHours } from '@shared/schemas/settings';

/** How full a slot (or a day) is, for its bar: the same "fewer than 8 seats left" the website calls limited. */
export type LoadTone = 'empty' | 'open' | 'limited' | 'full' | 'over';

export function loadTone(guests: number, limit: number, limitedBelow: number = RESERVATION.limitedSlotRoomBelow): LoadTone {
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
  calendar: { weeklyHours: WeeklyHours; booking: Pick<BookingSettings, 'slotIntervalMinutes' | 'lastSeatingMinutes'>; exceptions: readonly CalendarException[] },
): { day: DaySchedule; grid: string[] } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  const day = daySchedule(date, calendar.weeklyHours, calendar.exceptions);
  return { day, grid: slotGrid(day.periods, calendar.booking) };
}
