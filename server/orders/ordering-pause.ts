import { SETTING_KEYS } from '@shared/business-info';
import { msg } from '@shared/messages/message';
import { ORDERING } from '@shared/ordering-constants';
import { NO_ORDERING_PAUSE, type OrderingPauseInput, type OrderingPauseSetting } from '@shared/schemas/ordering';
import { addDays, clockText, zonedInstant, zonedMoment } from '@shared/time';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { invalidateSettings, lockOrderDate, writeSetting, type Settings } from '../site';

export type ActivePause = { until: string; reason: string | null };

/** The pause in force at `now`, or null when there is none or it has ended. */
export function activePause(settings: Pick<Settings, 'orderingPause'>, now: Date): ActivePause | null {
  const { until, reason } = settings.orderingPause;
  return until !== null && new Date(until).getTime() > now.getTime() ? { until, reason } : null;
}

/** The minutes busy mode adds to the prep time: the setting's, while staff say the kitchen is busy. */
export function busyExtraMinutes(settings: Pick<Settings, 'orderingBusy' | 'ordering'>): number {
  return settings.orderingBusy ? settings.ordering.busyExtraMinutes : 0;
}

/** The start of the restaurant's next day, the end of a pause "until tomorrow". */
function startOfTomorrow(ctx: Pick<AppContext, 'timeZone'>, now: Date): Date {
  const tomorrow = addDays(zonedMoment(ctx.timeZone, now).date, 1);
  // A zone whose clocks skip midnight starts that day at 01:00.
  return zonedInstant(tomorrow, '00:00', ctx.timeZone) ?? zonedInstant(tomorrow, '01:00', ctx.timeZone)!;
}

/** Why an order is refused during `pause`, in the diner's words (the staff's reason kept as typed). */
export function pauseRefusal(ctx: Pick<AppContext, 'timeZone'>, pause: ActivePause, now: Date) {
  const until = new Date(pause.until);
  const endsToday = zonedMoment(ctx.timeZone, until).date === zonedMoment(ctx.timeZone, now).date;
  const paused = endsToday
    ? { key: 'ordering.pausedUntil' as const, params: { time: clockText(zonedMoment(ctx.timeZone, until).minutes) } }
    : { key: 'ordering.pausedToday' as const };
  return pause.reason
    ? msg('ordering.pausedBecause', { paused, reason: pause.reason })
    : msg(paused.key, paused.params);
}

/** Refuses an order (409) while a pause is in force. */
export function assertNotPaused(ctx: Pick<AppContext, 'timeZone'>, settings: Settings, now: Date): void {
  const pause = activePause(settings, now);
  if (pause) throw AppError.conflict(pauseRefusal(ctx, pause, now));
}

/**
 * Every pickup date an order could name now takes its lock, in date order, as a closure does:
 * an order racing the change lands before it or sees it.
 */
async function lockOrderingDates(ctx: AppContext, tx: Parameters<typeof lockOrderDate>[0]): Promise<void> {
  const today = zonedMoment(ctx.timeZone, ctx.now()).date;
  for (let days = 0; days <= ORDERING.maxDaysAhead; days += 1) await lockOrderDate(tx, addDays(today, days));
}

/** Stops new pickup orders for 15, 30 or 60 minutes, or until the restaurant's next day begins. */
export async function pauseOrdering(ctx: AppContext, actor: Actor, input: OrderingPauseInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockOrderingDates(ctx, tx);
    // The clock is read under the locks, so the pause starts after every order it waited for.
    const now = ctx.now();
    const until = 'minutes' in input ? new Date(now.getTime() + input.minutes * 60_000) : startOfTomorrow(ctx, now);
    const pause: OrderingPauseSetting = { until: until.toISOString(), reason: input.reason || null };
    await writeSetting(tx, SETTING_KEYS.orderingPause, pause);
    await recordAudit(tx, actor, { action: 'pause', entity: 'ordering', details: { ...input, until: pause.until } });
  });
  invalidateSettings(ctx.db);
}

/** Takes pickup orders again at once. */
export async function resumeOrdering(ctx: AppContext, actor: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await writeSetting(tx, SETTING_KEYS.orderingPause, NO_ORDERING_PAUSE);
    await recordAudit(tx, actor, { action: 'resume', entity: 'ordering', details: {} });
  });
  invalidateSettings(ctx.db);
}

/** Busy mode on or off: while on, ASAP and today's earliest pickup move later by `busyExtraMinutes`. */
export async function setOrderingBusy(ctx: AppContext, actor: Actor, busy: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockOrderingDates(ctx, tx);
    await writeSetting(tx, SETTING_KEYS.orderingBusy, busy);
    await recordAudit(tx, actor, { action: busy ? 'busy-on' : 'busy-off', entity: 'ordering', details: { busy } });
  });
  invalidateSettings(ctx.db);
}
