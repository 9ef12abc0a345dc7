import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signInAs } from '../../test-support/api/admins';
import { requestEvent, saturdayWeeksOut } from '../../test-support/api/hall-events';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// 10:00 AM in St. Paul on Monday 7 June 2097.
const NOW = new Date('2097-06-03T15:00:00Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => NOW, isolatedDatabase: true });
});
afterAll(() => ctx.close());

const dayOf = async (date: string) =>
  (await request(ctx.app).get(`/api/hall/availability?month=${date.slice(0, 7)}`)).body.days.find(
    (day: { date: string }) => day.date === date,
  );

test('a manager closes the hall for a day or some blocks; requests for them are refused; deleting reopens', async () => {
  const manager = (await signInAs(ctx, 'manager')).agent;
  const date = saturdayWeeksOut(ctx.app, 4);
  const evening = await manager
    .post('/api/admin/hall-closures')
    .send({ startDate: date, endDate: date, blocks: ['evening'], label: 'Floor refinishing' });
  expect(evening.status).toBe(201);
  expect(evening.body).toMatchObject({
    startDate: date,
    endDate: date,
    blocks: ['evening'],
    label: 'Floor refinishing',
  });
  expect((await dayOf(date)).blocks.map((block: { state: string }) => block.state)).toEqual(['free', 'free', 'closed']);

  const refused = await requestEvent(ctx.app, {}, { weeks: 4 });
  expect(refused.status).toBe(400);
  expect(refused.body.fieldErrors.blocks).toEqual([
    'The hall is closed on this date (Floor refinishing); please choose another',
  ]);
  expect((await requestEvent(ctx.app, { blocks: ['morning'] }, { weeks: 4 })).status).toBe(201);

  const listed = await manager.get('/api/admin/hall-closures');
  expect(listed.body).toContainEqual(evening.body);
  expect((await manager.delete(`/api/admin/hall-closures/${evening.body.id}`)).status).toBe(204);
  expect((await manager.delete(`/api/admin/hall-closures/${evening.body.id}`)).status).toBe(404);
  expect((await requestEvent(ctx.app, {}, { weeks: 4 })).status).toBe(201);

  const week = await manager
    .post('/api/admin/hall-closures')
    .send({ startDate: saturdayWeeksOut(ctx.app, 5), endDate: saturdayWeeksOut(ctx.app, 6), label: 'Renovation' });
  expect(week.body.blocks).toEqual([]);
  expect(
    (await dayOf(saturdayWeeksOut(ctx.app, 5))).blocks.every((block: { state: string }) => block.state === 'closed'),
  ).toBe(true);
});

test('the restaurant’s own closures never close the hall', async () => {
  const admin = (await signInAs(ctx, 'admin')).agent;
  const date = saturdayWeeksOut(ctx.app, 8);
  const exception = await admin
    .post('/api/admin/schedule-exceptions')
    .send({ startDate: date, endDate: date, closed: true, label: 'Staff party' });
  expect(exception.status).toBe(201);
  expect((await dayOf(date)).blocks.every((block: { state: string }) => block.state === 'free')).toBe(true);
  expect((await requestEvent(ctx.app, {}, { weeks: 8 })).status).toBe(201);
});

test('staff read closures but may not write them; a range ending first is refused', async () => {
  const staff = (await signInAs(ctx, 'staff')).agent;
  expect((await staff.get('/api/admin/hall-closures')).status).toBe(200);
  const body = { startDate: '2097-07-02', endDate: '2097-07-01', label: 'Backwards' };
  expect((await staff.post('/api/admin/hall-closures').send(body)).status).toBe(403);
  expect((await staff.delete('/api/admin/hall-closures/1')).status).toBe(403);
  const manager = (await signInAs(ctx, 'manager')).agent;
  const backwards = await manager.post('/api/admin/hall-closures').send(body);
  expect(backwards.status).toBe(400);
  expect(backwards.body.fieldErrors.endDate).toBeDefined();
});
