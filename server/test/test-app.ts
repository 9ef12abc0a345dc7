import { randomBytes } from 'node:crypto';
import { createApp, type App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadEnv, type Env } from '../env';
import { openTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

/** A real app on a real database, as server/index.ts builds it, without listening on a port. */
export async function createTestContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const env = loadEnv({ NODE_ENV: 'test', ...overrides });
  const database = await openTestDatabase();
  const app = createApp({ database, env, sessionSecret: randomBytes(32).toString('hex') });
  return {
    app,
    database,
    env,
    async close() {
      app.shutdown();
      await database.close();
    },
  };
}
