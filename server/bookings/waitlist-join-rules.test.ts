import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '@shared/time';
import { mailOutbox, waitlistEntries } from '../db/schema';
import { setCalendar } from '../../test-support/api/settings';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { waitlistBody } from '../../test-support/api/waitlist';

// Wednesday 9 March 2095, 10:00 AM in Minneapolis: Thursday's last seating is at 9:00 PM, and
// Mondays are closed in this file.
const TODAY = '2095-03-09';
const clock = new Date('2095-03-09T16:00:00Z');
const dayAfter = (days: number) => addDays(TODAY, days);
const NEXT_MONDAY = '2095-03-14';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago', PUBLIC_URL: 'https://selam.example' },
    { now: () => clock, isolatedDatabase: true },
  );
  await setCalendar(ctx.database.db, { weeklyHours: { monday: { closed: true, periods: [] } } });
});
afterAll(() => ctx.close());

const entry = (overrides: Record<string, unknown> = {}) => waitlistBody(dayAfter(3), overrides);

const entryCount = async () =>
  Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(waitlistEntries))[0]!.n);

describe('a join never touches another join', () => {
  test('joining again with a waiting email changes nothing, sends nothing and answers exactly as a first join', async () => {
    const first = entry();
    const joined = await request(ctx.app).post('/api/waitlist').send(first);
    expect(joined.status).toBe(201);
    expect(joined.body).not.toHaveProperty('id');
    const [stored] = await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, first.email));

    // Someone else who knows the address tries to rewrite the entry.
    const rewrite = await request(ctx.app)
      .post('/api/waitlist')
      .send({
        ...first,
        email: first.email.toUpperCase(),
        name: 'Someone Else',
        phone: '(651) 555-0100',
        guests: 6,
        timeFrom: '11:00',
        timeTo: '12:00',
      });
    const stranger = await request(ctx.app)
      .post('/api/waitlist')
      .send(entry({ guests: 6, timeFrom: '11:00', timeTo: '12:00' }));
    // The answer is the same whether the address was already waiting or not.
    expect(rewrite.status).toBe(stranger.status);
    expect(rewrite.body).toEqual(stranger.body);
    expect(Object.keys(rewrite.headers).sort()).toEqual(Object.keys(stranger.headers).sort());

    const rows = await ctx.database.db
      .select()
      .from(waitlistEntries)
      .where(sql`lower(${waitlistEntries.email}) = lower(${first.email})`);
    expect(rows).toEqual([stored]);
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = lower(${first.email})`);
    expect(mails.map((mail) => mail.kind)).toEqual(['waitlist-joined']);
  });
});

describe('the waitlist follows the booking rules', () => {
  test.each([
    [
      'a party above the online party size',
      { guests: 11 },
      { guests: ['For more than 10 guests, please call us at least a day ahead'] },
    ],
    [
      'a party above any party size',
      { guests: 20 },
      { guests: ['For more than 10 guests, please call us at least a day ahead'] },
    ],
    [
      'a window before opening',
      { date: dayAfter(1), timeFrom: '03:00', timeTo: '05:00' },
      { timeFrom: ['Choose times between 11:00 AM and 9:00 PM'] },
    ],
    [
      'a window after the last seating',
      { date: dayAfter(1), timeFrom: '21:30', timeTo: '23:30' },
      { timeFrom: ['Choose times between 11:00 AM and 9:00 PM'] },
    ],
    [
      "today's times already within the lead time",
      { date: TODAY, timeFrom: '11:00', timeTo: '11:00' },
      { timeFrom: ['Choose times between 11:30 AM and 9:00 PM'] },
    ],
    [
      'a date past the booking horizon',
      { date: dayAfter(61) },
      { date: ['Reservations can be made up to 60 days ahead'] },
    ],
    ['the last date of the calendar', { date: '9999-12-31' }, { date: ['Choose a date from 2000 to 2199'] }],
    ['a past date', { date: dayAfter(-1) }, { date: ['Choose today or a later date'] }],
    ['a closed day', { date: NEXT_MONDAY }, { date: ['We are closed on Mondays'] }],
  ])('%s is refused with a reason, and nothing is stored or sent', async (_, overrides, fieldErrors) => {
    const before = await entryCount();
    const refused = entry(overrides);
    const res = await request(ctx.app).post('/api/waitlist').send(refused);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect(await entryCount()).toBe(before);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, refused.email))).toEqual([]);
  });

  test('a window that reaches past the hours but holds booking times, the largest online party and the last date of the horizon are taken', async () => {
    for (const taken of [
      entry({ timeFrom: '09:00', timeTo: '11:30' }),
      entry({ guests: 10 }),
      entry({ date: dayAfter(60) }),
    ]) {
      const res = await request(ctx.app).post('/api/waitlist').send(taken);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });
});
