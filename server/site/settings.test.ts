import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_WEEKLY_HOURS, SETTING_KEYS } from '@shared/business-info';
import { auditLog, reservations } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { withSettingsRestored } from '../../test-support/api/settings';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signInAs>>;
let manager: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  // A database of its own: these tests change restaurant-wide settings other files read.
  ctx = await createTestContext({}, { isolatedDatabase: true });
  staff = await signInAs(ctx, 'staff');
  manager = await signInAs(ctx, 'manager');
});
afterAll(() => ctx.close());

/** Runs a test from fresh settings and puts back what a test that changes them ("alone") changed. */
function withSettings(kind: 'shared' | 'alone', body: () => Promise<void>): Promise<void> {
  const restore =
    kind === 'alone'
      ? {
          [SETTING_KEYS.weeklyHours]: DEFAULT_WEEKLY_HOURS,
          [SETTING_KEYS.booking]: DEFAULT_BOOKING_SETTINGS,
          [SETTING_KEYS.reservationsEnabled]: true,
        }
      : {};
  return withSettingsRestored(ctx.database.db, restore, body);
}

async function lastAudit(adminId: number, entity: string) {
  const [row] = await ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.adminUserId, adminId), eq(auditLog.entity, entity)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('/api/admin/reservation-setting', () => {
  test('anyone can read whether online reservations are on, without a session', () =>
    withSettings('shared', async () => {
      const res = await request(ctx.app).get('/api/admin/reservation-setting');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ enabled: true });
    }));

  test('a manager turns online reservations off and on; the public read follows at once', () =>
    withSettings('alone', async () => {
      const off = await manager.agent.put('/api/admin/reservation-setting').send({ enabled: false });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ enabled: false });
      expect((await request(ctx.app).get('/api/admin/reservation-setting')).body).toEqual({ enabled: false });
      expect(await lastAudit(manager.admin.id, 'reservation-setting')).toMatchObject({
        action: 'update',
        details: { enabled: false },
      });

      const on = await manager.agent.put('/api/admin/reservation-setting').send({ enabled: true });
      expect(on.body).toEqual({ enabled: true });
      expect((await request(ctx.app).get('/api/admin/reservation-setting')).body).toEqual({ enabled: true });
    }));

  test('staff may not change it (403); without a session it is 401', async () => {
    const forbidden = await staff.agent.put('/api/admin/reservation-setting').send({ enabled: false });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    expect((await request(ctx.app).put('/api/admin/reservation-setting').send({ enabled: false })).status).toBe(401);
  });

  test('a value that is not true or false, and malformed JSON, answer 400', async () => {
    const res = await manager.agent.put('/api/admin/reservation-setting').send({ enabled: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ enabled: ['Choose whether online reservations are on or off'] });
    const bad = await manager.agent
      .put('/api/admin/reservation-setting')
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('MALFORMED_JSON');
  });
});

describe('GET /api/admin/settings', () => {
  test('staff read exactly the editable settings, no internal keys', () =>
    withSettings('shared', async () => {
      const res = await staff.agent.get('/api/admin/settings');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(
        [
          'booking',
          'businessInfo',
          'giftCardValidMonths',
          'giftCardsEnabled',
          'onlinePaymentsEnabled',
          'reservationsEnabled',
          'restaurantLanguage',
          'stripe',
          'weeklyHours',
        ].sort(),
      );
      // This server has no Stripe keys: Settings says how to turn card payments on.
      expect(res.body.stripe).toEqual({ keys: false, mode: null, modeMismatchAt: null });
      expect(res.body.restaurantLanguage).toBe('en');
      expect(res.body.giftCardValidMonths).toBe(0);
      expect(res.body.businessInfo).toMatchObject({ establishedYear: 1995 });
      expect(res.body.weeklyHours).toEqual(DEFAULT_WEEKLY_HOURS);
      expect(res.body.weeklyHours.friday).toEqual({ closed: false, periods: [{ open: '11:00', close: '22:00' }] });
      expect(res.body.booking).toEqual({
        slotIntervalMinutes: 30,
        lastSeatingMinutes: 30,
        sameDayLeadMinutes: 60,
        horizonDays: 60,
        minPartySize: 1,
        maxPartySize: 10,
        dailyGuestCapacity: 80,
        pacingGuestsPerSlot: 24,
        cancelCutoffHours: 2,
        reminderHoursBefore: 24,
        confirmByEmail: false,
      });
      expect(res.text).not.toMatch(/seeded_at|seededAt|restaurant_?mode|reservationSlots/i);
    }));

  test('without a session it answers 401', async () => {
    expect((await request(ctx.app).get('/api/admin/settings')).status).toBe(401);
  });
});

