import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MenuItemDto, PublicMenuItemDto } from '@shared/schemas/menu';
import { auditLog, menuItems } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

let ctx: TestContext;
let manager: Agent;
let staff: Agent;
let managerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ({
    agent: manager,
    admin: { id: managerId },
  } = await signInAs(ctx, 'manager'));
  ({ agent: staff } = await signInAs(ctx, 'staff'));
});
afterAll(() => ctx.close());

const tag = () => randomUUID().slice(0, 8);

async function makeCategory(options: { enabled?: boolean; displayOrder?: number; name?: string } = {}) {
  const res = await manager.post('/api/admin/categories').send({
    name: options.name ?? `Menu test ${tag()}`,
    enabled: options.enabled ?? true,
    displayOrder: options.displayOrder,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string };
}

function itemBody(category: string, overrides: Record<string, unknown> = {}) {
  return { name: `Dish ${tag()}`, description: 'Slow-simmered and spiced', price: '14.50', category, ...overrides };
}

async function makeItem(category: string, overrides: Record<string, unknown> = {}): Promise<MenuItemDto> {
  const res = await manager.post('/api/menu-items').send(itemBody(category, overrides));
  expect(res.status).toBe(201);
  return res.body as MenuItemDto;
}

async function publicNames(path: string): Promise<string[]> {
  const res = await request(ctx.app).get(path);
  expect(res.status).toBe(200);
  return (res.body as PublicMenuItemDto[]).map((item) => item.name);
}

async function auditRows(action: string, id: number) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'menu-item'), eq(auditLog.action, action), eq(auditLog.entityId, String(id))));
}

