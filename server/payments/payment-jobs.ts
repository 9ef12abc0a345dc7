import type { AppContext } from '../context';
import { expireAbandonedCheckouts, reconcilePayments } from './reconcile';
import { stripeOf } from './stripe-client';

const EXPIRE_QUEUE = 'payments-expire';
const RECONCILE_QUEUE = 'payments-reconcile';

/**
 * Every minute: end the Checkout sessions diners left (their slots come free at 15 minutes).
 * Every 10 minutes: read from Stripe what it has not told us. Neither runs without Stripe's keys.
 */
export function registerPaymentJobs(ctx: AppContext): void {
  if (!stripeOf(ctx)) return;
  ctx.jobs.defineQueue(EXPIRE_QUEUE);
  ctx.jobs.schedule(EXPIRE_QUEUE, '* * * * *');
  ctx.jobs.work(EXPIRE_QUEUE, async () => {
    const { expired, completed } = await expireAbandonedCheckouts(ctx, ctx.now());
    if (expired + completed > 0)
      console.info(`[jobs] card payments left at Checkout: ${expired} expired, ${completed} paid`);
  });
  ctx.jobs.defineQueue(RECONCILE_QUEUE);
  ctx.jobs.schedule(RECONCILE_QUEUE, '*/10 * * * *');
  ctx.jobs.work(RECONCILE_QUEUE, async () => {
    await reconcilePayments(ctx, ctx.now());
  });
}
