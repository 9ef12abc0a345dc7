import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ORDERING } from '@shared/ordering-constants';
import { onlineOrderLines, onlineOrders } from '../db/schema';
import { loadEnv } from '../env';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

const DAY_MS = 86_400_000;
const NOW = new Date('2092-06-20T17:00:00Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ORDER_PII_RETENTION_DAYS: '365' }, { now: () => NOW, isolatedDatabase: true });
});
afterAll(() => ctx.close());

async function insertOrder(pickupDaysAgo: number | null, createdDaysAgo: number) {
  const [order] = await ctx.database.db
    .insert(onlineOrders)
    .values({
      orderNumber: `T-${randomUUID()}`,
      customerName: 'Abebe Girma',
      phone: '+1 612 555 0142',
      email: 'abebe@example.com',
      orderType: 'pickup',
      deliveryAddress: '12 Lake St',
      specialInstructions: 'Ring twice',
      adminNotes: 'Regular',
      items: '2x Sambusa',
      subtotal: '19.00',
      tax: '1.72',
      total: '20.72',
      status: 'completed',
      fromIp: '203.0.113.9',
      pickupAt: pickupDaysAgo === null ? null : new Date(NOW.getTime() - pickupDaysAgo * DAY_MS),
      createdAt: new Date(NOW.getTime() - createdDaysAgo * DAY_MS),
    })
    .returning({ id: onlineOrders.id });
  await ctx.database.db.insert(onlineOrderLines).values({
    orderId: order!.id,
    position: 0,
    name: 'Sambusa',
    quantity: 2,
    unitPrice: '9.50',
    lineTotal: '19.00',
    note: 'Extra crispy',
  });
  return order!.id;
}

const readOrder = async (id: number) => {
  const [order] = await ctx.database.db.select().from(onlineOrders).where(eq(onlineOrders.id, id));
  const lines = await ctx.database.db.select().from(onlineOrderLines).where(eq(onlineOrderLines.orderId, id));
  return { order: order!, lines };
};

test('orders past the keeping time lose who ordered but keep their totals, lines and times', async () => {
  const old = await insertOrder(400, 401);
  const oldWithoutPickup = await insertOrder(null, 366);
  const recent = await insertOrder(300, 302);

  const counts = await ctx.app.nightlyCleanUp(NOW);
  expect(counts.orderPersonalData).toBeGreaterThanOrEqual(2);

  for (const id of [old, oldWithoutPickup]) {
    const { order, lines } = await readOrder(id);
    expect(order).toMatchObject({
      customerName: '',
      phone: '',
      email: null,
      deliveryAddress: null,
      specialInstructions: null,
      adminNotes: null,
      fromIp: null,
      items: '2x Sambusa',
      subtotal: '19.00',
      total: '20.72',
      status: 'completed',
    });
    expect(lines).toEqual([expect.objectContaining({ name: 'Sambusa', quantity: 2, lineTotal: '19.00', note: null })]);
  }
  expect((await readOrder(old)).order.pickupAt).toEqual(new Date(NOW.getTime() - 400 * DAY_MS));

  const kept = await readOrder(recent);
  expect(kept.order).toMatchObject({
    customerName: 'Abebe Girma',
    phone: '+1 612 555 0142',
    email: 'abebe@example.com',
    specialInstructions: 'Ring twice',
    adminNotes: 'Regular',
  });
  expect(kept.lines[0]?.note).toBe('Extra crispy');

  // A second night finds nothing more to forget.
  expect((await ctx.app.nightlyCleanUp(NOW)).orderPersonalData).toBe(0);
});

test('the address an order came from is forgotten two days after its pickup', async () => {
  const pickedUpYesterday = await insertOrder(1, 3);
  const pickedUpThreeDaysAgo = await insertOrder(3, 4);

  await ctx.app.nightlyCleanUp(NOW);
  expect((await readOrder(pickedUpYesterday)).order.fromIp).toBe('203.0.113.9');
  expect((await readOrder(pickedUpThreeDaysAgo)).order).toMatchObject({ fromIp: null, customerName: 'Abebe Girma' });

  await ctx.app.nightlyCleanUp(new Date(NOW.getTime() + 2 * DAY_MS));
  expect((await readOrder(pickedUpYesterday)).order.fromIp).toBeNull();
});

test('a keeping time shorter than the no-show look-back is refused at start-up', () => {
  expect(loadEnv({}).ORDER_PII_RETENTION_DAYS).toBe(730);
  expect(loadEnv({ ORDER_PII_RETENTION_DAYS: String(ORDERING.noShowLookBackDays) }).ORDER_PII_RETENTION_DAYS).toBe(90);
  expect(() => loadEnv({ ORDER_PII_RETENTION_DAYS: '89' })).toThrow(
    /ORDER_PII_RETENTION_DAYS: must be at least 90 days, the no-show look-back/,
  );
});
