import { englishText } from '@shared/messages/english';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SETTING_KEYS } from '@shared/business-info';
import { FAKE_PHONE, NAME_CHARACTERS } from '@shared/schemas/common';
const FULLY_BOOKED = 'Fully booked on this date';
import { addDays } from '@shared/time';
import { auditLog, mailOutbox, reservations } from '../db/schema';
import { readSettings } from '../site';
import { createAdmin, signInAs } from '../../test-support/api/admins';
import { changeSettings, withSettingsRestored } from '../../test-support/api/settings';
import { createTestContext, startAnotherApp, type TestContext } from '../../test-support/api/test-app';
import { lettersOf } from '../../test-support/names';

// Friday 15 June 2091, 10:00 AM in Minneapolis (CDT, UTC-5). Every date this file books lies
// in 2091, which no other test file uses, and each test that counts guests has its own date.
// The default hours apply: 11:00 AM to 9:30 PM on weekdays (last seating 9:00 PM), to 10:00 PM
// on Fridays and Saturdays, a slot every 30 minutes, 24 guests per slot and 80 a day.
const TODAY = '2091-06-15';
const TEN_AM = new Date('2091-06-15T15:00:00Z');
let clock = TEN_AM;
const dayAfter = (days: number) => addDays(TODAY, days);

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signInAs>>;
let admin: Awaited<ReturnType<typeof signInAs>>;

async function forgetThisFilesBookings(): Promise<void> {
  await ctx.database.db.delete(reservations).where(like(reservations.date, '2091-%'));
}

beforeAll(async () => {
  // A database of its own: these tests switch reservations off, which other files must not see.
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => clock, isolatedDatabase: true },
  );
  // A rerun against the same PostgreSQL database starts from empty days again.
  await forgetThisFilesBookings();
  staff = await signInAs(ctx, 'staff');
  admin = await signInAs(ctx, 'admin');
});
afterAll(async () => {
  await forgetThisFilesBookings();
  await ctx.close();
});

const run = randomUUID().slice(0, 8);
let serial = 0;
function buildReservation(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstName: 'Selamawit',
    lastName: `Tesfaye${lettersOf(serial)}`,
    email: `diner-${run}-${serial}@reservations.example`,
    phone: '(612) 555-0188',
    date: dayAfter(3),
    time: '18:30',
    guests: 2,
    requests: 'A table near the window',
    ...overrides,
  };
}

/** Runs a test from fresh settings and the usual clock; puts back what a test that changes them ("alone") changed. */
function withSettings(kind: 'shared' | 'alone', body: () => Promise<void>): Promise<void> {
  const restore = kind === 'alone' ? { [SETTING_KEYS.reservationsEnabled]: true } : {};
  return withSettingsRestored(ctx.database.db, restore, async () => {
    try {
      await body();
    } finally {
      clock = TEN_AM;
    }
  });
}

const book = (body: unknown) =>
  request(ctx.app)
    .post('/api/reservations')
    .send(body as object);

async function storedWithEmail(email: string) {
  return ctx.database.db.select().from(reservations).where(eq(reservations.email, email));
}

async function mailsTo(to: string) {
  await ctx.app.mailer.idle();
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

async function auditFor(action: string, id: number) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));
}

