import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import { OPEN_ORDER_STATUSES, ORDERING, type PaymentMethod } from '@shared/ordering-constants';
import type { Database } from '../db/client';
import { onlineOrders } from '../db/schema';
import { AppError } from '../errors';
import type { RateLimits } from '../rate-limits';

const HOUR_MS = 3_600_000;

/** A phone number as digits without a US country code: "+1 (612) 555-0142" and "6125550142" match. */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
const storedPhoneDigits = sql`regexp_replace(regexp_replace(${onlineOrders.phone}, '\\D', '', 'g'), '^1(\\d{10})$', '\\1')`;

/**
 * What one diner may order online, counted from the orders themselves inside the order's
 * transaction: `ordersPerAddressPerHour` orders made from one address, `openPayAtPickupOrdersPerPhone`
 * orders still to be picked up (and paid) per phone, no paying at pickup after
 * `noShowsBeforePayAtPickupRefused` orders not picked up in 90 days, and, while card payments are
 * on, paying by card after `noShowsBeforeCardRequired`. 0 switches a limit off.
 */
export async function assertWithinOrderLimits(
  tx: Database,
  limits: RateLimits,
  input: {
    phone: string;
    ip: string;
    now: Date;
    restaurantPhone: string;
    paymentMethod?: PaymentMethod;
    cardPayments?: boolean;
  },
): Promise<void> {
  // A gift card paying it all leaves nothing to collect at the counter.
  const payAtPickup = (input.paymentMethod ?? 'pay_at_pickup') === 'pay_at_pickup';
  const samePhone = sql`${storedPhoneDigits} = ${phoneDigits(input.phone)}`;
  if (limits.ordersPerAddressPerHour > 0) {
    const [row] = await tx
      .select({ n: count() })
      .from(onlineOrders)
      .where(
        and(eq(onlineOrders.fromIp, input.ip), gt(onlineOrders.createdAt, new Date(input.now.getTime() - HOUR_MS))),
      );
    if ((row?.n ?? 0) >= limits.ordersPerAddressPerHour)
      throw AppError.rateLimited(msg('ordering.tooManyOrders', { phone: input.restaurantPhone }));
  }
  if (payAtPickup && limits.openPayAtPickupOrdersPerPhone > 0) {
    const [row] = await tx
      .select({ n: count() })
      .from(onlineOrders)
      .where(
        and(
          samePhone,
          eq(onlineOrders.paymentMethod, 'pay_at_pickup'),
          inArray(onlineOrders.status, [...OPEN_ORDER_STATUSES]),
        ),
      );
    if ((row?.n ?? 0) >= limits.openPayAtPickupOrdersPerPhone)
      throw AppError.rateLimited(
        msg('ordering.tooManyOpenOrders', {
          count: limits.openPayAtPickupOrdersPerPhone,
          phone: input.restaurantPhone,
        }),
      );
  }
  const noShowLimits = [
    limits.noShowsBeforePayAtPickupRefused,
    input.cardPayments ? limits.noShowsBeforeCardRequired : 0,
  ];
  if (payAtPickup && noShowLimits.some((limit) => limit > 0)) {
    const since = new Date(input.now.getTime() - ORDERING.noShowLookBackDays * 24 * HOUR_MS);
    const [row] = await tx
      .select({ n: count() })
      .from(onlineOrders)
      .where(and(samePhone, eq(onlineOrders.status, 'no_show'), gt(onlineOrders.createdAt, since)));
    const noShows = row?.n ?? 0;
    const reached = (limit: number) => limit > 0 && noShows >= limit;
    if (reached(limits.noShowsBeforePayAtPickupRefused)) {
      const refused = input.cardPayments
        ? msg('ordering.noShowsPayByCard', { phone: input.restaurantPhone })
        : msg('ordering.noShowsRefused', { phone: input.restaurantPhone });
      throw AppError.invalid({ paymentMethod: [refused] });
    }
    if (input.cardPayments && reached(limits.noShowsBeforeCardRequired))
      throw AppError.invalid({ paymentMethod: [msg('ordering.noShowsCardRequired')] });
  }
}
