import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { signInAs } from '../../test-support/api/admins';
import { insertTestOrder } from '../../test-support/api/orders';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// Tuesday 12 May 2093, noon in Minneapolis: the board's "today".
const TODAY = '2093-05-12';
const NOW = new Date('2093-05-12T17:00:00Z');
const at = (iso: string) => new Date(iso);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => NOW, isolatedDatabase: true });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const ids = (rows: AdminOnlineOrderDto[]) => rows.map((row) => row.id);

/** An order picked up at `pickupAt` (UTC) on the restaurant's `pickupDate`, in `status`. */
const pickupOrder = (pickupAt: string, pickupDate: string, status: AdminOnlineOrderDto['status'] = 'pending') =>
  insertTestOrder(db(), {
    pickupAt: at(pickupAt),
    pickupDate,
    pickupSlot: pickupAt.slice(11, 16),
    status,
    createdAt: at('2093-05-12T15:00:00Z'),
  });

describe('GET /api/admin/online-orders', () => {
  test("lists today's orders and every open one, soonest pickup first, with lines, options and history", async () => {
    const later = await pickupOrder('2093-05-12T23:30:00Z', TODAY, 'accepted');
    const sooner = await pickupOrder('2093-05-12T18:15:00Z', TODAY);
    const doneToday = await pickupOrder('2093-05-12T16:00:00Z', TODAY, 'completed');
    const openTomorrow = await pickupOrder('2093-05-13T18:00:00Z', '2093-05-13');
    const doneYesterday = await pickupOrder('2093-05-11T18:00:00Z', '2093-05-11', 'completed');
    const rejectedTomorrow = await pickupOrder('2093-05-13T19:00:00Z', '2093-05-13', 'rejected');
    // 23:30 on the 11th in Chicago is 04:30 UTC on the 12th: an older row (no pickup date) of yesterday.
    const legacyYesterday = await insertTestOrder(db(), {
      status: 'completed',
      createdAt: at('2093-05-12T04:30:00Z'),
      lines: [],
    });
    // 00:10 on the 12th in Chicago: an older row of today.
    const legacyToday = await insertTestOrder(db(), {
      status: 'completed',
      createdAt: at('2093-05-12T05:10:00Z'),
      items: '2x Doro Wot, 1x Sambusa',
      lines: [],
    });

    const { agent } = await signInAs(ctx, 'staff');
    const res = await agent.get('/api/admin/online-orders');
    expect(res.status).toBe(200);
    const rows = res.body as AdminOnlineOrderDto[];
    expect(ids(rows)).toEqual([legacyToday.id, doneToday.id, sooner.id, later.id, openTomorrow.id]);
    expect(ids(rows)).not.toContain(doneYesterday.id);
    expect(ids(rows)).not.toContain(rejectedTomorrow.id);
    expect(ids(rows)).not.toContain(legacyYesterday.id);

    const ticket = rows.find((row) => row.id === sooner.id)!;
    expect(ticket).toMatchObject({
      orderNumber: sooner.orderNumber,
      status: 'pending',
      pickupAt: '2093-05-12T18:15:00.000Z',
      readyAt: null,
      customerName: 'Abebe Girma',
      phone: '(612) 555-0170',
      email: sooner.email,
      source: 'web',
      adminNotes: null,
      language: 'en',
      subtotal: '42.50',
      tax: '3.84',
      total: '46.34',
      taxRate: '9.025',
      paymentMethod: 'pay_at_pickup',
      paymentStatus: 'pending',
      history: [{ status: 'pending', at: '2093-05-12T15:00:00.000Z' }],
    });
    expect(ticket.lines).toEqual([
      {
        menuItemId: null,
        name: 'Doro Wot',
        translations: { am: { name: 'ዶሮ ወጥ' } },
        quantity: 2,
        options: [
          { name: 'Mild', groupName: 'Spice level', translations: { am: { name: 'ለስላሳ', groupName: 'የቅመም መጠን' } } },
        ],
        unitPrice: '18.00',
        lineTotal: '36.00',
        note: null,
      },
      expect.objectContaining({ name: 'Sambusa', quantity: 1, note: 'Extra napkins', options: [] }),
    ]);
    // A row from before pickup ordering still reads: no lines, its summary and placing time.
    expect(rows.find((row) => row.id === legacyToday.id)).toMatchObject({
      lines: [],
      items: '2x Doro Wot, 1x Sambusa',
      pickupAt: null,
      createdAt: '2093-05-12T05:10:00.000Z',
    });
  });

  test('?date= lists that day only, open or not; ?status= narrows, one status or several', async () => {
    const done = await pickupOrder('2093-05-20T18:00:00Z', '2093-05-20', 'completed');
    const open = await pickupOrder('2093-05-20T17:00:00Z', '2093-05-20', 'ready');
    const otherDay = await pickupOrder('2093-05-21T18:00:00Z', '2093-05-21');
    const { agent } = await signInAs(ctx, 'staff');

    const day = (await agent.get('/api/admin/online-orders?date=2093-05-20')).body as AdminOnlineOrderDto[];
    expect(ids(day)).toEqual([open.id, done.id]);

    const ready = (await agent.get('/api/admin/online-orders?date=2093-05-20&status=ready')).body;
    expect(ids(ready)).toEqual([open.id]);

    const waiting = (await agent.get('/api/admin/online-orders?status=pending')).body as AdminOnlineOrderDto[];
    expect(ids(waiting)).toContain(otherDay.id);
    expect(waiting.every((row) => row.status === 'pending')).toBe(true);

    const several = (await agent.get('/api/admin/online-orders?status=pending,ready')).body as AdminOnlineOrderDto[];
    expect(ids(several)).toEqual(expect.arrayContaining([open.id, otherDay.id]));
    expect(several.every((row) => row.status === 'pending' || row.status === 'ready')).toBe(true);
  });

  test('a date outside the calendar or an unknown status is a 400 naming the field', async () => {
    const { agent } = await signInAs(ctx, 'staff');
    const far = await agent.get('/api/admin/online-orders?date=9999-12-31');
    expect(far.status).toBe(400);
    expect(far.body.fieldErrors.date).toBeDefined();
    const status = await agent.get('/api/admin/online-orders?status=eaten');
    expect(status.status).toBe(400);
    expect(status.body.fieldErrors.status).toEqual(['Choose an order status']);
  });

  test('without a session answers 401', async () => {
    const res = await request(ctx.app).get('/api/admin/online-orders');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  test('hostile text comes back as data, as typed', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const order = await insertTestOrder(db(), {
      customerName: name,
      specialInstructions: '<script>alert(1)</script>',
      orderNumber: `X-${randomUUID().slice(0, 8)}`,
      createdAt: NOW,
    });
    const { agent } = await signInAs(ctx, 'staff');
    const res = await agent.get('/api/admin/online-orders');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((res.body as AdminOnlineOrderDto[]).find((row) => row.id === order.id)).toMatchObject({
      customerName: name,
      specialInstructions: '<script>alert(1)</script>',
    });
  });
});
