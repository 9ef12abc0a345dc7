import { and, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { eventBookings } from '../db/schema';
import type { QueuedMail } from '../mail/mailer';
import { invalidateAvailability, loadSettings } from '../site';
import { releaseBlocks } from './block-claims';
import { recordEventHistory } from './event-history';
import { hallHoldExpiredAlertMail, hallHoldExpiredMail } from './request-mail';

type HoldContext = Pick<AppContext, 'now' | 'mailer' | 'publicUrl'>;

/**
 * Ends the tentative events (of one date, or of all) whose hold ran out, inside `tx`: each becomes
 * `expired`, frees its blocks, gets a line of history, and the client and the hall's inbox are
 * emailed. Answers the queued emails, to dispatch once `tx` has committed.
 */
export async function expireLapsedHolds(tx: Database, ctx: HoldContext, date?: string): Promise<QueuedMail[]> {
  const expired = await tx
    .update(eventBookings)
    .set({ status: 'expired', updatedAt: ctx.now() })
    .where(
      and(
        eq(eventBookings.status, 'tentative'),
        lte(eventBookings.holdExpiresAt, ctx.now()),
        date === undefined ? undefined : eq(eventBookings.eventDate, date),
      ),
    )
    .returning();
  if (expired.length === 0) return [];
  const settings = await loadSettings(tx);
  const business = settings.businessInfo;
  const mails = [];
  for (const event of expired) {
    await releaseBlocks(tx, event.id);
    await recordEventHistory(tx, event.id, { kind: 'status', fromStatus: 'tentative', toStatus: 'expired' });
    mails.push(
      hallHoldExpiredMail(event, business, ctx.publicUrl),
      hallHoldExpiredAlertMail(event, business, `${ctx.publicUrl}/admin`, settings.restaurantLanguage),
    );
  }
  return ctx.mailer.enqueue(tx, mails);
}

/**
 * The holds job: every tentative event past its hold's end expires, with its emails. Tests call it
 * with a moved clock. Answers how many expired.
 */
export async function expireHallHolds(ctx: AppContext): Promise<number> {
  const queued = await ctx.db.transaction((tx) => expireLapsedHolds(tx, ctx));
  if (queued.length === 0) return 0;
  invalidateAvailability(ctx.db);
  ctx.mailer.dispatch(queued);
  return queued.length / 2;
}
