import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import { scheduleExceptions } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// Noon on Thursday 1 November 2094 in Minneapolis (CDT, UTC-5); the exceptions below are
// restaurant-wide, so this file has a database of its own.
const NOW = new Date('2094-11-01T17:00:00Z');

let ctx: TestContext;
let manager: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => NOW, isolatedDatabase: true });
  manager = await signInAs(ctx, 'manager');
});
afterAll(() => ctx.close());

describe('GET /api/site-info', () => {
  test('gives the stored business facts, weekly hours, booking settings and public switches', async () => {
    const res = await request(ctx.app).get('/api/site-info');
    expect(res.status).toBe(200);
    expect(res.body.business).toMatchObject({ establishedYear: 1995, address: { city: 'Minneapolis' } });
    expect(res.body.business.hallAddress.city).toBe('St. Paul');
    expect(res.body.weeklyHours).toEqual(DEFAULT_WEEKLY_HOURS);
    expect(res.body.weeklyHours.monday).toEqual({ closed: false, periods: [{ open: '11:00', close: '21:30' }] });
    expect(res.body.weeklyHours.friday).toEqual({ closed: false, periods: [{ open: '11:00', close: '22:00' }] });
    expect(res.body.weeklyHours.sunday).toEqual({ closed: false, periods: [{ open: '11:00', close: '21:00' }] });
    expect(res.body.booking).toEqual(DEFAULT_BOOKING_SETTINGS);
    expect(res.body.booking).toMatchObject({
      slotIntervalMinutes: 30,
      pacingGuestsPerSlot: 24,
      dailyGuestCapacity: 80,
    });
    expect(res.body.upcomingExceptions).toEqual([]);
    expect(res.body.reservationsEnabled).toBe(true);
    expect(res.body.giftCardsEnabled).toBe(false);
    expect(res.body.timeZone).toBe('America/Chicago');
  });

  test('gives exactly the public settings and sets no cookie', async () => {
    const res = await request(ctx.app).get('/api/site-info');
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'booking',
        'business',
        'giftCardsEnabled',
        'reservationsEnabled',
        'timeZone',
        'upcomingExceptions',
        'weeklyHours',
      ].sort(),
    );
    expect(res.text).not.toMatch(/reservationSlots|seeded_?at|restaurant_?mode/i);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('lists the exceptions from today to 60 days ahead, in date order, and no others', async () => {
    // Ranges in the past cannot be entered through the API; they are what the calendar keeps.
    const [ended] = await ctx.database.db
      .insert(scheduleExceptions)
      .values({ startDate: '2094-10-20', endDate: '2094-10-25', closed: true, periods: [], label: 'Renovation' })
      .returning();
    const [underWay] = await ctx.database.db
      .insert(scheduleExceptions)
      .values({
        startDate: '2094-10-30',
        endDate: '2094-11-02',
        closed: false,
        periods: [{ open: '17:00', close: '21:00' }],
        label: 'Kitchen works',
      })
      .returning();
    const create = async (body: object) => {
      const res = await manager.agent.post('/api/admin/schedule-exceptions').send(body);
      expect(res.status).toBe(201);
      return res.body.exception.id as number;
    };
    const genna = await create({ startDate: '2095-01-07', endDate: '2095-01-07', closed: true, label: 'Genna' });
    const newYear = await create({ startDate: '2094-12-31', endDate: '2095-01-01', closed: true, label: "New Year's" });
    const eve = await create({
      startDate: '2094-12-24',
      endDate: '2094-12-24',
      closed: false,
      periods: [{ open: '11:00', close: '16:00' }],
      label: 'Christmas Eve',
    });
    const thanksgiving = await create({
      startDate: '2094-11-22',
      endDate: '2094-11-22',
      closed: true,
      label: 'Thanksgiving',
    });

    const res = await request(ctx.app).get('/api/site-info');
    expect(res.body.upcomingExceptions).toEqual([
      {
        id: underWay!.id,
        startDate: '2094-10-30',
        endDate: '2094-11-02',
        closed: false,
        periods: [{ open: '17:00', close: '21:00' }],
        label: 'Kitchen works',
        editable: true,
      },
      {
        id: thanksgiving,
        startDate: '2094-11-22',
        endDate: '2094-11-22',
        closed: true,
        periods: [],
        label: 'Thanksgiving',
        editable: true,
      },
      {
        id: eve,
        startDate: '2094-12-24',
        endDate: '2094-12-24',
        closed: false,
        periods: [{ open: '11:00', close: '16:00' }],
        label: 'Christmas Eve',
        editable: true,
      },
      // Starts on the 60th day; Genna, on the 67th, is left for later.
      {
        id: newYear,
        startDate: '2094-12-31',
        endDate: '2095-01-01',
        closed: true,
        periods: [],
        label: "New Year's",
        editable: true,
      },
    ]);
    const ids = res.body.upcomingExceptions.map((exception: { id: number }) => exception.id);
    expect(ids).not.toContain(ended!.id);
    expect(ids).not.toContain(genna);
  });
});
