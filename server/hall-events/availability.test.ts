import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventBookings } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { hallClient, requestEvent, saturdayWeeksOut } from '../../test-support/api/hall-events';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// 10:00 AM in St. Paul on Tuesday 10 July 2094.
const NOW = new Date('2094-07-10T15:00:00Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => NOW, isolatedDatabase: true });
});
afterAll(() => ctx.close());

const month = (value: string) => request(ctx.app).get(`/api/hall/availability?month=${value}`);

describe('GET /api/hall/availability', () => {
  test('every day of the month with its three blocks; bookable from the lead time on', async () => {
    const res = await month('2094-07');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=2');
    expect(res.body.month).toBe('2094-07');
    expect(res.body.days).toHaveLength(31);
    expect(res.body.days[0]).toEqual({
      date: '2094-07-01',
      bookable: false,
      blocks: [
        { block: 'morning', state: 'free' },
        { block: 'afternoon', state: 'free' },
        { block: 'evening', state: 'free' },
      ],
    });
    const bookable = res.body.days
      .filter((day: { bookable: boolean }) => day.bookable)
      .map((day: { date: string }) => day.date);
    expect(bookable[0]).toBe('2094-07-24');
    expect(bookable.at(-1)).toBe('2094-07-31');
  });

  test('held, booked and nobody named', async () => {
    const client = hallClient();
    const asked = await requestEvent(ctx.app, client, { weeks: 5 });
    const date = saturdayWeeksOut(ctx.app, 5);
    const read = async () =>
      (await month(date.slice(0, 7))).body.days.find((day: { date: string }) => day.date === date);
    expect((await read()).blocks[2]).toEqual({ block: 'evening', state: 'held' });
    await ctx.database.db.update(eventBookings).set({ status: 'confirmed' }).where(eq(eventBookings.id, asked.body.id));
    // The answer is kept a couple of seconds; a write through the app drops it, this one did not.
    const admin = (await signInAs(ctx, 'staff')).agent;
    const calendar = await admin.get(`/api/admin/hall/calendar?month=${date.slice(0, 7)}`);
    expect(calendar.status).toBe(200);
    const day = calendar.body.days.find((entry: { date: string }) => entry.date === date);
    expect(day.blocks[2]).toEqual({
      block: 'evening',
      state: 'booked',
      bookingId: asked.body.id,
      name: `${client.firstName} ${client.lastName}`,
      status: 'confirmed',
      closure: null,
    });
    const text = JSON.stringify((await month(date.slice(0, 7))).body);
    expect(text).not.toContain(client.lastName);
    expect(text).not.toContain(client.email);
  });

  test('the last month of the horizon is bookable to its 18th month’s day; after it, 400', async () => {
    const last = await month('2096-01');
    expect(last.status).toBe(200);
    const bookable = last.body.days.filter((day: { bookable: boolean }) => day.bookable);
    expect(bookable.at(-1).date).toBe('2096-01-10');
    const beyond = await month('2096-02');
    expect(beyond.status).toBe(400);
    expect(beyond.body.fieldErrors.month).toEqual(["The hall's calendar goes up to 18 months ahead"]);
  });

  test('a month before this one is 400; 9999-12 at once, and /api/health still answers', async () => {
    expect((await month('2094-06')).body.fieldErrors.month).toEqual(['Choose this month or a later one']);
    const far = await month('9999-12');
    expect(far.status).toBe(400);
    expect(far.body.fieldErrors.month).toBeDefined();
    expect((await month('')).status).toBe(400);
    expect((await request(ctx.app).get('/api/health')).status).toBe(200);
  });
});

describe('GET /api/hall/info', () => {
  test('the form’s rules', async () => {
    const res = await request(ctx.app).get('/api/hall/info');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      leadDays: 14,
      horizonMonths: 18,
      blocks: { morning: { start: '09:00', end: '13:00' }, evening: { start: '19:00', end: '23:00' } },
      confirmByEmail: true,
      firstBookableDate: '2094-07-24',
      lastBookableDate: '2096-01-10',
      taxRate: '9.875',
      depositPercent: 50,
    });
    expect(res.body.addOns).toContainEqual({ key: 'dj', price: '400.00', kind: 'service' });
  });
});

describe('GET /api/admin/hall/calendar', () => {
  test('needs a session; any month of the calendar’s years', async () => {
    expect((await request(ctx.app).get('/api/admin/hall/calendar?month=2094-07')).status).toBe(401);
    const staff = (await signInAs(ctx, 'staff')).agent;
    expect((await staff.get('/api/admin/hall/calendar?month=2090-01')).status).toBe(200);
    expect((await staff.get('/api/admin/hall/calendar?month=9999-12')).status).toBe(400);
  });
});
