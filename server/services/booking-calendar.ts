import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import { daySchedule, dayLoad, slotGrid, type DayLoad, type DaySchedule } from '@shared/schedule';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { exceptionsBetween } from './schedule';
import { loadSettings, readSettings, type Settings } from './settings';

/** One date as a booking sees it: the settings, that day's hours and grid, and the guests booked. */
export interface BookingDay {
  settings: Settings;
  day: DaySchedule;
  grid: string[];
  /** The date's live bookings (cancelled ones left out), by time and guests. */
  bookings: { time: string; guests: number }[];
  load: DayLoad;
}

/**
 * Reads `date` for a booking decision. `fresh` reads the settings from `db` itself, as a
 * booking transaction must (so an edit in any process applies to the very next booking);
 * the public reads may use the settings copy of the last few seconds.
 */
export async function readBookingDay(
  db: Database,
  date: string,
  options: { fresh: boolean; exceptId?: number },
): Promise<BookingDay> {
  // One after the other: inside a transaction the queries share one connection anyway.
  const settings = await (options.fresh ? loadSettings(db) : readSettings(db));
  const exceptions = await exceptionsBetween(db, date, date);
  const bookings = await db
    .select({ time: reservations.time, guests: reservations.guests })
    .from(reservations)
    .where(
      and(
        eq(reservations.date, date),
        ne(reservations.status, 'cancelled'),
        options.exceptId === undefined ? undefined : ne(reservations.id, options.exceptId),
      ),
    )
    .orderBy(asc(reservations.time));
  const day = daySchedule(date, settings.weeklyHours, exceptions);
  const grid = slotGrid(day.periods, settings.booking);
  return { settings, day, grid, bookings, load: dayLoad(bookings, grid, settings.booking.slotIntervalMinutes) };
}

/** The live bookings (time, guests) of every date from `from` to `to`, by date. */
export async function bookingsBetween(
  db: Database,
  from: string,
  to: string,
): Promise<Map<string, { time: string; guests: number }[]>> {
  const rows = await db
    .select({ date: reservations.date, time: reservations.time, guests: reservations.guests })
    .from(reservations)
    .where(and(gte(reservations.date, from), lte(reservations.date, to), ne(reservations.status, 'cancelled')))
    .orderBy(asc(reservations.date));
  const byDate = new Map<string, { time: string; guests: number }[]>();
  for (const row of rows) {
    const list = byDate.get(row.date) ?? [];
    list.push({ time: row.time, guests: row.guests });
    byDate.set(row.date, list);
  }
  return byDate;
}
