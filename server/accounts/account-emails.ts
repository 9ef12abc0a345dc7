import type { AppContext } from '../context';
import { requestPasswordReset, sendUsernameReminder } from './password-reset';

export const ACCOUNT_EMAIL_QUEUE = 'account-email';

interface AccountEmailJob {
  kind: 'password-reset' | 'username-reminder';
  email: string;
}

/**
 * Forgot-password and request-username only add a job and answer: looking the address up,
 * counting the account's emails and writing one all happen here, so the answer takes the same
 * time whether or not an account has that address.
 */
export function registerAccountEmails(ctx: AppContext): void {
  ctx.jobs.defineQueue(ACCOUNT_EMAIL_QUEUE, { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 60 });
  ctx.jobs.work<AccountEmailJob>(ACCOUNT_EMAIL_QUEUE, async (job) => {
    if (job.data.kind === 'password-reset') await requestPasswordReset(ctx, job.data.email);
    else await sendUsernameReminder(ctx, job.data.email);
  });
}

export async function queueAccountEmail(ctx: AppContext, kind: AccountEmailJob['kind'], email: string): Promise<void> {
  await ctx.jobs.enqueue(ctx.db, [{ name: ACCOUNT_EMAIL_QUEUE, data: { kind, email } satisfies AccountEmailJob }]);
  ctx.jobs.wake(ACCOUNT_EMAIL_QUEUE);
}
