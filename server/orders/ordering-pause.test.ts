import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SETTING_KEYS } from '@shared/business-info';
import { DEFAULT_ORDERING_SETTINGS, NO_ORDERING_PAUSE } from '@shared/schemas/ordering';
import { signInAs } from '../../test-support/api/admins';
import { orderBody, postOrder, seedOrderingMenu, type OrderingMenu } from '../../test-support/api/ordering';
import { changeSettings } from '../../test-support/api/settings';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// Friday 20 June 2092, noon in Minneapolis (CDT, UTC-5); Fridays are open 11:00 AM to 10:00 PM.
const NOON = new Date('2092-06-20T17:00:00Z');
const TODAY = '2092-06-20';
let clock = NOON;

let ctx: TestContext;
let menu: OrderingMenu;
let manager: request.Agent;
beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => clock, isolatedDatabase: true },
  );
  menu = await seedOrderingMenu(ctx.database.db, TODAY);
  manager = (await signInAs(ctx, 'manager')).agent;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock = NOON;
  await changeSettings(ctx.database.db, {
    [SETTING_KEYS.ordering]: DEFAULT_ORDERING_SETTINGS,
    [SETTING_KEYS.orderingPause]: NO_ORDERING_PAUSE,
    [SETTING_KEYS.orderingBusy]: false,
  });
});

const order = () => postOrder(ctx.app, orderBody('asap', [{ menuItemId: menu.sambusa, quantity: 1 }]));
const status = async () => (await request(ctx.app).get('/api/ordering').expect(200)).body;

describe('pausing pickup orders', () => {
  test('paused: not accepting, with the reason; an order is refused; resumed: an order is taken', async () => {
    const paused = await manager
      .post('/api/admin/ordering/pause')
      .send({ minutes: 30, reason: 'The kitchen is very busy' })
      .expect(200);
    expect(paused.body).toMatchObject({
      acceptingOrders: false,
      reasonKey: 'paused',
      reason: 'The kitchen is very busy',
      pauseReason: 'The kitchen is very busy',
      pausedUntil: '2092-06-20T17:30:00.000Z',
      asapPickupAt: null,
    });
    expect(await status()).toMatchObject({
      acceptingOrders: false,
      reasonKey: 'paused',
      pausedUntil: '2092-06-20T17:30:00.000Z',
    });
    const refused = await order();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'We have paused online orders until 12:30 PM; please try again then (The kitchen is very busy)',
    );
    const slots = await request(ctx.app).get(`/api/ordering/slots?date=${TODAY}`).expect(200);
    expect(slots.body).toMatchObject({ open: false, slots: [] });

    await manager.delete('/api/admin/ordering/pause').expect(200);
    expect(await status()).toMatchObject({
      acceptingOrders: true,
      reasonKey: null,
      pausedUntil: null,
      pauseReason: null,
    });
    expect((await order()).status).toBe(201);
  });

  test('a pause ends by itself at its end time', async () => {
    await manager.post('/api/admin/ordering/pause').send({ minutes: 15 }).expect(200);
    clock = new Date(NOON.getTime() + 14 * 60_000);
    expect((await order()).status).toBe(409);
    clock = new Date(NOON.getTime() + 15 * 60_000);
    expect(await status()).toMatchObject({ acceptingOrders: true, pausedUntil: null });
    expect((await order()).status).toBe(201);
  });

  test('until tomorrow ends at midnight in the restaurant, whatever the machine zone', async () => {
    clock = new Date('2092-06-21T03:30:00Z'); // 10:30 PM on Friday in Minneapolis, Saturday in UTC
    const res = await manager.post('/api/admin/ordering/pause').send({ untilTomorrow: true }).expect(200);
    expect(res.body.pausedUntil).toBe('2092-06-21T05:00:00.000Z');
    expect(res.body.reason).toBe('We have paused online orders for the rest of today; please order again tomorrow');
    expect(res.body.pauseReason).toBeNull();
  });

  test('a reason over 120 characters or another length is refused and changes nothing', async () => {
    const long = await manager.post('/api/admin/ordering/pause').send({ minutes: 15, reason: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('The reason can be at most 120 characters');
    for (const body of [
      { minutes: 20 },
      { minutes: '15' },
      { untilTomorrow: false },
      {},
      { minutes: 15, until: 'x' },
    ]) {
      const bad = await manager.post('/api/admin/ordering/pause').send(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(await status()).toMatchObject({ acceptingOrders: true, pausedUntil: null });
    expect((await order()).status).toBe(201);
  });

  test('a reason of exactly 120 characters is kept', async () => {
    const res = await manager.post('/api/admin/ordering/pause').send({ minutes: 60, reason: 'y'.repeat(120) });
    expect(res.status).toBe(200);
    expect(res.body.pauseReason).toBe('y'.repeat(120));
  });
});

describe('busy mode', () => {
  test('moves ASAP and the earliest pickup later by busyExtraMinutes, and back', async () => {
    expect((await status()).asapPickupAt).toBe('2092-06-20T17:20:00.000Z');
    const before = (await request(ctx.app).get(`/api/ordering/slots?date=${TODAY}`).expect(200)).body.slots[0].time;
    expect(before).toBe('12:30');
    const on = await manager.post('/api/admin/ordering/busy').expect(200);
    expect(on.body).toMatchObject({ busy: true, asapPickupAt: '2092-06-20T17:35:00.000Z' });
    const after = (await request(ctx.app).get(`/api/ordering/slots?date=${TODAY}`).expect(200)).body.slots[0].time;
    expect(after).toBe('12:45');
    const placed = await order();
    expect(placed.status).toBe(201);
    expect(placed.body.pickupAt).toBe('2092-06-20T17:35:00.000Z');
    await changeSettings(ctx.database.db, {
      [SETTING_KEYS.ordering]: { ...DEFAULT_ORDERING_SETTINGS, busyExtraMinutes: 40 },
    });
    expect((await status()).asapPickupAt).toBe('2092-06-20T18:00:00.000Z');
    const off = await manager.delete('/api/admin/ordering/busy').expect(200);
    expect(off.body).toMatchObject({ busy: false, asapPickupAt: '2092-06-20T17:20:00.000Z' });
  });

  test('pause and busy at once', async () => {
    await manager.post('/api/admin/ordering/busy').expect(200);
    const res = await manager.post('/api/admin/ordering/pause').send({ minutes: 15 }).expect(200);
    expect(res.body).toMatchObject({ busy: true, acceptingOrders: false, reasonKey: 'paused' });
  });
});

describe('who may pause', () => {
  // Every role holds orders.manage; server/route-guards.test.ts checks each role against the table.
  test('signed out: 401 and nothing changes', async () => {
    for (const [method, path] of [
      ['post', '/api/admin/ordering/pause'],
      ['delete', '/api/admin/ordering/pause'],
      ['post', '/api/admin/ordering/busy'],
      ['delete', '/api/admin/ordering/busy'],
    ] as const) {
      const res = await request(ctx.app)[method](path).send({ minutes: 15 });
      expect(res.status).toBe(401);
    }
    expect(await status()).toMatchObject({ acceptingOrders: true, busy: false });
  });
});
