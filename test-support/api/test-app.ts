import { randomBytes } from 'node:crypto';
import { createApp, type App } from '../../server/app';
import type { RateLimits } from '../../server/context';
import type { DatabaseHandle } from '../../server/db/client';
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
}

const NO_RATE_LIMITS: RateLimits = {
  publicWritesPerHour: 0,
  accountEmailsPerHour: 0,
  loginFailuresPerUsername: 0,
  loginFailuresPerIp: 0,
};

/** A real app on a real database, as server/index.ts builds it, without listening on a port. */
export async function createTestContext(
  overrides: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const env = loadEnv({ NODE_ENV: 'test', ...overrides });
  const database = await openTestDatabase({ isolated: options.isolatedDatabase });
  const app = createApp({
    database,
    env,
    sessionSecret: randomBytes(32).toString('hex'),
    now: options.now,
    rateLimits: { ...NO_RATE_LIMITS, ...options.rateLimits },
  });
  return {
    app,
    database,
    env,
    async close() {
      await app.mailer.idle();
      app.shutdown();
      await database.close();
    },
  };
}
