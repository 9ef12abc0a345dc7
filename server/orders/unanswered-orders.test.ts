import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ORDERING } from '@shared/ordering-constants';
import { mailOutbox, onlineOrderHistory, onlineOrders } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { insertTestOrder } from '../../test-support/api/orders';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { cancelUnansweredOrders, remindOfWaitingOrders } from './unanswered-orders';

// Tuesday 11 February 2098, 12:00 in Minneapolis; each test starts a day later, apart from the others.
let now = new Date('2098-02-11T18:00:00Z');
const MINUTE = 60_000;

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => now });
  staff = await signInAs(ctx, 'staff');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const app = () => ctx.app.context;
const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
const nextDay = () => {
  now = new Date(now.getTime() + 24 * 60 * MINUTE);
};
const dayOf = (when: Date) => when.toISOString().slice(0, 10);
const asapOrder = () =>
  insertTestOrder(db(), {
    pickupAsap: true,
    pickupAt: at(20),
    pickupDate: dayOf(now),
    pickupSlot: '12:30',
    createdAt: now,
  });
const scheduledOrder = (minutesAhead: number) =>
  insertTestOrder(db(), {
    pickupAsap: false,
    pickupAt: at(minutesAhead),
    pickupDate: dayOf(now),
    pickupSlot: '13:00',
    createdAt: now,
  });
const rowOf = async (id: number) => (await db().select().from(onlineOrders).where(eq(onlineOrders.id, id)))[0]!;
const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
const alertsAbout = async (orderNumber: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-waiting-alert'))).filter((mail) =>
    mail.subject.includes(orderNumber),
  );

describe('orders nobody answers', () => {
  test('the restaurant is reminded once of an order still waiting 5 minutes after it came in', async () => {
    nextDay();
    const order = await asapOrder();
    expect(await remindOfWaitingOrders(app(), at(ORDERING.waitingAlertMinutes - 1))).toBe(0);
    expect(await alertsAbout(order.orderNumber)).toEqual([]);

    expect(await remindOfWaitingOrders(app(), at(ORDERING.waitingAlertMinutes))).toBeGreaterThanOrEqual(1);
    const [alert, ...more] = await alertsAbout(order.orderNumber);
    expect(more).toEqual([]);
    expect(alert!.subject).toBe(`Order ${order.orderNumber} has waited 5 minutes`);
    expect(alert!.text).toContain('Please accept or reject it');

    // A minute later it is still waiting, but the restaurant has been told.
    await remindOfWaitingOrders(app(), at(ORDERING.waitingAlertMinutes + 1));
    expect(await alertsAbout(order.orderNumber)).toHaveLength(1);
  });

  test('an accepted order is never a waiting one', async () => {
    nextDay();
    const order = await asapOrder();
    const accepted = await staff.agent
      .post(`/api/admin/online-orders/${order.id}/status`)
      .send({ status: 'accepted', readyInMinutes: 20 });
    expect(accepted.status).toBe(200);
    await remindOfWaitingOrders(app(), at(30));
    expect(await alertsAbout(order.orderNumber)).toEqual([]);
    expect(await cancelUnansweredOrders(app(), at(60))).not.toContain(order.orderNumber);
    expect((await rowOf(order.id)).status).toBe('accepted');
  });

  test('an ASAP order nobody accepts is cancelled 20 minutes after it came in; the diner is told and staff see it', async () => {
    nextDay();
    const order = await asapOrder();
    expect(await cancelUnansweredOrders(app(), at(ORDERING.asapConfirmMinutes - 1))).not.toContain(order.orderNumber);
    expect((await rowOf(order.id)).status).toBe('pending');

    const cancelledAt = at(ORDERING.asapConfirmMinutes);
    expect(await cancelUnansweredOrders(app(), cancelledAt)).toContain(order.orderNumber);
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ status: 'cancelled', expiredAt: cancelledAt });
    const history = await db().select().from(onlineOrderHistory).where(eq(onlineOrderHistory.orderId, order.id));
    expect(history.map((entry) => entry.status)).toEqual(['pending', 'cancelled']);
    const [mail] = await mailsTo(order.email!);
    expect(mail).toMatchObject({ kind: 'order-expired' });
    expect(mail!.subject).toContain(`we could not confirm your order ${order.orderNumber} in time`);

    // Staff's notifications name it, once it has happened.
    now = at(ORDERING.asapConfirmMinutes + 1);
    const notifications = await staff.agent.get('/api/admin/notifications');
    expect(notifications.body.items).toContainEqual(
      expect.objectContaining({
        id: `online-order-${order.id}`,
        title: 'Order not accepted in time: cancelled',
        facts: expect.objectContaining({ orderNumber: order.orderNumber, expired: true }),
      }),
    );

    // Running again changes nothing more.
    expect(await cancelUnansweredOrders(app(), at(5))).not.toContain(order.orderNumber);
    expect(await mailsTo(order.email!)).toHaveLength(1);
  });

  test('a scheduled order is cancelled once its pickup time comes, not before', async () => {
    nextDay();
    const order = await scheduledOrder(90);
    expect(await cancelUnansweredOrders(app(), at(89))).not.toContain(order.orderNumber);
    expect(await cancelUnansweredOrders(app(), at(90))).toContain(order.orderNumber);
    expect((await rowOf(order.id)).status).toBe('cancelled');
  });

  test('an order whose answer was due more than an hour ago is left for staff', async () => {
    nextDay();
    const order = await scheduledOrder(30);
    expect(await remindOfWaitingOrders(app(), at(61))).toBe(0);
    expect(await cancelUnansweredOrders(app(), at(30 + 61))).not.toContain(order.orderNumber);
    expect((await rowOf(order.id)).status).toBe('pending');
    await db().update(onlineOrders).set({ status: 'cancelled' }).where(eq(onlineOrders.id, order.id));
  });

  test('an order accepted at the last moment is kept', async () => {
    nextDay();
    const order = await scheduledOrder(30);
    now = at(30);
    const accepted = await staff.agent.post(`/api/admin/online-orders/${order.id}/status`).send({ status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(await cancelUnansweredOrders(app(), now)).not.toContain(order.orderNumber);
    expect((await rowOf(order.id)).status).toBe('accepted');
    expect((await mailsTo(order.email!)).map((mail) => mail.kind)).not.toContain('order-expired');
  });
});
