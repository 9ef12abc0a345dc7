import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { onlineOrders } from '../db/schema';
import { loadSettings } from '../site';
import { signInAs } from '../../test-support/api/admins';
import { orderBody, postOrder, seedOrderingMenu } from '../../test-support/api/ordering';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { testDriver } from '../../test-support/api/test-database';

// Noon on Friday 20 June 2092 in Minneapolis; the clock moves on a millisecond at every read, so
// the order of the reads under the date lock is the order of the instants they stored.
const NOON = new Date('2092-06-20T17:00:00Z').getTime();
let ticks = 0;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => new Date(NOON + ticks++), isolatedDatabase: true },
  );
});
afterAll(() => ctx.close());

test.skipIf(testDriver !== 'postgres')(
  '20 orders racing a pause: every order taken was written before the pause began, the rest are refused',
  async () => {
    const menu = await seedOrderingMenu(ctx.database.db, '2092-06-20');
    const { agent: staff } = await signInAs(ctx, 'staff');
    const orders = Array.from({ length: 20 }, (_, index) =>
      postOrder(
        ctx.app,
        orderBody('asap', [{ menuItemId: menu.sambusa, quantity: 1 }], {
          customerName: `Race ${'abcdefghijklmnopqrst'[index]}`,
        }),
      ),
    );
    const pause = staff.post('/api/admin/ordering/pause').send({ minutes: 15, reason: 'Rush' });
    const [paused, ...answers] = await Promise.all([pause, ...orders]);
    expect(paused!.status).toBe(200);
    const placed = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status !== 201);
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/paused online orders/);
    }
    // The pause read its clock under the locks: every order taken holds an earlier instant.
    const { orderingPause } = await loadSettings(ctx.database.db);
    const pausedAt = new Date(orderingPause.until!).getTime() - 15 * 60_000;
    if (placed.length > 0) {
      const rows = await ctx.database.db
        .select({ createdAt: onlineOrders.createdAt })
        .from(onlineOrders)
        .where(
          inArray(
            onlineOrders.orderNumber,
            placed.map((res) => res.body.orderNumber as string),
          ),
        );
      expect(rows).toHaveLength(placed.length);
      for (const row of rows) expect(row.createdAt.getTime()).toBeLessThan(pausedAt);
    }
    expect((await postOrder(ctx.app, orderBody('asap', [{ menuItemId: menu.sambusa, quantity: 1 }]))).status).toBe(409);
  },
);
