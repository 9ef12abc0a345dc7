import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { onlineOrders } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function insertOrder(createdAt: Date, total: string) {
  const [order] = await ctx.database.db
    .insert(onlineOrders)
    .values({
      orderNumber: `WEB-${randomUUID()}`,
      customerName: 'Abebe Girma',
      phone: '(612) 555-0170',
      orderType: 'pickup',
      items: '2x Doro Wot, 1x Sambusa',
      subtotal: total,
      tax: '0.00',
      total,
      createdAt,
    })
    .returning();
  return order!;
}

describe('GET /api/admin/online-orders', () => {
  test('any signed-in role gets the stored orders newest first, money as strings', async () => {
    const older = await insertOrder(new Date('2026-03-01T18:00:00Z'), '38.50');
    const newer = await insertOrder(new Date('2026-03-01T19:30:00Z'), '42.00');
    const { agent } = await signInAs(ctx, 'staff');
    const res = await agent.get('/api/admin/online-orders');
    expect(res.status).toBe(200);
    const rows = res.body as { id: number; total: string; createdAt: string; deliveryFee: string; status: string }[];
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(rows.find((row) => row.id === older.id)).toMatchObject({
      total: '38.50',
      deliveryFee: '0.00',
      status: 'pending',
      createdAt: '2026-03-01T18:00:00.000Z',
    });
  });

  test('without a session answers 401', async () => {
    const res = await request(ctx.app).get('/api/admin/online-orders');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});
