import type { AppContext } from '../context';
import { sweepUnansweredOrders } from './unanswered-orders';

const UNANSWERED_QUEUE = 'orders-unanswered';

/** Every minute: remind the restaurant of orders left waiting, and cancel those nobody accepted in time. */
export function registerOrderJobs(ctx: AppContext): void {
  ctx.jobs.defineQueue(UNANSWERED_QUEUE);
  ctx.jobs.schedule(UNANSWERED_QUEUE, '* * * * *');
  ctx.jobs.work(UNANSWERED_QUEUE, async () => {
    const { reminded, cancelled } = await sweepUnansweredOrders(ctx, ctx.now());
    if (reminded > 0) console.info(`[jobs] ${reminded} waiting order reminder(s) queued`);
    if (cancelled.length > 0) console.info(`[jobs] orders not accepted in time cancelled: ${cancelled.join(', ')}`);
  });
}
