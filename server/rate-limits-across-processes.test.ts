import { randomInt } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, mailSettled, startAnotherApp, type TestContext } from '../test-support/api/test-app';
import { testDriver } from '../test-support/api/test-database';
import type { App } from './app';

// Two app processes on one PostgreSQL, as the operations guide runs them behind a proxy. Each
// keeps its own memory, so only counters in the database make their limits add up to one.
let ctx: TestContext;
let other: App;
beforeAll(async () => {
  ctx = await createTestContext({}, { rateLimits: { accountEmailsPerHour: 4 } });
  other = await startAnotherApp(ctx, { rateLimits: { accountEmailsPerHour: 4 } });
  for (const app of [ctx.app, other]) app.set('trust proxy', true);
});
afterAll(async () => {
  // Both apps work the one queue: its jobs are done before either stops and its schema is dropped.
  await mailSettled(ctx.app);
  await other?.shutdown();
  await ctx.close();
});

test.runIf(testDriver === 'postgres')(
  'a per-address limit holds across two app processes: 4 an hour in all, not 4 each',
  async () => {
    const ip = `192.0.2.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const app = i % 2 ? other : ctx.app;
      const res = await request(app)
        .post('/api/admin/request-username')
        .set('X-Forwarded-For', ip)
        .send({ email: `nobody-${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    // Another address has its own count.
    const elsewhere = await request(other)
      .post('/api/admin/request-username')
      .set('X-Forwarded-For', `198.18.0.${randomInt(1, 255)}`)
      .send({ email: 'x@example.com' });
    expect(elsewhere.status).toBe(200);
  },
);
