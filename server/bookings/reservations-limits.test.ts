import { and, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../rate-limits';
import { reservations } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { lettersOf } from '../../test-support/names';

// 10:00 AM in Minneapolis on Monday 13 August 2096; the dates below are Fridays and Saturdays,
// open 11:00 AM to 10:00 PM, with the default capacity of 80 guests a day.
const NOW = new Date('2096-08-13T15:00:00Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    {
      now: () => NOW,
      isolatedDatabase: true,
      rateLimits: {
        publicWritesPerHour: DEFAULT_RATE_LIMITS.publicWritesPerHour,
        onlineGuestsPerAddressPerDate: DEFAULT_RATE_LIMITS.onlineGuestsPerAddressPerDate,
        onlineBookingsPerContactPerDate: DEFAULT_RATE_LIMITS.onlineBookingsPerContactPerDate,
      },
    },
  );
  ctx.app.set('trust proxy', true);
});
afterAll(() => ctx.close());

let serial = 0;
/** A booking as a script would send it: a new made-up email and phone number every time. */
function fake(date: string, time: string, guests: number) {
  serial += 1;
  return {
    firstName: 'Fake',
    lastName: `Diner${lettersOf(serial)}`,
    email: `made-up-${serial}@spam.example`,
    phone: `(612) 555-${String(1000 + serial).padStart(4, '0')}`,
    date,
    time,
    guests,
  };
}

const book = (ip: string, body: object) =>
  request(ctx.app).post('/api/reservations').set('X-Forwarded-For', ip).send(body);
const TIMES = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];

test('a script from 3 addresses cannot book more than 60 guests of one date; a real diner still gets a table', async () => {
  const date = '2096-08-17';
  const addresses = ['203.0.113.10', '203.0.113.11', '203.0.113.12'];
  const answers = await Promise.all(
    addresses.map(async (ip) => {
      const statuses: number[] = [];
      for (const time of TIMES) statuses.push((await book(ip, fake(date, time, 10))).status);
      return statuses;
    }),
  );
  for (const statuses of answers) expect(statuses.filter((status) => status === 201)).toHaveLength(2);
  const refused = await book(addresses[0]!, fake(date, '17:00', 1));
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(
    /^We can't take more online bookings from your network for this date\. Please call us at /,
  );

  const stored = await ctx.database.db.select().from(reservations).where(eq(reservations.date, date));
  expect(stored.reduce((guests, row) => guests + row.guests, 0)).toBe(60);

  const real = await book('198.51.100.77', {
    ...fake(date, '19:00', 4),
    firstName: 'Hanna',
    email: 'hanna@diner.example',
  });
  expect(real.status).toBe(201);
});

describe('one email or one phone number', () => {
  test('holds at most 2 live online bookings for a date; a cancelled one frees its place, another date is its own', async () => {
    const date = '2096-08-18';
    const email = `abebe-${Date.now()}@diner.example`;
    const first = await book('192.0.2.1', { ...fake(date, '18:00', 2), email });
    const second = await book('192.0.2.2', { ...fake(date, '19:00', 2), email: email.toUpperCase() });
    expect([first.status, second.status]).toEqual([201, 201]);
    const third = await book('192.0.2.3', { ...fake(date, '20:00', 2), email });
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/^You already have 2 reservations on this date\. Please call us at /);

    // The same phone number, written another way, under another email.
    const phone = '+1 612-555-0177';
    expect((await book('192.0.2.4', { ...fake(date, '18:00', 2), phone })).status).toBe(201);
    expect((await book('192.0.2.5', { ...fake(date, '18:30', 2), phone: '(612) 555-0177' })).status).toBe(201);
    expect((await book('192.0.2.6', { ...fake(date, '19:30', 2), phone: '6125550177' })).status).toBe(429);

    expect((await book('192.0.2.7', { ...fake('2096-08-24', '18:00', 2), email })).status).toBe(201);

    const { agent } = await signInAs(ctx, 'staff');
    const cancel = await agent.put(`/api/reservations/${first.body.id}`).send({ status: 'cancelled' });
    expect(cancel.status).toBe(200);
    expect((await book('192.0.2.8', { ...fake(date, '20:00', 2), email })).status).toBe(201);

    // Staff taking a booking by phone are never limited, nor counted.
    const byStaff = await agent
      .post('/api/reservations')
      .send({ ...fake(date, '20:30', 2), email, status: 'confirmed' });
    expect(byStaff.status).toBe(201);
    const live = await ctx.database.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.date, date),
          eq(reservations.email, email),
          inArray(reservations.status, ['pending', 'confirmed']),
        ),
      );
    expect(live).toHaveLength(3);
  });
});

