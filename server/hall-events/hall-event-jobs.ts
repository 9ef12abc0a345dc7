import type { AppContext } from '../context';
import { expireHallHolds } from './holds';
import { registerHallReminderJobs } from './reminders';

const HOLDS_QUEUE = 'hall-holds';

/** The hall's queues: holds that run out, and the reminders and overdue deposits of the pipeline. */
export function registerHallEventJobs(ctx: AppContext): void {
  ctx.jobs.defineQueue(HOLDS_QUEUE);
  ctx.jobs.schedule(HOLDS_QUEUE, '* * * * *');
  ctx.jobs.work(HOLDS_QUEUE, async () => {
    const expired = await expireHallHolds(ctx);
    if (expired > 0) console.info(`[jobs] ${expired} hall hold(s) expired`);
  });
  registerHallReminderJobs(ctx);
}