describe('POST /api/reservations from the public form', () => {
  test('a valid booking answers 201 as pending even if the body says confirmed, and mails diner and staff', () =>
    withSettings('shared', async () => {
      const body = buildReservation({ date: dayAfter(1), guests: 4, status: 'confirmed' });
      const res = await book(body);

      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id: expect.any(Number),
        firstName: 'Selamawit',
        email: body.email,
        date: dayAfter(1),
        time: '18:30',
        guests: 4,
        requests: 'A table near the window',
        status: 'pending',
      });
      expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
      expect((await storedWithEmail(body.email)).map((row) => row.status)).toEqual(['pending']);

      const [toDiner] = await mailsTo(body.email);
      expect(toDiner).toMatchObject({ kind: 'reservation-received', status: 'logged' });
      expect(toDiner!.text).toContain('Saturday, June 16, 2091');
      expect(toDiner!.text).toContain('6:30 PM');
      expect(toDiner!.text).toContain('4 guests');
      expect(toDiner!.text).toContain('Hours:   11:00 AM – 10:00 PM');
      expect(toDiner!.text).toContain('within 15 minutes');
      expect(toDiner!.text).toContain('at least 2 hours in advance');
      expect(toDiner!.text).not.toContain('A table near the window');

      const { businessInfo } = await readSettings(ctx.database.db);
      const alerts = (await mailsTo(businessInfo.email)).filter((mail) => mail.text.includes(body.email));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ kind: 'reservation-alert', status: 'logged' });
      expect(alerts[0]!.text).toContain(body.phone);
      expect(alerts[0]!.text).toContain('Hours:   11:00 AM – 10:00 PM');
      expect(alerts[0]!.text).toContain('Requests: A table near the window');
    }));

  test('an empty form answers 400 with every agreed message', async () => {
    const res = await book({});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fieldErrors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Valid email is required'],
      phone: ['Valid phone number is required'],
      date: ['Date is required'],
      time: ['Time is required'],
      guests: ['At least 1 guest required'],
    });
  });

  test('a bad email, a short phone and 0 guests answer 400 with their messages, nothing stored', async () => {
    const body = buildReservation({ email: 'not-an-email', phone: '555-0100', guests: 0 });
    const res = await book(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      email: ['Valid email is required'],
      phone: ['Valid phone number is required'],
      guests: ['At least 1 guest required'],
    });
    expect(await storedWithEmail('not-an-email')).toEqual([]);
  });

  test('a name that carries a message or a link is refused: nothing is stored and nobody is mailed', async () => {
    const body = buildReservation({
      firstName: 'Customer, your account is suspended. Verify at https://evil.example/verify',
      lastName: 'Bell\u0007',
    });
    const res = await book(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      firstName: [englishText(NAME_CHARACTERS)],
      lastName: [englishText(NAME_CHARACTERS)],
    });
    expect(await storedWithEmail(body.email)).toEqual([]);
    expect(await mailsTo(body.email)).toEqual([]);
  });

  test('an obviously fake phone is refused with a clear message; nothing is stored', async () => {
    for (const phone of ['0000000000', '1234567890']) {
      const body = buildReservation({ phone });
      const res = await book(body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ phone: [englishText(FAKE_PHONE)] });
      expect(await storedWithEmail(body.email)).toEqual([]);
    }
  });

  test('an Amharic name is booked and mailed as written', async () => {
    const body = buildReservation({ firstName: 'ሰላማዊት', lastName: 'ገብረ-መድኅን' });
    expect((await book(body)).status).toBe(201);
    const [mail] = await mailsTo(body.email);
    expect(mail!.text).toContain('Hello ሰላማዊት,');
  });

  test('11 guests are refused online: larger parties call', async () => {
    const body = buildReservation({ guests: 11 });
    const res = await book(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.guests).toEqual(['For more than 10 guests, please call us at least a day ahead']);
    expect(await storedWithEmail(body.email)).toEqual([]);
  });

  test('a date before today in Minneapolis is refused', () =>
    withSettings('shared', async () => {
      const res = await book(buildReservation({ date: addDays(TODAY, -1) }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ date: ['Choose today or a later date'] });
    }));

  test('60 days ahead is accepted, 61 days ahead is refused', () =>
    withSettings('shared', async () => {
      expect((await book(buildReservation({ date: dayAfter(60) }))).status).toBe(201);
      const res = await book(buildReservation({ date: dayAfter(61) }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ date: ['Reservations can be made up to 60 days ahead'] });
    }));

  test('a time off the grid, before opening or after the last seating is refused with its reason', () =>
    withSettings('shared', async () => {
      // dayAfter(3) is a Monday: 11:00 AM to 9:30 PM, last seating 9:00 PM.
      for (const [time, reason] of [
        ['18:15', 'Choose one of the available reservation times'],
        ['10:30', 'We open at 11:00 AM on Mondays'],
        ['21:15', 'The last seating on Mondays is at 9:00 PM'],
        ['21:30', 'The last seating on Mondays is at 9:00 PM'],
        ['22:00', 'The last seating on Mondays is at 9:00 PM'],
      ] as const) {
        const body = buildReservation({ time });
        const res = await book(body);
        expect(res.status, time).toBe(400);
        expect(res.body, time).toMatchObject({
          message: reason,
          code: 'VALIDATION_ERROR',
          fieldErrors: { time: [reason] },
        });
        expect(await storedWithEmail(body.email)).toEqual([]);
      }
      expect((await book(buildReservation({ time: '21:00' }))).status).toBe(201);
      expect((await book(buildReservation({ time: '11:00' }))).status).toBe(201);
      // On a Friday the last seating is 9:30 PM.
      expect((await book(buildReservation({ date: dayAfter(7), time: '21:30' }))).status).toBe(201);
    }));

  test('today, a slot 59 minutes ahead is refused and one 61 minutes ahead is accepted', () =>
    withSettings('shared', async () => {
      clock = new Date('2091-06-15T16:01:00Z'); // 11:01 AM
      const tooSoon = await book(buildReservation({ date: TODAY, time: '12:00' }));
      expect(tooSoon.status).toBe(400);
      expect(tooSoon.body.fieldErrors).toEqual({ time: ['For today, choose a time more than 60 minutes from now'] });

      clock = new Date('2091-06-15T15:59:00Z'); // 10:59 AM
      expect((await book(buildReservation({ date: TODAY, time: '12:00' }))).status).toBe(201);
    }));

  test('exactly 60 minutes ahead is not enough; the rule is "more than 60"', () =>
    withSettings('shared', async () => {
      clock = new Date('2091-06-15T16:00:00Z'); // 11:00 AM
      const res = await book(buildReservation({ date: TODAY, time: '12:00' }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.time).toEqual(['For today, choose a time more than 60 minutes from now']);
    }));

  test('a filled honeypot answers 400 with a neutral message; nothing is stored or mailed', () =>
    withSettings('shared', async () => {
      const body = buildReservation({ website: 'https://cheap-pills.example' });
      const res = await book(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'We could not take this reservation. Please call us to book.',
        code: 'BAD_REQUEST',
      });
      expect(await storedWithEmail(body.email)).toEqual([]);
      expect(await mailsTo(body.email)).toEqual([]);
    }));

  test('with online reservations switched off it answers 409 FEATURE_DISABLED and stores nothing', () =>
    withSettings('alone', async () => {
      await changeSettings(ctx.database.db, { [SETTING_KEYS.reservationsEnabled]: false });
      const body = buildReservation();
      const res = await book(body);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('FEATURE_DISABLED');
      expect(res.body.message).toMatch(/^Online reservations are not available right now/);
      expect(await storedWithEmail(body.email)).toEqual([]);
      expect(await mailsTo(body.email)).toEqual([]);
    }));

  test('a day holds 80 guests over every status but cancelled; the 81st answers 409 "Fully booked on this date"', () =>
    withSettings('shared', async () => {
      const date = dayAfter(10);
      // Spread over slots, so that no slot's pacing (24) is reached before the day's capacity.
      for (const [time, guests, status] of [
        ['12:00', 20, 'confirmed'],
        ['13:00', 20, 'pending'],
        ['14:00', 20, 'completed'],
        ['15:00', 18, 'confirmed'],
        ['16:00', 20, 'cancelled'],
      ] as const) {
        expect(
          (await staff.agent.post('/api/reservations').send(buildReservation({ date, time, guests, status }))).status,
        ).toBe(201);
      }

      expect((await book(buildReservation({ date, guests: 2 }))).status).toBe(201);
      const full = buildReservation({ date, guests: 1 });
      const res = await book(full);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: FULLY_BOOKED,
        code: 'FULLY_BOOKED',
        fieldErrors: { date: [FULLY_BOOKED] },
      });
      expect(res.body.message).toBe('Fully booked on this date');
      expect(await storedWithEmail(full.email)).toEqual([]);
      // The capacity is a hard limit for staff too: confirming warnings does not pass it.
      for (const confirmWarnings of [false, true]) {
        const staffToo = await staff.agent
          .post('/api/reservations')
          .send(buildReservation({ date, guests: 1, confirmWarnings }));
        expect(staffToo.status).toBe(409);
        expect(staffToo.body).toMatchObject({
          message: FULLY_BOOKED,
          code: 'FULLY_BOOKED',
          fieldErrors: { date: [FULLY_BOOKED] },
        });
      }
      // A cancelled booking takes no room: staff may still record one.
      expect(
        (await staff.agent.post('/api/reservations').send(buildReservation({ date, guests: 4, status: 'cancelled' })))
          .status,
      ).toBe(201);
    }));
});

