import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import {
  auditLog,
  loginAttempts,
  mailOutbox,
  passwordResetTokens,
  rateLimitCounters,
  reservations,
  sessions,
} from '../db/schema';

export const CLEAN_UP_QUEUE = 'nightly-clean-up';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sign-in attempts and email bodies are kept this long; the outbox row and its status stay. */
export const KEEP_DAYS = 90;

export interface CleanUpCounts {
  loginAttempts: number;
  resetTokens: number;
  sessions: number;
  mailBodies: number;
  auditRows: number;
  rateLimitCounters: number;
  bookingAddresses: number;
}

/** Deletes what is past its keeping time; answers how many rows each step touched. */
export async function cleanUp(db: Database, now: Date, auditRetentionDays: number): Promise<CleanUpCounts> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const counted = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    loginAttempts: await counted(
      db
        .delete(loginAttempts)
        .where(lt(loginAttempts.createdAt, before(KEEP_DAYS)))
        .returning({ id: loginAttempts.id }),
    ),
    resetTokens: await counted(
      db
        .delete(passwordResetTokens)
        .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)))
        .returning({ id: passwordResetTokens.id }),
    ),
    sessions: await counted(db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid })),
    // A body may hold a personal message or a link; after 90 days only who, what and when remain.
    mailBodies: await counted(
      db
        .update(mailOutbox)
        .set({ text: '', html: null, attachments: null })
        .where(
          and(
            lt(mailOutbox.createdAt, before(KEEP_DAYS)),
            or(sql`${mailOutbox.text} <> ''`, isNotNull(mailOutbox.html)),
          ),
        )
        .returning({ id: mailOutbox.id }),
    ),
    auditRows: await counted(
      db
        .delete(auditLog)
        .where(lt(auditLog.createdAt, before(auditRetentionDays)))
        .returning({ id: auditLog.id }),
    ),
    rateLimitCounters: await counted(
      db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now)).returning({ key: rateLimitCounters.key }),
    ),
    // The address an online booking came from only serves the per-date limit: forgotten once the date is past.
    bookingAddresses: await counted(
      db
        .update(reservations)
        .set({ bookedFromIp: null })
        .where(and(isNotNull(reservations.bookedFromIp), lt(reservations.date, before(2).toISOString().slice(0, 10))))
        .returning({ id: reservations.id }),
    ),
  };
}

/** A nightly task of an area, run after the clean-up; it answers what it did, for the log. */
export type NightlyTask = () => Promise<Record<string, number>>;

/**
 * The clean-up at 3:30 at night, in the restaurant's time zone, and each area's nightly tasks
 * after it. The queue runs each tick in one process only.
 */
export function registerHousekeeping(ctx: AppContext, nightlyTasks: readonly NightlyTask[]): void {
  ctx.jobs.defineQueue(CLEAN_UP_QUEUE);
  ctx.jobs.schedule(CLEAN_UP_QUEUE, '30 3 * * *');
  ctx.jobs.work(CLEAN_UP_QUEUE, async () => {
    const counts: Record<string, number> = { ...(await cleanUp(ctx.db, ctx.now(), ctx.env.AUDIT_RETENTION_DAYS)) };
    for (const task of nightlyTasks) Object.assign(counts, await task());
    console.info(`[jobs] nightly clean-up: ${JSON.stringify(counts)}`);
  });
}
