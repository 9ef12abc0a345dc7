import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MenuItemDto, PublicMenuItemDto } from '@shared/schemas/menu';
import { auditLog, menuItemOptions } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

let ctx: TestContext;
let manager: Agent;
let staff: Agent;
let category: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ agent: manager } = await signInAs(ctx, 'manager'));
  ({ agent: staff } = await signInAs(ctx, 'staff'));
  const res = await manager.post('/api/admin/categories').send({ name: `Options test ${tag()}` });
  expect(res.status).toBe(201);
  category = (res.body as { name: string }).name;
});
afterAll(() => ctx.close());

function tag() {
  return randomUUID().slice(0, 8);
}

const spiceLevel = {
  name: 'Spice level',
  translations: { am: { name: 'የማቃጠል መጠን' } },
  minChoices: 1,
  maxChoices: 1,
  values: [
    { name: 'Mild', translations: { am: { name: 'የማያቃጥል' } } },
    { name: 'Medium', translations: { am: { name: 'መካከለኛ' } }, isDefault: true },
    { name: 'Hot', translations: { am: { name: 'የሚያቃጥል' } } },
  ],
};
const injera = {
  name: 'Injera',
  minChoices: 0,
  maxChoices: 1,
  values: [{ name: '100% teff injera', priceDelta: '2', translations: { am: { name: 'ንጹሕ የጤፍ እንጀራ' } } }],
};

function itemBody(overrides: Record<string, unknown> = {}) {
  return { name: `Dish ${tag()}`, description: 'Slow-simmered', price: '15.00', category, ...overrides };
}

