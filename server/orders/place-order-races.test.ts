import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PlacedOrderDto } from '@shared/schemas/ordering';
import { onlineOrders } from '../db/schema';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { lockOrderDate } from '../site';
import type { App } from '../app';
import { signInAs } from '../../test-support/api/admins';
import { orderBody, postOrder, seedOrderingMenu, type OrderingMenu } from '../../test-support/api/ordering';
import { createTestContext, startAnotherApp, type TestContext } from '../../test-support/api/test-app';
import { testDatabaseUrl, testDriver } from '../../test-support/api/test-database';

// Friday 20 June 2092, noon in Minneapolis; the next days are open 11:00 AM to 10:00 PM (Sunday to 9:00 PM).
const NOW = new Date('2092-06-20T17:00:00Z');
const TODAY = '2092-06-20';

let ctx: TestContext;
let menu: OrderingMenu;
beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => NOW, isolatedDatabase: true });
  menu = await seedOrderingMenu(ctx.database.db, TODAY);
});
afterAll(() => ctx.close());

const tibs = [{ menuItemId: 0, quantity: 1 }];

test.skipIf(testDriver !== 'postgres')(
  '30 simultaneous orders of load 2 for one slot of 12: exactly 6 are stored, the rest are told the times with room',
  async () => {
    tibs[0]!.menuItemId = menu.tibs;
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        postOrder(
          ctx.app,
          orderBody(`${TODAY}T19:00`, tibs, { customerName: `Rush ${'abcdefghijklmnopqrstuvwxyzABCD'[index]}` }),
        ),
      ),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(24);
    for (const res of responses.filter((each) => each.status === 409)) {
      expect(res.body.code).toBe('FULLY_BOOKED');
      expect(res.body.fieldErrors.pickupTime).toEqual(['7:00 PM is fully booked; 6:45 PM and 7:15 PM have room']);
    }
    const [row] = await ctx.database.db
      .select({ load: sql<number>`sum(${onlineOrders.kitchenLoad})::int` })
      .from(onlineOrders)
      .where(sql`${onlineOrders.pickupDate} = ${TODAY} and ${onlineOrders.pickupSlot} = '19:00'`);
    expect(row!.load).toBe(12);
  },
);

describe('an order racing a closure', () => {
  test('sent together, the order lands before the closure or is refused by it', async () => {
    const { agent: manager } = await signInAs(ctx, 'manager');
    const date = '2092-06-21';
    const [order, closure] = await Promise.all([
      postOrder(ctx.app, orderBody(`${date}T18:00`, [{ menuItemId: menu.sambusa, quantity: 1 }])),
      manager
        .post('/api/admin/schedule-exceptions')
        .send({ startDate: date, endDate: date, closed: true, periods: [], label: 'Family wedding' }),
    ]);
    expect(closure.status).toBe(201);
    if (order.status === 201) {
      const [row] = await ctx.database.db
        .select()
        .from(onlineOrders)
        .where(eq(onlineOrders.orderNumber, order.body.orderNumber));
      expect(row!.pickupDate).toBe(date);
    } else {
      expect(order.status).toBe(400);
      expect(order.body.fieldErrors.pickupTime[0]).toMatch(/closed/i);
    }
    const after = await postOrder(ctx.app, orderBody(`${date}T19:00`, [{ menuItemId: menu.sambusa, quantity: 1 }]));
    expect(after.status).toBe(400);
  });

  test.skipIf(testDriver !== 'postgres')(
    'a closure waits for an order holding its date, then every later order sees it',
    async () => {
      const { agent: manager } = await signInAs(ctx, 'manager');
      const date = '2092-06-22';
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const held = ctx.database.db.transaction(async (tx) => {
        await lockOrderDate(tx, date);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isLocked;
      const closure = manager
        .post('/api/admin/schedule-exceptions')
        .send({ startDate: date, endDate: date, closed: true, periods: [], label: 'Inventory' })
        .then((res) => res);
      // The closure's transaction waits on the order date's lock (class 0x5e1b, the date as 20920622).
      for (;;) {
        const { rows } = await ctx.database.executeSql(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and classid = ${0x5e1b} and objid = 20920622`,
        );
        if ((rows[0] as { n: number }).n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      await held;
      expect((await closure).status).toBe(201);
      const refused = await postOrder(ctx.app, orderBody(`${date}T18:00`, [{ menuItemId: menu.sambusa, quantity: 1 }]));
      expect(refused.status).toBe(400);
    },
  );
});

describe('one Idempotency-Key through two app processes', () => {
  let database: DatabaseHandle | undefined;
  let other: App;
  beforeAll(async () => {
    if (testDriver === 'postgres') {
      // This file's database opened a second time: another process's pool.
      const { rows } = await ctx.database.executeSql('select current_database() as name');
      const url = new URL(testDatabaseUrl!);
      url.pathname = `/${(rows[0] as { name: string }).name}`;
      database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    }
    other = await startAnotherApp(ctx, {
      database: database ?? ctx.database,
      now: () => NOW,
      sessionSecret: [...ctx.app.context.signingSecrets],
    });
  });
  afterAll(async () => {
    await other?.shutdown();
    await database?.close();
  });

  test('5 simultaneous posts: one order, one token; after a secret rotation a retry still gets that token', async () => {
    const key = randomUUID();
    const name = `Retry ${'abcdefgh'[randomBytes(1)[0]! % 8]}`;
    const body = orderBody(`${TODAY}T18:00`, [{ menuItemId: menu.sambusa, quantity: 2 }], {
      customerName: name,
      phone: '(612) 555-0101',
    });
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) => postOrder(index % 2 ? other : ctx.app, body, key)),
    );
    expect(responses.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const placed = responses.map((res) => res.body as PlacedOrderDto);
    expect(new Set(placed.map((each) => each.orderNumber)).size).toBe(1);
    expect(new Set(placed.map((each) => each.statusToken)).size).toBe(1);
    const rows = await ctx.database.db.select().from(onlineOrders).where(eq(onlineOrders.phone, '(612) 555-0101'));
    expect(rows).toHaveLength(1);

    const rotated = await startAnotherApp(ctx, {
      database: database ?? ctx.database,
      now: () => NOW,
      sessionSecret: [randomBytes(32).toString('hex'), ...ctx.app.context.signingSecrets],
    });
    try {
      const again = await postOrder(rotated, body, key);
      expect(again.status).toBe(201);
      expect(again.body.statusToken).toBe(placed[0]!.statusToken);
      await request(rotated).get(`/api/orders/status/${placed[0]!.statusToken}`).expect(200);
    } finally {
      await rotated.shutdown();
    }
  });
});
