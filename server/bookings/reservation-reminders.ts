import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { addDays, zonedInstant, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import { reservations } from '../db/schema';
import type { QueuedMail } from '../mail/mailer';
import { readBookingDay } from './calendar';
import { queueDinerMail } from './booking-mail';
import { readSettings } from '../site';
import { toDto } from './reservations';
import { liveReservation } from './live-reservation';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Queues the reminder of every live booking now inside its reminder window, once: the booking is
 * marked in the same transaction that queues its email, and only an unmarked one is taken, so
 * two processes or a rerun after a crash never send a second, different reminder. A booking made
 * inside the window gets none. Answers how many were queued.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const { booking } = await readSettings(ctx.db);
  const hours = booking.reminderHoursBefore;
  if (hours === null) return 0;
  const now = ctx.now();
  const today = zonedMoment(ctx.timeZone, now).date;
  const candidates = await ctx.db
    .select({
      id: reservations.id,
      date: reservations.date,
      time: reservations.time,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .where(
      and(
        liveReservation,
        isNull(reservations.reminderSentAt),
        gte(reservations.date, today),
        lte(reservations.date, addDays(today, Math.ceil(hours / 24) + 1)),
      ),
    );
  const due = candidates.filter((candidate) => {
    const start = zonedInstant(candidate.date, candidate.time, ctx.timeZone)?.getTime();
    if (start === undefined) return false;
    const from = start - hours * HOUR_MS;
    return now.getTime() >= from && now.getTime() < start && candidate.createdAt.getTime() < from;
  });

  let sent = 0;
  for (const { id } of due) {
    const mails = await ctx.db.transaction(async (tx): Promise<QueuedMail[]> => {
      const [claimed] = await tx
        .update(reservations)
        .set({ reminderSentAt: now })
        .where(and(eq(reservations.id, id), isNull(reservations.reminderSentAt), liveReservation))
        .returning();
      if (!claimed) return [];
      const bookingDay = await readBookingDay(tx, claimed.date, { fresh: true });
      return (await queueDinerMail(tx, ctx, 'reminder', { ...toDto(claimed), revision: claimed.revision }, bookingDay))
        .queued;
    });
    ctx.mailer.dispatch(mails);
    sent += mails.length;
  }
  return sent;
}
