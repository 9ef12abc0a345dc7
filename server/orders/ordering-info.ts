import { englishText } from '@shared/messages/english';
import { msg } from '@shared/messages/message';
import { effectiveTaxRate, paymentCaps } from '@shared/ordering';
import type { OrderingStatusDto, PickupSlotsDto } from '@shared/schemas/ordering';
import { closedReason } from '@shared/schedule-reasons';
import { clockText, zonedInstant } from '@shared/time';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { cardPaymentsOn } from '../payments';
import { readSettings } from '../site';
import {
  asapToday,
  isOrderingDate,
  offeredPickupTimes,
  orderingWindow,
  readOrderingDay,
  slotLoads,
} from './ordering-calendar';
import { activePause, pauseRefusal } from './ordering-pause';
import { asapRefusal } from './ordering-pickup';

/** GET /api/ordering: whether orders for "as soon as possible" are taken now, and when one would be ready. */
export async function orderingStatus(ctx: AppContext): Promise<OrderingStatusDto> {
  const settings = await readSettings(ctx.db);
  const { ordering } = settings;
  const pause = activePause(settings, ctx.now());
  const cardPayments = cardPaymentsOn(ctx, settings);
  const caps = paymentCaps(ordering, cardPayments);
  const base = {
    enabled: ordering.enabled,
    pausedUntil: pause?.until ?? null,
    pauseReason: pause?.reason ?? null,
    busy: settings.orderingBusy,
    prepMinutes: ordering.prepMinutes,
    daysAhead: ordering.daysAhead,
    taxRate: effectiveTaxRate(ordering),
    maxPayAtPickupTotal: caps.payAtPickup,
    cardPayments,
    maxCardTotal: caps.card,
  };
  if (!ordering.enabled) {
    const reason = englishText(msg('ordering.off', { phone: settings.businessInfo.phone }));
    return { ...base, acceptingOrders: false, reason, reasonKey: 'off', asapPickupAt: null };
  }
  if (pause) {
    // The staff's own words when they gave some; otherwise the refusal an order would get.
    const reason = pause.reason ?? englishText(pauseRefusal(ctx, pause, ctx.now()));
    return { ...base, acceptingOrders: false, reason, reasonKey: 'paused', asapPickupAt: null };
  }
  const today = orderingWindow(ctx, settings).min;
  const orderingDay = await readOrderingDay(ctx, ctx.db, today, { fresh: false });
  const refusal = asapRefusal(orderingDay);
  const answer = asapToday(orderingDay);
  if (refusal || !answer.ok)
    return {
      ...base,
      acceptingOrders: false,
      reason: englishText(refusal ?? msg('ordering.asapClosed')),
      reasonKey: 'closed',
      asapPickupAt: null,
    };
  const readyAt = zonedInstant(today, clockText(answer.readyMinutes), ctx.timeZone);
  return {
    ...base,
    acceptingOrders: true,
    reason: null,
    reasonKey: null,
    asapPickupAt: readyAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/ordering/slots?date=: the pickup times of a date in the window, each with room or
 * full. The date is checked against the window before anything is read for it.
 */
export async function pickupSlots(ctx: AppContext, date: unknown): Promise<PickupSlotsDto> {
  const settings = await readSettings(ctx.db);
  const window = orderingWindow(ctx, settings);
  if (typeof date !== 'string' || !isOrderingDate(date, window)) {
    const reason =
      typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && date < window.min
        ? msg('ordering.pickupPast')
        : msg('ordering.pickupBeyondWindow', { days: settings.ordering.daysAhead });
    throw AppError.invalid({ date: [reason] });
  }
  if (!settings.ordering.enabled) {
    const reason = englishText(msg('ordering.off', { phone: settings.businessInfo.phone }));
    return { date, open: false, reason, slots: [] };
  }
  const pause = activePause(settings, ctx.now());
  if (pause) return { date, open: false, reason: englishText(pauseRefusal(ctx, pause, ctx.now())), slots: [] };
  const orderingDay = await readOrderingDay(ctx, ctx.db, date, { fresh: false });
  const offered = offeredPickupTimes(ctx, orderingDay);
  if (offered.length === 0) {
    const why = orderingDay.closedByHand
      ? msg('ordering.closedByHand')
      : orderingDay.day.closed || orderingDay.periods.length === 0
        ? closedReason(orderingDay.day)
        : msg('ordering.noPickupsLeft', { date });
    return { date, open: false, reason: englishText(why), slots: [] };
  }
  const loads = await slotLoads(ctx.db, date);
  const capacity = settings.ordering.slotLoadCapacity;
  return {
    date,
    open: true,
    reason: null,
    slots: offered.map((time) => ({ time, state: (loads.get(time) ?? 0) < capacity ? 'available' : 'full' })),
  };
}
