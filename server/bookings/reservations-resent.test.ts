import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox, reservations } from '../db/schema';
import { createTestContext, mailSettled, type TestContext } from '../../test-support/api/test-app';

// 10:00 AM in Minneapolis on Monday 12 August 2052; the 16th is a Friday, open from 11:00 AM.
const START = new Date('2052-08-12T15:00:00Z');
const DATE = '2052-08-16';
let clock = START;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => clock, isolatedDatabase: true },
  );
  ctx.app.set('trust proxy', true);
});
afterAll(() => ctx.close());

const book = (body: object, ip = '198.51.100.40') =>
  request(ctx.app).post('/api/reservations').set('X-Forwarded-For', ip).send(body);
const mailsTo = async (to: string) => {
  await mailSettled(ctx.app);
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'reservation-received')));
};

test('one booking sent 4 times at once is one booking: every answer is 201 with it, and one email goes out', async () => {
  const email = `twice-${Date.now()}@diner.example`;
  const body = {
    firstName: 'Meron',
    lastName: 'Tadesse',
    email,
    phone: '(612) 555-0190',
    date: DATE,
    time: '19:00',
    guests: 4,
  };
  const answers = await Promise.all([1, 2, 3, 4].map(() => book(body)));
  expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201]);
  const ids = new Set(answers.map((res) => res.body.id));
  expect(ids.size).toBe(1);
  for (const res of answers) expect(res.body.managePath).toMatch(/^\/reservations\/manage\/[A-Za-z0-9_-]{32}$/);
  const stored = await ctx.database.db.select().from(reservations).where(eq(reservations.email, email));
  expect(stored).toHaveLength(1);
  expect(await mailsTo(email)).toHaveLength(1);

  // Within the minute, the same email and phone written another way are the same diner.
  clock = new Date(START.getTime() + 50_000);
  const again = await book({ ...body, email: email.toUpperCase(), phone: '612-555-0190' }, '198.51.100.41');
  expect(again.status).toBe(201);
  expect(again.body.id).toBe([...ids][0]);
  // From another address the answer names the booking but gives no link to it: that is in the email.
  expect(again.body).not.toHaveProperty('managePath');
  expect(await mailsTo(email)).toHaveLength(1);

  // Someone else's email with the same phone (or the other way round) books a table of its own.
  const samePhone = await book({ ...body, email: `other-${email}` }, '198.51.100.42');
  expect(samePhone.status).toBe(201);
  expect(samePhone.body.id).not.toBe(again.body.id);
  expect(samePhone.body.email).toBe(`other-${email}`);

  // Another time is another booking; so is the same one a minute later.
  const otherTime = await book({ ...body, time: '20:00' });
  expect(otherTime.status).toBe(201);
  expect(otherTime.body.id).not.toBe(again.body.id);
  clock = new Date(START.getTime() + 61_000);
  const later = await book(body);
  expect(later.status).toBe(201);
  expect(later.body.id).not.toBe(again.body.id);
});
