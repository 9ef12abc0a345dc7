import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '@shared/time';
import { mailOutbox, reservations, waitlistEntries } from '../db/schema';
import { expireWaitlist } from './waitlist';
import { WAITLIST_QUEUE } from './waitlist-check';
import { signInAs } from '../../test-support/api/admins';
import { setCalendar } from '../../test-support/api/settings';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { bookingBody, offerLinkOf as offerLinkIn, waitlistBody } from '../../test-support/api/waitlist';

// Wednesday 9 June 2094, 10:00 AM in Minneapolis. Every date here lies in 2094.
const TODAY = '2094-06-09';
const clock = new Date('2094-06-09T15:00:00Z');
const dayAfter = (days: number) => addDays(TODAY, days);

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago', PUBLIC_URL: 'https://selam.example' },
    { now: () => clock, isolatedDatabase: true },
  );
  staff = await signInAs(ctx, 'staff');
  // A small day: 8 guests in all, so two bookings of 4 fill it.
  await setCalendar(ctx.database.db, { booking: { dailyGuestCapacity: 8 } });
});
afterAll(() => ctx.close());

const diner = (overrides: Record<string, unknown> = {}) => bookingBody(dayAfter(3), overrides);
const entry = (overrides: Record<string, unknown> = {}) => waitlistBody(dayAfter(3), overrides);
const offerLinkOf = (email: string) => offerLinkIn(ctx, email);

/** Runs the waitlist checks the committed changes queued, as the queue's worker would. */
async function afterChecks(): Promise<void> {
  ctx.app.context.jobs.wake(WAITLIST_QUEUE);
  await ctx.app.context.jobs.idle([WAITLIST_QUEUE]);
}

describe('joining', () => {
  test('a full date takes a waitlist entry and confirms it by email; a reversed window is refused', async () => {
    const joined = entry();
    const res = await request(ctx.app).post('/api/waitlist').send(joined);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'waiting' });
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, joined.email));
    expect(mail).toMatchObject({ kind: 'waitlist-joined' });
    expect(mail!.text).toContain('6:00 PM – 8:00 PM');

    // Asking again for the same date keeps the one place in line as it was, and sends nothing more.
    const again = await request(ctx.app)
      .post('/api/waitlist')
      .send({ ...joined, email: joined.email.toUpperCase(), timeTo: '21:00' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(res.body);
    const rows = await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, joined.email));
    expect(rows.map((row) => row.timeTo)).toEqual(['20:00']);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, joined.email))).toHaveLength(1);

    const reversed = await request(ctx.app)
      .post('/api/waitlist')
      .send(entry({ timeFrom: '20:00', timeTo: '18:00' }));
    expect(reversed.status).toBe(400);
    expect(reversed.body.fieldErrors).toEqual({ timeTo: ['The latest time must not be before the earliest'] });
    const past = await request(ctx.app)
      .post('/api/waitlist')
      .send(entry({ date: dayAfter(-1) }));
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors).toEqual({ date: ['Choose today or a later date'] });
  });
});

describe('a table opening up', () => {
  test('a cancellation emails the waiting diners whose party fits, oldest first; one link books one table', async () => {
    const date = dayAfter(4);
    const first = await request(ctx.app).post('/api/reservations').send(diner({ date }));
    await request(ctx.app).post('/api/reservations').send(diner({ date })).expect(201);
    // The day is full for anyone.
    const refused = await request(ctx.app)
      .post('/api/reservations')
      .send(diner({ date, guests: 2 }));
    expect(refused.status).toBe(409);

    const older = entry({ date, guests: 2 });
    const newer = entry({ date, guests: 4 });
    const tooBig = entry({ date, guests: 6 });
    for (const waiting of [older, newer, tooBig])
      await request(ctx.app).post('/api/waitlist').send(waiting).expect(201);

    await staff.agent.put(`/api/reservations/${first.body.id}`).send({ status: 'cancelled' }).expect(200);
    await afterChecks();

    const olderOffer = await offerLinkOf(older.email);
    const newerOffer = await offerLinkOf(newer.email);
    const [none] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, tooBig.email), eq(mailOutbox.kind, 'waitlist-table-open')));
    expect(none).toBeUndefined();

    const shown = await request(ctx.app).get(newerOffer).expect(200);
    expect(shown.body).toMatchObject({ date, guests: 4, status: 'waiting', managePath: null });
    expect(shown.body.times).toContain('19:00');
    expect(shown.body.times.every((time: string) => time >= '18:00' && time <= '20:00')).toBe(true);

    // The newer diner claims first, twice at once: one table.
    const claims = await Promise.all([
      request(ctx.app).post(`${newerOffer}/book`).send({ time: '19:00' }),
      request(ctx.app).post(`${newerOffer}/book`).send({ time: '19:00' }),
    ]);
    expect(claims.map((res) => res.status).sort()).toEqual([201, 409]);
    const won = claims.find((res) => res.status === 201)!;
    expect(won.body).toMatchObject({
      status: 'booked',
      managePath: expect.stringMatching(/^\/reservations\/manage\/[A-Za-z0-9_-]{32}$/),
    });
    const booked = await ctx.database.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.email, newer.email), eq(reservations.date, date)));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ guests: 4, status: 'pending', time: '19:00' });

    // The room is gone for the older diner: the page says sorry, and a try is refused.
    expect((await request(ctx.app).get(olderOffer).expect(200)).body.times).toEqual([]);
    const late = await request(ctx.app).post(`${olderOffer}/book`).send({ time: '18:30' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Sorry, that table has just been taken.');

    const list = await staff.agent.get('/api/admin/waitlist').query({ date }).expect(200);
    expect(list.body.map((row: { email: string; status: string }) => [row.email, row.status])).toEqual([
      [older.email, 'waiting'],
      [newer.email, 'booked'],
      [tooBig.email, 'waiting'],
    ]);
  });

  test('an offer link that is malformed or unknown is a 404', async () => {
    for (const bad of ['short', 'A'.repeat(32)]) {
      const res = await request(ctx.app).get(`/api/waitlist/offers/${bad}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This offer was not found');
    }
  });

  test('entries whose date has passed expire in the nightly clean-up', async () => {
    const [stale] = await ctx.database.db
      .insert(waitlistEntries)
      .values({ ...entry({ date: dayAfter(-2) }) })
      .returning();
    expect(await expireWaitlist(ctx.database.db, TODAY)).toBeGreaterThanOrEqual(1);
    const [after] = await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, stale!.id));
    expect(after!.status).toBe('expired');
  });
});
