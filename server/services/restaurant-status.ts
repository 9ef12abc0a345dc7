import { SETTING_KEYS } from '@shared/business-info';
import type {
  RestaurantModeSetting,
  RestaurantStatusDto,
  RestaurantStatusOverride,
} from '@shared/schemas/settings';
import { formatClock, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import { recordAudit, type Actor } from './audit';
import { invalidateSettings, readSettings, writeSetting, type Settings } from './settings';

/**
 * Open or closed right now, in the restaurant's time zone whatever the machine's zone:
 * automatic mode follows today's entry of the weekly hours (open from `open` up to, not
 * including, `close`); manual mode follows the stored override.
 */
export function computeRestaurantStatus(
  settings: Pick<Settings, 'weeklyHours' | 'restaurantMode'>,
  timeZone: string,
  now: Date,
): RestaurantStatusDto {
  const moment = zonedMoment(timeZone, now);
  const today = settings.weeklyHours[moment.weekday];
  const scheduledOpen = !today.closed && today.open <= moment.time && moment.time < today.close;
  const { mode, manualStatus } = settings.restaurantMode;
  // A manual mode without a stored status cannot say anything; the schedule decides then.
  const isOpen = mode === 'manual' && manualStatus ? manualStatus === 'open' : scheduledOpen;
  return {
    isOpen,
    mode,
    currentTime: formatClock(moment.time),
    hours: today.closed ? 'Closed today' : `${formatClock(today.open)} - ${formatClock(today.close)}`,
    timeZone,
  };
}

export async function getRestaurantStatus(ctx: AppContext): Promise<RestaurantStatusDto> {
  return computeRestaurantStatus(await readSettings(ctx.db), ctx.timeZone, ctx.now());
}

/** Stores the override (or the return to the schedule) and answers the status it gives. */
export async function setRestaurantMode(
  ctx: AppContext,
  actor: Actor,
  input: RestaurantStatusOverride,
): Promise<RestaurantStatusDto> {
  const setting: RestaurantModeSetting =
    input.mode === 'manual' ? { mode: 'manual', manualStatus: input.status } : { mode: 'automatic', manualStatus: null };
  await ctx.db.transaction(async (tx) => {
    await writeSetting(tx, SETTING_KEYS.restaurantMode, setting);
    await recordAudit(tx, actor, { action: 'set-mode', entity: 'restaurant-status', details: setting });
  });
  invalidateSettings(ctx.db);
  return getRestaurantStatus(ctx);
}
