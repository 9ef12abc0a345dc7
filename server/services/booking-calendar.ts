import { and, asc, gte, lte, ne, sql } from 'drizzle-orm';
import { daySchedule, dayLoad, slotGrid, type CalendarException, type DayLoad, type DaySchedule } from '@shared/schedule';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { KNOWN_KEYS, readSettings, settingsFromRows, type Settings } from './settings';

/** One date as a booking sees it: the settings, that day's hours and grid, and the guests booked. */
export interface BookingDay {
  settings: Settings;
  day: DaySchedule;
  grid: string[];
  /** The date's live bookings (cancelled ones left out), by time and guests. */
  bookings: { time: string; guests: number }[];
  load: DayLoad;
}

interface DayRow {
  settings: { key: string; value: unknown }[] | null;
  exceptions: CalendarException[] | null;
  bookings: { time: string; guests: number }[] | null;
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
  // One statement for the settings, the date's exception and its bookings: a booking's
  // transaction pays one round trip for what it decides on, not three.
  const result = await db.execute(sql`select
    ${options.fresh ? sql`(select json_agg(json_build_object('key', s.key, 'value', s.value)) from restaurant_settings s where s.key in ${KNOWN_KEYS})` : sql`null`} as settings,
    (select json_agg(json_build_object('startDate', e.start_date, 'endDate', e.end_date, 'closed', e.closed, 'periods', e.periods, 'label', e.label) order by e.start_date)
      from schedule_exceptions e where e.start_date <= ${date} and e.end_date >= ${date}) as exceptions,
    (select json_agg(json_build_object('time', r.time, 'guests', r.guests) order by r.time)
      from reservations r where r.date = ${date} and r.status <> 'cancelled'${options.exceptId === undefined ? sql`` : sql` and r.id <> ${options.exceptId}`}) as bookings`);
  // Both drivers answer { rows }; the database type joins them, so the shape is named here.
  const row = (result as unknown as { rows: DayRow[] }).rows[0]!;
  const settings = options.fresh ? settingsFromRows(row.settings ?? []) : await readSettings(db);
  const bookings = row.bookings ?? [];
  const day = daySchedule(date, settings.weeklyHours, row.exceptions ?? []);
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
