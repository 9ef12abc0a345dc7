import { and, between, eq } from 'drizzle-orm';
import {
  blockRunsFor,
  HALL,
  HALL_ADD_ONS,
  HALL_BLOCKS,
  HALL_TAX_RATE_TEXT,
  type EventBookingStatus,
  type HallBlockState,
} from '@shared/hall-events';
import { msg } from '@shared/messages/message';
import { dollarsOf } from '@shared/money';
import type {
  HallAvailabilityDto,
  HallCalendarBlockDto,
  HallCalendarDto,
  HallInfoDto,
  HallRunDto,
  HallSettingsDto,
} from '@shared/schemas/hall-events';
import { addDays, datesBetween, datesOfMonth, daysBetween, zonedMoment } from '@shared/time';
import type { CachedJson } from '../cache';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { eventBookings, hallBlockClaims } from '../db/schema';
import { AppError } from '../errors';
import { cachedAvailabilityAnswer } from '../site';
import { closureOf, closuresBetween } from './hall-closures';
import { hallSettings } from './hall-settings';

/** The dates requests may name: from the lead time to 18 months ahead of the restaurant's today. */
export interface HallWindow {
  today: string;
  first: string;
  last: string;
}

/** The same day `months` later, or the month's last day when it has no such day (Aug 31 + 18 months: Feb 28). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const target = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  const dates = datesOfMonth(target);
  return dates[Math.min(day, dates.length) - 1]!;
}

export function hallWindow(
  ctx: Pick<AppContext, 'now' | 'timeZone'>,
  settings: Pick<HallSettingsDto, 'leadDays'>,
): HallWindow {
  const today = zonedMoment(ctx.timeZone, ctx.now()).date;
  return { today, first: addDays(today, settings.leadDays), last: addMonths(today, HALL.horizonMonths) };
}

/** Why a month cannot be shown: before this one, or past the horizon. Compared as text, never looped over. */
function monthError(month: string, window: HallWindow): string | null {
  if (month < window.today.slice(0, 7)) return msg('field.pastMonth');
  if (month > window.last.slice(0, 7)) return msg('hallRequest.monthBeyond', { months: HALL.horizonMonths });
  return null;
}

export const isBookable = (date: string, window: HallWindow) => date >= window.first && date <= window.last;

interface Holder {
  bookingId: number;
  status: EventBookingStatus;
  name: string;
}

/**
 * Who holds each block of the dates from `first` to `last` ("date:block"). A tentative hold whose
 * time ran out is free already, whether or not the job has released it yet.
 */
export async function holdersBetween(
  db: Database,
  first: string,
  last: string,
  now: Date,
): Promise<Map<string, Holder>> {
  const rows = await db
    .select({
      date: hallBlockClaims.eventDate,
      block: hallBlockClaims.block,
      bookingId: eventBookings.id,
      status: eventBookings.status,
      firstName: eventBookings.firstName,
      lastName: eventBookings.lastName,
      holdExpiresAt: eventBookings.holdExpiresAt,
    })
    .from(hallBlockClaims)
    .innerJoin(eventBookings, eq(eventBookings.id, hallBlockClaims.bookingId))
    .where(and(between(hallBlockClaims.eventDate, first, last)));
  const holders = new Map<string, Holder>();
  for (const row of rows) {
    if (holdLapsed(row, now)) continue;
    holders.set(`${row.date}:${row.block}`, {
      bookingId: row.bookingId,
      status: row.status,
      name: `${row.firstName} ${row.lastName}`,
    });
  }
  return holders;
}

/** A tentative event whose hold ran out: its blocks are free, released or not. */
export function holdLapsed(row: { status: EventBookingStatus; holdExpiresAt: Date | null }, now: Date): boolean {
  return row.status === 'tentative' && row.holdExpiresAt !== null && row.holdExpiresAt <= now;
}

const stateOf = (status: EventBookingStatus): HallBlockState =>
  status === 'confirmed' || status === 'completed' ? 'booked' : 'held';

