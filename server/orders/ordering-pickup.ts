import { msg } from '@shared/messages/message';
import { closedReason, FULLY_BOOKED_DAY, slotFullMessage } from '@shared/schedule-reasons';
import { clockMinutes, clockText, isDateWithin, zonedInstant } from '@shared/time';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { asapToday, offeredPickupTimes, orderingWindow, type OrderingDay } from './ordering-calendar';
import type { Settings } from '../site';

/** "asap", or the restaurant-local date and time asked for. */
export type PickupRequest = { asap: true } | { asap: false; date: string; time: string };

/** The slot an order's kitchen load counts against, and when it is ready. */
export interface Pickup {
  asap: boolean;
  date: string;
  slot: string;
  at: Date;
}

const pickupError = (message: string) => AppError.invalid({ pickupTime: [message] });

/**
 * The pickup time sent, its date checked against the window (today to `daysAhead` ahead) before
 * anything counts or loops over it: "9999-12-31" is refused at once.
 */
export function pickupRequestOf(
  ctx: Pick<AppContext, 'timeZone' | 'now'>,
  settings: Settings,
  value: string,
): PickupRequest & { date: string } {
  const window = orderingWindow(ctx, settings);
  if (value === 'asap') return { asap: true, date: window.min } as PickupRequest & { date: string };
  const [date = '', time = ''] = value.split('T');
  if (!isDateWithin(date, window.min, window.max)) {
    throw pickupError(
      date < window.min
        ? msg('ordering.pickupPast')
        : msg('ordering.pickupBeyondWindow', { days: settings.ordering.daysAhead }),
    );
  }
  return { asap: false, date, time };
}

/** Why ASAP is not taken today, as the diner reads it; null when it is. */
export function asapRefusal(orderingDay: OrderingDay): string | null {
  const answer = asapToday(orderingDay);
  if (answer.ok) return null;
  if (answer.reason === 'tooLate')
    return msg('ordering.asapTooLate', { lastPickupTime: answer.lastPickup, lastOrderTime: answer.lastOrder });
  return orderingDay.closedByHand ? msg('ordering.closedByHand') : msg('ordering.asapClosed');
}

/** Why `time` is not offered on the day, naming the nearest time that is. */
function notOfferedReason(orderingDay: OrderingDay, time: string, offered: readonly string[]): string {
  if (orderingDay.closedByHand) return msg('ordering.closedByHand');
  if (orderingDay.day.closed || orderingDay.periods.length === 0) return closedReason(orderingDay.day);
  const next = offered.find((candidate) => candidate > time) ?? offered.at(-1);
  if (!next) return msg('ordering.noPickupsLeft', { date: orderingDay.date });
  return msg('ordering.pickupNotOffered', { time, nextTime: next });
}

/**
 * Decides an order's pickup on its (locked) day: a chosen time must be offered and its slot have
 * room for `load`; ASAP takes the first slot from when it could be ready that has room. `loads`
 * is what each slot already holds. Refusals: 400 for a time not offered, 409 for ASAP while not
 * taken and for a full slot (naming nearby times with room).
 */
export function decidePickup(
  ctx: Pick<AppContext, 'timeZone'>,
  orderingDay: OrderingDay,
  request: PickupRequest,
  load: number,
  loads: ReadonlyMap<string, number> | null,
): Pickup {
  const capacity = orderingDay.settings.ordering.slotLoadCapacity;
  const hasRoom = (slot: string) => loads === null || (loads.get(slot) ?? 0) + load <= capacity;
  const instant = (time: string) => zonedInstant(orderingDay.date, time, ctx.timeZone);
  if (request.asap) {
    const refusal = asapRefusal(orderingDay);
    if (refusal) throw AppError.conflict(refusal, { pickupTime: [refusal] });
    const answer = asapToday(orderingDay);
    if (!answer.ok) throw AppError.conflict(msg('ordering.asapClosed'));
    const slot = answer.slots.find((candidate) => instant(candidate) !== null && hasRoom(candidate));
    if (!slot) {
      const full = msg('ordering.asapFull');
      throw AppError.conflict(full, { pickupTime: [full] }, 'FULLY_BOOKED');
    }
    // Ready at now plus the prep time, or at its slot when an earlier one is full.
    const readyTime = clockText(Math.max(answer.readyMinutes, clockMinutes(slot)));
    const at = instant(readyTime) ?? instant(slot)!;
    return { asap: true, date: orderingDay.date, slot, at };
  }
  const offered = offeredPickupTimes(ctx, orderingDay);
  if (!offered.includes(request.time)) throw pickupError(notOfferedReason(orderingDay, request.time, offered));
  if (!hasRoom(request.time)) {
    const named = slotFullMessage(request.time, offered, hasRoom);
    const full = named === FULLY_BOOKED_DAY ? msg('ordering.dayFull') : named;
    throw AppError.conflict(full, { pickupTime: [full] }, 'FULLY_BOOKED');
  }
  return { asap: false, date: orderingDay.date, slot: request.time, at: instant(request.time)! };
}
