import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUILT_IN_CATEGORIES } from '@shared/constants';
import type { CategoryDto, MenuItemDto } from '@shared/schemas/menu';
import { auditLog, categories } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

let ctx: TestContext;
let manager: Agent;
let staff: Agent;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ agent: manager } = await signInAs(ctx, 'manager'));
  ({ agent: staff } = await signInAs(ctx, 'staff'));
});
afterAll(() => ctx.close());

const tag = () => randomUUID().slice(0, 8);

async function makeCategory(body: Record<string, unknown> = {}): Promise<CategoryDto> {
  const res = await manager.post('/api/admin/categories').send({ name: `Category ${tag()}`, ...body });
  expect(res.status).toBe(201);
  return res.body as CategoryDto;
}

async function makeItem(category: string): Promise<MenuItemDto> {
  const res = await manager
    .post('/api/menu-items')
    .send({ name: `Dish ${tag()}`, description: 'Good', price: '11.00', category });
  expect(res.status).toBe(201);
  return res.body as MenuItemDto;
}

async function adminList(): Promise<CategoryDto[]> {
  const res = await manager.get('/api/admin/categories');
  expect(res.status).toBe(200);
  return res.body as CategoryDto[];
}

async function builtIn(name: string): Promise<CategoryDto> {
  return (await adminList()).find((category) => category.name === name)!;
}

async function auditRows(action: string, id: number) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'category'), eq(auditLog.action, action), eq(auditLog.entityId, String(id))));
}

describe('GET /api/categories', () => {
  test('lists enabled category names in display order, then by name', async () => {
    const id = tag();
    await makeCategory({ name: `b-order ${id}`, displayOrder: 9500 });
    await makeCategory({ name: `A-order ${id}`, displayOrder: 9500 });
    await makeCategory({ name: `z-order ${id}`, displayOrder: 9499 });
    await makeCategory({ name: `off-order ${id}`, displayOrder: 9499, enabled: false });

    const res = await request(ctx.app).get('/api/categories');
    expect(res.status).toBe(200);
    const mine = (res.body as string[]).filter((name) => name.endsWith(id));
    expect(mine).toEqual([`z-order ${id}`, `A-order ${id}`, `b-order ${id}`]);
    expect(res.body).toEqual(expect.arrayContaining([...BUILT_IN_CATEGORIES]));
  });

  test('a current ETag answers 304; a new category is listed at once', async () => {
    const first = await request(ctx.app).get('/api/categories');
    const again = await request(ctx.app).get('/api/categories').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);

    const created = await makeCategory();
    const after = await request(ctx.app).get('/api/categories').set('If-None-Match', first.headers.etag!);
    expect(after.status).toBe(200);
    expect(after.body).toContain(created.name);

    await manager.put(`/api/admin/categories/${created.id}`).send({ enabled: false });
    expect((await request(ctx.app).get('/api/categories')).body).not.toContain(created.name);
  });
});

describe('GET /api/admin/categories', () => {
  test('lists every category with its item count; the 9 built-ins are marked', async () => {
    const custom = await makeCategory({ enabled: false });
    await makeItem(custom.name);
    await makeItem(custom.name.toUpperCase());

    const res = await staff.get('/api/admin/categories');
    expect(res.status).toBe(200);
    const list = res.body as CategoryDto[];
    expect(list.find((category) => category.id === custom.id)).toEqual({
      id: custom.id,
      name: custom.name,
      enabled: false,
      displayOrder: custom.displayOrder,
      builtIn: false,
      translations: {},
      createdAt: expect.any(String),
      itemCount: 2,
    });
    const builtIns = list.filter((category) => category.builtIn).map((category) => category.name);
    expect(builtIns.sort()).toEqual([...BUILT_IN_CATEGORIES].sort());
  });

  test('without a session answers 401', async () => {
    expect((await request(ctx.app).get('/api/admin/categories')).status).toBe(401);
  });
});