async function makeItem(overrides: Record<string, unknown> = {}): Promise<MenuItemDto> {
  const res = await manager.post('/api/menu-items').send(itemBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as MenuItemDto;
}

async function publicItem(id: number): Promise<PublicMenuItemDto | undefined> {
  const res = await request(ctx.app).get('/api/menu-items');
  expect(res.status).toBe(200);
  return (res.body as PublicMenuItemDto[]).find((item) => item.id === id);
}

describe('option groups, kitchen load and pickup', () => {
  test('a dish is written with its option groups and read with them, in order, on the public menu', async () => {
    const item = await makeItem({ options: [spiceLevel, injera], kitchenLoad: 3 });
    expect(item.kitchenLoad).toBe(3);
    expect(item.orderableOnline).toBe(true);
    expect(item.orderable).toBe(true);
    expect(item.soldOut).toBe(false);
    expect(item.options).toEqual([
      {
        id: expect.any(Number),
        name: 'Spice level',
        translations: { am: { name: 'የማቃጠል መጠን' } },
        required: true,
        minChoices: 1,
        maxChoices: 1,
        values: [
          {
            id: expect.any(Number),
            name: 'Mild',
            translations: { am: { name: 'የማያቃጥል' } },
            priceDelta: '0.00',
            isDefault: false,
          },
          {
            id: expect.any(Number),
            name: 'Medium',
            translations: { am: { name: 'መካከለኛ' } },
            priceDelta: '0.00',
            isDefault: true,
          },
          {
            id: expect.any(Number),
            name: 'Hot',
            translations: { am: { name: 'የሚያቃጥል' } },
            priceDelta: '0.00',
            isDefault: false,
          },
        ],
      },
      {
        id: expect.any(Number),
        name: 'Injera',
        translations: {},
        required: false,
        minChoices: 0,
        maxChoices: 1,
        values: [
          {
            id: expect.any(Number),
            name: '100% teff injera',
            translations: { am: { name: 'ንጹሕ የጤፍ እንጀራ' } },
            priceDelta: '2.00',
            isDefault: false,
          },
        ],
      },
    ]);
    const shown = await publicItem(item.id);
    expect(shown).toMatchObject({ orderable: true, kitchenLoad: 3, options: item.options });
    const admin = ((await manager.get('/api/admin/menu-items')).body as MenuItemDto[]).find(
      (dish) => dish.id === item.id,
    );
    expect(admin).toEqual(item);
  });

  test('a PUT with options replaces them all; without options, or kitchen load and pickup, keeps them', async () => {
    const item = await makeItem({ options: [spiceLevel, injera], kitchenLoad: 2, orderableOnline: false });
    expect(item.orderable).toBe(false);

    const kept = await manager.put(`/api/menu-items/${item.id}`).send(itemBody({ name: item.name }));
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ kitchenLoad: 2, orderableOnline: false, options: item.options });

    const replaced = await manager
      .put(`/api/menu-items/${item.id}`)
      .send(itemBody({ name: item.name, options: [injera], orderableOnline: true, kitchenLoad: 1 }));
    expect(replaced.status).toBe(200);
    const body = replaced.body as MenuItemDto;
    expect(body.options.map((group) => group.name)).toEqual(['Injera']);
    expect(body).toMatchObject({ kitchenLoad: 1, orderableOnline: true, orderable: true });
    const stored = await ctx.database.db.select().from(menuItemOptions).where(eq(menuItemOptions.menuItemId, item.id));
    expect(stored).toHaveLength(1);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'menu-item'), eq(auditLog.action, 'update'), eq(auditLog.entityId, String(item.id))),
      );
    expect(audit.at(-1)!.details).toMatchObject({
      kitchenLoad: { from: 2, to: 1 },
      orderableOnline: { from: false, to: true },
      options: ['Injera (0–1): 100% teff injera'],
    });

    const cleared = await manager.put(`/api/menu-items/${item.id}`).send(itemBody({ name: item.name, options: [] }));
    expect((cleared.body as MenuItemDto).options).toEqual([]);
  });

  test('an unavailable dish, or one not for pickup, is not orderable', async () => {
    const notForPickup = await makeItem({ orderableOnline: false });
    expect((await publicItem(notForPickup.id))?.orderable).toBe(false);
    const unavailable = await makeItem({ available: false });
    const listed = ((await manager.get('/api/admin/menu-items')).body as MenuItemDto[]).find(
      (dish) => dish.id === unavailable.id,
    );
    expect(listed?.orderable).toBe(false);
  });

  test.each([
    [
      'fewest over most',
      { ...spiceLevel, minChoices: 2, maxChoices: 1 },
      'options.0.minChoices',
      'menuOptions.minOverMax',
    ],
    [
      'most over the values',
      { ...spiceLevel, minChoices: 1, maxChoices: 4 },
      'options.0.maxChoices',
      'menuOptions.maxOverValues',
    ],
    [
      'more defaults than the most',
      { ...spiceLevel, values: spiceLevel.values.map((value) => ({ ...value, isDefault: true })) },
      'options.0.values',
      'menuOptions.tooManyDefaults',
    ],
    ['no values', { ...spiceLevel, values: [] }, 'options.0.values', 'menuOptions.valuesRequired'],
    ['a blank name', { ...spiceLevel, name: ' ' }, 'options.0.name', 'menuOptions.groupNameRequired'],
    [
      'a negative price change',
      { ...injera, values: [{ name: 'Teff', priceDelta: '-1.00' }] },
      'options.0.values.0.priceDelta',
      'menuOptions.priceDelta',
    ],
    [
      '21 values',
      { ...injera, values: Array.from({ length: 21 }, (_, index) => ({ name: `Value ${index}` })) },
      'options.0.values',
      'menuOptions.tooManyValues',
    ],
  ])('a group with %s is refused, naming the field', async (_label, group, path, key) => {
    const res = await manager.post('/api/menu-items').send(itemBody({ options: [group] }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.fieldErrorKeys?.[path] ?? res.body)).toContain(key);
  });

  test('more than 10 groups, a kitchen load outside 1 to 20, and a non-boolean pickup flag are refused', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => ({ ...injera, name: `Group ${index}` }));
    const tooMany = await manager.post('/api/menu-items').send(itemBody({ options: eleven }));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body.fieldErrorKeys.options)).toContain('menuOptions.tooManyGroups');
    const ten = await manager.post('/api/menu-items').send(itemBody({ options: eleven.slice(0, 10) }));
    expect(ten.status).toBe(201);
    for (const kitchenLoad of [0, 21, 1.5, '3']) {
      const res = await manager.post('/api/menu-items').send(itemBody({ kitchenLoad }));
      expect(res.status, String(kitchenLoad)).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['kitchenLoad']);
    }
    const flag = await manager.post('/api/menu-items').send(itemBody({ orderableOnline: 'yes' }));
    expect(flag.status).toBe(400);
  });

  test('a failed write leaves the options as they were (one transaction)', async () => {
    const item = await makeItem({ options: [spiceLevel] });
    const res = await manager
      .put(`/api/menu-items/${item.id}`)
      .send(itemBody({ name: item.name, category: `No such ${tag()}`, options: [injera] }));
    expect(res.status).toBe(400);
    expect((await publicItem(item.id))?.options.map((group) => group.name)).toEqual(['Spice level']);
  });

  test('staff cannot change options; deleting a dish deletes its options', async () => {
    const item = await makeItem({ options: [spiceLevel] });
    const res = await staff.put(`/api/menu-items/${item.id}`).send(itemBody({ options: [] }));
    expect(res.status).toBe(403);
    expect((await manager.delete(`/api/menu-items/${item.id}`)).status).toBe(204);
    const rows = await ctx.database.db.select().from(menuItemOptions).where(eq(menuItemOptions.menuItemId, item.id));
    expect(rows).toEqual([]);
  });
});
