import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminOnlineOrderDto, PlacedOrderDto } from '@shared/schemas/ordering';
import { onlineOrders } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { parseCsv } from '../../test-support/api/csv';
import { orderBody, postOrder, seedOrderingMenu, type OrderingMenu } from '../../test-support/api/ordering';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// Friday 20 June 2092, noon in Minneapolis (CDT, UTC-5); Fridays are open 11:00 AM to 10:00 PM.
const NOW = new Date('2092-06-20T17:00:00Z');
const TODAY = '2092-06-20';
const TOMORROW = '2092-06-21';

let ctx: TestContext;
let menu: OrderingMenu;
let early: PlacedOrderDto;
let late: PlacedOrderDto;
let tomorrow: PlacedOrderDto;

/** A diner's order of two sambusas through the public API. */
async function place(pickupTime: string, overrides: Record<string, unknown>): Promise<PlacedOrderDto> {
  const res = await postOrder(ctx.app, orderBody(pickupTime, [{ menuItemId: menu.sambusa, quantity: 2 }], overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as PlacedOrderDto;
}

beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => NOW, isolatedDatabase: true });
  menu = await seedOrderingMenu(ctx.database.db, TODAY);
  late = await place(`${TODAY}T18:00`, {
    customerName: 'Hirut Bekele',
    phone: '+1 (612) 555-0199',
    email: 'hirut@diner.example',
  });
  early = await place(`${TODAY}T13:30`, { customerName: 'Abebe Girma', phone: '(651) 555-0123' });
  tomorrow = await place(`${TOMORROW}T12:00`, { customerName: 'Meron Tadesse', phone: '(763) 555-0456' });
  // The website refuses such a name; a row kept from before that check can still hold one.
  await ctx.database.db
    .update(onlineOrders)
    .set({ customerName: '=HYPERLINK("x")' })
    .where(eq(onlineOrders.orderNumber, early.orderNumber));
}, 120_000);
afterAll(() => ctx.close());

const numbers = (res: request.Response) => (res.body as AdminOnlineOrderDto[]).map((order) => order.orderNumber);

