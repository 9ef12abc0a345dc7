import { msg, type MessageParams } from './messages/message';
import { clockMinutes } from './time';
import type { DaySchedule } from './schedule';
import type { BookingSettings } from './schemas/settings';

// Why the calendar refuses a booking, as message keys (shared/messages). Only the server words
// them; keeping them apart from schedule.ts keeps the keys out of the pages' first download.

/** "We are closed on Thursday, November 26 (Thanksgiving)", or "… on Mondays" for the weekly hours. */
export function closedReason(day: DaySchedule): string {
  return day.exception
    ? msg('reservation.closedDate', { date: day.date, label: day.exception })
    : msg('reservation.closedWeekday', { weekday: day.weekday });
}

/** Why `time` takes no booking on an open day, or null when it is a slot of the grid. */
export function outsideHoursReason(day: DaySchedule, time: string, grid: readonly string[]): string | null {
  if (grid.includes(time)) return null;
  // "on Tuesdays" for the weekly hours, "on Thursday, December 24" for an exception's day.
  const on: MessageParams = day.exception ? { date: day.date } : { weekday: day.weekday };
  const which = day.exception ? 'Date' : 'Weekday';
  const at = clockMinutes(time);
  const current = day.periods.find((period) => clockMinutes(period.open) <= at && at < clockMinutes(period.close));
  const next = day.periods.find((period) => clockMinutes(period.open) > at);
  if (!current) {
    if (next) return msg(`reservation.opensAt${which}`, { time: next.open, ...on });
    const last = grid.at(-1);
    return last ? msg(`reservation.lastSeating${which}`, { time: last, ...on }) : closedReason(day);
  }
  const lastInPeriod = grid.filter((slot) => slot >= current.open && slot < current.close).at(-1);
  if (lastInPeriod && at > clockMinutes(lastInPeriod)) {
    return next
      ? msg(`reservation.lastSeatingThen${which}`, { time: lastInPeriod, nextTime: next.open, ...on })
      : msg(`reservation.lastSeating${which}`, { time: lastInPeriod, ...on });
  }
  return msg('reservation.chooseSlot');
}

/** Why `date` is outside the booking window, or null. */
export function dateWindowError(
  date: string,
  window: { min: string; max: string },
  horizonDays: number,
): string | null {
  if (date < window.min) return msg('field.pastDate');
  if (date > window.max) return msg('reservation.beyondHorizon', { days: horizonDays });
  return null;
}

/** Why no date of `month` (its first and last dates) is in the booking window, or null. */
export function monthWindowError(
  first: string,
  last: string,
  window: { min: string; max: string },
  horizonDays: number,
): string | null {
  if (last < window.min) return msg('field.pastMonth');
  if (first > window.max) return msg('reservation.beyondHorizon', { days: horizonDays });
  return null;
}

/** Why a party of `guests` cannot book online, or null. */
export function partySizeError(
  guests: number,
  booking: Pick<BookingSettings, 'minPartySize' | 'maxPartySize'>,
): string | null {
  if (guests > booking.maxPartySize) {
    return msg('reservation.partyTooLarge', { max: booking.maxPartySize });
  }
  if (guests < booking.minPartySize) return msg('reservation.partyTooSmall', { min: booking.minPartySize });
  return null;
}

/**
 * "7:00 PM is fully booked; 6:30 PM and 8:00 PM have room": the nearest open slots on either
 * side among `offered`, or "Fully booked on this date" when no slot can take the party.
 */
export function slotFullMessage(slot: string, offered: readonly string[], hasRoom: (slot: string) => boolean): string {
  const before = offered.filter((time) => time < slot && hasRoom(time)).at(-1);
  const after = offered.find((time) => time > slot && hasRoom(time));
  if (before && after) return msg('reservation.slotFullTwo', { time: slot, beforeTime: before, afterTime: after });
  const other = before ?? after;
  return other ? msg('reservation.slotFullOne', { time: slot, otherTime: other }) : FULLY_BOOKED_DAY;
}

export const FULLY_BOOKED_DAY = msg('reservation.fullyBookedDay');
