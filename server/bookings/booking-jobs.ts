import { and, isNotNull, lt } from 'drizzle-orm';
import { zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { countRows, daysBefore, type NightlyTask, SENDER_ADDRESS_DAYS } from '../jobs/housekeeping';
import { invalidateAvailability } from '../site';
import { releaseLapsedHolds } from './holds';
import { sendDueReminders } from './reservation-reminders';
import { expireWaitlist, notifyWaitlist } from './waitlist';
import { WAITLIST_QUEUE } from './waitlist-check';

const REMINDERS_QUEUE = 'booking-reminders';
const HOLDS_QUEUE = 'booking-holds';

/**
 * The bookings' jobs: waitlist notices when room frees up, booking reminders and lapsed holds
 * every minute. Answers the bookings' nightly task: past waitlist entries expire, and the address
 * an online booking came from is forgotten.
 */
export function registerBookingJobs(ctx: AppContext): NightlyTask {
  ctx.jobs.defineQueue(REMINDERS_QUEUE);
  ctx.jobs.defineQueue(HOLDS_QUEUE);
  ctx.jobs.defineQueue(WAITLIST_QUEUE, { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 120 });
  ctx.jobs.schedule(REMINDERS_QUEUE, '* * * * *');
  ctx.jobs.schedule(HOLDS_QUEUE, '* * * * *');
  ctx.jobs.work<{ date: string }>(WAITLIST_QUEUE, async (job) => {
    const notified = await notifyWaitlist(ctx, job.data.date);
    if (notified > 0) console.info(`[jobs] ${notified} waitlist notice(s) for ${job.data.date} queued`);
  });
  ctx.jobs.work(HOLDS_QUEUE, async () => {
    const dates = await ctx.db.transaction((tx) => releaseLapsedHolds(tx, ctx));
    if (dates.length === 0) return;
    invalidateAvailability(ctx.db);
    console.info(`[jobs] unconfirmed bookings released on ${dates.join(', ')}`);
  });
  ctx.jobs.work(REMINDERS_QUEUE, async () => {
    const sent = await sendDueReminders(ctx);
    if (sent > 0) console.info(`[jobs] ${sent} booking reminder(s) queued`);
  });
  return async (now) => ({
    waitlistExpired: await expireWaitlist(ctx.db, zonedMoment(ctx.timeZone, now).date),
    bookingAddresses: await forgetBookingAddresses(ctx.db, now),
  });
}

/** The address an online booking came from only serves the per-date limit: forgotten two days after the date. */
function forgetBookingAddresses(db: Database, now: Date): Promise<number> {
  return countRows(
    db
      .update(reservations)
      .set({ bookedFromIp: null })
      .where(
        and(
          isNotNull(reservations.bookedFromIp),
          lt(reservations.date, daysBefore(now, SENDER_ADDRESS_DAYS).toISOString().slice(0, 10)),
        ),
      )
      .returning({ id: reservations.id }),
  );
}