describe('a change through the manage link', () => {
  const tokenOf = (res: request.Response) => (res.body.managePath as string).split('/').pop()!;
  const change = (ip: string, token: string, body: object) =>
    request(ctx.app).put(`/api/manage/reservations/${token}`).set('X-Forwarded-For', ip).send(body);

  test('counts against the per-address limit of the address that changes it', async () => {
    const full = '2096-08-31';
    const other = '2096-09-01';
    const script = '203.0.113.30';
    expect((await book(script, fake(full, '17:00', 10))).status).toBe(201);
    expect((await book(script, fake(full, '17:30', 10))).status).toBe(201);
    expect((await book(script, fake(full, '18:00', 10))).status).toBe(429);

    const small = [];
    for (const time of TIMES.slice(0, 6)) {
      const res = await book(script, fake(other, time, 1));
      expect(res.status).toBe(201);
      small.push(res);
    }
    // From the same address: the date is full for it.
    const sameAddress = [];
    for (const [index, res] of small.entries()) {
      sameAddress.push((await change(script, tokenOf(res), { date: full, time: TIMES[index + 2], guests: 10 })).status);
    }
    expect(sameAddress).toEqual([429, 429, 429, 429, 429, 429]);
    // From another address: counted under that one, so two changes of 10 fit and the rest do not.
    const otherAddress = [];
    for (const [index, res] of small.entries()) {
      otherAddress.push(
        (await change('203.0.113.31', tokenOf(res), { date: full, time: TIMES[index + 2], guests: 10 })).status,
      );
    }
    expect(otherAddress).toEqual([200, 200, 429, 429, 429, 429]);
    const refused = await change('203.0.113.31', tokenOf(small[5]!), { date: full, time: '21:00', guests: 10 });
    expect(refused.body.message).toMatch(
      /^We can't take more online bookings from your network for this date\. Please call us at /,
    );

    const stored = await ctx.database.db.select().from(reservations).where(eq(reservations.date, full));
    expect(stored.reduce((guests, row) => guests + row.guests, 0)).toBe(40);
    // The booking's own guests are never counted twice: growing one of the address's own bookings within the limit is fine.
    expect(
      (await change('203.0.113.31', tokenOf(small[0]!), { date: full, time: TIMES[2], guests: 10, requests: 'Window' }))
        .status,
    ).toBe(200);
  });

  test('counts against the per-contact limit: a third booking of one email cannot move onto a date where it has two', async () => {
    const date = '2096-09-07';
    const email = `tigist-${Date.now()}@diner.example`;
    const first = await book('192.0.2.21', { ...fake(date, '18:00', 2), email });
    const second = await book('192.0.2.22', { ...fake(date, '19:00', 2), email });
    const third = await book('192.0.2.23', { ...fake('2096-09-08', '19:00', 2), email });
    for (const res of [first, second, third]) expect(res.status).toBe(201);

    const moved = await change('192.0.2.24', tokenOf(third), { date, time: '20:00', guests: 2 });
    expect(moved.status).toBe(429);
    expect(moved.body.message).toMatch(/^You already have 2 reservations on this date\. Please call us at /);
    const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, third.body.id));
    expect(row!.date).toBe('2096-09-08');

    // One of the two moving to another time on its own date is not a third booking.
    expect((await change('192.0.2.24', tokenOf(first), { date, time: '20:30', guests: 3 })).status).toBe(200);
  });
});
