import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { RESERVATION } from '@shared/constants';
import type { PublicReservationInput } from '@shared/schemas/reservation';
import type { Database } from '../db/client';
import { reservationLinks, reservations } from '../db/schema';
import { phoneKey, phoneKeyOf } from './limits';
import { mintToken } from './diner-links';
import { liveReservation } from './live-reservation';

type Row = typeof reservations.$inferSelect;

/**
 * The live online booking this request repeats, if any: the same email and phone number (as
 * written any way), date and time, made within the last minute (a double click, a form sent again
 * after a lost answer, a script sending one booking several times at once). Both must match: the
 * answer is the stored booking, which must never go to someone who typed only another diner's
 * email or phone. Read under the date's booking lock, so requests sent together are weighed one
 * after the other and only the first books.
 */
export async function resentBooking(
  tx: Database,
  input: Pick<PublicReservationInput, 'date' | 'time' | 'email' | 'phone'>,
  now: Date,
): Promise<Row | null> {
  const since = new Date(now.getTime() - RESERVATION.resentWithinSeconds * 1000);
  const [row] = await tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.date, input.date),
        eq(reservations.time, input.time),
        isNotNull(reservations.bookedFromIp),
        liveReservation,
        gt(reservations.createdAt, since),
        sql`lower(${reservations.email}) = ${input.email.toLowerCase()}`,
        sql`${phoneKeyOf} = ${phoneKey(input.phone)}`,
      ),
    )
    .orderBy(asc(reservations.id))
    .limit(1);
  return row ?? null;
}

/** A new manage link for a booking, answered rather than emailed: the path of its page. */
export async function answeredManagePath(tx: Database, reservationId: number): Promise<string> {
  const link = mintToken();
  await tx.insert(reservationLinks).values({ tokenHash: link.hash, reservationId });
  return `/reservations/manage/${link.token}`;
}
