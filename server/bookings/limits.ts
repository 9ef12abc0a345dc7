import { msg } from '@shared/messages/message';
import { and, count, eq, isNotNull, ne, or, sql, sum } from 'drizzle-orm';
import type { PublicReservationInput } from '@shared/schemas/reservation';
import type { RateLimits } from '../rate-limits';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { AppError } from '../errors';
import { liveReservation } from './live-reservation';

/** A phone number as digits, without a US country code: "+1 (612) 555-0142" and "6125550142" match. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The same key, worked out by the database from a stored booking's phone. */
export const phoneKeyOf = sql`regexp_replace(regexp_replace(${reservations.phone}, '\\D', '', 'g'), '^1(\\d{10})$', '\\1')`;

/**
 * What one visitor may book online for one date, so fake bookings cannot fill a day: at most
 * `onlineGuestsPerAddressPerDate` guests from one address, and at most
 * `onlineBookingsPerContactPerDate` live bookings per email and per phone. A diner's change
 * through the manage link is weighed the same way, as a booking from the address of the change,
 * with the booking itself (`changingId`) left out of the counts. Runs under the date's booking
 * lock, so parallel requests are counted one by one. Staff bookings never count.
 */
export async function assertWithinOnlineLimits(
  tx: Database,
  limits: RateLimits,
  input: Pick<PublicReservationInput, 'date' | 'guests' | 'email' | 'phone'>,
  ip: string,
  restaurantPhone: string,
  changingId?: number,
): Promise<void> {
  const onDate = and(
    eq(reservations.date, input.date),
    isNotNull(reservations.bookedFromIp),
    liveReservation,
    changingId === undefined ? undefined : ne(reservations.id, changingId),
  );
  if (limits.onlineGuestsPerAddressPerDate > 0) {
    const [row] = await tx
      .select({ guests: sum(reservations.guests).mapWith(Number) })
      .from(reservations)
      .where(and(onDate, eq(reservations.bookedFromIp, ip)));
    if ((row?.guests ?? 0) + input.guests > limits.onlineGuestsPerAddressPerDate) {
      throw AppError.rateLimited(msg('reservation.networkLimit', { phone: restaurantPhone }));
    }
  }
  if (limits.onlineBookingsPerContactPerDate > 0) {
    const [row] = await tx
      .select({ n: count() })
      .from(reservations)
      .where(
        and(
          onDate,
          or(
            sql`lower(${reservations.email}) = ${input.email.toLowerCase()}`,
            sql`${phoneKeyOf} = ${phoneKey(input.phone)}`,
          ),
        ),
      );
    if ((row?.n ?? 0) >= limits.onlineBookingsPerContactPerDate) {
      throw AppError.rateLimited(
        msg('reservation.contactLimit', { count: limits.onlineBookingsPerContactPerDate, phone: restaurantPhone }),
      );
    }
  }
}
