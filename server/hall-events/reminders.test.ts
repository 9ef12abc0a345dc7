import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { signInAs } from '../../test-support/api/admins';
import { claimsOf, eventRow, insertEventRow, mailsTo, proposalTokenFrom } from '../../test-support/api/hall-event-rows';
import { createTestContext, mailSettled, type TestContext } from '../../test-support/api/test-app';
import { runHallReminders } from './reminders';

// Thursday 12 February 2091, noon in St. Paul (CST).
const NOON = new Date('2091-02-12T18:00:00Z');
let clock = NOON;
let ctx: TestContext;
let manager: Awaited<ReturnType<typeof signInAs>>['agent'];

beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago', PUBLIC_URL: 'https://selam.example' },
    { now: () => clock, isolatedDatabase: true },
  );
  manager = (await signInAs(ctx, 'manager')).agent;
});
afterAll(() => ctx.close());
beforeEach(() => {
  clock = NOON;
});

const db = () => ctx.database.db;
const at = (date: string) => new Date(`${date}T18:00:00Z`);
const run = async () => {
  const done = await runHallReminders(ctx.app.context);
  await mailSettled(ctx.app);
  return done;
};

async function proposedEvent(eventDate: string) {
  const event = await insertEventRow(db(), { eventDate });
  expect((await manager.post(`/api/admin/event-bookings/${event.id}/proposal`).send({})).status).toBe(200);
  await mailSettled(ctx.app);
  return { event, token: await proposalTokenFrom(db(), event.email) };
}

test('the deposit, final count and balance reminders each go once, on their days', async () => {
  // The event on Saturday 14 April: final count due 4 April, balance due 11 April.
  const { event, token } = await proposedEvent('2091-04-14');
  await request(ctx.app).post(`/api/events/proposal/${token}/accept`).send({ name: 'Selam Bekele', agree: true });
  expect((await eventRow(db(), event.id)).depositDueDate).toBe('2091-02-19');

  clock = at('2091-02-16');
  await run();
  expect(await mailsTo(db(), event.email, 'hall-deposit-reminder')).toHaveLength(0);
  clock = at('2091-02-17');
  await run();
  await run();
  const [deposit, ...more] = await mailsTo(db(), event.email, 'hall-deposit-reminder');
  expect(more).toHaveLength(0);
  expect(deposit!.text).toContain('$3,216.63');
  expect(deposit!.text).toMatch(/\/events\/proposal\/[A-Za-z0-9_-]{32}/);
  expect((await eventRow(db(), event.id)).depositReminderSentAt).not.toBeNull();

  await manager
    .post(`/api/admin/event-bookings/${event.id}/payments`)
    .send({ part: 'deposit', amount: '3216.63', method: 'cash' });
  clock = at('2091-03-31');
  await run();
  expect(await mailsTo(db(), event.email, 'hall-final-count-reminder')).toHaveLength(0);
  clock = at('2091-04-01');
  await run();
  clock = at('2091-04-02');
  await run();
  expect(await mailsTo(db(), event.email, 'hall-final-count-reminder')).toHaveLength(1);

  clock = at('2091-04-08');
  await run();
  expect(await mailsTo(db(), event.email, 'hall-balance-reminder')).toHaveLength(0);
  clock = at('2091-04-09');
  await run();
  await run();
  const balance = await mailsTo(db(), event.email, 'hall-balance-reminder');
  expect(balance).toHaveLength(1);
  expect(balance[0]!.text).toContain('$3,216.62');

  // The day after the event it is completed, and keeps its block.
  clock = at('2091-04-15');
  expect((await run()).completed).toBeGreaterThanOrEqual(1);
  expect((await eventRow(db(), event.id)).status).toBe('completed');
  expect(await claimsOf(db(), event.id)).toHaveLength(1);
});

test('a proposal past its valid-until expires, frees its block and tells the client', async () => {
  const { event, token } = await proposedEvent('2091-05-20');
  clock = at('2091-02-19');
  await run();
  expect((await eventRow(db(), event.id)).status).toBe('proposal_sent');
  clock = at('2091-02-20');
  expect((await run()).expired).toBe(1);
  expect((await eventRow(db(), event.id)).status).toBe('expired');
  expect(await claimsOf(db(), event.id)).toEqual([]);
  expect(await mailsTo(db(), event.email, 'hall-proposal-expired')).toHaveLength(1);
  expect((await run()).expired).toBe(0);
  const refused = await request(ctx.app)
    .post(`/api/events/proposal/${token}/accept`)
    .send({ name: 'Selam Bekele', agree: true });
  expect(refused.status).toBe(409);
  expect(refused.body.messageKey).toBe('hall.proposalExpired');
  // The date is free for someone else.
  await insertEventRow(db(), { eventDate: '2091-05-20' });
});
