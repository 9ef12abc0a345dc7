import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MenuItemDto, PublicMenuItemDto } from '@shared/schemas/menu';
import { auditLog, menuItems } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { mountSourcePages } from '../../test-support/api/rendered-pages';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { SOLD_OUT_QUEUE } from './sold-out';

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

// Noon and the next noon in the restaurant's time zone (America/Chicago).
const FRIDAY_NOON = new Date('2026-11-27T18:00:00Z');
const SATURDAY_NOON = new Date('2026-11-28T18:00:00Z');
let clock = FRIDAY_NOON;

let ctx: TestContext;
let manager: Agent;
let staff: Agent;
let category: string;

beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => clock, isolatedDatabase: true, mountWeb: mountSourcePages },
  );
  ({ agent: manager } = await signInAs(ctx, 'manager'));
  ({ agent: staff } = await signInAs(ctx, 'staff'));
  const res = await manager.post('/api/admin/categories').send({ name: `Sold out test ${tag()}` });
  category = (res.body as { name: string }).name;
});
afterAll(() => ctx.close());

function tag() {
  return randomUUID().slice(0, 8);
}

async function makeItem(): Promise<MenuItemDto> {
  const res = await manager
    .post('/api/menu-items')
    .send({ name: `Dish ${tag()}`, description: 'Simmered', price: '12.00', category });
  expect(res.status).toBe(201);
  return res.body as MenuItemDto;
}

async function shown(id: number): Promise<PublicMenuItemDto> {
  const res = await request(ctx.app).get('/api/menu-items');
  const item = (res.body as PublicMenuItemDto[]).find((dish) => dish.id === id);
  expect(item).toBeDefined();
  return item!;
}

describe('sold out today', () => {
  test('staff mark a dish sold out and take the mark off; the cached menu shows each at once', async () => {
    clock = FRIDAY_NOON;
    const item = await makeItem();
    expect(await shown(item.id)).toMatchObject({ soldOut: false, orderable: true });

    const marked = await staff.post(`/api/menu-items/${item.id}/sold-out`);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: item.id, soldOut: true, orderable: false, available: true });
    // Still on the menu, just not orderable.
    expect(await shown(item.id)).toMatchObject({ soldOut: true, orderable: false });
    const [row] = await ctx.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(row!.soldOutOn).toBe('2026-11-27');

    const cleared = await staff.delete(`/api/menu-items/${item.id}/sold-out`);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ soldOut: false, orderable: true });
    expect(await shown(item.id)).toMatchObject({ soldOut: false, orderable: true });

    const audit = await ctx.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'menu-item'), eq(auditLog.entityId, String(item.id))));
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'mark-sold-out', 'clear-sold-out']);
    expect(audit[1]!.details).toMatchObject({ date: '2026-11-27' });
  });

  test('signed out is 401, an unknown dish 404; marking twice is the same as once', async () => {
    clock = FRIDAY_NOON;
    const item = await makeItem();
    expect((await request(ctx.app).post(`/api/menu-items/${item.id}/sold-out`)).status).toBe(401);
    expect((await request(ctx.app).delete(`/api/menu-items/${item.id}/sold-out`)).status).toBe(401);
    expect((await staff.post('/api/menu-items/999999999/sold-out')).status).toBe(404);
    expect((await staff.post('/api/menu-items/abc/sold-out')).status).toBe(404);
    expect((await staff.post(`/api/menu-items/${item.id}/sold-out`)).status).toBe(200);
    expect((await staff.post(`/api/menu-items/${item.id}/sold-out`)).body).toMatchObject({ soldOut: true });
    expect((await staff.delete(`/api/menu-items/${item.id}/sold-out`)).status).toBe(200);
    expect((await staff.delete(`/api/menu-items/${item.id}/sold-out`)).body).toMatchObject({ soldOut: false });
  });

  test("the next day a mark no longer counts, and the job takes yesterday's marks off and refreshes the menu", async () => {
    clock = FRIDAY_NOON;
    const item = await makeItem();
    const other = await makeItem();
    await staff.post(`/api/menu-items/${item.id}/sold-out`);
    const before = await request(ctx.app).get('/api/menu-items');
    expect((before.body as PublicMenuItemDto[]).find((dish) => dish.id === item.id)?.soldOut).toBe(true);

    clock = SATURDAY_NOON;
    // A read of the admin list is never cached: the old mark is not today's.
    const admin = ((await manager.get('/api/admin/menu-items')).body as MenuItemDto[]).find(
      (dish) => dish.id === item.id,
    );
    expect(admin).toMatchObject({ soldOut: false, orderable: true });
    // Marked on Saturday, the other dish is sold out; the job leaves today's mark alone.
    await staff.post(`/api/menu-items/${other.id}/sold-out`);

    const { jobs } = ctx.app.context;
    await jobs.enqueue(ctx.database.db, [{ name: SOLD_OUT_QUEUE, data: {} }]);
    await jobs.idle([SOLD_OUT_QUEUE]);

    const rows = await ctx.database.db.select().from(menuItems);
    expect(rows.find((row) => row.id === item.id)!.soldOutOn).toBeNull();
    expect(rows.find((row) => row.id === other.id)!.soldOutOn).toBe('2026-11-28');
    const after = await request(ctx.app).get('/api/menu-items').set('If-None-Match', before.headers.etag!);
    expect(after.status).toBe(200);
    const dishes = after.body as PublicMenuItemDto[];
    expect(dishes.find((dish) => dish.id === item.id)).toMatchObject({ soldOut: false, orderable: true });
    expect(dishes.find((dish) => dish.id === other.id)).toMatchObject({ soldOut: true, orderable: false });
    await staff.delete(`/api/menu-items/${other.id}/sold-out`);
  });

  test('the server-rendered menu page changes with a mark and still answers 304 to its ETag', async () => {
    clock = FRIDAY_NOON;
    const item = await makeItem();
    const first = await request(ctx.app).get('/menu');
    expect(first.status).toBe(200);
    expect(first.text).toContain(item.name);
    expect((await request(ctx.app).get('/menu').set('If-None-Match', first.headers.etag!)).status).toBe(304);

    await staff.post(`/api/menu-items/${item.id}/sold-out`);
    const marked = await request(ctx.app).get('/menu').set('If-None-Match', first.headers.etag!);
    expect(marked.status).toBe(200);
    expect(marked.headers.etag).not.toBe(first.headers.etag);
    expect(marked.text).toContain(item.name);
    await staff.delete(`/api/menu-items/${item.id}/sold-out`);
  });
});
