import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { idempotencyKeys, mailOutbox, rateLimitCounters, sessions } from '../db/schema';

export const CLEAN_UP_QUEUE = 'nightly-clean-up';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Email bodies are kept this long; the outbox row and its status stay. */
const MAIL_BODY_DAYS = 90;
/** The address a booking or an order came from only serves the abuse limits: forgotten this many days after its date. */
export const SENDER_ADDRESS_DAYS = 2;

/** An area's part of the nightly clean-up: it answers how many rows each of its steps touched, for the log. */
export type NightlyTask = (now: Date) => Promise<Record<string, number>>;

/** The day `days` days before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** How many rows a `returning` query touched. */
export async function countRows(rows: Promise<unknown[]>): Promise<number> {
  return (await rows).length;
}

/** The infrastructure's own part: expired sessions and rate-limit windows, and old email bodies. */
async function cleanUpInfrastructure(db: Database, now: Date): Promise<Record<string, number>> {
  return {
    sessions: await countRows(db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid })),
    // A body may hold a personal message or a link; after 90 days only who, what and when remain.
    mailBodies: await countRows(
      db
        .update(mailOutbox)
        .set({ text: '', html: null, attachments: null })
        .where(
          and(
            lt(mailOutbox.createdAt, daysBefore(now, MAIL_BODY_DAYS)),
            or(sql`${mailOutbox.text} <> ''`, isNotNull(mailOutbox.html)),
          ),
        )
        .returning({ id: mailOutbox.id }),
    ),
    rateLimitCounters: await countRows(
      db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now)).returning({ key: rateLimitCounters.key }),
    ),
    // A retry key answers its request again for a day; then the key is free to be forgotten.
    idempotencyKeys: await countRows(
      db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, daysBefore(now, 1)))
        .returning({ key: idempotencyKeys.key }),
    ),
  };
}

/** Deletes what is past its keeping time, the infrastructure's and each area's; answers the counts. */
export async function nightlyCleanUp(
  db: Database,
  now: Date,
  tasks: readonly NightlyTask[],
): Promise<Record<string, number>> {
  const counts = await cleanUpInfrastructure(db, now);
  for (const task of tasks) Object.assign(counts, await task(now));
  return counts;
}

/**
 * The clean-up at 3:30 at night, in the restaurant's time zone, with each area's nightly tasks.
 * The queue runs each tick in one process only.
 */
export function registerHousekeeping(ctx: AppContext, tasks: readonly NightlyTask[]): void {
  ctx.jobs.defineQueue(CLEAN_UP_QUEUE);
  ctx.jobs.schedule(CLEAN_UP_QUEUE, '30 3 * * *');
  ctx.jobs.work(CLEAN_UP_QUEUE, async () => {
    const counts = await nightlyCleanUp(ctx.db, ctx.now(), tasks);
    console.info(`[jobs] nightly clean-up: ${JSON.stringify(counts)}`);
  });
}
