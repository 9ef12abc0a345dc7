import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '@shared/time';
import { mailOutbox, waitlistEntries } from '../db/schema';
import { notifyWaitlist } from './waitlist';
import { WAITLIST_QUEUE } from './waitlist-check';
import { signInAs } from '../../test-support/api/admins';
import { setCalendar } from '../../test-support/api/settings';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import {
  bookingBody as diner,
  offerLinkOf as offerLinkIn,
  waitlistBody as entry,
} from '../../test-support/api/waitlist';

// Wednesday 9 March 2095, 10:00 AM in Minneapolis; the clock moves on within each test.
const TODAY = '2095-03-09';
const START = new Date('2095-03-09T16:00:00Z');
let now = START;
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
const dayAfter = (days: number) => addDays(TODAY, days);
const OFFER_WINDOW_MINUTES = 120;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago', PUBLIC_URL: 'https://selam.example' },
    // The product's own limit of mail to an address typed into a public form.
    { now: () => now, isolatedDatabase: true, rateLimits: { publicFormMailPerRecipientPerHour: 3 } },
  );
  // A small day: 8 guests in all, so two bookings of 4 fill it.
  await setCalendar(ctx.database.db, { booking: { dailyGuestCapacity: 8 } });
});
afterAll(() => ctx.close());

const offerLinkOf = (email: string) => offerLinkIn(ctx, email);

/** Books a table of 4 on the public form; answers its manage token. */
async function book(date: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(ctx.app).post('/api/reservations').send(diner(date, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.managePath as string).split('/').pop()!;
}

/** Cancels through the manage link, as anyone holding it can, and runs the waitlist check it queued. */
async function cancel(token: string): Promise<void> {
  await request(ctx.app).post(`/api/manage/reservations/${token}/cancel`).expect(200);
  ctx.app.context.jobs.wake(WAITLIST_QUEUE);
  await ctx.app.context.jobs.idle([WAITLIST_QUEUE]);
}

async function join(...entries: ReturnType<typeof entry>[]): Promise<void> {
  for (const waiting of entries) await request(ctx.app).post('/api/waitlist').send(waiting).expect(201);
}

/** Who got a "table opened" email so far, in order, each once per email. */
async function offered(emails: string[]): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'waitlist-table-open'), inArray(mailOutbox.to, emails)))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => row.to);
}

describe('one freed table', () => {
  test('is offered to at most 3 waiting diners at once, oldest first; the others hear once those offers lapse', async () => {
    now = START;
    const date = dayAfter(5);
    const first = await book(date);
    await book(date);
    const line = [1, 2, 3, 4, 5].map(() => entry(date));
    await join(...line);
    const emails = line.map((waiting) => waiting.email);

    await cancel(first);
    expect(await offered(emails)).toEqual(emails.slice(0, 3));

    // The check looks again once the offers could have lapsed.
    const laterChecks = await ctx.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(ctx.app.context.jobs.schema)}.job
          where name = ${WAITLIST_QUEUE} and data->>'date' = ${date} and start_after > now() + interval '1 hour'`,
    );
    expect((laterChecks as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 1 }]);

    // Two hours on, the table is still free: that look offers it to those who have not heard yet first.
    later(OFFER_WINDOW_MINUTES + 1);
    expect(await notifyWaitlist(ctx.app.context, date)).toBe(3);
    expect(await offered(emails)).toEqual([...emails.slice(0, 3), emails[3], emails[4], emails[0]]);
  });
});

describe('an entry', () => {
  test('is offered a table at most once in 2 hours and twice in all, however often a booking is made and cancelled; once declined, never again', async () => {
    now = START;
    const date = dayAfter(6);
    let token = await book(date);
    await book(date);
    const keen = entry(date);
    const declining = entry(date);
    await join(keen, declining);
    const emails = [keen.email, declining.email];

    // Book and cancel, again and again, within the hour: each waiting diner hears once.
    for (let round = 0; round < 4; round++) {
      await cancel(token);
      token = await book(date);
      later(5);
    }
    expect(await offered(emails)).toEqual(emails);

    // One says no thanks through their link: their offers stop, and the link books nothing more.
    const declineLink = await offerLinkOf(declining.email);
    const declined = await request(ctx.app).post(`${declineLink}/decline`).send({});
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', times: [] });
    expect((await request(ctx.app).post(`${declineLink}/decline`).send({})).body).toMatchObject({ status: 'declined' });

    later(OFFER_WINDOW_MINUTES);
    await cancel(token);
    expect(await offered(emails)).toEqual([keen.email, declining.email, keen.email]);
    const claim = await request(ctx.app).post(`${declineLink}/book`).send({ time: '19:00' });
    expect(claim.status).toBe(409);

    // The keen diner let two offers lapse: no third, however long the table stays free.
    later(OFFER_WINDOW_MINUTES);
    token = await book(date);
    await cancel(token);
    later(OFFER_WINDOW_MINUTES);
    expect(await notifyWaitlist(ctx.app.context, date)).toBe(0);
    expect(await offered(emails)).toEqual([keen.email, declining.email, keen.email]);

    // Its links still book while the room is there; staff see who declined.
    const booked = await request(ctx.app)
      .post(`${await offerLinkOf(keen.email)}/book`)
      .send({ time: '19:00' });
    expect(booked.status).toBe(201);
    const { agent } = await signInAs(ctx, 'staff');
    const list = await agent.get('/api/admin/waitlist').query({ date }).expect(200);
    expect(list.body.map((row: { email: string; status: string }) => [row.email, row.status])).toEqual([
      [keen.email, 'booked'],
      [declining.email, 'declined'],
    ]);
  });
});

describe('the hourly limit of mail to an address typed into a public form', () => {
  test('counts table offers and changes through a manage link; staff mail to the diner is not limited', async () => {
    now = START;
    const date = dayAfter(7);
    const victim = `victim-${Date.now()}@diner.example`;
    // Three emails this hour: the waitlist entry, and two bookings on other dates.
    await join(entry(date, { email: victim }));
    const victimBooking = await book(dayAfter(8), { email: victim, guests: 2 });
    await book(dayAfter(9), { email: victim, guests: 2 });

    // A table opens: the offer is kept, not sent, and does not count as one of the entry's offers.
    const first = await book(date);
    await book(date);
    await cancel(first);
    const [offer] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, victim), eq(mailOutbox.kind, 'waitlist-table-open')));
    expect(offer).toMatchObject({ status: 'suppressed', fromPublicForm: true });
    const [waiting] = await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, victim));
    expect(waiting!.notifiedAt).toBeNull();

    // A change through the manage link, which anyone who made the booking holds, counts too.
    await request(ctx.app)
      .put(`/api/manage/reservations/${victimBooking}`)
      .send({ date: dayAfter(8), time: '19:30', guests: 3 })
      .expect(200);
    const [changed] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, victim), eq(mailOutbox.kind, 'reservation-changed')));
    expect(changed).toMatchObject({ status: 'suppressed', fromPublicForm: true });

    // Staff confirming the booking still reach the diner.
    const { agent } = await signInAs(ctx, 'staff');
    const [mine] = (await agent.get('/api/admin/reservations').expect(200)).body.filter(
      (row: { email: string }) => row.email === victim,
    );
    await agent.put(`/api/reservations/${mine.id}`).send({ status: 'confirmed' }).expect(200);
    const [confirmed] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, victim), eq(mailOutbox.kind, 'reservation-confirmed-by-restaurant')));
    expect(confirmed).toMatchObject({ status: 'logged', fromPublicForm: false });
  });
});
