import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { createJobQueue, type JobQueue } from './job-queue';

let ctx: TestContext;
let queue: JobQueue;
const schema = `jobs_test_${Date.now().toString(36)}`;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await queue?.stop(1000);
  await ctx.database.executeSql(`drop schema if exists ${schema} cascade`);
  await ctx.close();
});

test('a job cut short (its process hung or was killed) is taken again once it expires', async () => {
  queue = createJobQueue({
    database: ctx.database,
    schema,
    timeZone: 'America/Chicago',
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
  });
  queue.defineQueue('cut-short', { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 1 });
  const tries: number[] = [];
  queue.work<{ n: number }>(
    'cut-short',
    async (job) => {
      tries.push(job.data.n);
      // The first try never ends, as if its process had died mid-job.
      if (tries.length === 1) await new Promise(() => undefined);
    },
    { concurrency: 2 },
  );
  await queue.start();

  await ctx.database.db.transaction((tx) => queue.enqueue(tx, [{ name: 'cut-short', data: { n: 7 } }]));
  queue.wake('cut-short');
  await expect.poll(() => tries.length, { timeout: 15_000, interval: 200 }).toBe(2);
  expect(tries).toEqual([7, 7]);
  // The second try completes the job; nothing is left waiting or failed.
  await expect.poll(() => queue.counts(), { timeout: 5_000, interval: 100 }).toEqual({ queued: 0, failed: 0 });
});

test('jobs enqueued in a transaction that rolls back never run', async () => {
  const seen: string[] = [];
  await expect(
    ctx.database.db.transaction(async (tx) => {
      await queue.enqueue(tx, [{ name: 'cut-short', data: { n: 1 } }]);
      throw new Error('the booking was refused');
    }),
  ).rejects.toThrow('refused');
  const rows = await ctx.database.executeSql(
    `select count(*)::int as count from ${schema}.job where name = 'cut-short' and data->>'n' = '1'`,
  );
  expect(rows.rows[0]).toEqual({ count: 0 });
  expect(seen).toEqual([]);
});