describe('GET /api/admin/online-orders?q=', () => {
  test('finds an order by its number, exactly', async () => {
    const { agent } = await signInAs(ctx, 'staff');
    const res = await agent.get('/api/admin/online-orders').query({ q: tomorrow.orderNumber });
    expect(res.status).toBe(200);
    expect(numbers(res)).toEqual([tomorrow.orderNumber]);
    expect(res.body[0]).toMatchObject({ customerName: 'Meron Tadesse', total: '20.71', lines: [{ quantity: 2 }] });
    expect(numbers(await agent.get('/api/admin/online-orders').query({ q: `#${tomorrow.orderNumber}` }))).toEqual([
      tomorrow.orderNumber,
    ]);
  });

  test('finds orders by part of the name in any case, newest pickup first, with the other filters', async () => {
    const { agent } = await signInAs(ctx, 'staff');
    await ctx.database.db
      .update(onlineOrders)
      .set({ customerName: 'Meron Hirut' })
      .where(eq(onlineOrders.orderNumber, tomorrow.orderNumber));
    try {
      const all = await agent.get('/api/admin/online-orders').query({ q: 'hIRuT' });
      expect(all.status).toBe(200);
      expect(numbers(all)).toEqual([tomorrow.orderNumber, late.orderNumber]);
      const thatDay = await agent.get('/api/admin/online-orders').query({ q: 'hirut', date: TODAY });
      expect(numbers(thatDay)).toEqual([late.orderNumber]);
      const pickedUp = await agent.get('/api/admin/online-orders').query({ q: 'hirut', status: 'completed' });
      expect(numbers(pickedUp)).toEqual([]);
      const open = await agent.get('/api/admin/online-orders').query({ q: 'hirut', status: 'pending,accepted' });
      expect(numbers(open)).toEqual([tomorrow.orderNumber, late.orderNumber]);
      const nobody = await agent.get('/api/admin/online-orders').query({ q: 'Zewditu' });
      expect(numbers(nobody)).toEqual([]);
      // % and _ are letters to look for, not wildcards.
      expect(numbers(await agent.get('/api/admin/online-orders').query({ q: '%' }))).toEqual([]);
    } finally {
      await ctx.database.db
        .update(onlineOrders)
        .set({ customerName: 'Meron Tadesse' })
        .where(eq(onlineOrders.orderNumber, tomorrow.orderNumber));
    }
  });

  test("finds an order by the phone's digits, whatever way they are typed", async () => {
    const { agent } = await signInAs(ctx, 'staff');
    for (const q of ['5550199', '555-0199', '612 555 0199', '+1 612-555-0199']) {
      const res = await agent.get('/api/admin/online-orders').query({ q });
      expect(res.status, q).toBe(200);
      expect(numbers(res), q).toEqual([late.orderNumber]);
    }
    expect(numbers(await agent.get('/api/admin/online-orders').query({ q: '555' }))).toHaveLength(3);
  });

  test('a search longer than 100 characters, or given twice, is a 400 that says what to type', async () => {
    const { agent } = await signInAs(ctx, 'staff');
    const long = await agent.get('/api/admin/online-orders').query({ q: 'a'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.q).toEqual([
      'Search by one order number, name or phone number of at most 100 characters',
    ]);
    const twice = await agent.get('/api/admin/online-orders?q=Abebe&q=Hirut');
    expect(twice.status).toBe(400);
    expect(twice.body.fieldErrors.q).toHaveLength(1);
    // A blank search is the board as before.
    const blank = await agent.get('/api/admin/online-orders').query({ q: '  ' });
    expect(blank.status).toBe(200);
    expect(numbers(blank)).toEqual([early.orderNumber, late.orderNumber, tomorrow.orderNumber]);
  });
});

describe('GET /api/admin/online-orders/export', () => {
  test("a day's orders as a spreadsheet: English header, soonest pickup first, formulas made plain text", async () => {
    const { agent } = await signInAs(ctx, 'staff');
    const res = await agent.get('/api/admin/online-orders/export').query({ date: TODAY });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${TODAY}.csv"`);
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.text.slice(1));
    expect(header).toEqual([
      'Order Number',
      'Status',
      'Source',
      'Pickup Time',
      'Name',
      'Phone',
      'Email',
      'Items',
      'Subtotal',
      'Tax',
      'Tip',
      'Total',
      'Gift Card',
      'Payment',
      'Payment Status',
      'Placed',
    ]);
    expect(rows).toEqual([
      [
        early.orderNumber,
        early.status,
        'web',
        `${TODAY} 13:30`,
        `'=HYPERLINK("x")`,
        '(651) 555-0123',
        'abebe@diner.example',
        expect.stringContaining('2x Sambusa'),
        '19.00',
        '1.71',
        '0.00',
        '20.71',
        '0.00',
        'pay_at_pickup',
        'pending',
        `${TODAY} 12:00`,
      ],
      [
        late.orderNumber,
        late.status,
        'web',
        `${TODAY} 18:00`,
        'Hirut Bekele',
        `'+1 (612) 555-0199`,
        'hirut@diner.example',
        expect.stringContaining('2x Sambusa'),
        '19.00',
        '1.71',
        '0.00',
        '20.71',
        '0.00',
        'pay_at_pickup',
        'pending',
        `${TODAY} 12:00`,
      ],
    ]);
  });

  test('a day without orders is the header alone', async () => {
    const { agent } = await signInAs(ctx, 'staff');
    const res = await agent.get('/api/admin/online-orders/export').query({ date: '2092-06-25' });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2092-06-25.csv"');
    const rows = parseCsv(res.text.slice(1));
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe('Order Number');
  });

  test('a date past the calendar, not a date, or none is a 400 on date', async () => {
    const { agent } = await signInAs(ctx, 'staff');
    const expected: Record<string, string> = {
      '9999-12-31': 'Choose a date from 2000 to 2199',
      '1999-12-31': 'Choose a date from 2000 to 2199',
      nonsense: 'Use the format YYYY-MM-DD',
      '2092-02-30': 'Enter a real calendar date',
    };
    for (const [date, message] of Object.entries(expected)) {
      const res = await agent.get('/api/admin/online-orders/export').query({ date });
      expect(res.status, date).toBe(400);
      expect(res.headers['content-type'], date).toMatch(/^application\/json/);
      expect(res.body.fieldErrors.date, date).toEqual([message]);
    }
    const none = await agent.get('/api/admin/online-orders/export');
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors.date).toHaveLength(1);
  });

  test('without a session: 401, and no file', async () => {
    const res = await request(ctx.app).get('/api/admin/online-orders/export').query({ date: TODAY });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});