describe('public menu', () => {
  test('GET /api/menu-items lists available items of enabled categories and hides the rest', async () => {
    const open = await makeCategory();
    const hidden = await makeCategory({ enabled: false });
    const shown = await makeItem(open.name);
    const unavailable = await makeItem(open.name, { available: false });
    const inDisabledCategory = await makeItem(hidden.name);

    const names = await publicNames('/api/menu-items');
    expect(names).toContain(shown.name);
    expect(names).not.toContain(unavailable.name);
    expect(names).not.toContain(inDisabledCategory.name);
  });

  test('?category= filters by one category, case-insensitively and URL-encoded', async () => {
    const soups = await makeCategory({ name: `Soups & Stews ${tag()}` });
    const other = await makeCategory();
    const soup = await makeItem(soups.name);
    const notSoup = await makeItem(other.name);

    const names = await publicNames(`/api/menu-items?category=${encodeURIComponent(soups.name.toUpperCase())}`);
    expect(names).toEqual([soup.name]);
    expect(names).not.toContain(notSoup.name);
    expect(await publicNames(`/api/menu-items?category=${encodeURIComponent(`No such ${tag()}`)}`)).toEqual([]);
  });

  test('a disabled category answers an empty list when filtered on', async () => {
    const hidden = await makeCategory({ enabled: false });
    await makeItem(hidden.name);
    expect(await publicNames(`/api/menu-items?category=${encodeURIComponent(hidden.name)}`)).toEqual([]);
  });

  test('items come in their category display order, then by name', async () => {
    const second = await makeCategory({ displayOrder: 9001 });
    const first = await makeCategory({ displayOrder: 9000 });
    const late = await makeItem(second.name, { name: `A dish ${tag()}` });
    const zeta = await makeItem(first.name, { name: `Zeta ${tag()}` });
    const alpha = await makeItem(first.name, { name: `alpha ${tag()}` });

    const names = await publicNames('/api/menu-items');
    const positions = [alpha, zeta, late].map((item) => names.indexOf(item.name));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test("a dish's and its category's translations reach the public menu; blank ones are dropped, and a save without them keeps them", async () => {
    const res = await manager
      .post('/api/admin/categories')
      .send({ name: `Menu test ${tag()}`, translations: { am: { name: 'የሙከራ ምድብ' } } });
    expect(res.status).toBe(201);
    const category = res.body as { name: string; translations: unknown };
    expect(category.translations).toEqual({ am: { name: 'የሙከራ ምድብ' } });
    const item = await makeItem(category.name, {
      translations: { am: { name: 'ዶሮ ወጥ', description: '  ', ingredients: null } },
    });
    // A write answers the dish as the lists show it.
    expect(item.translations).toEqual({ am: { name: 'ዶሮ ወጥ', category: 'የሙከራ ምድብ' } });

    const shown = (await request(ctx.app).get(`/api/menu-items?category=${encodeURIComponent(category.name)}`))
      .body as PublicMenuItemDto[];
    expect(shown[0]!.translations).toEqual({ am: { name: 'ዶሮ ወጥ', category: 'የሙከራ ምድብ' } });

    // A client that does not know translations sends the form without them: they stay.
    const put = await manager.put(`/api/menu-items/${item.id}`).send(itemBody(category.name, { name: item.name }));
    expect(put.status).toBe(200);
    expect((put.body as MenuItemDto).translations).toEqual({ am: { name: 'ዶሮ ወጥ', category: 'የሙከራ ምድብ' } });
    const listed = ((await manager.get('/api/admin/menu-items')).body as MenuItemDto[]).find(
      (dish) => dish.id === item.id,
    );
    expect(listed).toEqual(put.body);
    const tooLong = await manager
      .put(`/api/menu-items/${item.id}`)
      .send(itemBody(category.name, { translations: { am: { name: 'ሀ'.repeat(121) } } }));
    expect(tooLong.status).toBe(400);
  });

  test('public items carry the menu card fields and no price history', async () => {
    const category = await makeCategory();
    const item = await makeItem(category.name, { price: '9.5', tags: ['vegan'] });
    const res = await request(ctx.app).get(`/api/menu-items?category=${encodeURIComponent(category.name)}`);
    expect(res.body).toEqual([
      {
        id: item.id,
        name: item.name,
        description: 'Slow-simmered and spiced',
        price: '9.50',
        category: category.name,
        image: null,
        ingredients: null,
        tags: ['vegan'],
        specials: null,
        available: true,
        featured: 0,
        translations: {},
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        orderable: true,
        orderableOnline: true,
        soldOut: false,
        kitchenLoad: 1,
        options: [],
      },
    ]);
  });

  test('an item whose category matches no category row still shows, and the menu does not fail', async () => {
    const [orphan] = await ctx.database.db
      .insert(menuItems)
      .values({ name: `Orphan ${tag()}`, description: 'Typed by hand', price: '5.00', category: `Gone ${tag()}` })
      .returning();
    try {
      // A write through the API clears the cache, so the direct insert above is seen.
      await makeItem((await makeCategory()).name);
      expect(await publicNames('/api/menu-items')).toContain(orphan!.name);
      const admin = await manager.get('/api/admin/menu-items');
      expect((admin.body as MenuItemDto[]).map((item) => item.name)).toContain(orphan!.name);
    } finally {
      await ctx.database.db.delete(menuItems).where(eq(menuItems.id, orphan!.id));
    }
  });

  test('GET /api/featured-dishes lists featured, available items of enabled categories', async () => {
    const open = await makeCategory();
    const hidden = await makeCategory({ enabled: false });
    const featured = await makeItem(open.name, { featured: 1 });
    const plain = await makeItem(open.name);
    const featuredUnavailable = await makeItem(open.name, { featured: 1, available: false });
    const featuredHidden = await makeItem(hidden.name, { featured: 1 });

    const names = await publicNames('/api/featured-dishes');
    expect(names).toContain(featured.name);
    for (const item of [plain, featuredUnavailable, featuredHidden]) expect(names).not.toContain(item.name);
  });

  test('a repeat read with the ETag answers 304, and a write is visible at once', async () => {
    const category = await makeCategory();
    const path = `/api/menu-items?category=${encodeURIComponent(category.name)}`;
    const first = await makeItem(category.name);

    const before = await request(ctx.app).get(path);
    expect(before.status).toBe(200);
    expect(before.headers.etag).toMatch(/^"/);
    const unchanged = await request(ctx.app).get(path).set('If-None-Match', before.headers.etag!);
    expect(unchanged.status).toBe(304);

    const second = await makeItem(category.name);
    const after = await request(ctx.app).get(path).set('If-None-Match', before.headers.etag!);
    expect(after.status).toBe(200);
    expect((after.body as PublicMenuItemDto[]).map((item) => item.name).sort()).toEqual(
      [first.name, second.name].sort(),
    );

    await manager.post(`/api/menu-items/${second.id}/toggle-availability`);
    expect(await publicNames(path)).toEqual([first.name]);
    await manager.delete(`/api/menu-items/${first.id}`);
    expect(await publicNames(path)).toEqual([]);
  });

  test('a browser that accepts gzip gets the menu compressed, the same JSON once decoded; others get it plain', async () => {
    const gzipped = await request(ctx.app).get('/api/menu-items').set('Accept-Encoding', 'gzip, deflate, br');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await request(ctx.app).get('/api/menu-items').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.body).toEqual(plain.body);
    expect((plain.body as PublicMenuItemDto[]).length).toBeGreaterThan(0);
    expect(gzipped.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}-gzip"`);
    const again = await request(ctx.app)
      .get('/api/menu-items')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', gzipped.headers.etag!);
    expect(again.status).toBe(304);
  });

  test('featured dishes also answer 304 to a current ETag', async () => {
    const first = await request(ctx.app).get('/api/featured-dishes');
    const again = await request(ctx.app).get('/api/featured-dishes').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });

  test('an array as ?category answers 400, not 500', async () => {
    const res = await request(ctx.app).get('/api/menu-items?category=a&category=b');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/admin/menu-items', () => {
  test('lists unavailable items and items of disabled categories too, with price history', async () => {
    const hidden = await makeCategory({ enabled: false });
    const unavailable = await makeItem(hidden.name, { available: false });
    const res = await staff.get('/api/admin/menu-items');
    expect(res.status).toBe(200);
    const found = (res.body as MenuItemDto[]).find((item) => item.id === unavailable.id);
    expect(found).toMatchObject({ available: false, category: hidden.name, priceHistory: [{ price: '14.50' }] });
  });

  test('without a session answers 401', async () => {
    expect((await request(ctx.app).get('/api/admin/menu-items')).status).toBe(401);
  });
});

describe('POST /api/menu-items', () => {
  test('creates the item with the category spelled as the category is, and starts its price history', async () => {
    const category = await makeCategory();
    const res = await manager.post('/api/menu-items').send(
      itemBody(category.name.toLowerCase(), {
        price: '18.5',
        image: '/api/images/3f2a6d1e-1111-4222-8333-444455556666',
        ingredients: 'Beef, berbere',
        tags: ['spicy'],
        specials: 'Fridays only',
        featured: 1,
      }),
    );
    expect(res.status).toBe(201);
    const item = res.body as MenuItemDto;
    expect(item).toMatchObject({
      category: category.name,
      price: '18.50',
      image: '/api/images/3f2a6d1e-1111-4222-8333-444455556666',
      ingredients: 'Beef, berbere',
      tags: ['spicy'],
      specials: 'Fridays only',
      available: true,
      featured: 1,
    });
    expect(item.priceHistory).toEqual([{ price: '18.50', changedAt: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(item.priceHistory[0]!.changedAt))).toBe(false);

    const audit = await auditRows('create', item.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.adminUserId).toBe(managerId);
  });

  test('an empty form answers 400 with every agreed message', async () => {
    const res = await manager.post('/api/menu-items').send({ price: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fieldErrors).toEqual({
      name: ['Name is required'],
      description: ['Description is required'],
      price: ['Price is required'],
      category: ['Category is required'],
    });
  });

  test.each([
    ['name', { name: '   ' }, 'Name is required'],
    ['description', { description: '' }, 'Description is required'],
    ['price', { price: undefined }, 'Price is required'],
    ['price', { price: '' }, 'Price is required'],
    ['category', { category: '' }, 'Category is required'],
  ])('a missing %s answers 400 "%s"', async (field, change, message) => {
    const res = await manager.post('/api/menu-items').send({ ...itemBody('Appetizers'), ...change });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ [field]: [message] });
  });

  test('a price that is not an amount answers 400 on price', async () => {
    const res = await manager.post('/api/menu-items').send(itemBody('Appetizers', { price: '-3' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['price']);
  });

  test('a category that does not exist answers 400 on category', async () => {
    const res = await manager.post('/api/menu-items').send(itemBody(`Nowhere ${tag()}`));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ category: ['Choose one of the existing categories'] });
  });

  test('an image from another site answers 400 on image', async () => {
    const res = await manager
      .post('/api/menu-items')
      .send(itemBody('Appetizers', { image: 'https://evil.example/x.png' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['image']);
  });

  test('malformed JSON answers 400', async () => {
    const res = await manager.post('/api/menu-items').set('Content-Type', 'application/json').send('{bad');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });

  test('without a session answers 401; staff get 403; nothing is created', async () => {
    const body = itemBody('Appetizers');
    expect((await request(ctx.app).post('/api/menu-items').send(body)).status).toBe(401);
    expect((await staff.post('/api/menu-items').send(body)).status).toBe(403);
    const stored = await ctx.database.db.select().from(menuItems).where(eq(menuItems.name, body.name));
    expect(stored).toEqual([]);
  });
});

describe('PUT /api/menu-items/:id', () => {
  test('the same price keeps the history; a new price is appended', async () => {
    const category = await makeCategory();
    const item = await makeItem(category.name, { price: '10.00' });

    const renamed = await manager
      .put(`/api/menu-items/${item.id}`)
      .send(itemBody(category.name, { name: `Renamed ${tag()}`, price: '10' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.priceHistory).toHaveLength(1);

    const repriced = await manager.put(`/api/menu-items/${item.id}`).send(itemBody(category.name, { price: '12.25' }));
    expect(repriced.status).toBe(200);
    expect(repriced.body.price).toBe('12.25');
    expect((repriced.body as MenuItemDto).priceHistory.map((change) => change.price)).toEqual(['10.00', '12.25']);

    expect(await auditRows('update', item.id)).toHaveLength(2);
  });

  test('an invalid form answers 400 with the agreed messages', async () => {
    const item = await makeItem('Appetizers');
    const res = await manager.put(`/api/menu-items/${item.id}`).send({ name: '', description: '', category: '' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      name: ['Name is required'],
      description: ['Description is required'],
      price: ['Price is required'],
      category: ['Category is required'],
    });
  });

  test('an unknown or malformed id answers 404', async () => {
    for (const id of ['999999999', 'abc', '0']) {
      const res = await manager.put(`/api/menu-items/${id}`).send(itemBody('Appetizers'));
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Menu item not found');
    }
  });

  test('malformed JSON answers 400', async () => {
    const item = await makeItem('Appetizers');
    const res = await manager.put(`/api/menu-items/${item.id}`).set('Content-Type', 'application/json').send('{bad');
    expect(res.status).toBe(400);
  });

  test('without a session answers 401; staff get 403', async () => {
    const item = await makeItem('Appetizers');
    expect((await request(ctx.app).put(`/api/menu-items/${item.id}`).send(itemBody('Appetizers'))).status).toBe(401);
    expect((await staff.put(`/api/menu-items/${item.id}`).send(itemBody('Appetizers'))).status).toBe(403);
  });
});

describe('DELETE /api/menu-items/:id', () => {
  test('deletes the item with 204 and an audit row; a second delete is 404', async () => {
    const item = await makeItem('Appetizers');
    const res = await manager.delete(`/api/menu-items/${item.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await ctx.database.db.select().from(menuItems).where(eq(menuItems.id, item.id))).toEqual([]);
    expect(await auditRows('delete', item.id)).toHaveLength(1);
    expect((await manager.delete(`/api/menu-items/${item.id}`)).status).toBe(404);
  });

  test('without a session answers 401; staff get 403 and the item stays', async () => {
    const item = await makeItem('Appetizers');
    expect((await request(ctx.app).delete(`/api/menu-items/${item.id}`)).status).toBe(401);
    expect((await staff.delete(`/api/menu-items/${item.id}`)).status).toBe(403);
    expect(await ctx.database.db.select().from(menuItems).where(eq(menuItems.id, item.id))).toHaveLength(1);
  });
});

describe('toggles', () => {
  test('toggle-featured flips 0 and 1 and returns the item', async () => {
    const item = await makeItem('Appetizers');
    const on = await manager.post(`/api/menu-items/${item.id}/toggle-featured`);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: item.id, featured: 1 });
    const off = await manager.post(`/api/menu-items/${item.id}/toggle-featured`);
    expect(off.body.featured).toBe(0);
    expect(await auditRows('toggle-featured', item.id)).toHaveLength(2);
  });

  test('staff may toggle availability, and the public menu follows', async () => {
    const category = await makeCategory();
    const item = await makeItem(category.name);
    const off = await staff.post(`/api/menu-items/${item.id}/toggle-availability`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: item.id, available: false });
    expect(await publicNames(`/api/menu-items?category=${encodeURIComponent(category.name)}`)).toEqual([]);
    const on = await staff.post(`/api/menu-items/${item.id}/toggle-availability`);
    expect(on.body.available).toBe(true);
    expect(await auditRows('toggle-availability', item.id)).toHaveLength(2);
  });

  test('staff may not feature a dish', async () => {
    const item = await makeItem('Appetizers');
    expect((await staff.post(`/api/menu-items/${item.id}/toggle-featured`)).status).toBe(403);
  });

  test('without a session both toggles answer 401', async () => {
    const item = await makeItem('Appetizers');
    expect((await request(ctx.app).post(`/api/menu-items/${item.id}/toggle-featured`)).status).toBe(401);
    expect((await request(ctx.app).post(`/api/menu-items/${item.id}/toggle-availability`)).status).toBe(401);
  });

  test('an unknown id answers 404', async () => {
    expect((await manager.post('/api/menu-items/999999999/toggle-featured')).status).toBe(404);
    expect((await staff.post('/api/menu-items/999999999/toggle-availability')).status).toBe(404);
  });
});
