import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '@shared/business-info';
const FULLY_BOOKED = 'Fully booked on this date';
import { reservations } from '../db/schema';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { testDriver } from '../../test-support/api/test-database';
import { lettersOf } from '../../test-support/names';

// 10:00 AM in Minneapolis on 15 June 2092; the 20th is a Friday, open 11:00 AM to 10:00 PM.
const NOW = new Date('2092-06-15T15:00:00Z');
const DATE = '2092-06-20';
// Fifteen slots from 11:00 AM to 6:00 PM, two parties of 10 in each: 20 guests, under the
// pacing of 24, so only the day's capacity of 80 can refuse a booking.
const SLOTS = Array.from(
  { length: 15 },
  (_, index) => `${String(11 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
);

let ctx: TestContext;

// PGlite has a single connection, so requests there are serial anyway; the race only exists
// on PostgreSQL, where the pool runs the transactions side by side.
beforeAll(async () => {
  if (testDriver !== 'postgres') return;
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => NOW, isolatedDatabase: true });
});
afterAll(async () => {
  await ctx?.close();
});

test.skipIf(testDriver !== 'postgres')(
  '30 simultaneous bookings of 10 guests spread over one day: exactly 8 succeed, the rest answer 409 Fully booked on this date',
  async () => {
    const db = ctx.database.db;
    const run = randomUUID().slice(0, 8);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        request(ctx.app)
          .post('/api/reservations')
          .send({
            firstName: 'Hanna',
            lastName: `Girma${lettersOf(index)}`,
            email: `rush-${run}-${index}@capacity.example`,
            phone: '(612) 555-0140',
            date: DATE,
            time: SLOTS[index % SLOTS.length],
            guests: 10,
          }),
      ),
    );

    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(8);
    expect(statuses.filter((status) => status === 409)).toHaveLength(22);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body).toMatchObject({
        message: FULLY_BOOKED,
        code: 'FULLY_BOOKED',
        fieldErrors: { date: [FULLY_BOOKED] },
      });
    }

    const [stored] = await db
      .select({ total: sql<number>`coalesce(sum(${reservations.guests}), 0)::int` })
      .from(reservations)
      .where(and(eq(reservations.date, DATE), ne(reservations.status, 'cancelled')));
    expect(stored!.total).toBe(DEFAULT_BOOKING_SETTINGS.dailyGuestCapacity);
    expect(stored!.total).toBe(80);
    const perSlot = await db
      .select({ time: reservations.time, total: sql<number>`sum(${reservations.guests})::int` })
      .from(reservations)
      .where(and(eq(reservations.date, DATE), ne(reservations.status, 'cancelled')))
      .groupBy(reservations.time);
    for (const slot of perSlot) expect(slot.total).toBeLessThanOrEqual(DEFAULT_BOOKING_SETTINGS.pacingGuestsPerSlot);
  },
);