/** Every date of `month` with each block's state and, for staff, who holds it. */
async function monthBlocks(ctx: AppContext, month: string, window: HallWindow): Promise<HallCalendarDto> {
  const dates = datesOfMonth(month);
  const [first, last] = [dates[0]!, dates.at(-1)!];
  const closures = await closuresBetween(ctx.db, first, last);
  const holders = await holdersBetween(ctx.db, first, last, ctx.now());
  return {
    month,
    days: dates.map((date) => ({
      date,
      bookable: isBookable(date, window),
      blocks: HALL_BLOCKS.map((block): HallCalendarBlockDto => {
        const closure = closureOf(closures, date, block);
        if (closure)
          return { block, state: 'closed', bookingId: null, name: null, status: null, closure: closure.label };
        const holder = holders.get(`${date}:${block}`);
        if (!holder) return { block, state: 'free', bookingId: null, name: null, status: null, closure: null };
        return { block, state: stateOf(holder.status), ...holder, closure: null };
      }),
    })),
  };
}

/**
 * `GET /api/hall/availability`: each block of each date of the month, free, held, booked or
 * closed, naming nobody. A month before this one or past the horizon is refused before any loop.
 */
export async function readHallAvailability(ctx: AppContext, month: string): Promise<CachedJson> {
  const window = hallWindow(ctx, await hallSettings(ctx));
  const error = monthError(month, window);
  if (error) throw AppError.invalid({ month: [error] });
  return cachedAvailabilityAnswer(
    ctx.db,
    `hall-month:${month}:${window.today}`,
    async (): Promise<HallAvailabilityDto> => {
      const calendar = await monthBlocks(ctx, month, window);
      return {
        month,
        days: calendar.days.map((day) => ({
          date: day.date,
          bookable: day.bookable,
          blocks: day.blocks.map(({ block, state }) => ({ block, state })),
        })),
      };
    },
  );
}

/** Staff's month, read fresh: any month of the calendar's years, with who holds each block. */
export async function readHallCalendar(ctx: AppContext, month: string): Promise<HallCalendarDto> {
  return monthBlocks(ctx, month, hallWindow(ctx, await hallSettings(ctx)));
}

/** `GET /api/hall/info`: the form's rules. */
export async function readHallInfo(ctx: AppContext): Promise<HallInfoDto> {
  const settings = await hallSettings(ctx);
  const window = hallWindow(ctx, settings);
  return {
    leadDays: settings.leadDays,
    horizonMonths: HALL.horizonMonths,
    blocks: settings.blocks,
    confirmByEmail: settings.confirmByEmail,
    firstBookableDate: window.first,
    lastBookableDate: window.last,
    taxRate: HALL_TAX_RATE_TEXT.replace('%', ''),
    depositPercent: settings.depositPercent,
    addOns: HALL_ADD_ONS.map((addOn) => ({ key: addOn.key, price: dollarsOf(addOn.cents), kind: addOn.kind })),
  };
}

/** How far either side of a taken date the nearest free runs are looked for. */
const NEAREST_SEARCH_DAYS = 60;

/**
 * Up to `count` runs of blocks a package of `minutes` may take, free and open, on the bookable
 * dates nearest to `date` (that date's other runs first, then a day later, a day earlier…).
 */
export async function nearestFreeRuns(
  db: Database,
  date: string,
  minutes: number,
  settings: HallSettingsDto,
  window: HallWindow,
  now: Date,
  count = 3,
): Promise<HallRunDto[]> {
  const runs = blockRunsFor(minutes, settings.blocks);
  if (runs.length === 0) return [];
  const from = maxDate(window.first, addDays(date, -NEAREST_SEARCH_DAYS));
  const to = minDate(window.last, addDays(date, NEAREST_SEARCH_DAYS));
  if (from > to) return [];
  const closures = await closuresBetween(db, from, to);
  const holders = await holdersBetween(db, from, to, now);
  const dates = datesBetween(from, to, 2 * NEAREST_SEARCH_DAYS + 1).sort(
    (a, b) => Math.abs(daysBetween(date, a)) - Math.abs(daysBetween(date, b)) || a.localeCompare(b),
  );
  const found: HallRunDto[] = [];
  for (const day of dates) {
    for (const run of runs) {
      const free = run.every((block) => !holders.has(`${day}:${block}`) && !closureOf(closures, day, block));
      if (free) found.push({ date: day, blocks: run });
      if (found.length === count) return found;
    }
  }
  return found;
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
