import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App, type AppDeps } from '../../server/app';
import { ACCOUNT_EMAIL_QUEUE } from '../../server/accounts/account-emails';
import type { RateLimits } from '../../server/rate-limits';
import type { DatabaseHandle } from '../../server/db/client';
import type { MailRetryPolicy } from '../../server/mail/mailer';
import { loadEnv, type Env } from '../../server/env';
import { openTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** A fixed clock for time rules; the real clock otherwise. */
  now?: () => Date;
  /** Tests run with every rate limit off unless they are about one. */
  rateLimits?: Partial<RateLimits>;
  /**
   * A database of its own even on the shared PostgreSQL, for tests that change restaurant-wide
   * settings other test files read (see openTestDatabase).
   */
  isolatedDatabase?: boolean;
  /** Shorter mail retries, to see a delivery given up. */
  mailRetry?: MailRetryPolicy;
  /** Pages as well as the API (see rendered-pages.ts). */
  mountWeb?: AppDeps['mountWeb'];
}

const NO_RATE_LIMITS: RateLimits = {
  publicWritesPerHour: 0,
  accountEmailsPerHour: 0,
  emailsPerAccountPerHour: 0,
  loginFailuresPerPair: 0,
  loginFailuresPerUsername: 0,
  loginFailuresPerIp: 0,
  manageActionsPerHour: 0,
  onlineGuestsPerAddressPerDate: 0,
  onlineBookingsPerContactPerDate: 0,
  imageReadsPerMinute: 0,
  publicFormMailPerRecipientPerHour: 0,
  giftCardBalanceChecksPerHour: 0,
  giftCardCheckoutsPerAddressPerHour: 0,
  giftCardCheckoutsPerEmailPerDay: 0,
  ordersPerAddressPerHour: 0,
  openPayAtPickupOrdersPerPhone: 0,
  noShowsBeforeCardRequired: 0,
  noShowsBeforePayAtPickupRefused: 0,
  orderStatusReadsPerHour: 0,
  hallHoldsPerContact: 0,
};

/** A real app on a real database, as server/index.ts builds it, without listening on a port. */
export async function createTestContext(
  overrides: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const env = loadEnv({ NODE_ENV: 'test', ...overrides });
  const database = await openTestDatabase({ isolated: options.isolatedDatabase });
  // Test files share one PostgreSQL database: each app gets job tables of its own, so no other
  // file's workers (with their own SMTP settings) take its jobs.
  const jobSchema = database.driver === 'postgres' ? `jobs_${randomBytes(6).toString('hex')}` : 'jobs';
  const imageCacheDir = await mkdtemp(join(tmpdir(), 'selam-test-images-'));
  const app = createApp({
    database,
    env,
    sessionSecret: randomBytes(32).toString('hex'),
    imageCacheDir,
    rateLimitKeyPrefix: `${randomBytes(4).toString('hex')}:`,
    now: options.now,
    rateLimits: { ...NO_RATE_LIMITS, ...options.rateLimits },
    jobSchema,
    mailRetry: options.mailRetry,
    mountWeb: options.mountWeb,
  });
  await app.start();
  return {
    app,
    database,
    env,
    async close() {
      await mailSettled(app);
      await app.shutdown();
      if (database.driver === 'postgres') await database.executeSql(`drop schema if exists ${jobSchema} cascade`);
      await database.close();
      await rm(imageCacheDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app process on the same database and job queue (its own caches, clock or limits);
 * it is started, and stopped with `app.shutdown()`.
 */
export async function startAnotherApp(
  ctx: TestContext,
  deps: Omit<AppDeps, 'database' | 'sessionSecret' | 'env'> &
    Partial<Pick<AppDeps, 'database' | 'sessionSecret' | 'env'>>,
): Promise<App> {
  const app = createApp({
    database: ctx.database,
    env: ctx.env,
    sessionSecret: randomBytes(32).toString('hex'),
    jobSchema: ctx.app.context.jobs.schema,
    imageCacheDir: ctx.app.context.imageCache.dir,
    rateLimitKeyPrefix: ctx.app.context.rateLimitKeyPrefix,
    ...deps,
    rateLimits: { ...NO_RATE_LIMITS, ...deps.rateLimits },
  });
  await app.start();
  return app;
}

/** Waits until every email requests so far have caused is written and delivered (or given up). */
export async function mailSettled(app: App): Promise<void> {
  await app.context.jobs.idle([ACCOUNT_EMAIL_QUEUE]);
  await app.mailer.idle();
}
