import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_HALL_SETTINGS } from '@shared/schemas/hall-events';
import { auditLog } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { requestEvent } from '../../test-support/api/hall-events';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

const NOW = new Date('2098-03-02T16:00:00Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => NOW, isolatedDatabase: true });
});
afterAll(() => ctx.close());

const { policyVersion: _version, ...defaults } = DEFAULT_HALL_SETTINGS;

test('managers read and save the hall settings; a new policy text raises its version; audited', async () => {
  const manager = (await signInAs(ctx, 'manager')).agent;
  const read = await manager.get('/api/admin/hall-settings');
  expect(read.status).toBe(200);
  expect(read.body).toEqual(DEFAULT_HALL_SETTINGS);

  const sameText = await manager.put('/api/admin/hall-settings').send({ ...defaults, leadDays: 7 });
  expect(sameText.status).toBe(200);
  expect(sameText.body).toMatchObject({ leadDays: 7, policyVersion: 1 });
  expect((await request(ctx.app).get('/api/hall/info')).body.leadDays).toBe(7);

  const newText = await manager.put('/api/admin/hall-settings').send({
    ...defaults,
    leadDays: 7,
    cancellationPolicy: { en: 'Deposits are refunded up to 60 days before.', am: null },
  });
  expect(newText.body.policyVersion).toBe(2);
  expect((await manager.get('/api/admin/hall-settings')).body).toMatchObject({ policyVersion: 2, leadDays: 7 });
  const audits = await ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'hall-settings'), eq(auditLog.action, 'update')));
  expect(audits).toHaveLength(2);
});

test('the hold lengths follow the settings: confirm by email off holds for the confirmed hours at once', async () => {
  const manager = (await signInAs(ctx, 'manager')).agent;
  await manager
    .put('/api/admin/hall-settings')
    .send({ ...defaults, confirmByEmail: false, confirmedHoldHours: 48 })
    .expect(200);
  const res = await requestEvent(ctx.app, {}, { weeks: 6 });
  expect(res.status).toBe(201);
  expect(res.body.holdExpiresAt).toBe(new Date(NOW.getTime() + 48 * 3_600_000).toISOString());
});

test('overlapping blocks are refused; staff may read but not save', async () => {
  const manager = (await signInAs(ctx, 'manager')).agent;
  const overlap = await manager.put('/api/admin/hall-settings').send({
    ...defaults,
    blocks: { ...defaults.blocks, afternoon: { start: '12:00', end: '18:00' } },
  });
  expect(overlap.status).toBe(400);
  expect(overlap.body.fieldErrors['blocks.afternoon.start']).toBeDefined();
  const staff = (await signInAs(ctx, 'staff')).agent;
  expect((await staff.get('/api/admin/hall-settings')).status).toBe(200);
  expect((await staff.put('/api/admin/hall-settings').send(defaults)).status).toBe(403);
  expect((await request(ctx.app).get('/api/admin/hall-settings')).status).toBe(401);
});