describe('PUT /api/admin/settings', () => {
  const sundayNoonToEight = {
    ...DEFAULT_WEEKLY_HOURS,
    sunday: { closed: false, periods: [{ open: '12:00', close: '20:00' }] },
  };
  const lunchAndDinner = [
    { open: '11:00', close: '15:00' },
    { open: '17:00', close: '22:00' },
  ];

  test('a manager changes only the weekly hours; the answer, the next read and the public site show it', () =>
    withSettings('alone', async () => {
      const before = (await manager.agent.get('/api/admin/settings')).body;

      const res = await manager.agent.put('/api/admin/settings').send({ weeklyHours: sundayNoonToEight });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...before, weeklyHours: sundayNoonToEight });

      expect((await manager.agent.get('/api/admin/settings')).body.weeklyHours.sunday).toEqual({
        closed: false,
        periods: [{ open: '12:00', close: '20:00' }],
      });
      expect((await request(ctx.app).get('/api/site-info')).body.weeklyHours.sunday).toEqual({
        closed: false,
        periods: [{ open: '12:00', close: '20:00' }],
      });
      expect(await lastAudit(manager.admin.id, 'settings')).toMatchObject({
        action: 'update',
        details: { weeklyHours: sundayNoonToEight },
      });
    }));

  test('service periods and closed days are stored as sent: a closed day keeps its periods', () =>
    withSettings('alone', async () => {
      const week = {
        ...DEFAULT_WEEKLY_HOURS,
        monday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] },
        tuesday: { closed: false, periods: [{ open: '17:00', close: '22:00' }] },
        wednesday: { closed: false, periods: lunchAndDinner },
        saturday: { closed: false, periods: [...lunchAndDinner.slice(0, 1), { open: '17:00', close: '24:00' }] },
      };
      const res = await manager.agent.put('/api/admin/settings').send({ weeklyHours: week });
      expect(res.status).toBe(200);
      expect(res.body.weeklyHours).toEqual(week);
      expect((await request(ctx.app).get('/api/site-info')).body.weeklyHours).toEqual(week);
    }));

  test('a manager changes the booking settings; the answer, the next read, the public site and the audit log show them', () =>
    withSettings('alone', async () => {
      const booking = {
        slotIntervalMinutes: 15,
        lastSeatingMinutes: 45,
        sameDayLeadMinutes: 120,
        horizonDays: 90,
        minPartySize: 2,
        maxPartySize: 8,
        dailyGuestCapacity: 120,
        pacingGuestsPerSlot: 16,
        cancelCutoffHours: 4,
        reminderHoursBefore: null,
        confirmByEmail: true,
      };
      const before = (await manager.agent.get('/api/admin/settings')).body;
      const res = await manager.agent.put('/api/admin/settings').send({ booking });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...before, booking });
      expect((await staff.agent.get('/api/admin/settings')).body.booking).toEqual(booking);
      expect((await request(ctx.app).get('/api/site-info')).body.booking).toEqual(booking);
      expect(await lastAudit(manager.admin.id, 'settings')).toMatchObject({ action: 'update', details: { booking } });
    }));

  test('changing the weekly hours never rewrites or deletes a booking already made', () =>
    withSettings('alone', async () => {
      // Staff may book any future date; 2095-03-07 is a Monday.
      const booked = await staff.agent.post('/api/reservations').send({
        firstName: 'Tigist',
        lastName: 'Bekele',
        email: 'tigist-settings@diner.example',
        phone: '(612) 555-0177',
        date: '2095-03-07',
        time: '19:00',
        guests: 4,
        status: 'confirmed',
      });
      expect(booked.status).toBe(201);
      try {
        const closedMondays = {
          ...DEFAULT_WEEKLY_HOURS,
          monday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] },
        };
        expect((await manager.agent.put('/api/admin/settings').send({ weeklyHours: closedMondays })).status).toBe(200);
        const lunchOnly = {
          ...DEFAULT_WEEKLY_HOURS,
          monday: { closed: false, periods: [{ open: '11:00', close: '15:00' }] },
        };
        expect((await manager.agent.put('/api/admin/settings').send({ weeklyHours: lunchOnly })).status).toBe(200);

        const [stored] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, booked.body.id));
        expect(stored).toMatchObject({ date: '2095-03-07', time: '19:00', guests: 4, status: 'confirmed' });
        expect(stored!.updatedAt.toISOString()).toBe(booked.body.updatedAt);
      } finally {
        await ctx.database.db.delete(reservations).where(eq(reservations.id, booked.body.id));
      }
    }));

  test('each setting is checked with its own rules, with the field path in fieldErrors', async () => {
    const res = await manager.agent.put('/api/admin/settings').send({
      weeklyHours: {
        ...DEFAULT_WEEKLY_HOURS,
        monday: { closed: false, periods: [{ open: '22:00', close: '11:00' }] },
        wednesday: { closed: false, periods: [...lunchAndDinner].reverse() },
        friday: { closed: false, periods: [] },
      },
      booking: { ...DEFAULT_BOOKING_SETTINGS, slotIntervalMinutes: 45, pacingGuestsPerSlot: 0 },
      businessInfo: { name: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fieldErrors['weeklyHours.monday.periods.0.close']).toEqual([
      'Closing time must be after opening time',
    ]);
    expect(res.body.fieldErrors['weeklyHours.wednesday.periods.1.open']).toEqual([
      'Service periods must not overlap and must be in time order',
    ]);
    expect(res.body.fieldErrors['weeklyHours.friday.periods']).toEqual(['Add at least one service period']);
    expect(res.body.fieldErrors['booking.slotIntervalMinutes']).toEqual(['Choose 15, 20, 30, 60 minutes']);
    expect(res.body.fieldErrors['booking.pacingGuestsPerSlot']).toEqual(['Guests per slot must be at least 1']);
    expect(res.body.fieldErrors['businessInfo.name']).toEqual(['Name is required']);
    expect(res.body.fieldErrors['businessInfo.email']).toEqual(['Valid email is required']);

    const parties = await manager.agent
      .put('/api/admin/settings')
      .send({ booking: { ...DEFAULT_BOOKING_SETTINGS, minPartySize: 6, maxPartySize: 4 } });
    expect(parties.status).toBe(400);
    expect(parties.body.fieldErrors).toEqual({
      'booking.maxPartySize': ['The largest party must not be smaller than the smallest'],
    });
  });

  test('the old slot setting and the old shape of a day are refused', async () => {
    const slots = await manager.agent
      .put('/api/admin/settings')
      .send({ reservationSlots: { first: '11:00', last: '21:30', intervalMinutes: 30 } });
    expect(slots.status).toBe(400);
    expect(slots.body.fieldErrors._).toEqual(['Unknown setting: reservationSlots']);
    const oldDay = await manager.agent
      .put('/api/admin/settings')
      .send({ weeklyHours: { ...DEFAULT_WEEKLY_HOURS, sunday: { closed: false, open: '12:00', close: '20:00' } } });
    expect(oldDay.status).toBe(400);
    expect(Object.keys(oldDay.body.fieldErrors)).toEqual(['weeklyHours.sunday.periods']);
  });

  test('one invalid setting refuses the whole update: nothing is stored', () =>
    withSettings('shared', async () => {
      const res = await manager.agent.put('/api/admin/settings').send({
        reservationsEnabled: false,
        booking: { ...DEFAULT_BOOKING_SETTINGS, pacingGuestsPerSlot: 12 },
        weeklyHours: { ...DEFAULT_WEEKLY_HOURS, tuesday: { closed: false, periods: [{ open: '', close: '22:00' }] } },
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors['weeklyHours.tuesday.periods.0.open']).toEqual(['Opening time is required']);
      expect((await request(ctx.app).get('/api/admin/reservation-setting')).body).toEqual({ enabled: true });
      expect((await manager.agent.get('/api/admin/settings')).body.booking).toEqual(DEFAULT_BOOKING_SETTINGS);
    }));

  test('an unknown key answers 400 and names it', async () => {
    const res = await manager.agent.put('/api/admin/settings').send({ giftCardsEnabled: true, seeded_at: 'now' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors._).toEqual(['Unknown setting: seeded_at']);
  });

  test('an empty update, a wrong type and malformed JSON answer 400', async () => {
    const empty = await manager.agent.put('/api/admin/settings').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Send at least one setting to change');
    const wrongType = await manager.agent.put('/api/admin/settings').send({ giftCardsEnabled: 'on' });
    expect(wrongType.body.fieldErrors).toEqual({ giftCardsEnabled: ['Choose whether gift cards are on or off'] });
    const bad = await manager.agent.put('/api/admin/settings').set('Content-Type', 'application/json').send('{bad');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('MALFORMED_JSON');
  });

  test('staff may not change settings (403); without a session it is 401', async () => {
    expect((await staff.agent.put('/api/admin/settings').send({ giftCardsEnabled: true })).status).toBe(403);
    expect((await request(ctx.app).put('/api/admin/settings').send({ giftCardsEnabled: true })).status).toBe(401);
  });
});

describe('the restaurant language', () => {
  const restoreEnglish = (body: () => Promise<void>) =>
    withSettingsRestored(ctx.database.db, { [SETTING_KEYS.restaurantLanguage]: 'en' }, body);

  test('a manager sets Amharic; the answer and the next read show it, the audit log records it', () =>
    restoreEnglish(async () => {
      const res = await manager.agent.put('/api/admin/settings').send({ restaurantLanguage: 'am' });
      expect(res.status).toBe(200);
      expect(res.body.restaurantLanguage).toBe('am');
      expect((await staff.agent.get('/api/admin/settings')).body.restaurantLanguage).toBe('am');
      expect(await lastAudit(manager.admin.id, 'settings')).toMatchObject({
        action: 'update',
        details: { restaurantLanguage: 'am' },
      });
    }));

  test('only a language the site speaks is taken; a refusal changes nothing', () =>
    restoreEnglish(async () => {
      for (const restaurantLanguage of ['fr', 'AM', '', null, 1]) {
        const res = await manager.agent.put('/api/admin/settings').send({ restaurantLanguage });
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors).toEqual({ restaurantLanguage: ['Choose one of the languages the site speaks'] });
      }
      expect((await manager.agent.get('/api/admin/settings')).body.restaurantLanguage).toBe('en');
    }));

  test('staff, who may not manage settings, cannot change it', async () => {
    const res = await staff.agent.put('/api/admin/settings').send({ restaurantLanguage: 'am' });
    expect(res.status).toBe(403);
    expect((await staff.agent.get('/api/admin/settings')).body.restaurantLanguage).toBe('en');
  });
});
