import { and, asc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { ReservationDto, ReservationSpamInput } from '@shared/schemas/reservation';
import { zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import { reservations } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit, type Actor } from '../audit';
import { invalidateAvailability } from '../site';
import { phoneKey, phoneKeyOf } from './limits';
import { toDto } from './reservations';
import { queueWaitlistCheck } from './waitlist-check';
import { msg } from '@shared/messages/message';
import { liveReservation } from './live-reservation';

/**
 * The upcoming live online bookings that look like they come from the same source as booking
 * `id` (the same address, email or phone), itself included: what staff see before marking
 * them as spam together.
 */
export async function relatedOnlineBookings(ctx: AppContext, id: number): Promise<ReservationDto[]> {
  const [booking] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
  if (!booking) throw AppError.notFound(msg('reservation.notFound'));
  const today = zonedMoment(ctx.timeZone, ctx.now()).date;
  const sameSource = or(
    eq(reservations.id, id),
    booking.bookedFromIp ? eq(reservations.bookedFromIp, booking.bookedFromIp) : undefined,
    sql`lower(${reservations.email}) = ${booking.email.toLowerCase()}`,
    sql`${phoneKeyOf} = ${phoneKey(booking.phone)}`,
  );
  const rows = await ctx.db
    .select()
    .from(reservations)
    .where(
      and(
        or(
          eq(reservations.id, id),
          and(liveReservation, isNotNull(reservations.bookedFromIp), gte(reservations.date, today)),
        ),
        sameSource,
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id));
  return rows.map(toDto);
}

/**
 * Cancels the given bookings as spam, with no email to the made-up addresses, and records who
 * did it. Bookings no longer live are left as they are. Answers how many were cancelled.
 */
export async function markBookingsAsSpam(
  ctx: AppContext,
  actor: Actor,
  input: ReservationSpamInput,
): Promise<{ cancelled: number }> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(reservations)
      .set({ status: 'cancelled', markedSpamAt: ctx.now(), revision: sql`${reservations.revision} + 1` })
      .where(and(inArray(reservations.id, input.ids), liveReservation))
      .returning({
        id: reservations.id,
        date: reservations.date,
        guests: reservations.guests,
        email: reservations.email,
      });
    for (const row of rows) {
      await recordAudit(tx, actor, {
        action: 'mark-spam',
        entity: 'reservation',
        entityId: row.id,
        details: { date: row.date, guests: row.guests, email: row.email },
      });
    }
    for (const date of new Set(rows.map((row) => row.date))) await queueWaitlistCheck(tx, ctx, date);
    return rows.length;
  });
  if (cancelled > 0) invalidateAvailability(ctx.db);
  return { cancelled };
}
