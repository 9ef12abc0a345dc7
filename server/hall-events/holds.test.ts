import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eventBookings, eventHistory, hallBlockClaims, mailOutbox } from '../db/schema';
import { confirmLinkFor, hallClient, requestEvent, saturdayWeeksOut } from '../../test-support/api/hall-events';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { expireHallHolds } from './holds';

// 10:00 AM in St. Paul on Monday 4 June 2096; each test moves the clock forward from here.
const START = new Date('2096-06-04T15:00:00Z');
let now = START;
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => now, isolatedDatabase: true });
});
afterAll(() => ctx.close());

async function blockState(weeks: number): Promise<string> {
  const date = saturdayWeeksOut(ctx.app, weeks);
  const month = await request(ctx.app).get(`/api/hall/availability?month=${date.slice(0, 7)}`);
  return month.body.days.find((day: { date: string }) => day.date === date).blocks[2].state;
}

const mailsTo = (to: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

test('an unconfirmed hold is released at 30 minutes, with emails; the block is free and the client may ask again', async () => {
  const client = hallClient();
  const asked = await requestEvent(ctx.app, client, { weeks: 4 });
  expect(asked.status).toBe(201);
  const weeks = 4;

  now = minutes(29);
  expect(await expireHallHolds(ctx.app.context)).toBe(0);
  expect(await blockState(weeks)).toBe('held');

  now = minutes(1);
  expect(await expireHallHolds(ctx.app.context)).toBe(1);
  const [event] = await ctx.database.db.select().from(eventBookings).where(eq(eventBookings.id, asked.body.id));
  expect(event!.status).toBe('expired');
  expect(await ctx.database.db.select().from(hallBlockClaims).where(eq(hallBlockClaims.bookingId, event!.id))).toEqual(
    [],
  );
  const history = await ctx.database.db.select().from(eventHistory).where(eq(eventHistory.bookingId, event!.id));
  expect(history.map((row) => [row.fromStatus, row.toStatus])).toEqual([
    [null, 'tentative'],
    ['tentative', 'expired'],
  ]);
  expect(await blockState(weeks)).toBe('free');
  const mails = (await mailsTo(client.email)).map((mail) => mail.kind);
  expect(mails).toEqual(['hall-request-received', 'hall-hold-expired']);
  const staffNote = (await mailsTo('events@selam-restaurant.example')).filter(
    (mail) => mail.kind === 'hall-hold-expired-alert' && mail.text.includes(client.email),
  );
  expect(staffNote).toHaveLength(1);
  expect(await expireHallHolds(ctx.app.context)).toBe(0);

  const again = await requestEvent(ctx.app, client, { weeks: 4 });
  expect(again.status).toBe(201);
  expect(await blockState(weeks)).toBe('held');
});

test('a confirmed hold lasts 72 hours from the request, then is released', async () => {
  // The earlier test's second hold runs out first.
  now = minutes(60);
  await expireHallHolds(ctx.app.context);
  const client = hallClient();
  const asked = await requestEvent(ctx.app, client, { weeks: 6 });
  const requestedAt = now;
  now = minutes(20);
  const path = await confirmLinkFor(ctx, client.email);
  expect((await request(ctx.app).post(`/api${path}/confirm`)).status).toBe(200);

  now = new Date(requestedAt.getTime() + 72 * 3_600_000 - 60_000);
  expect(await expireHallHolds(ctx.app.context)).toBe(0);
  expect(await blockState(6)).toBe('held');

  now = new Date(requestedAt.getTime() + 72 * 3_600_000);
  expect(await expireHallHolds(ctx.app.context)).toBe(1);
  expect(await blockState(6)).toBe('free');
  const [event] = await ctx.database.db.select().from(eventBookings).where(eq(eventBookings.id, asked.body.id));
  expect(event!.status).toBe('expired');
  expect((await request(ctx.app).post(`/api${path}/confirm`)).status).toBe(409);
  const expired = (await mailsTo(client.email)).find((mail) => mail.kind === 'hall-hold-expired')!;
  expect(expired.text).toContain('/hall-reservations');
  expect((await requestEvent(ctx.app, client, { weeks: 6 })).status).toBe(201);
});

test('the expiry email is in the client’s language', async () => {
  const client = hallClient();
  await requestEvent(ctx.app, { ...client, language: 'am' }, { weeks: 8 });
  now = minutes(31);
  expect(await expireHallHolds(ctx.app.context)).toBeGreaterThanOrEqual(1);
  const expired = (await mailsTo(client.email)).find((mail) => mail.kind === 'hall-hold-expired')!;
  expect(expired.subject).toMatch(/ማስያዣ አብቅቷል/);
  expect(expired.text).toContain('/am/hall-reservations');
});
