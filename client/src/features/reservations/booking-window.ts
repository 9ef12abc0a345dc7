import { RESERVATION } from '@shared/constants';
import type { ReservationSlots } from '@shared/schemas/settings';
import { addDays, clockMinutes, slotTimes, zonedMoment } from '@shared/time';

/** The dates a diner may pick: today to 60 days ahead, in the restaurant's zone, whatever the visitor's. */
export function bookingDateRange(timeZone: string, now = new Date()): { min: string; max: string } {
  const today = zonedMoment(timeZone, now).date;
  return { min: today, max: addDays(today, RESERVATION.horizonDays) };
}

/** The slots open for `date`: all of them, or for today only those more than 60 minutes away. */
export function openSlots(date: string, slots: ReservationSlots, timeZone: string, now = new Date()): string[] {
  const all = slotTimes(slots);
  const moment = zonedMoment(timeZone, now);
  if (date !== moment.date) return all;
  return all.filter((time) => clockMinutes(time) - moment.minutes > RESERVATION.sameDayLeadMinutes);
}
