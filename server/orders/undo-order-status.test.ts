import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, mailOutbox, onlineOrders } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { insertTestOrder } from '../../test-support/api/orders';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// Wednesday 13 May 2093, 12:00 in Minneapolis.
const START = new Date('2093-05-13T17:00:00Z');
let now = START;

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signInAs>>;
let other: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => now });
  staff = await signInAs(ctx, 'staff');
  other = await signInAs(ctx, 'staff');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const asap = () =>
  insertTestOrder(db(), {
    pickupAsap: true,
    pickupAt: new Date(now.getTime() + 20 * 60_000),
    pickupDate: '2093-05-13',
    pickupSlot: '12:30',
    createdAt: now,
  });
type Who = typeof staff;
const move = (who: Who, id: number, body: object) => who.agent.post(`/api/admin/online-orders/${id}/status`).send(body);
const undo = (who: Who, id: number) => who.agent.post(`/api/admin/online-orders/${id}/undo`).send();
const readyOrder = async (who: Who) => {
  const order = await asap();
  expect((await move(who, order.id, { status: 'accepted', readyInMinutes: 20 })).status).toBe(200);
  later(1000);
  expect((await move(who, order.id, { status: 'ready' })).status).toBe(200);
  return order;
};

describe('POST /api/admin/online-orders/:id/undo', () => {
  test('undoing a Ready puts the order back to accepted, tells the diner, and keeps a history and an audit row', async () => {
    const order = await readyOrder(staff);
    later(60_000);
    const res = await undo(staff, order.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, status: 'accepted' });
    expect(res.body.history.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'accepted',
      'ready',
      'accepted',
    ]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'undo-status'));
    expect(audits.at(-1)).toMatchObject({ details: { from: 'ready', to: 'accepted' } });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, order.email!)).orderBy(mailOutbox.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-accepted', 'order-ready', 'order-not-ready']);
    expect(mails.at(-1)!.text).toContain('your order is not ready yet');
    // The undo itself cannot be undone.
    expect((await undo(staff, order.id)).status).toBe(409);
  });

  test('undoing a pickup puts it back to ready and unpaid', async () => {
    const order = await readyOrder(staff);
    expect((await move(staff, order.id, { status: 'completed' })).body.paymentStatus).toBe('paid');
    const res = await undo(staff, order.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', paymentStatus: 'pending' });
  });

  test('another person cannot undo the move', async () => {
    const order = await readyOrder(staff);
    const res = await undo(other, order.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ messageKey: 'ordering.undoNotYours' });
    const [row] = await db().select().from(onlineOrders).where(eq(onlineOrders.id, order.id));
    expect(row!.status).toBe('ready');
  });

  test('after two minutes the move cannot be undone', async () => {
    const order = await readyOrder(staff);
    later(2 * 60_000);
    expect((await undo(staff, order.id)).status).toBe(200);
    const second = await readyOrder(staff);
    later(2 * 60_000 + 1);
    const res = await undo(staff, second.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ messageKey: 'ordering.undoTooLate', params: { minutes: 2 } });
  });

  test('an older move cannot be undone once another one followed', async () => {
    const order = await readyOrder(other);
    later(1000);
    expect((await move(staff, order.id, { status: 'completed' })).status).toBe(200);
    const res = await undo(other, order.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ messageKey: 'ordering.undoNotYours' });
  });

  test('accepting cannot be undone', async () => {
    const order = await asap();
    expect((await move(staff, order.id, { status: 'accepted', readyInMinutes: 20 })).status).toBe(200);
    const res = await undo(staff, order.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ messageKey: 'ordering.undoNotUndoable' });
  });
});
