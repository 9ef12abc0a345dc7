// The restaurant's calendar and the booking rules that follow from it. The server decides
// every booking with these functions; the back office previews with the same ones.
import { RESERVATION, WEEKDAYS, type Weekday } from './constants';
import type { SiteLanguage } from './language-path';
import type { SlotState } from './schemas/schedule';
import type { BookingSettings, ServicePeriod, WeeklyHours } from './schemas/settings';
import { addDays, addYears, clockMinutes, clockText, formatClock, zonedInstant, zonedMoment } from './time';

/** The part of a schedule exception the calendar reads. */
export interface CalendarException {
  startDate: string;
  endDate: string;
  closed: boolean;
  periods: ServicePeriod[];
  label: string;
}

/** One date as the restaurant keeps it: its periods, and the exception that set them if any. */
export interface DaySchedule {
  date: string;
  weekday: Weekday;
  closed: boolean;
  periods: ServicePeriod[];
  /** The label of the exception that replaced the weekly hours, e.g. "Thanksgiving". */
  exception: string | null;
}

/** "2026-11-26" -> "thursday"; a calendar date, no time zone involved. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** An exception covering `date` replaces that day's weekly hours entirely. */
export function daySchedule(date: string, week: WeeklyHours, exceptions: readonly CalendarException[]): DaySchedule {
  const weekday = weekdayOf(date);
  const exception = exceptions.find((entry) => entry.startDate <= date && date <= entry.endDate);
  if (exception) {
    return {
      date,
      weekday,
      closed: exception.closed,
      periods: exception.closed ? [] : exception.periods,
      exception: exception.label,
    };
  }
  const hours = week[weekday];
  return { date, weekday, closed: hours.closed, periods: hours.closed ? [] : hours.periods, exception: null };
}

/**
 * The slot times of a day: each period from its opening, every interval, up to the last seating
 * and always before the period closes (a last seating of 0 still seats no one at closing time).
 */
export function slotGrid(
  periods: readonly ServicePeriod[],
  booking: Pick<BookingSettings, 'slotIntervalMinutes' | 'lastSeatingMinutes'>,
): string[] {
  const grid: string[] = [];
  for (const period of periods) {
    const close = clockMinutes(period.close);
    const last = Math.min(close - booking.lastSeatingMinutes, close - 1);
    for (let at = clockMinutes(period.open); at <= last; at += booking.slotIntervalMinutes) grid.push(clockText(at));
  }
  return grid;
}

/** Whether a booking at `time` (on the grid or not) starts within a period, by its last seating. */
export function seatedInHours(time: string, periods: readonly ServicePeriod[], lastSeatingMinutes: number): boolean {
  const at = clockMinutes(time);
  return periods.some(
    (period) => clockMinutes(period.open) <= at && at <= clockMinutes(period.close) - lastSeatingMinutes,
  );
}

/** The grid slot a booking at `time` starts in: the last slot at or before it, within one interval. */
export function slotOf(time: string, grid: readonly string[], intervalMinutes: number): string | null {
  const at = clockMinutes(time);
  for (let index = grid.length - 1; index >= 0; index -= 1) {
    const start = clockMinutes(grid[index]!);
    if (start <= at) return at < start + intervalMinutes ? grid[index]! : null;
  }
  return null;
}

/** "11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM", the times as `language` writes them. */
export function formatPeriods(
  periods: readonly ServicePeriod[],
  dash: '–' | '-' = '–',
  language?: SiteLanguage,
): string {
  return periods
    .map((period) => `${formatClock(period.open, language)} ${dash} ${formatClock(period.close, language)}`)
    .join(', ');
}

/** The dates a diner may book, in the restaurant's zone: today to the horizon. */
export function bookingWindow(
  timeZone: string,
  horizonDays: number,
  now: Date = new Date(),
): { min: string; max: string } {
  const today = zonedMoment(timeZone, now).date;
  return { min: today, max: addDays(today, horizonDays) };
}

/** The last date a schedule exception may end on: two years from `today`. */
export function latestExceptionEnd(today: string): string {
  return addYears(today, RESERVATION.exceptionYearsAhead);
}

/**
 * The grid slots still open for booking: every slot of a later date, and of today those more
 * than the lead time from now. Real instants, so a daylight-saving night counts right; a
 * slot the clock skips is dropped.
 */
export function slotsAfterLeadTime(
  date: string,
  grid: readonly string[],
  leadMinutes: number,
  timeZone: string,
  now: Date = new Date(),
): string[] {
  const earliest = now.getTime() + leadMinutes * 60_000;
  return grid.filter((time) => {
    const at = zonedInstant(date, time, timeZone);
    return at !== null && at.getTime() > earliest;
  });
}

/** Guests of one date's live bookings, in total and per grid slot they start in. */
export interface DayLoad {
  bookedGuests: number;
  slotGuests: Map<string, number>;
}

export function dayLoad(
  bookings: readonly { time: string; guests: number }[],
  grid: readonly string[],
  intervalMinutes: number,
): DayLoad {
  const slotGuests = new Map<string, number>();
  let bookedGuests = 0;
  for (const booking of bookings) {
    bookedGuests += booking.guests;
    const slot = slotOf(booking.time, grid, intervalMinutes);
    if (slot) slotGuests.set(slot, (slotGuests.get(slot) ?? 0) + booking.guests);
  }
  return { bookedGuests, slotGuests };
}

type Limits = Pick<BookingSettings, 'pacingGuestsPerSlot' | 'dailyGuestCapacity'>;

/** Room left for more guests starting in `slot`: the slot's pacing and the day's capacity both bound it. */
export function roomIn(load: DayLoad, slot: string, limits: Limits): number {
  return Math.min(
    limits.pacingGuestsPerSlot - (load.slotGuests.get(slot) ?? 0),
    limits.dailyGuestCapacity - load.bookedGuests,
  );
}

/** "full" when the party does not fit; "limited" when fewer than 8 seats are left in the slot or the day holds more than 60 guests. */
export function slotState(load: DayLoad, slot: string, guests: number, limits: Limits): SlotState {
  const room = roomIn(load, slot, limits);
  if (room < guests) return 'full';
  return room < RESERVATION.limitedSlotRoomBelow || load.bookedGuests > RESERVATION.limitedAboveDayGuests
    ? 'limited'
    : 'available';
}