describe('POST /api/reservations per-IP limit', () => {
  test('the third public booking within the hour from one address answers 429; staff are not limited', async () => {
    // A second app on the same database, with the limit switched on.
    const limited = await startAnotherApp(ctx, { now: () => TEN_AM, rateLimits: { publicWritesPerHour: 2 } });
    try {
      await withSettings('shared', async () => {
        for (let i = 0; i < 2; i += 1) {
          expect(
            (
              await request(limited)
                .post('/api/reservations')
                .send(buildReservation({ date: dayAfter(11) }))
            ).status,
          ).toBe(201);
        }
        const third = buildReservation({ date: dayAfter(11) });
        const res = await request(limited).post('/api/reservations').send(third);
        expect(res.status).toBe(429);
        expect(res.body.code).toBe('RATE_LIMITED');
        expect(await storedWithEmail(third.email)).toEqual([]);

        const member = await createAdmin(ctx, { role: 'staff' });
        const staffAgent = request.agent(limited);
        await staffAgent
          .post('/api/admin/login')
          .send({ username: member.username, password: member.password })
          .expect(200);
        expect((await staffAgent.post('/api/reservations').send(buildReservation({ date: dayAfter(11) }))).status).toBe(
          201,
        );
      });
    } finally {
      await limited.shutdown();
    }
  });
});

