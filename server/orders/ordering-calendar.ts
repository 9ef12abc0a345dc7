import { and, eq, notInArray, sum } from 'drizzle-orm';
import { asapAt, pickupTimesFrom, type AsapAnswer } from '@shared/ordering';
import { UNPAID_END_STATUSES } from '@shared/ordering-constants';
import { daySchedule, type DaySchedule } from '@shared/schedule';
import type { ServicePeriod } from '@shared/schemas/settings';
import { addDays, isDateWithin, zonedInstant, zonedMoment, type ZonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { onlineOrders } from '../db/schema';
import { exceptionsBetween, loadSettings, readSettings, type Settings } from '../site';
import { busyExtraMinutes } from './ordering-pause';

/** One date as pickup ordering sees it: the calendar's periods, less today's under a manual "closed". */
export interface OrderingDay {
  settings: Settings;
  date: string;
  day: DaySchedule;
  /** The periods pickups are taken in: the day's, or none today while staff have closed manually. */
  periods: ServicePeriod[];
  /** Staff closed the restaurant by hand today: no ASAP and no more pickups today. */
  closedByHand: boolean;
  /** The restaurant's clock now; `isToday` when `date` is its date. */
  now: ZonedMoment;
  isToday: boolean;
}

/** Whether `date` is a real YYYY-MM-DD date from `min` to `max` ("2092-06-31" is not). */
export function isOrderingDate(date: string, window: { min: string; max: string }): boolean {
  return isDateWithin(date, window.min, window.max) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
}

/** Today and the last date pickups may be ordered for, in the restaurant's zone. */
export function orderingWindow(ctx: Pick<AppContext, 'timeZone' | 'now'>, settings: Settings) {
  const today = zonedMoment(ctx.timeZone, ctx.now()).date;
  return { min: today, max: addDays(today, settings.ordering.daysAhead) };
}

/**
 * `date` by the calendar the bookings use: the weekly hours, the date's exception, and the manual
 * override (a manual "open" adds no pickup times outside the hours). With `fresh` the settings
 * are read from `db` itself, as an order's transaction must; otherwise the cached copy.
 */
export async function readOrderingDay(
  ctx: Pick<AppContext, 'timeZone' | 'now'>,
  db: Database,
  date: string,
  { fresh }: { fresh: boolean },
): Promise<OrderingDay> {
  const [settings, exceptions] = await Promise.all([
    fresh ? loadSettings(db) : readSettings(db),
    exceptionsBetween(db, date, date),
  ]);
  const now = zonedMoment(ctx.timeZone, ctx.now());
  const day = daySchedule(date, settings.weeklyHours, exceptions);
  const isToday = date === now.date;
  const { mode, manualStatus } = settings.restaurantMode;
  const closedByHand = isToday && mode === 'manual' && manualStatus === 'closed';
  return { settings, date, day, periods: closedByHand ? [] : day.periods, closedByHand, now, isToday };
}

/**
 * The pickup times still offered on the day: the grid from opening plus the prep time to the
 * last pickup, today from now plus the prep time; a time the clock skips (a spring-forward
 * night) is left out.
 */
export function offeredPickupTimes(ctx: Pick<AppContext, 'timeZone'>, orderingDay: OrderingDay): string[] {
  const { settings, periods, isToday, now, date } = orderingDay;
  // Busy mode moves today's earliest pickup later (by now plus the prep time and the extra).
  const rules = { ...settings.ordering, extraMinutes: busyExtraMinutes(settings) };
  return pickupTimesFrom(periods, rules, isToday ? now.minutes : null).filter(
    (time) => zonedInstant(date, time, ctx.timeZone) !== null,
  );
}

/** Whether an order placed now could be ready today, and from which slot. */
export function asapToday(orderingDay: OrderingDay): AsapAnswer {
  const { settings } = orderingDay;
  return asapAt(
    orderingDay.periods,
    { ...settings.ordering, extraMinutes: busyExtraMinutes(settings) },
    orderingDay.now.minutes,
  );
}

/** The kitchen load each pickup slot of `date` holds: every order not rejected, cancelled or not picked up (pending counts). */
export async function slotLoads(db: Database, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ slot: onlineOrders.pickupSlot, load: sum(onlineOrders.kitchenLoad).mapWith(Number) })
    .from(onlineOrders)
    .where(and(eq(onlineOrders.pickupDate, date), notInArray(onlineOrders.status, [...UNPAID_END_STATUSES])))
    .groupBy(onlineOrders.pickupSlot);
  return new Map(rows.filter((row) => row.slot !== null).map((row) => [row.slot!, row.load ?? 0]));
}
