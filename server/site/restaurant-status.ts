import { SETTING_KEYS } from '@shared/business-info';
import type { RestaurantModeSetting, RestaurantStatusDto, RestaurantStatusOverride } from '@shared/schemas/settings';
import { daySchedule, formatPeriods, type CalendarException } from '@shared/schedule';
import type { AffectedOrder } from '@shared/schemas/schedule';
import { formatClock, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import { recordAudit, type Actor } from '../audit';
import { cachedCalendarRead } from './calendar-cache';
import { openOrdersBetween } from './affected-orders';
import { lockOrderDate } from './date-lock';
import { exceptionsBetween } from './schedule';
import { invalidateSettings, readSettings, writeSetting, type Settings } from './settings';

/**
 * Open or closed right now, in the restaurant's time zone whatever the machine's zone:
 * automatic mode follows today's periods (open from `open` up to, not including, `close`),
 * where a date exception wins over the weekly hours; manual mode follows the stored override.
 */
export function computeRestaurantStatus(
  settings: Pick<Settings, 'weeklyHours' | 'restaurantMode'>,
  exceptions: readonly CalendarException[],
  timeZone: string,
  now: Date,
): RestaurantStatusDto {
  const moment = zonedMoment(timeZone, now);
  const today = daySchedule(moment.date, settings.weeklyHours, exceptions);
  const scheduledOpen = today.periods.some((period) => period.open <= moment.time && moment.time < period.close);
  const { mode, manualStatus } = settings.restaurantMode;
  // A manual mode without a stored status cannot say anything; the schedule decides then.
  const isOpen = mode === 'manual' && manualStatus ? manualStatus === 'open' : scheduledOpen;
  return {
    isOpen,
    mode,
    currentTime: formatClock(moment.time),
    hours: today.closed ? 'Closed today' : formatPeriods(today.periods, '-'),
    clock: moment.time,
    periods: today.closed ? [] : today.periods.map(({ open, close }) => ({ open, close })),
    timeZone,
  };
}

export async function getRestaurantStatus(ctx: AppContext): Promise<RestaurantStatusDto> {
  const now = ctx.now();
  const today = zonedMoment(ctx.timeZone, now).date;
  const exceptions = await cachedCalendarRead(ctx.db, `exceptions:${today}`, () =>
    exceptionsBetween(ctx.db, today, today),
  );
  return computeRestaurantStatus(await readSettings(ctx.db), exceptions, ctx.timeZone, now);
}

/** Stores the override (or the return to the schedule) and answers the status it gives. */
export async function setRestaurantMode(
  ctx: AppContext,
  actor: Actor,
  input: RestaurantStatusOverride,
): Promise<RestaurantStatusDto & { affectedOrders?: AffectedOrder[] }> {
  const setting: RestaurantModeSetting =
    input.mode === 'manual'
      ? { mode: 'manual', manualStatus: input.status }
      : { mode: 'automatic', manualStatus: null };
  await ctx.db.transaction(async (tx) => {
    // Today's pickup orders wait for the override (a manual "closed" ends today's pickups), or land before it.
    await lockOrderDate(tx, zonedMoment(ctx.timeZone, ctx.now()).date);
    await writeSetting(tx, SETTING_KEYS.restaurantMode, setting);
    await recordAudit(tx, actor, { action: 'set-mode', entity: 'restaurant-status', details: setting });
  });
  invalidateSettings(ctx.db);
  const status = await getRestaurantStatus(ctx);
  if (input.mode !== 'manual' || input.status !== 'closed') return status;
  // Nothing is cancelled: today's open pickup orders are listed for staff to call.
  const today = zonedMoment(ctx.timeZone, ctx.now()).date;
  return { ...status, affectedOrders: await openOrdersBetween(ctx.db, today, today) };
}
