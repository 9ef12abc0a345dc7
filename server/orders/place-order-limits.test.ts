import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SETTING_KEYS } from '@shared/business-info';
import { DEFAULT_ORDERING_SETTINGS } from '@shared/schemas/ordering';
import type { App } from '../app';
import { onlineOrders } from '../db/schema';
import { orderBody, postOrder, seedOrderingMenu, type OrderingMenu } from '../../test-support/api/ordering';
import { changeSettings } from '../../test-support/api/settings';
import { createTestContext, startAnotherApp, type TestContext } from '../../test-support/api/test-app';

// Friday 20 June 2092, noon in Minneapolis, open to 10:00 PM.
const TODAY = '2092-06-20';
let clock = new Date('2092-06-20T17:00:00Z');

let ctx: TestContext;
let menu: OrderingMenu;
beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => clock, isolatedDatabase: true },
  );
  menu = await seedOrderingMenu(ctx.database.db, TODAY);
});
afterAll(() => ctx.close());

const limits = () => ctx.app.context.rateLimits;
const sambusa = (quantity = 1) => [{ menuItemId: menu.sambusa, quantity }];
/** A phone number no other test orders with. */
const newPhone = () => `(612) 555-${String(Math.floor(1000 + Math.random() * 8999))}`;

describe('limits on placing orders (0 switches each off)', () => {
  test('ordersPerAddressPerHour: orders made from one address in the last hour', async () => {
    clock = new Date('2092-06-20T18:00:00Z');
    limits().ordersPerAddressPerHour = 2;
    try {
      for (let index = 0; index < 2; index += 1)
        expect((await postOrder(ctx.app, orderBody(`${TODAY}T20:00`, sambusa(), { phone: newPhone() }))).status).toBe(
          201,
        );
      const refused = await postOrder(ctx.app, orderBody(`${TODAY}T20:00`, sambusa(), { phone: newPhone() }));
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      // An hour later the address may order again.
      clock = new Date('2092-06-20T19:01:00Z');
      expect((await postOrder(ctx.app, orderBody(`${TODAY}T20:00`, sambusa(), { phone: newPhone() }))).status).toBe(
        201,
      );
      clock = new Date('2092-06-20T18:00:00Z');
      limits().ordersPerAddressPerHour = 0;
      expect((await postOrder(ctx.app, orderBody(`${TODAY}T20:00`, sambusa(), { phone: newPhone() }))).status).toBe(
        201,
      );
    } finally {
      limits().ordersPerAddressPerHour = 0;
      clock = new Date('2092-06-20T17:00:00Z');
    }
  });

  test('openPayAtPickupOrdersPerPhone: orders still to be picked up and paid, however the number is written', async () => {
    limits().openPayAtPickupOrdersPerPhone = 2;
    try {
      const phone = newPhone();
      expect((await postOrder(ctx.app, orderBody(`${TODAY}T20:15`, sambusa(), { phone }))).status).toBe(201);
      expect((await postOrder(ctx.app, orderBody(`${TODAY}T20:15`, sambusa(), { phone }))).status).toBe(201);
      const digits = `+1 ${phone.replace(/\D/g, '')}`;
      const refused = await postOrder(ctx.app, orderBody(`${TODAY}T20:15`, sambusa(), { phone: digits }));
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/already has 2 orders waiting/);
      limits().openPayAtPickupOrdersPerPhone = 0;
      expect((await postOrder(ctx.app, orderBody(`${TODAY}T20:15`, sambusa(), { phone }))).status).toBe(201);
    } finally {
      limits().openPayAtPickupOrdersPerPhone = 0;
    }
  });

  test('noShowsBeforePayAtPickupRefused: 2 orders not picked up in 90 days refuse paying at pickup', async () => {
    const phone = newPhone();
    const noShow = (daysAgo: number) => ({
      orderNumber: `T-${randomUUID()}`,
      customerName: 'Abebe Girma',
      phone,
      orderType: 'pickup',
      items: '1x Sambusa',
      subtotal: '9.50',
      tax: '0.86',
      total: '10.36',
      status: 'no_show' as const,
      paymentMethod: 'pay_at_pickup' as const,
      createdAt: new Date(clock.getTime() - daysAgo * 86_400_000),
    });
    await ctx.database.db.insert(onlineOrders).values([noShow(10), noShow(100)]);
    limits().noShowsBeforePayAtPickupRefused = 2;
    try {
      // The one of 100 days ago no longer counts.
      expect((await postOrder(ctx.app, orderBody(`${TODAY}T20:30`, sambusa(), { phone }))).status).toBe(201);
      await ctx.database.db.insert(onlineOrders).values(noShow(30));
      const refused = await postOrder(ctx.app, orderBody(`${TODAY}T20:30`, sambusa(), { phone }));
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors.paymentMethod[0]).toMatch(/not picked up/);
      limits().noShowsBeforePayAtPickupRefused = 0;
      expect((await postOrder(ctx.app, orderBody(`${TODAY}T20:30`, sambusa(), { phone }))).status).toBe(201);
    } finally {
      limits().noShowsBeforePayAtPickupRefused = 0;
    }
  });

  test('maxPayAtPickupTotal: a total over the cap is a 400 on paymentMethod', async () => {
    await changeSettings(ctx.database.db, {
      [SETTING_KEYS.ordering]: { ...DEFAULT_ORDERING_SETTINGS, maxPayAtPickupTotal: '20.00' },
    });
    try {
      const over = await postOrder(ctx.app, orderBody(`${TODAY}T20:45`, sambusa(3)));
      expect(over.status).toBe(400);
      expect(over.body.fieldErrors.paymentMethod).toEqual([
        'Pay at pickup is for orders up to $20.00; please call us at (612) 555-0147 for a larger order',
      ]);
      expect((await postOrder(ctx.app, orderBody(`${TODAY}T20:45`, sambusa(1)))).status).toBe(201);
    } finally {
      await changeSettings(ctx.database.db, { [SETTING_KEYS.ordering]: DEFAULT_ORDERING_SETTINGS });
    }
  });
});