describe('POST /api/admin/categories', () => {
  test('trims the name, goes last by default, is enabled, and is audited', async () => {
    const before = await adminList();
    const name = `Soups ${tag()}`;
    const res = await manager.post('/api/admin/categories').send({ name: `  ${name}  ` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name, enabled: true, builtIn: false, itemCount: 0 });
    expect(res.body.displayOrder).toBeGreaterThanOrEqual(before.length + 1);
    expect(await auditRows('create', res.body.id)).toHaveLength(1);
  });

  test('a name taken in any letter case answers 409', async () => {
    const existing = await makeCategory();
    const res = await manager.post('/api/admin/categories').send({ name: ` ${existing.name.toUpperCase()} ` });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'A category with this name already exists',
      code: 'CONFLICT',
      messageKey: 'menu.categoryTaken',
      params: {},
    });
    expect((await manager.post('/api/admin/categories').send({ name: 'appetizers' })).status).toBe(409);
  });

  test('two admins adding the same name at once: one 201, one 409', async () => {
    const name = `Race ${tag()}`;
    const answers = await Promise.all([
      manager.post('/api/admin/categories').send({ name }),
      manager.post('/api/admin/categories').send({ name: name.toLowerCase() }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  test.each([[{}], [{ name: '' }], [{ name: '    ' }]])('a blank name answers 400 (%j)', async (body) => {
    const res = await manager.post('/api/admin/categories').send(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ name: ['Category name is required'] });
  });

  test('a display order that is not a whole number answers 400', async () => {
    const res = await manager.post('/api/admin/categories').send({ name: `Odd ${tag()}`, displayOrder: 1.5 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['displayOrder']);
  });

  test('malformed JSON answers 400', async () => {
    const res = await manager.post('/api/admin/categories').set('Content-Type', 'application/json').send('{bad');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });

  test('without a session answers 401; staff get 403; nothing is created', async () => {
    const name = `Nope ${tag()}`;
    expect((await request(ctx.app).post('/api/admin/categories').send({ name })).status).toBe(401);
    expect((await staff.post('/api/admin/categories').send({ name })).status).toBe(403);
    expect(await ctx.database.db.select().from(categories).where(eq(categories.name, name))).toEqual([]);
  });
});

describe('PUT /api/admin/categories/:id', () => {
  test('switching a category off and on changes only that field', async () => {
    const category = await makeCategory({ displayOrder: 42 });
    const off = await manager.put(`/api/admin/categories/${category.id}`).send({ enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: category.id, name: category.name, enabled: false, displayOrder: 42 });
    const moved = await manager.put(`/api/admin/categories/${category.id}`).send({ displayOrder: 7 });
    expect(moved.body).toMatchObject({ enabled: false, displayOrder: 7 });
    expect(await auditRows('update', category.id)).toHaveLength(2);
  });

  test('a rename carries the menu items along', async () => {
    const category = await makeCategory();
    const items = [await makeItem(category.name), await makeItem(category.name)];
    const newName = `Renamed ${tag()}`;

    const res = await manager.put(`/api/admin/categories/${category.id}`).send({ name: newName });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: newName, itemCount: 2 });

    const all = (await manager.get('/api/admin/menu-items')).body as MenuItemDto[];
    expect(all.filter((item) => items.some((mine) => mine.id === item.id)).map((item) => item.category)).toEqual([
      newName,
      newName,
    ]);
    const publicList = await request(ctx.app).get(`/api/menu-items?category=${encodeURIComponent(newName)}`);
    expect(publicList.body).toHaveLength(2);
    const [audit] = await auditRows('update', category.id);
    expect(audit!.details).toMatchObject({ renamedFrom: category.name, itemsRenamed: 2 });
  });

  test('a rename onto another category name answers 409', async () => {
    const first = await makeCategory();
    const second = await makeCategory();
    const res = await manager.put(`/api/admin/categories/${second.id}`).send({ name: first.name.toLowerCase() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A category with this name already exists');
  });

  test('a built-in category cannot be renamed, but its switch and order can be set', async () => {
    const appetizers = await builtIn('Appetizers');
    const rename = await manager.put(`/api/admin/categories/${appetizers.id}`).send({ name: 'Starters' });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe('"Appetizers" is a built-in category and cannot be renamed');

    // Sent as the dialog does (the unchanged name included); values kept as they are, since
    // other test files share this database.
    const res = await manager
      .put(`/api/admin/categories/${appetizers.id}`)
      .send({ name: 'Appetizers', enabled: appetizers.enabled, displayOrder: appetizers.displayOrder });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Appetizers', builtIn: true });
  });

  test("an existing category's Amharic name is set, changed and cleared; leaving translations out keeps it", async () => {
    const category = await makeCategory();
    const dish = await makeItem(category.name);
    const amharicOf = async () => (await adminList()).find((entry) => entry.id === category.id)!.translations;

    const set = await manager
      .put(`/api/admin/categories/${category.id}`)
      .send({ translations: { am: { name: '  የምሳ ምግቦች ' } } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ name: category.name, translations: { am: { name: 'የምሳ ምግቦች' } } });
    // The public menu's dishes carry it as their category's Amharic name.
    const shown = (await request(ctx.app).get(`/api/menu-items?category=${encodeURIComponent(category.name)}`))
      .body as MenuItemDto[];
    expect(shown.find((item) => item.id === dish.id)!.translations).toEqual({ am: { category: 'የምሳ ምግቦች' } });

    await manager.put(`/api/admin/categories/${category.id}`).send({ enabled: false });
    expect(await amharicOf()).toEqual({ am: { name: 'የምሳ ምግቦች' } });

    const changed = await manager
      .put(`/api/admin/categories/${category.id}`)
      .send({ name: category.name, translations: { am: { name: 'ምሳ' } } });
    expect(changed.body.translations).toEqual({ am: { name: 'ምሳ' } });

    const cleared = await manager
      .put(`/api/admin/categories/${category.id}`)
      .send({ translations: { am: { name: '' } } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.translations).toEqual({});
    expect(await auditRows('update', category.id)).toHaveLength(4);
  });

  test("a built-in category's Amharic name can be changed, though its English name cannot", async () => {
    const desserts = await builtIn('Desserts');
    const res = await manager
      .put(`/api/admin/categories/${desserts.id}`)
      .send({ name: 'Desserts', translations: { am: { name: 'ጣፋጮች' } } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Desserts', builtIn: true, translations: { am: { name: 'ጣፋጮች' } } });
    // Put back as seeded: other test files share this database.
    await manager.put(`/api/admin/categories/${desserts.id}`).send({ translations: desserts.translations });
    expect((await builtIn('Desserts')).translations).toEqual(desserts.translations);
  });

  test.each([
    [{ am: { name: 'ሀ'.repeat(61) } }, 'translations.am.name'],
    [{ am: { name: 7 } }, 'translations.am.name'],
    [{ am: 'ምሳ' }, 'translations.am'],
  ])('a bad Amharic name answers 400 and changes nothing (%j)', async (translations, field) => {
    const category = await makeCategory({ translations: { am: { name: 'ምሳ' } } });
    const res = await manager.put(`/api/admin/categories/${category.id}`).send({ enabled: false, translations });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
    const stored = (await adminList()).find((entry) => entry.id === category.id)!;
    expect(stored).toMatchObject({ enabled: true, translations: { am: { name: 'ምሳ' } } });
  });

  test('staff cannot change a translation (403), and nothing changes', async () => {
    const category = await makeCategory({ translations: { am: { name: 'ምሳ' } } });
    expect(
      (await staff.put(`/api/admin/categories/${category.id}`).send({ translations: { am: { name: 'ራት' } } })).status,
    ).toBe(403);
    expect((await adminList()).find((entry) => entry.id === category.id)!.translations).toEqual({ am: { name: 'ምሳ' } });
  });

  test('a blank name answers 400', async () => {
    const category = await makeCategory();
    const res = await manager.put(`/api/admin/categories/${category.id}`).send({ name: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ name: ['Category name is required'] });
  });

  test('an unknown id answers 404', async () => {
    const res = await manager.put('/api/admin/categories/999999999').send({ enabled: true });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Category not found');
    expect((await manager.put('/api/admin/categories/abc').send({ enabled: true })).status).toBe(404);
  });

  test('malformed JSON answers 400', async () => {
    const category = await makeCategory();
    const res = await manager
      .put(`/api/admin/categories/${category.id}`)
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect(res.status).toBe(400);
  });

  test('without a session answers 401; staff get 403', async () => {
    const category = await makeCategory();
    expect((await request(ctx.app).put(`/api/admin/categories/${category.id}`).send({ enabled: false })).status).toBe(
      401,
    );
    expect((await staff.put(`/api/admin/categories/${category.id}`).send({ enabled: false })).status).toBe(403);
  });
});

describe('DELETE /api/admin/categories/:id', () => {
  test('an empty custom category is deleted with 204 and an audit row', async () => {
    const category = await makeCategory();
    const res = await manager.delete(`/api/admin/categories/${category.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await ctx.database.db.select().from(categories).where(eq(categories.id, category.id))).toEqual([]);
    expect(await auditRows('delete', category.id)).toHaveLength(1);
    expect((await manager.delete(`/api/admin/categories/${category.id}`)).status).toBe(404);
  });

  test('a category that still has items answers 409 saying how many to move', async () => {
    const category = await makeCategory();
    await makeItem(category.name);
    await makeItem(category.name);
    const res = await manager.delete(`/api/admin/categories/${category.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Move the 2 menu items in "${category.name}" to another category (or delete them) before deleting it`,
    );
    expect(await ctx.database.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
  });

  test('a built-in category cannot be deleted', async () => {
    const desserts = await builtIn('Desserts');
    const res = await manager.delete(`/api/admin/categories/${desserts.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      '"Desserts" is a built-in category and cannot be deleted. Switch it off to hide it instead.',
    );
    const [{ total }] = (await ctx.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(categories)
      .where(eq(categories.id, desserts.id))) as [{ total: number }];
    expect(total).toBe(1);
  });

  test('without a session answers 401; staff get 403; unknown ids 404', async () => {
    const category = await makeCategory();
    expect((await request(ctx.app).delete(`/api/admin/categories/${category.id}`)).status).toBe(401);
    expect((await staff.delete(`/api/admin/categories/${category.id}`)).status).toBe(403);
    expect((await manager.delete('/api/admin/categories/999999999')).status).toBe(404);
  });
});