describe('POST /api/reservations by staff (a session that manages reservations)', () => {
  test('a party of 20 is booked with the status staff chose, audited, and the diner is mailed', async () => {
    const body = buildReservation({ date: dayAfter(12), guests: 20, status: 'confirmed' });
    const res = await staff.agent.post('/api/reservations').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ guests: 20, status: 'confirmed' });
    const [audit] = await auditFor('create', res.body.id);
    expect(audit).toMatchObject({ adminUserId: staff.admin.id, details: { guests: 20, status: 'confirmed' } });
    const [mail] = await mailsTo(body.email);
    expect(mail).toMatchObject({ kind: 'reservation-booked-by-staff', status: 'logged' });
  });

  test('21 guests answer 400 "Maximum 20 guests"', async () => {
    const res = await staff.agent.post('/api/reservations').send(buildReservation({ guests: 21 }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ guests: ['Maximum 20 guests'] });
  });

  test('staff are held to neither the slots, the lead time nor the 60-day horizon', async () => {
    clock = new Date('2091-06-15T15:45:00Z'); // 10:45 AM
    try {
      expect(
        (await staff.agent.post('/api/reservations').send(buildReservation({ date: TODAY, time: '11:00' }))).status,
      ).toBe(201);
      expect(
        (await staff.agent.post('/api/reservations').send(buildReservation({ date: TODAY, time: '10:50' }))).status,
      ).toBe(201);
      expect((await staff.agent.post('/api/reservations').send(buildReservation({ date: dayAfter(120) }))).status).toBe(
        201,
      );
    } finally {
      clock = TEN_AM;
    }
  });

  test('staff cannot book a date before today in Minneapolis', async () => {
    const res = await staff.agent.post('/api/reservations').send(buildReservation({ date: addDays(TODAY, -1) }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ date: ['Choose today or a later date'] });
  });
});

