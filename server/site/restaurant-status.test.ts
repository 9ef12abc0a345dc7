import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_WEEKLY_HOURS, SETTING_KEYS } from '@shared/business-info';
import { auditLog } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { changeSettings, withSettingsRestored } from '../../test-support/api/settings';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// Wednesday 14 January 2093 in Minneapolis (CST, UTC-6); no other test file uses these dates.
const at = (utc: string) => new Date(`2093-01-${utc}Z`);
let clock = at('14T18:00:00');

let ctx: TestContext;
let staff: TestAgent;
let staffId: number;
let manager: TestAgent;
beforeAll(async () => {
  // A database of its own: these tests change the open/closed mode and hours other files read.
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => clock, isolatedDatabase: true },
  );
  const signedIn = await signInAs(ctx, 'staff');
  staff = signedIn.agent;
  staffId = signedIn.admin.id;
  manager = (await signInAs(ctx, 'manager')).agent;
});
afterAll(() => ctx.close());

/** Runs a test from fresh settings, then puts the schedule and automatic mode back. */
function withSettingsAlone(body: () => Promise<void>): Promise<void> {
  return withSettingsRestored(
    ctx.database.db,
    {
      [SETTING_KEYS.restaurantMode]: { mode: 'automatic', manualStatus: null },
      [SETTING_KEYS.weeklyHours]: DEFAULT_WEEKLY_HOURS,
    },
    body,
  );
}

const LUNCH = { open: '11:00', close: '15:00' };
const DINNER = { open: '17:00', close: '22:00' };

/** Runs a test with one schedule exception (for today unless it says otherwise), made and removed through the API. */
function withException(exception: Record<string, unknown>, body: () => Promise<void>): Promise<void> {
  return withSettingsAlone(async () => {
    clock = at('14T15:00:00');
    const created = await manager
      .post('/api/admin/schedule-exceptions')
      .send({ startDate: '2093-01-14', endDate: '2093-01-14', ...exception });
    expect(created.status).toBe(201);
    try {
      await body();
    } finally {
      clock = at('14T15:00:00');
      await manager.delete(`/api/admin/schedule-exceptions/${created.body.exception.id}`).expect(204);
    }
  });
}

const status = () => request(ctx.app).get('/api/restaurant-status');

