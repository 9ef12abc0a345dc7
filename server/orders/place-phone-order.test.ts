import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { signInAs } from '../../test-support/api/admins';
import { orderBody, postOrder, seedOrderingMenu, type OrderingMenu } from '../../test-support/api/ordering';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { auditLog, mailOutbox, onlineOrders } from '../db/schema';

// Friday 20 June 2092, noon in Minneapolis; Fridays are open 11:00 AM to 10:00 PM.
const NOON = new Date('2092-06-20T17:00:00Z');
const TODAY = '2092-06-20';

let ctx: TestContext;
let menu: OrderingMenu;
let staff: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => NOON, isolatedDatabase: true },
  );
  menu = await seedOrderingMenu(ctx.database.db, TODAY);
  staff = await signInAs(ctx, 'staff');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const sambusa = (quantity = 1) => [{ menuItemId: menu.sambusa, quantity }];
const phoneOrder = (body: object, key: string = randomUUID(), agent = staff.agent) =>
  agent.post('/api/admin/online-orders').set('Idempotency-Key', key).send(body);
const orderCount = async () => (await db().select({ n: count() }).from(onlineOrders))[0]!.n;

describe('POST /api/admin/online-orders', () => {
  test('a phone order without an email is placed at once as accepted, audited, and emails no one', async () => {
    const res = await phoneOrder(
      orderBody(`${TODAY}T19:00`, sambusa(2), { email: undefined, phone: '(612) 555-0191' }),
    );
    expect(res.status).toBe(201);
    const body = res.body as AdminOnlineOrderDto;
    expect(body).toMatchObject({ source: 'phone', status: 'accepted', email: null, paymentMethod: 'pay_at_pickup' });
    expect(body.lines).toHaveLength(1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'online-order'), eq(auditLog.entityId, String(body.id))));
    expect(audit).toMatchObject({ action: 'create' });
    const mails = await db().select().from(mailOutbox);
    expect(mails.filter((mail) => mail.subject.includes(body.orderNumber))).toEqual([]);
  });

  // Every role holds orders.manage; the route-guard test checks the 403 of a role without it.
  test('guests are 401 and nothing is written', async () => {
    const before = await orderCount();
    const body = orderBody(`${TODAY}T19:00`, sambusa());
    const res = await request(ctx.app).post('/api/admin/online-orders').set('Idempotency-Key', randomUUID()).send(body);
    expect(res.status).toBe(401);
    expect(await orderCount()).toBe(before);
  });

  test('a bad body is 400 and changes nothing', async () => {
    const before = await orderCount();
    const res = await phoneOrder(orderBody(`${TODAY}T19:00`, [], { customerName: '' }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('customerName');
    expect(await orderCount()).toBe(before);
  });

  test('a full slot asks to confirm; confirmed, the order is placed over the capacity', async () => {
    const platters = (quantity: number) => [{ menuItemId: menu.platter, quantity }];
    expect((await postOrder(ctx.app, orderBody(`${TODAY}T15:00`, platters(4)))).status).toBe(201);
    const body = orderBody(`${TODAY}T15:00`, sambusa(), { email: 'walkin@diner.example' });
    const first = await phoneOrder(body);
    expect(first.status).toBe(409);
    expect(first.body.code).toBe('CONFIRMATION_REQUIRED');
    expect(first.body.fieldErrors.pickupTime[0]).toContain('3:00 PM is fully booked');
    const placed = await phoneOrder({ ...body, confirmWarnings: true });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ source: 'phone', pickupAt: '2092-06-20T20:00:00.000Z' });
    const board = (await staff.agent.get(`/api/admin/online-orders?date=${TODAY}`)).body as AdminOnlineOrderDto[];
    expect(board.filter((order) => order.pickupAt === '2092-06-20T20:00:00.000Z')).toHaveLength(2);
    const slots = await request(ctx.app).get(`/api/ordering/slots?date=${TODAY}`).expect(200);
    expect(slots.body.slots).toContainEqual({ time: '15:00', state: 'full' });
  });

  test('a retry with the same key answers the same order', async () => {
    const key = randomUUID();
    const body = orderBody(`${TODAY}T20:00`, sambusa(), { email: undefined });
    const first = await phoneOrder(body, key);
    const again = await phoneOrder(body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
  });

  test('no per-phone limit applies to staff', async () => {
    ctx.app.context.rateLimits.openPayAtPickupOrdersPerPhone = 1;
    try {
      const body = orderBody(`${TODAY}T21:00`, sambusa(), { phone: '(612) 555-0133' });
      expect((await phoneOrder(body)).status).toBe(201);
      expect((await phoneOrder(body)).status).toBe(201);
      expect((await postOrder(ctx.app, body)).status).toBe(429);
    } finally {
      ctx.app.context.rateLimits.openPayAtPickupOrdersPerPhone = 0;
    }
  });
});
