import { and, asc, gte, lte, ne, sql } from 'drizzle-orm';
import {
  daySchedule,
  dayLoad,
  slotGrid,
  type CalendarException,
  type DayLoad,
  type DaySchedule,
} from '@shared/schedule';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { dateLockKeys } from '../site';
import { KNOWN_KEYS, readSettings, settingsFromRows, type Settings } from '../site';

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
  /** JSON: [{ key, value }], or null when not asked for. */
  day_settings: string | null;
  day_exceptions: CalendarException[] | null;
  day_bookings: { time: string; guests: number }[] | null;
}

/** Leave this booking out of the date's load (it is being changed). */
interface ExceptOption {
  exceptId?: number;
}

export type ReadBookingDayOptions = ExceptOption &
  (
    | {
        /**
         * Read the settings from `db` itself, as a booking decision must (so an edit in any
         * process applies to the very next booking); otherwise the settings copy of the last few
         * seconds.
         */
        fresh: boolean;
        lock?: never;
      }
    | {
        /**
         * Inside a booking's transaction: take the date's lock first (held until the transaction
         * ends), then read, settings included. The read sees every booking committed before, and
         * none can commit until this transaction does.
         */
        lock: true;
        fresh?: never;
      }
  );

/**
 * Reads `date` for a booking decision: one statement (the `booking_day` database function) for
 * the settings, the date's exception and its bookings, after the date's lock when asked, so a
 * booking's transaction pays one round trip for what it decides on.
 */
export async function readBookingDay(db: Database, date: string, options: ReadBookingDayOptions): Promise<BookingDay> {
  const fresh = options.lock === true || options.fresh === true;
  const lock = options.lock ? dateLockKeys(date) : null;
  const result = await db.execute(sql`select * from booking_day(
    ${date}, ${lock?.lockClass ?? null}::int, ${lock?.key ?? null}::int,
    ${fresh ? sql`${sql.param(KNOWN_KEYS)}::text[]` : sql`null::text[]`}, ${options.exceptId ?? null}::int)`);
  // Both drivers answer { rows }; the database type joins them, so the shape is named here.
  const row = (result as unknown as { rows: DayRow[] }).rows[0]!;
  const settings = fresh ? settingsFromJson(row.day_settings) : await readSettings(db);
  const bookings = row.day_bookings ?? [];
  const day = daySchedule(date, settings.weeklyHours, row.day_exceptions ?? []);
  const grid = slotGrid(day.periods, settings.booking);
  return { settings, day, grid, bookings, load: dayLoad(bookings, grid, settings.booking.slotIntervalMinutes) };
}

let lastSettings: { json: string | null; settings: Settings } | null = null;

/** The settings a booking read: parsed and checked again only when they changed since the last. */
function settingsFromJson(json: string | null): Settings {
  if (lastSettings?.json !== json) {
    lastSettings = {
      json,
      settings: settingsFromRows(json ? (JSON.parse(json) as { key: string; value: unknown }[]) : []),
    };
  }
  return lastSettings.settings;
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