describe('GET /api/restaurant-status in automatic mode', () => {
  test('at 11:00 AM in Minneapolis the restaurant is open, with today hours and the local time', () =>
    withSettingsAlone(async () => {
      clock = at('14T17:00:00');
      const res = await status();
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        isOpen: true,
        mode: 'automatic',
        currentTime: '11:00 AM',
        hours: '11:00 AM - 9:30 PM',
        clock: '11:00',
        periods: [{ open: '11:00', close: '21:30' }],
        timeZone: 'America/Chicago',
      });
    }));

  test('one minute before opening and at closing time it is closed; a minute before closing it is open', () =>
    withSettingsAlone(async () => {
      clock = at('14T16:59:00');
      expect((await status()).body).toMatchObject({ isOpen: false, currentTime: '10:59 AM' });
      clock = at('15T03:29:00');
      expect((await status()).body).toMatchObject({ isOpen: true, currentTime: '9:29 PM' });
      clock = at('15T03:30:00');
      expect((await status()).body).toMatchObject({ isOpen: false, currentTime: '9:30 PM' });
    }));

  test('the restaurant zone decides, whatever zone the machine is in', () =>
    withSettingsAlone(async () => {
      const machineZone = process.env.TZ;
      process.env.TZ = 'Asia/Tokyo';
      try {
        // 03:00 UTC is noon on Thursday in Tokyo, but 9:00 PM on Wednesday in Minneapolis.
        clock = at('15T03:00:00');
        expect(new Date(clock).getHours()).toBe(12);
        expect((await status()).body).toMatchObject({
          isOpen: true,
          currentTime: '9:00 PM',
          hours: '11:00 AM - 9:30 PM',
        });
        // 13:00 UTC is 10:00 PM in Tokyo, but 7:00 AM in Minneapolis.
        clock = at('14T13:00:00');
        expect((await status()).body).toMatchObject({ isOpen: false, currentTime: '7:00 AM' });
      } finally {
        if (machineZone === undefined) delete process.env.TZ;
        else process.env.TZ = machineZone;
      }
    }));

  test('on a day the weekly hours mark closed it is closed all day and says so', () =>
    withSettingsAlone(async () => {
      await changeSettings(ctx.database.db, {
        [SETTING_KEYS.weeklyHours]: {
          ...DEFAULT_WEEKLY_HOURS,
          wednesday: { closed: true, periods: [{ open: '11:00', close: '22:00' }] },
        },
      });
      clock = at('14T20:00:00');
      expect((await status()).body).toMatchObject({ isOpen: false, mode: 'automatic', hours: 'Closed today' });
    }));

  test('with lunch and dinner periods it is closed between them, and today hours list both', () =>
    withSettingsAlone(async () => {
      await changeSettings(ctx.database.db, {
        [SETTING_KEYS.weeklyHours]: { ...DEFAULT_WEEKLY_HOURS, wednesday: { closed: false, periods: [LUNCH, DINNER] } },
      });
      const hours = '11:00 AM - 3:00 PM, 5:00 PM - 10:00 PM';
      clock = at('14T20:59:00');
      expect((await status()).body).toMatchObject({ isOpen: true, currentTime: '2:59 PM', hours });
      clock = at('14T21:00:00');
      expect((await status()).body).toMatchObject({ isOpen: false, currentTime: '3:00 PM', hours });
      clock = at('14T22:59:00');
      expect((await status()).body).toMatchObject({ isOpen: false, currentTime: '4:59 PM' });
      clock = at('14T23:00:00');
      expect((await status()).body).toMatchObject({ isOpen: true, currentTime: '5:00 PM' });
      clock = at('15T03:59:00');
      expect((await status()).body).toMatchObject({ isOpen: true, currentTime: '9:59 PM' });
    }));

  test('a period that runs to midnight is open at 11:59 PM; the next day follows its own hours', () =>
    withSettingsAlone(async () => {
      await changeSettings(ctx.database.db, {
        [SETTING_KEYS.weeklyHours]: {
          ...DEFAULT_WEEKLY_HOURS,
          wednesday: { closed: false, periods: [{ open: '17:00', close: '24:00' }] },
        },
      });
      clock = at('15T05:59:00');
      expect((await status()).body).toMatchObject({
        isOpen: true,
        currentTime: '11:59 PM',
        hours: '5:00 PM - 12:00 AM',
        clock: '23:59',
        periods: [{ open: '17:00', close: '24:00' }],
      });
      clock = at('15T06:00:00'); // midnight, Thursday: 11:00 AM - 9:30 PM
      expect((await status()).body).toMatchObject({
        isOpen: false,
        currentTime: '12:00 AM',
        hours: '11:00 AM - 9:30 PM',
      });
    }));

  test('gives no personal data and sets no cookie', async () => {
    const res = await status();
    expect(Object.keys(res.body).sort()).toEqual([
      'clock',
      'currentTime',
      'hours',
      'isOpen',
      'mode',
      'periods',
      'timeZone',
    ]);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('GET /api/restaurant-status with a date exception', () => {
  test("a closure wins over today's weekly hours", () =>
    withException({ closed: true, label: 'Staff training' }, async () => {
      clock = at('14T19:00:00'); // 1:00 PM, open by the weekly hours
      expect((await status()).body).toMatchObject({
        isOpen: false,
        mode: 'automatic',
        currentTime: '1:00 PM',
        hours: 'Closed today',
        periods: [],
      });
    }));

  test("special hours replace today's weekly hours entirely", () =>
    withException({ closed: false, periods: [{ open: '17:00', close: '23:00' }], label: 'Private party' }, async () => {
      clock = at('14T19:00:00'); // 1:00 PM: open by the weekly hours, not by the exception
      expect((await status()).body).toMatchObject({
        isOpen: false,
        currentTime: '1:00 PM',
        hours: '5:00 PM - 11:00 PM',
      });
      clock = at('15T04:30:00'); // 10:30 PM: after the weekly closing, inside the exception
      expect((await status()).body).toMatchObject({
        isOpen: true,
        currentTime: '10:30 PM',
        hours: '5:00 PM - 11:00 PM',
      });
    }));

  test('an exception on another day leaves today alone', () =>
    withException(
      { closed: true, label: 'Tomorrow only', startDate: '2093-01-15', endDate: '2093-01-15' },
      async () => {
        clock = at('14T19:00:00');
        expect((await status()).body).toMatchObject({ isOpen: true, hours: '11:00 AM - 9:30 PM' });
        clock = at('15T19:00:00');
        expect((await status()).body).toMatchObject({ isOpen: false, hours: 'Closed today' });
      },
    ));

  test('the manual override still wins over the exception', () =>
    withException({ closed: true, label: 'Staff training' }, async () => {
      clock = at('14T19:00:00');
      const res = await staff.post('/api/admin/restaurant-status').send({ mode: 'manual', status: 'open' });
      expect(res.body).toMatchObject({ isOpen: true, mode: 'manual', hours: 'Closed today' });
      expect((await status()).body).toMatchObject({ isOpen: true, mode: 'manual' });
    }));
});

describe('POST /api/admin/restaurant-status', () => {
  test('staff close the restaurant by hand during opening hours, then hand it back to the schedule', () =>
    withSettingsAlone(async () => {
      clock = at('14T19:00:00'); // 1:00 PM, open by the schedule

      const closed = await staff.post('/api/admin/restaurant-status').send({ mode: 'manual', status: 'closed' });
      expect(closed.status).toBe(200);
      expect(closed.body).toMatchObject({ isOpen: false, mode: 'manual', currentTime: '1:00 PM' });
      expect((await status()).body).toMatchObject({ isOpen: false, mode: 'manual' });

      const automatic = await staff.post('/api/admin/restaurant-status').send({ mode: 'automatic' });
      expect(automatic.status).toBe(200);
      expect(automatic.body).toMatchObject({ isOpen: true, mode: 'automatic' });
      expect((await status()).body).toMatchObject({ isOpen: true, mode: 'automatic' });

      const audits = await ctx.database.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.adminUserId, staffId), eq(auditLog.entity, 'restaurant-status')));
      expect(audits.map((row) => row.details)).toEqual(
        expect.arrayContaining([
          { mode: 'manual', manualStatus: 'closed' },
          { mode: 'automatic', manualStatus: null },
        ]),
      );
    }));

  test('a manual open override keeps the restaurant open after closing time', () =>
    withSettingsAlone(async () => {
      clock = at('15T05:00:00'); // 11:00 PM
      const res = await staff.post('/api/admin/restaurant-status').send({ mode: 'manual', status: 'open' });
      expect(res.body).toMatchObject({ isOpen: true, mode: 'manual', currentTime: '11:00 PM' });
      expect((await status()).body.isOpen).toBe(true);
    }));

  test('without a session it answers 401 and changes nothing', async () => {
    const res = await request(ctx.app).post('/api/admin/restaurant-status').send({ mode: 'manual', status: 'closed' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  test('a manual mode without open or closed answers 400', async () => {
    const res = await staff.post('/api/admin/restaurant-status').send({ mode: 'manual' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.status).toEqual(['Choose open or closed']);
  });

  test('an unknown mode and malformed JSON answer 400', async () => {
    expect((await staff.post('/api/admin/restaurant-status').send({ mode: 'sometimes' })).status).toBe(400);
    const bad = await staff.post('/api/admin/restaurant-status').set('Content-Type', 'application/json').send('{bad');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('MALFORMED_JSON');
  });
});
