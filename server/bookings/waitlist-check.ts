import type { AppContext } from '../context';
import type { Database } from '../db/client';

export const WAITLIST_QUEUE = 'waitlist-check';

/**
 * Inside a transaction that frees room on `date`: its waitlist is looked at once that commits,
 * or `afterSeconds` later (a look that had to leave some waiting diners for later).
 */
export async function queueWaitlistCheck(
  tx: Database,
  ctx: Pick<AppContext, 'jobs'>,
  date: string,
  afterSeconds?: number,
): Promise<void> {
  await ctx.jobs.enqueue(tx, [
    { name: WAITLIST_QUEUE, data: { date }, ...(afterSeconds ? { startAfterSeconds: afterSeconds } : {}) },
  ]);
}
