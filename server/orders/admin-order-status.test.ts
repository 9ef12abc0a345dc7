import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { auditLog, mailOutbox, onlineOrderHistory } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { insertTestOrder } from '../../test-support/api/orders';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// Wednesday 13 May 2093, 12:00 in Minneapolis.
const NOW = new Date('2093-05-13T17:00:00Z');
const PICKUP = new Date('2093-05-13T23:30:00Z');

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => NOW });
  staff = await signInAs(ctx, 'staff');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const asap = (fields: Parameters<typeof insertTestOrder>[1] = {}) =>
  insertTestOrder(db(), {
    pickupAsap: true,
    pickupAt: new Date(NOW.getTime() + 20 * 60_000),
    pickupDate: '2093-05-13',
    pickupSlot: '12:30',
    createdAt: NOW,
    ...fields,
  });
const scheduled = (fields: Parameters<typeof insertTestOrder>[1] = {}) =>
  insertTestOrder(db(), { pickupAt: PICKUP, pickupDate: '2093-05-13', pickupSlot: '18:30', createdAt: NOW, ...fields });

const move = (id: number, body: object) => staff.agent.post(`/api/admin/online-orders/${id}/status`).send(body);
const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);

describe('POST /api/admin/online-orders/:id/status', () => {
  test('accepting an ASAP order sets it ready in the minutes given, records who did it, and emails the diner', async () => {
    const order = await asap();
    const res = await move(order.id, { status: 'accepted', readyInMinutes: 25 });
    expect(res.status).toBe(200);
    const body = res.body as AdminOnlineOrderDto;
    expect(body).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      status: 'accepted',
      readyAt: '2093-05-13T17:25:00.000Z',
      paymentStatus: 'pending',
    });
    expect(body.history.map((entry) => entry.status)).toEqual(['pending', 'accepted']);
    expect(body.lines).toHaveLength(2);

    const history = await db().select().from(onlineOrderHistory).where(eq(onlineOrderHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ status: 'accepted', actorId: staff.admin.id, at: NOW, reason: null });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'online-order'), eq(auditLog.entityId, String(order.id))));
    expect(audit).toMatchObject({
      action: 'update-status',
      username: staff.admin.username,
      details: { orderNumber: order.orderNumber, from: 'pending', to: 'accepted', readyInMinutes: 25 },
    });
    const mails = await mailsTo(order.email!);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-accepted']);
    expect(mails[0]!.text).toContain('It will be ready at 12:25 PM.');
    expect(mails[0]!.fromPublicForm).toBe(false);
  });

  test('an ASAP order needs its ready time, from 10 to 45 minutes; nothing changes without it', async () => {
    const order = await asap();
    for (const body of [
      { status: 'accepted' },
      { status: 'accepted', readyInMinutes: 9 },
      { status: 'accepted', readyInMinutes: 46 },
    ]) {
      const res = await move(order.id, body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.readyInMinutes).toEqual(['Choose from 10 to 45 minutes']);
    }
    const list = (await staff.agent.get('/api/admin/online-orders?status=pending')).body as AdminOnlineOrderDto[];
    expect(list.find((row) => row.id === order.id)?.status).toBe('pending');
    expect(await mailsTo(order.email!)).toEqual([]);
  });

  test('a scheduled order is ready at its pickup time; ready, then picked up marks it paid', async () => {
    const order = await scheduled();
    const accepted = await move(order.id, { status: 'accepted', readyInMinutes: 15 });
    expect(accepted.body).toMatchObject({ status: 'accepted', readyAt: PICKUP.toISOString() });
    const ready = await move(order.id, { status: 'ready' });
    expect(ready.body).toMatchObject({ status: 'ready', paymentStatus: 'pending' });
    const done = await move(order.id, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect((done.body as AdminOnlineOrderDto).history.map((entry) => entry.status)).toEqual([
      'pending',
      'accepted',
      'ready',
      'completed',
    ]);
    // A pickup needs no email: accepted and ready do.
    expect((await mailsTo(order.email!)).map((mail) => mail.kind)).toEqual(['order-accepted', 'order-ready']);
  });

  test('a ready order not picked up is a no-show, still unpaid', async () => {
    const order = await scheduled({ status: 'ready' });
    const res = await move(order.id, { status: 'no_show' });
    expect(res.body).toMatchObject({ status: 'no_show', paymentStatus: 'pending' });
    expect(await mailsTo(order.email!)).toEqual([]);
  });

  test('rejecting and cancelling keep the reason on the order and its history, and tell the diner', async () => {
    const rejected = await asap();
    const res = await move(rejected.id, { status: 'rejected', reason: 'The kitchen is closing early tonight' });
    expect(res.body).toMatchObject({ status: 'rejected', reason: 'The kitchen is closing early tonight' });
    const cancelled = await scheduled({ status: 'accepted' });
    const cancel = await move(cancelled.id, { status: 'cancelled', reason: 'Out of injera' });
    expect(cancel.body).toMatchObject({ status: 'cancelled', reason: 'Out of injera' });
    const [entry] = await db()
      .select()
      .from(onlineOrderHistory)
      .where(and(eq(onlineOrderHistory.orderId, cancelled.id), eq(onlineOrderHistory.status, 'cancelled')));
    expect(entry!.reason).toBe('Out of injera');
    expect((await mailsTo(rejected.email!))[0]).toMatchObject({ kind: 'order-rejected' });
    expect((await mailsTo(rejected.email!))[0]!.text).toContain('The kitchen is closing early tonight');
    expect((await mailsTo(cancelled.email!))[0]).toMatchObject({ kind: 'order-cancelled' });
  });

  test.each([
    ['pending', 'ready', 'An order that is waiting cannot be marked ready'],
    ['pending', 'completed', 'An order that is waiting cannot be marked picked up'],
    ['accepted', 'accepted', 'An order that is accepted cannot be marked accepted'],
    ['accepted', 'rejected', 'An order that is accepted cannot be marked rejected'],
    ['ready', 'cancelled', 'An order that is ready cannot be marked cancelled'],
    ['completed', 'no_show', 'An order that is picked up cannot be marked not picked up'],
    ['cancelled', 'accepted', 'An order that is cancelled cannot be marked accepted'],
    ['no_show', 'completed', 'An order that is not picked up cannot be marked picked up'],
  ] as const)('%s to %s is a 409 and changes nothing', async (from, to, message) => {
    const order = await scheduled({ status: from });
    const res = await move(order.id, { status: to, readyInMinutes: 20 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message, messageKey: 'ordering.cannotMove' });
    const history = await db().select().from(onlineOrderHistory).where(eq(onlineOrderHistory.orderId, order.id));
    expect(history.at(-1)!.status).toBe(from);
    expect(await mailsTo(order.email!)).toEqual([]);
  });

  test('two tablets accepting at once: one wins, the other is told it moved on', async () => {
    const order = await scheduled();
    const other = await signInAs(ctx, 'manager');
    const answers = await Promise.all([
      move(order.id, { status: 'accepted' }),
      other.agent.post(`/api/admin/online-orders/${order.id}/status`).send({ status: 'rejected', reason: 'Busy' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const history = await db().select().from(onlineOrderHistory).where(eq(onlineOrderHistory.orderId, order.id));
    expect(history).toHaveLength(2);
    expect(await mailsTo(order.email!)).toHaveLength(1);
  });

  test('an order without an email address changes without an email', async () => {
    const order = await scheduled({ email: null, source: 'phone' });
    const res = await move(order.id, { status: 'accepted' });
    expect(res.status).toBe(200);
  });

  test('an unknown order, or a path that names none, is a 404; a bad body a 400; no session a 401', async () => {
    expect((await move(2_000_000_000, { status: 'accepted' })).status).toBe(404);
    const word = await staff.agent.post('/api/admin/online-orders/abc/status').send({ status: 'accepted' });
    expect(word.status).toBe(404);
    expect(word.body.message).toBe('Order not found');
    const order = await scheduled();
    expect((await move(order.id, { status: 'pending' })).status).toBe(400);
    expect((await move(order.id, { status: 'accepted', extra: 1 })).status).toBe(400);
    const anonymous = await request(ctx.app)
      .post(`/api/admin/online-orders/${order.id}/status`)
      .send({ status: 'ready' });
    expect(anonymous.status).toBe(401);
  });
});