describe('GET /api/reservations (public)', () => {
  test('gives only date and guests of bookings that are not cancelled, for the date asked', async () => {
    const date = dayAfter(13);
    for (const [guests, status] of [
      [3, 'confirmed'],
      [5, 'pending'],
      [7, 'cancelled'],
    ] as const) {
      await staff.agent.post('/api/reservations').send(buildReservation({ date, guests, status })).expect(201);
    }
    const res = await request(ctx.app).get(`/api/reservations?date=${date}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([
      { date, guests: 3 },
      { date, guests: 5 },
    ]);
    expect(res.text).not.toContain(run);
  });

  test('without a date it lists from today in Minneapolis on, not the past', async () => {
    const past = buildReservation({ date: addDays(TODAY, -2), guests: 9 });
    await ctx.database.db.insert(reservations).values({ ...past, status: 'confirmed' });
    const future = dayAfter(14);
    await staff.agent
      .post('/api/reservations')
      .send(buildReservation({ date: future, guests: 6 }))
      .expect(201);

    const res = await request(ctx.app).get('/api/reservations');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ date: future, guests: 6 });
    expect(res.body.some((entry: { date: string }) => entry.date < TODAY)).toBe(false);
    for (const entry of res.body) expect(Object.keys(entry).sort()).toEqual(['date', 'guests']);
  });

  test('a date that is not YYYY-MM-DD answers 400', async () => {
    const res = await request(ctx.app).get('/api/reservations?date=next-friday');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.date).toEqual(['Use the format YYYY-MM-DD']);
  });
});

describe('admin reservations', () => {
  test('GET /api/admin/reservations lists every reservation by date and time, with contact details', async () => {
    const date = dayAfter(15);
    const late = await staff.agent.post('/api/reservations').send(buildReservation({ date, time: '20:00' }));
    const early = await staff.agent.post('/api/reservations').send(buildReservation({ date, time: '12:00' }));

    const res = await staff.agent.get('/api/admin/reservations');
    expect(res.status).toBe(200);
    const ids = res.body.map((row: { id: number }) => row.id);
    expect(ids.indexOf(early.body.id)).toBeLessThan(ids.indexOf(late.body.id));
    expect(res.body.find((row: { id: number }) => row.id === early.body.id)).toMatchObject({
      email: early.body.email,
      phone: '(612) 555-0188',
    });
    const keys = res.body.map((row: { date: string; time: string }) => `${row.date} ${row.time}`);
    expect(keys).toEqual([...keys].sort());
  });

  test('without a session the admin list answers 401', async () => {
    expect((await request(ctx.app).get('/api/admin/reservations')).status).toBe(401);
  });

  test('PUT with the full form updates every field and is audited', async () => {
    const created = await staff.agent.post('/api/reservations').send(buildReservation({ date: dayAfter(16) }));
    const changes = buildReservation({
      date: dayAfter(17),
      time: '19:00',
      guests: 6,
      status: 'confirmed',
      requests: '',
    });
    const res = await staff.agent.put(`/api/reservations/${created.body.id}`).send(changes);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      email: changes.email,
      date: dayAfter(17),
      time: '19:00',
      guests: 6,
      status: 'confirmed',
      requests: null,
    });
    const [audit] = await auditFor('update', created.body.id);
    expect(audit).toMatchObject({
      adminUserId: staff.admin.id,
      details: { guests: { from: 2, to: 6 }, status: { from: 'pending', to: 'confirmed' } },
    });
  });

  test('PUT of the full form without a status keeps the current status', async () => {
    const created = await staff.agent
      .post('/api/reservations')
      .send(buildReservation({ date: dayAfter(16), status: 'confirmed' }));
    const res = await staff.agent
      .put(`/api/reservations/${created.body.id}`)
      .send(buildReservation({ date: dayAfter(16), guests: 3 }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ guests: 3, status: 'confirmed' });
  });

  test('PUT with only a status changes the status and is audited', async () => {
    const created = await staff.agent.post('/api/reservations').send(buildReservation({ date: dayAfter(16) }));
    const res = await staff.agent.put(`/api/reservations/${created.body.id}`).send({ status: 'completed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, status: 'completed', guests: 2 });
    const [audit] = await auditFor('update-status', created.body.id);
    expect(audit).toMatchObject({ details: { status: { from: 'pending', to: 'completed' } } });
  });

  test('PUT that would push a day over 80 guests answers 409, including a cancelled booking coming back', async () => {
    const date = dayAfter(18);
    // Each booking in a slot of its own, so only the day's capacity is at stake.
    const big = await staff.agent
      .post('/api/reservations')
      .send(buildReservation({ date, time: '12:00', guests: 18, status: 'confirmed' }));
    for (const time of ['13:00', '14:00', '15:00']) {
      await staff.agent
        .post('/api/reservations')
        .send(buildReservation({ date, time, guests: 20 }))
        .expect(201);
    }
    const cancelled = await staff.agent
      .post('/api/reservations')
      .send(buildReservation({ date, time: '16:00', guests: 3, status: 'cancelled' }));
    const elsewhere = await staff.agent
      .post('/api/reservations')
      .send(buildReservation({ date: dayAfter(19), guests: 3 }));
    // 78 guests on the day now.

    const revive = await staff.agent.put(`/api/reservations/${cancelled.body.id}`).send({ status: 'pending' });
    expect(revive.status).toBe(409);
    expect(revive.body).toMatchObject({
      message: FULLY_BOOKED,
      code: 'FULLY_BOOKED',
      fieldErrors: { date: [FULLY_BOOKED] },
    });
    const move = await staff.agent
      .put(`/api/reservations/${elsewhere.body.id}`)
      .send(buildReservation({ date, guests: 3, confirmWarnings: true }));
    expect(move.status).toBe(409);
    expect(move.body.fieldErrors).toEqual({ date: [FULLY_BOOKED] });

    // The booking itself is not counted twice: 18 -> 20 fills the day to exactly 80.
    const bigForm = buildReservation({ date, status: 'confirmed' });
    expect((await staff.agent.put(`/api/reservations/${big.body.id}`).send({ ...bigForm, guests: 20 })).status).toBe(
      200,
    );
    expect((await staff.agent.put(`/api/reservations/${big.body.id}`).send({ ...bigForm, guests: 19 })).status).toBe(
      200,
    );
    const smaller = buildReservation({ date, guests: 1, status: 'pending' });
    expect((await staff.agent.put(`/api/reservations/${cancelled.body.id}`).send(smaller)).status).toBe(200);
    expect((await staff.agent.put(`/api/reservations/${big.body.id}`).send({ ...bigForm, guests: 20 })).status).toBe(
      409,
    );

    const stored = await ctx.database.db
      .select({ total: sql<number>`sum(${reservations.guests})::int` })
      .from(reservations)
      .where(and(eq(reservations.date, date), sql`${reservations.status} <> 'cancelled'`));
    expect(stored[0]!.total).toBe(80);
  });

  test('PUT with invalid fields answers 400 with the agreed messages', async () => {
    const created = await staff.agent.post('/api/reservations').send(buildReservation({ date: dayAfter(16) }));
    const res = await staff.agent
      .put(`/api/reservations/${created.body.id}`)
      .send(buildReservation({ firstName: ' ', guests: 21 }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ firstName: ['First name is required'], guests: ['Maximum 20 guests'] });
    const status = await staff.agent.put(`/api/reservations/${created.body.id}`).send({ status: 'arrived' });
    expect(status.status).toBe(400);
  });

  test('PUT and DELETE of an unknown id answer 404; malformed JSON 400; no session 401', async () => {
    for (const id of ['999999999', 'abc']) {
      const put = await staff.agent.put(`/api/reservations/${id}`).send({ status: 'confirmed' });
      expect(put.status).toBe(404);
      expect(put.body).toMatchObject({
        message: 'Reservation not found',
        code: 'NOT_FOUND',
        messageKey: 'reservation.notFound',
        params: {},
      });
      expect((await staff.agent.delete(`/api/reservations/${id}`)).status).toBe(404);
    }
    const bad = await staff.agent.put('/api/reservations/1').set('Content-Type', 'application/json').send('{bad');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('MALFORMED_JSON');
    const postBad = await request(ctx.app)
      .post('/api/reservations')
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect(postBad.status).toBe(400);
    expect((await request(ctx.app).put('/api/reservations/1').send({ status: 'confirmed' })).status).toBe(401);
    expect((await request(ctx.app).delete('/api/reservations/1')).status).toBe(401);
  });

  test('DELETE answers 204 with no body, is audited, and the reservation is gone', async () => {
    const created = await admin.agent.post('/api/reservations').send(buildReservation({ date: dayAfter(16) }));
    const res = await admin.agent.delete(`/api/reservations/${created.body.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await storedWithEmail(created.body.email)).toEqual([]);
    const [audit] = await auditFor('delete', created.body.id);
    expect(audit).toMatchObject({ adminUserId: admin.admin.id });
    expect((await admin.agent.delete(`/api/reservations/${created.body.id}`)).status).toBe(404);
  });
});