describe('limits on the status link', () => {
  let polling: App;
  let strict: App;
  let token: string;
  beforeAll(async () => {
    polling = await startAnotherApp(ctx, { now: () => clock, rateLimits: { orderStatusReadsPerHour: 1200 } });
    strict = await startAnotherApp(ctx, {
      now: () => clock,
      rateLimits: { orderStatusReadsPerHour: 3, manageActionsPerHour: 1 },
      // Counters of its own: on PostgreSQL the polling app's reads would count here too.
      rateLimitKeyPrefix: `strict-${randomUUID()}:`,
    });
    await changeSettings(ctx.database.db, {
      [SETTING_KEYS.ordering]: { ...DEFAULT_ORDERING_SETTINGS, autoAccept: false },
    });
    token = (await postOrder(ctx.app, orderBody(`${TODAY}T21:00`, sambusa()))).body.statusToken;
    await changeSettings(ctx.database.db, { [SETTING_KEYS.ordering]: DEFAULT_ORDERING_SETTINGS });
  });
  afterAll(async () => {
    await polling.shutdown();
    await strict.shutdown();
  });

  test('a diner polling every 5 seconds for an hour (720 reads) is never refused at the default 1,200', async () => {
    // The limit counts reads per address whatever they answer; most of these name no order (answered
    // without a query), so the hour of polling stays quick on the embedded database.
    const unknown = 'not-a-token';
    // One listening server for all the reads, as a browser would keep one connection.
    const server = polling.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const agent = request.agent(server);
    try {
      for (let batch = 0; batch < 720 / 24; batch += 1) {
        const statuses = await Promise.all(
          Array.from({ length: 24 }, (_, index) =>
            agent.get(`/api/orders/status/${index === 0 ? token : unknown}`).then((res) => res.status),
          ),
        );
        expect(statuses[0]).toBe(200);
        expect(statuses.slice(1).every((status) => status === 404)).toBe(true);
      }
    } finally {
      server.close();
    }
  });

  test('orderStatusReadsPerHour refuses past its count; the cancel counts as a manage action', async () => {
    for (let index = 0; index < 3; index += 1) await request(strict).get(`/api/orders/status/${token}`).expect(200);
    expect((await request(strict).get(`/api/orders/status/${token}`)).status).toBe(429);
    await request(strict).post(`/api/orders/status/${token}/cancel`).expect(200);
    expect((await request(strict).post(`/api/orders/status/${token}/cancel`)).status).toBe(429);
    // At 0 (this file's own app) neither is limited.
    for (let index = 0; index < 5; index += 1) await request(ctx.app).get(`/api/orders/status/${token}`).expect(200);
    await request(ctx.app).post(`/api/orders/status/${token}/cancel`).expect(200);
  });
});
