import { englishText, messageOf } from '@shared/messages/english';
import type { Message } from '@shared/messages/message';
import {
  bookingWindow,
  daySchedule,
  type DaySchedule,
  dayLoad,
  roomIn,
  slotGrid,
  slotOf,
  slotState,
  slotsAfterLeadTime,
} from '@shared/schedule';
import { closedReason, dateWindowError, monthWindowError, partySizeError } from '@shared/schedule-reasons';
import type { AvailabilityDto, MonthAvailabilityDto, ReservationDayDto } from '@shared/schemas/schedule';
import { datesOfMonth } from '@shared/time';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { CachedJson } from '../cache';
import { cachedAvailabilityAnswer } from '../site';
import { bookingsBetween, readBookingDay } from './calendar';
import { exceptionsBetween } from '../site';
import { readSettings } from '../site';

/**
 * What the booking form offers for `date`: whether the restaurant is open, why not, and each
 * slot still ahead of the lead time with its state for a party of `guests`. Nothing personal.
 */
export async function getAvailability(ctx: AppContext, query: { date: string; guests?: number }): Promise<CachedJson> {
  const now = ctx.now();
  const { booking } = await readSettings(ctx.db);
  const guests = query.guests ?? booking.minPartySize;
  const window = bookingWindow(ctx.timeZone, booking.horizonDays, now);
  const dateError = dateWindowError(query.date, window, booking.horizonDays);
  if (dateError) throw AppError.invalid({ date: [dateError] });
  const sizeError = partySizeError(guests, booking);
  if (sizeError) throw AppError.invalid({ guests: [sizeError] });

  // The whole answer is kept for a couple of seconds: a slot crossing the lead time a moment
  // late is harmless, as the booking itself checks everything again.
  return cachedAvailabilityAnswer(ctx.db, `day:${query.date}:${guests}`, async (): Promise<AvailabilityDto> => {
    const { settings, day, grid, load } = await readBookingDay(ctx.db, query.date, { fresh: false });
    if (day.closed) return { date: query.date, open: false, ...closedFields(day), slots: [] };
    const offered = slotsAfterLeadTime(query.date, grid, settings.booking.sameDayLeadMinutes, ctx.timeZone, now);
    return {
      date: query.date,
      open: true,
      reason: null,
      reasonKey: null,
      slots: offered.map((time) => ({ time, state: slotState(load, time, guests, settings.booking) })),
    };
  });
}

/** Open or closed, and bookable or not, for every date of `month` (YYYY-MM): the date picker's one read. */
export async function getMonthAvailability(ctx: AppContext, month: string): Promise<CachedJson> {
  const now = ctx.now();
  const dates = datesOfMonth(month);
  const [first, last] = [dates[0]!, dates.at(-1)!];
  const settings = await readSettings(ctx.db);
  const { booking } = settings;
  const window = bookingWindow(ctx.timeZone, booking.horizonDays, now);
  const monthError = monthWindowError(first, last, window, booking.horizonDays);
  if (monthError) throw AppError.invalid({ month: [monthError] });
  return cachedAvailabilityAnswer(ctx.db, `month:${month}`, async (): Promise<MonthAvailabilityDto> => {
    const [exceptions, bookings] = [
      await exceptionsBetween(ctx.db, first, last),
      await bookingsBetween(ctx.db, first, last),
    ];
    const days: MonthAvailabilityDto['days'] = [];
    for (const date of dates) {
      const day = daySchedule(date, settings.weeklyHours, exceptions);
      if (day.closed) {
        days.push({ date, open: false, bookable: false, ...closedFields(day) });
        continue;
      }
      const inWindow = dateWindowError(date, window, booking.horizonDays) === null;
      const grid = slotGrid(day.periods, booking);
      const load = dayLoad(bookings.get(date) ?? [], grid, booking.slotIntervalMinutes);
      const offered = inWindow ? slotsAfterLeadTime(date, grid, booking.sameDayLeadMinutes, ctx.timeZone, now) : [];
      const bookable = offered.some((time) => roomIn(load, time, booking) >= booking.minPartySize);
      days.push({ date, open: true, bookable, reason: null, reasonKey: null });
    }
    return { month, days };
  });
}

/** The back office's day view: per slot of the grid, the guests whose booking starts there. */
/** Why a day takes no bookings, in English words and by key; both null on an open day. */
function closedFields(day: DaySchedule): { reason: string | null; reasonKey: Message | null } {
  if (!day.closed) return { reason: null, reasonKey: null };
  const reason = closedReason(day);
  return { reason: englishText(reason), reasonKey: messageOf(reason) };
}

export async function getReservationDay(ctx: AppContext, date: string): Promise<ReservationDayDto> {
  const { settings, day, grid, bookings, load } = await readBookingDay(ctx.db, date, { fresh: true });
  const counts = new Map<string, number>();
  const offGrid: ReservationDayDto['offGrid'] = [];
  for (const entry of bookings) {
    const slot = slotOf(entry.time, grid, settings.booking.slotIntervalMinutes);
    if (slot) counts.set(slot, (counts.get(slot) ?? 0) + 1);
    else offGrid.push(entry);
  }
  return {
    date,
    open: !day.closed,
    ...closedFields(day),
    periods: day.periods,
    exceptionLabel: day.exception,
    pacingGuestsPerSlot: settings.booking.pacingGuestsPerSlot,
    dailyGuestCapacity: settings.booking.dailyGuestCapacity,
    bookedGuests: load.bookedGuests,
    slots: grid.map((time) => ({ time, guests: load.slotGuests.get(time) ?? 0, bookings: counts.get(time) ?? 0 })),
    offGrid,
  };
}
