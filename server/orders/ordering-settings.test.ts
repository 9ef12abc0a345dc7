import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_ORDERING_SETTINGS } from '@shared/schemas/ordering';
import { auditLog } from '../db/schema';
import { readSettings } from '../site';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// Ordering's settings are the restaurant's: a database of this file's own.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { isolatedDatabase: true });
});
afterAll(() => ctx.close());

describe('GET and PUT /api/admin/ordering-settings', () => {
  test('managers read the defaults, then change any subset: the rest is kept, and the change is audited', async () => {
    const { agent, admin } = await signInAs(ctx, 'manager');
    const first = await agent.get('/api/admin/ordering-settings');
    expect(first.status).toBe(200);
    expect(first.body).toEqual(DEFAULT_ORDERING_SETTINGS);

    const put = await agent.put('/api/admin/ordering-settings').send({ prepMinutes: 30, autoAccept: false });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...DEFAULT_ORDERING_SETTINGS, prepMinutes: 30, autoAccept: false });

    const again = await agent
      .put('/api/admin/ordering-settings')
      .send({ maxPayAtPickupTotal: '250', downtownTax: true });
    expect(again.body).toEqual({
      ...DEFAULT_ORDERING_SETTINGS,
      prepMinutes: 30,
      autoAccept: false,
      maxPayAtPickupTotal: '250.00',
      downtownTax: true,
    });
    expect((await agent.get('/api/admin/ordering-settings')).body).toEqual(again.body);
    // Every reader of the settings sees them at once: the order routes read them there.
    expect((await readSettings(ctx.database.db)).ordering).toEqual(again.body);

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ordering-settings'), eq(auditLog.adminUserId, admin.id)))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: 'update', details: { maxPayAtPickupTotal: '250.00', downtownTax: true } });
  });

  test('two managers saving different fields at once both keep theirs', async () => {
    const one = await signInAs(ctx, 'manager');
    const two = await signInAs(ctx, 'admin');
    await Promise.all([
      one.agent.put('/api/admin/ordering-settings').send({ slotLoadCapacity: 40 }),
      two.agent.put('/api/admin/ordering-settings').send({ daysAhead: 5 }),
    ]);
    const body = (await one.agent.get('/api/admin/ordering-settings')).body;
    expect(body).toMatchObject({ slotLoadCapacity: 40, daysAhead: 5 });
  });

  test.each([
    [{}, undefined],
    [{ prepMinutes: 2 }, 'prepMinutes'],
    [{ daysAhead: 8 }, 'daysAhead'],
    [{ taxRate: '25' }, 'taxRate'],
    [{ taxRate: 'nine' }, 'taxRate'],
    [{ maxPayAtPickupTotal: '-5' }, 'maxPayAtPickupTotal'],
    [{ enabled: 'yes' }, 'enabled'],
    [{ surprise: true }, undefined],
  ])('%j is a 400 and changes nothing', async (body, field) => {
    const { agent } = await signInAs(ctx, 'manager');
    const before = (await agent.get('/api/admin/ordering-settings')).body;
    const res = await agent.put('/api/admin/ordering-settings').send(body);
    expect(res.status).toBe(400);
    if (field) expect(res.body.fieldErrors[field]).toBeDefined();
    expect((await agent.get('/api/admin/ordering-settings')).body).toEqual(before);
  });

  test('staff run the board but not its settings; nobody signed in gets a 401', async () => {
    const { agent } = await signInAs(ctx, 'staff');
    expect((await agent.get('/api/admin/ordering-settings')).status).toBe(403);
    expect((await agent.put('/api/admin/ordering-settings').send({ enabled: false })).status).toBe(403);
    expect((await agent.get('/api/admin/online-orders')).status).toBe(200);
    expect((await request(ctx.app).get('/api/admin/ordering-settings')).status).toBe(401);
    expect((await request(ctx.app).put('/api/admin/ordering-settings').send({ enabled: false })).status).toBe(401);
  });
});
