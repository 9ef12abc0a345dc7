import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_WEEKLY_HOURS, SETTING_KEYS } from '@shared/business-info';
import type { ReservationStatus } from '@shared/constants';
import { addDays } from '@shared/time';
import type { App } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { mailOutbox, reservations, restaurantSettings, scheduleExceptions } from '../db/schema';
import { invalidateAvailability } from '../site';
import { invalidateSettings, readSettings, writeSetting } from '../site';
import { signInAs } from '../../test-support/api/admins';
import { resetCalendar, setCalendar as setCalendarIn } from '../../test-support/api/settings';
import { createTestContext, startAnotherApp, type TestContext } from '../../test-support/api/test-app';
import { testDatabaseUrl, testDriver } from '../../test-support/api/test-database';
import { lettersOf } from '../../test-support/names';

// Monday 16 November 2026, 10:00 AM in Minneapolis (CST, UTC-6). The database is this file's
// own: every test starts from the default calendar (Mon-Thu 11:00 AM-9:30 PM, 30-minute grid,
// last seating 30 minutes before closing, pacing 24, capacity 80), no bookings, no exceptions.
const TODAY = '2026-11-16';
const TEN_AM = new Date('2026-11-16T16:00:00Z');
let clock = TEN_AM;
const day = (offset: number) => addDays(TODAY, offset);
const TUESDAY = day(1);
const NEXT_MONDAY = day(7);

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInAs>>;
let staff: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => clock, isolatedDatabase: true },
  );
  admin = await signInAs(ctx, 'admin');
  staff = await signInAs(ctx, 'staff');
});
afterAll(() => ctx.close());

beforeEach(async () => {
  clock = TEN_AM;
  await resetCalendar(ctx.database.db, { [SETTING_KEYS.reservationsEnabled]: true });
});

const closedDay = { closed: true, periods: [{ open: '11:00', close: '21:30' }] };

const setCalendar = (values: Parameters<typeof setCalendarIn>[1]) => setCalendarIn(ctx.database.db, values);

async function closeFor(label: string, startDate: string, endDate = startDate) {
  const res = await admin.agent
    .post('/api/admin/schedule-exceptions')
    .send({ startDate, endDate, closed: true, label });
  expect(res.status).toBe(201);
  return res.body;
}

const run = randomUUID().slice(0, 8);
let serial = 0;

function booking(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstName: 'Selamawit',
    lastName: `Tesfaye${lettersOf(serial)}`,
    email: `diner-${run}-${serial}@calendar.example`,
    phone: '(612) 555-0188',
    date: TUESDAY,
    time: '18:30',
    guests: 2,
    ...overrides,
  };
}

const bookOnline = (overrides: Record<string, unknown> = {}, app: App = ctx.app) =>
  request(app).post('/api/reservations').send(booking(overrides));
const bookAsStaff = (overrides: Record<string, unknown> = {}) =>
  staff.agent.post('/api/reservations').send(booking(overrides));

/** Bookings already in the book, written straight to the database. */
async function seed(date: string, entries: { time: string; guests: number; status?: ReservationStatus }[]) {
  const rows = await ctx.database.db
    .insert(reservations)
    .values(entries.map((entry) => ({ ...booking({ date, ...entry }), status: entry.status ?? 'confirmed' })))
    .returning();
  invalidateAvailability(ctx.database.db);
  return rows;
}

const allBookings = () => ctx.database.db.select().from(reservations).orderBy(asc(reservations.id));

async function guestsOn(date: string, time?: string) {
  const [row] = await ctx.database.db
    .select({ total: sql<number>`coalesce(sum(${reservations.guests}), 0)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.date, date),
        ne(reservations.status, 'cancelled'),
        time ? eq(reservations.time, time) : undefined,
      ),
    );
  return row!.total;
}

async function mailsTo(to: string) {
  await ctx.app.mailer.idle();
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
}

describe('a diner books inside the calendar', () => {
  test('a weekday the weekly hours close is refused with fieldErrors.date, nothing stored', async () => {
    await setCalendar({ weeklyHours: { monday: closedDay } });
    const res = await bookOnline({ date: NEXT_MONDAY });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'We are closed on Mondays',
      code: 'VALIDATION_ERROR',
      fieldErrors: { date: ['We are closed on Mondays'] },
    });
    expect(await allBookings()).toEqual([]);
  });

  test('a closed exception is refused with its day and label', async () => {
    await closeFor('Thanksgiving', '2026-11-26');
    const res = await bookOnline({ date: '2026-11-26' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ date: ['We are closed on Thursday, November 26 (Thanksgiving)'] });
    expect((await bookOnline({ date: '2026-11-27' })).status).toBe(201);
  });

  test('a time outside the periods, after the last seating or off the grid is refused with fieldErrors.time', async () => {
    await setCalendar({
      weeklyHours: {
        tuesday: { closed: false, periods: [{ open: '17:00', close: '22:00' }] },
        wednesday: {
          closed: false,
          periods: [
            { open: '11:00', close: '14:00' },
            { open: '17:00', close: '22:00' },
          ],
        },
      },
    });
    const cases: [string, string, string][] = [
      [TUESDAY, '11:30', 'We open at 5:00 PM on Tuesdays'],
      [TUESDAY, '21:45', 'The last seating on Tuesdays is at 9:30 PM'],
      [TUESDAY, '22:30', 'The last seating on Tuesdays is at 9:30 PM'],
      [TUESDAY, '18:15', 'Choose one of the available reservation times'],
      [day(2), '14:30', 'We open at 5:00 PM on Wednesdays'],
      [day(2), '13:45', 'The last seating is at 1:30 PM; we open again at 5:00 PM on Wednesdays'],
      // The default Thursday closes at 9:30 PM: its last seating is 9:00 PM.
      [day(3), '21:15', 'The last seating on Thursdays is at 9:00 PM'],
    ];
    for (const [date, time, message] of cases) {
      const res = await bookOnline({ date, time });
      expect(res.status, `${date} ${time}`).toBe(400);
      expect(res.body.fieldErrors).toEqual({ time: [message] });
    }
    expect(await allBookings()).toEqual([]);

    expect((await bookOnline({ date: TUESDAY, time: '17:00' })).status).toBe(201);
    expect((await bookOnline({ date: TUESDAY, time: '21:30' })).status).toBe(201);
    expect((await bookOnline({ date: day(2), time: '13:30' })).status).toBe(201);
  });

  test('special hours replace the day: their slots only', async () => {
    const res = await admin.agent.post('/api/admin/schedule-exceptions').send({
      startDate: '2026-12-24',
      endDate: '2026-12-24',
      closed: false,
      periods: [{ open: '11:00', close: '16:00' }],
      label: 'Christmas Eve',
    });
    expect(res.status).toBe(201);
    expect((await bookOnline({ date: '2026-12-24', time: '18:00' })).body.fieldErrors).toEqual({
      time: ['The last seating on Thursday, December 24 is at 3:30 PM'],
    });
    expect((await bookOnline({ date: '2026-12-24', time: '15:30' })).status).toBe(201);
  });

  test('today only a slot more than the lead time ahead, the lead time from the settings', async () => {
    const refused = await bookOnline({ date: TODAY, time: '11:00' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ time: ['For today, choose a time more than 60 minutes from now'] });
    expect((await bookOnline({ date: TODAY, time: '11:30' })).status).toBe(201);

    await setCalendar({ booking: { sameDayLeadMinutes: 180 } });
    expect((await bookOnline({ date: TODAY, time: '12:30' })).body.fieldErrors).toEqual({
      time: ['For today, choose a time more than 180 minutes from now'],
    });
    expect((await bookOnline({ date: TODAY, time: '13:30' })).status).toBe(201);
  });

  test('the window runs from today to the horizon of the settings', async () => {
    expect((await bookOnline({ date: day(-1) })).body.fieldErrors).toEqual({ date: ['Choose today or a later date'] });
    expect((await bookOnline({ date: day(61) })).body.fieldErrors).toEqual({
      date: ['Reservations can be made up to 60 days ahead'],
    });
    expect((await bookOnline({ date: day(60) })).status).toBe(201);

    await setCalendar({ booking: { horizonDays: 14 } });
    expect((await bookOnline({ date: day(15) })).body.fieldErrors).toEqual({
      date: ['Reservations can be made up to 14 days ahead'],
    });
    expect((await bookOnline({ date: day(14) })).status).toBe(201);
  });

  test('the party size and the grid interval come from the settings', async () => {
    expect((await bookOnline({ guests: 11 })).body.fieldErrors).toEqual({
      guests: ['For more than 10 guests, please call us at least a day ahead'],
    });

    await setCalendar({ booking: { minPartySize: 2, maxPartySize: 6, slotIntervalMinutes: 15 } });
    expect((await bookOnline({ guests: 7 })).body.fieldErrors).toEqual({
      guests: ['For more than 6 guests, please call us at least a day ahead'],
    });
    expect((await bookOnline({ guests: 1 })).body.fieldErrors).toEqual({
      guests: ['Online bookings are for 2 guests or more'],
    });
    const quarter = await bookOnline({ guests: 6, time: '18:15' });
    expect(quarter.status).toBe(201);
    expect(quarter.body).toMatchObject({ time: '18:15', guests: 6, status: 'pending' });
  });

  test('a slot at its pacing answers 409 with the nearest slots that have room in fieldErrors.time', async () => {
    await seed(TUESDAY, [
      { time: '19:00', guests: 20 },
      { time: '19:30', guests: 20 },
      { time: '19:30', guests: 4 },
    ]);
    const res = await bookOnline({ time: '19:00', guests: 6 });
    expect(res.status).toBe(409);
    const message = '7:00 PM is fully booked; 6:30 PM and 8:00 PM have room';
    expect(res.body).toMatchObject({ message, code: 'FULLY_BOOKED', fieldErrors: { time: [message] } });
    expect(await guestsOn(TUESDAY, '19:00')).toBe(20);

    // Exactly up to the pacing is fine.
    expect((await bookOnline({ time: '19:00', guests: 4 })).status).toBe(201);
    expect(await guestsOn(TUESDAY, '19:00')).toBe(24);

    await seed(TUESDAY, [{ time: '21:00', guests: 20 }]);
    expect((await bookOnline({ time: '21:00', guests: 5 })).body.fieldErrors).toEqual({
      time: ['9:00 PM is fully booked; 8:30 PM has room'],
    });
  });

  test('a day at its capacity answers 409 "Fully booked on this date" in fieldErrors.date', async () => {
    await seed(day(2), [
      { time: '12:00', guests: 20 },
      { time: '13:00', guests: 20 },
      { time: '18:00', guests: 20 },
      { time: '19:00', guests: 16 },
    ]);
    const res = await bookOnline({ date: day(2), time: '20:00', guests: 5 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'Fully booked on this date',
      code: 'FULLY_BOOKED',
      fieldErrors: { date: ['Fully booked on this date'] },
    });
    expect((await bookOnline({ date: day(2), time: '20:00', guests: 4 })).status).toBe(201);
    expect(await guestsOn(day(2))).toBe(80);
    expect((await bookOnline({ date: day(2), time: '20:00', guests: 1 })).status).toBe(409);
  });

  test('a cancelled booking frees its seats', async () => {
    await seed(TUESDAY, [
      { time: '19:00', guests: 20, status: 'cancelled' },
      { time: '19:00', guests: 18 },
    ]);
    expect((await bookOnline({ time: '19:00', guests: 6 })).status).toBe(201);
  });
});

describe('the booking reads the calendar fresh, never from a per-process copy', () => {
  test('hours, booking rules and a closure written by another process apply to the very next booking', async () => {
    // This process has just read the settings and the availability, and keeps copies of both.
    await request(ctx.app).get('/api/site-info').expect(200);
    await request(ctx.app).get('/api/availability').query({ date: TUESDAY }).expect(200);
    await request(ctx.app)
      .get('/api/availability')
      .query({ date: day(2) })
      .expect(200);
    await readSettings(ctx.database.db);

    // Another process stores new hours and rules: nothing tells this one.
    const db = ctx.database.db;
    await writeSetting(db, SETTING_KEYS.weeklyHours, { ...DEFAULT_WEEKLY_HOURS, tuesday: closedDay });
    await writeSetting(db, SETTING_KEYS.booking, { ...DEFAULT_BOOKING_SETTINGS, maxPartySize: 4 });
    await db
      .insert(scheduleExceptions)
      .values({ startDate: day(2), endDate: day(2), closed: true, periods: [], label: 'Staff party' });

    expect((await bookOnline({ date: TUESDAY })).body.fieldErrors).toEqual({ date: ['We are closed on Tuesdays'] });
    expect((await bookOnline({ date: day(2) })).body.fieldErrors).toEqual({
      date: ['We are closed on Wednesday, November 18 (Staff party)'],
    });
    expect((await bookOnline({ date: day(3), guests: 5 })).body.fieldErrors).toEqual({
      guests: ['For more than 4 guests, please call us at least a day ahead'],
    });
    const staffBooking = await bookAsStaff({ date: TUESDAY });
    expect(staffBooking.status).toBe(409);
    expect(staffBooking.body.fieldErrors).toEqual({ date: ['We are closed on Tuesdays'] });
    expect(await allBookings()).toEqual([]);
    invalidateSettings(db);
  });

  describe.skipIf(testDriver !== 'postgres')('two app processes on one PostgreSQL database', () => {
    let second: { app: App; database: DatabaseHandle };

    beforeAll(async () => {
      // This file's own database, opened a second time: another process with its own caches.
      const [current] = await ctx.database.db
        .select({ name: sql<string>`current_database()` })
        .from(restaurantSettings)
        .limit(1);
      const url = new URL(testDatabaseUrl!);
      url.pathname = `/${current!.name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      const app = await startAnotherApp(ctx, { database, now: () => clock });
      second = { app, database };
    });
    afterAll(async () => {
      if (!second) return;
      await second.app.shutdown();
      await second.database.close();
    });

    test('hours saved and a closure created in one process refuse the next booking in the other', async () => {
      // The second process has its own copies of the settings and the availability.
      const before = await request(second.app).get('/api/availability').query({ date: TUESDAY });
      expect(before.body.open).toBe(true);
      await request(second.app)
        .get('/api/availability')
        .query({ date: day(2) })
        .expect(200);

      const saved = await admin.agent.put('/api/admin/settings').send({
        weeklyHours: {
          ...DEFAULT_WEEKLY_HOURS,
          tuesday: { closed: false, periods: [{ open: '17:00', close: '22:00' }] },
        },
      });
      expect(saved.status).toBe(200);
      const early = await bookOnline({ date: TUESDAY, time: '12:00' }, second.app);
      expect(early.status).toBe(400);
      expect(early.body.fieldErrors).toEqual({ time: ['We open at 5:00 PM on Tuesdays'] });

      await closeFor('Staff party', day(2));
      const closed = await bookOnline({ date: day(2) }, second.app);
      expect(closed.status).toBe(400);
      expect(closed.body.fieldErrors).toEqual({ date: ['We are closed on Wednesday, November 18 (Staff party)'] });
      expect(await allBookings()).toEqual([]);

      expect((await bookOnline({ date: TUESDAY, time: '17:00' }, second.app)).status).toBe(201);
    });
  });
});

describe('staff bookings by phone', () => {
  test('take 1 to 20 guests at any time, off the grid, beyond the horizon', async () => {
    const twenty = await bookAsStaff({ guests: 20, time: '12:10', status: 'confirmed' });
    expect(twenty.status).toBe(201);
    expect(twenty.body).toMatchObject({ guests: 20, time: '12:10', status: 'confirmed' });
    expect((await bookAsStaff({ time: '10:00' })).status).toBe(201);
    expect((await bookAsStaff({ date: day(120), time: '18:20' })).status).toBe(201);

    const tooMany = await bookAsStaff({ guests: 21 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors).toEqual({ guests: ['Maximum 20 guests'] });
    const past = await bookAsStaff({ date: day(-1) });
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors).toEqual({ date: ['Choose today or a later date'] });
  });

  test('count toward the pacing of the grid slot they start in', async () => {
    expect((await bookAsStaff({ time: '19:10', guests: 20 })).status).toBe(201);
    const res = await bookOnline({ time: '19:00', guests: 6 });
    expect(res.status).toBe(409);
    expect(res.body.fieldErrors.time).toEqual(['7:00 PM is fully booked; 6:30 PM and 7:30 PM have room']);
    expect((await bookOnline({ time: '19:00', guests: 4 })).status).toBe(201);
  });

  test('a slot over its pacing answers 409 CONFIRMATION_REQUIRED with the warning; confirmed, it is stored', async () => {
    await seed(TUESDAY, [{ time: '19:00', guests: 20 }]);
    const body = booking({ time: '19:15', guests: 8 });
    const asked = await staff.agent.post('/api/reservations').send(body);
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({
      message: 'Please confirm: The 7:00 PM slot would hold 28 guests; its pacing is 24',
      code: 'CONFIRMATION_REQUIRED',
      fieldErrors: { time: ['The 7:00 PM slot would hold 28 guests; its pacing is 24'] },
    });
    expect(await guestsOn(TUESDAY)).toBe(20);

    const confirmed = await staff.agent.post('/api/reservations').send({ ...body, confirmWarnings: true });
    expect(confirmed.status).toBe(201);
    expect(await guestsOn(TUESDAY)).toBe(28);
  });

  test('a closed date answers 409 CONFIRMATION_REQUIRED with the closed reason; confirmed, it is stored', async () => {
    await setCalendar({ weeklyHours: { monday: closedDay } });
    await closeFor('Thanksgiving', '2026-11-26');

    const monday = await bookAsStaff({ date: NEXT_MONDAY });
    expect(monday.status).toBe(409);
    expect(monday.body).toMatchObject({
      message: 'Please confirm: We are closed on Mondays',
      code: 'CONFIRMATION_REQUIRED',
      fieldErrors: { date: ['We are closed on Mondays'] },
    });
    const thanksgiving = await bookAsStaff({ date: '2026-11-26' });
    expect(thanksgiving.body.fieldErrors).toEqual({ date: ['We are closed on Thursday, November 26 (Thanksgiving)'] });
    expect(await allBookings()).toEqual([]);

    expect((await bookAsStaff({ date: NEXT_MONDAY, confirmWarnings: true })).status).toBe(201);
    expect((await bookAsStaff({ date: '2026-11-26', confirmWarnings: true })).status).toBe(201);
    // A cancelled booking is only a record: nothing to confirm.
    expect((await bookAsStaff({ date: NEXT_MONDAY, status: 'cancelled' })).status).toBe(201);
  });

  test('the daily capacity stays a hard limit, confirmed or not', async () => {
    await seed(day(2), [
      { time: '12:00', guests: 20 },
      { time: '13:00', guests: 20 },
      { time: '18:00', guests: 20 },
      { time: '19:00', guests: 16 },
    ]);
    const res = await bookAsStaff({ date: day(2), time: '20:00', guests: 5, confirmWarnings: true });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'Fully booked on this date',
      code: 'FULLY_BOOKED',
      fieldErrors: { date: ['Fully booked on this date'] },
    });
    expect(await guestsOn(day(2))).toBe(76);
  });
});

describe('staff edits (PUT /api/reservations/:id)', () => {
  async function staffBooking(overrides: Record<string, unknown> = {}) {
    const res = await bookAsStaff({ status: 'confirmed', ...overrides });
    expect(res.status).toBe(201);
    return res.body as ReturnType<typeof booking> & { id: number; status: ReservationStatus };
  }
  const fullForm = (current: Record<string, unknown>, changes: Record<string, unknown>) => {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = current;
    return { ...fields, ...changes };
  };

  test('moving a booking onto a closed date asks for confirmation, then saves', async () => {
    await setCalendar({ weeklyHours: { monday: closedDay } });
    const current = await staffBooking();
    const asked = await staff.agent
      .put(`/api/reservations/${current.id}`)
      .send(fullForm(current, { date: NEXT_MONDAY }));
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({
      code: 'CONFIRMATION_REQUIRED',
      fieldErrors: { date: ['We are closed on Mondays'] },
    });
    expect((await allBookings())[0]!.date).toBe(TUESDAY);

    const saved = await staff.agent
      .put(`/api/reservations/${current.id}`)
      .send(fullForm(current, { date: NEXT_MONDAY, confirmWarnings: true }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ date: NEXT_MONDAY, status: 'confirmed' });
  });

  test('growing a booking over its slot pacing asks for confirmation; over the capacity it is refused', async () => {
    await seed(TUESDAY, [
      { time: '19:00', guests: 20 },
      { time: '12:00', guests: 20 },
      { time: '12:30', guests: 1 },
      { time: '13:00', guests: 20 },
    ]);
    const current = await staffBooking({ time: '19:00', guests: 2 });
    const asked = await staff.agent.put(`/api/reservations/${current.id}`).send(fullForm(current, { guests: 6 }));
    expect(asked.status).toBe(409);
    expect(asked.body.fieldErrors).toEqual({ time: ['The 7:00 PM slot would hold 26 guests; its pacing is 24'] });
    expect(
      (
        await staff.agent
          .put(`/api/reservations/${current.id}`)
          .send(fullForm(current, { guests: 6, confirmWarnings: true }))
      ).status,
    ).toBe(200);

    // 61 booked besides this booking: 20 guests would make 81.
    const over = await staff.agent
      .put(`/api/reservations/${current.id}`)
      .send(fullForm(current, { guests: 20, time: '20:00', confirmWarnings: true }));
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('FULLY_BOOKED');
    expect(await guestsOn(TUESDAY)).toBe(67);
  });

  test('an edit that does not move the booking, and every status-only change, is never asked to confirm', async () => {
    const current = await staffBooking({ date: NEXT_MONDAY, time: '19:00', guests: 20 });
    await seed(NEXT_MONDAY, [{ time: '19:00', guests: 10 }]);
    await setCalendar({ weeklyHours: { monday: closedDay } });

    const renamed = await staff.agent
      .put(`/api/reservations/${current.id}`)
      .send(fullForm(current, { lastName: 'Haile', requests: 'High chair' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ lastName: 'Haile', date: NEXT_MONDAY });

    for (const status of ['cancelled', 'confirmed', 'completed', 'pending'] as const) {
      const res = await staff.agent.put(`/api/reservations/${current.id}`).send({ status });
      expect(res.status, status).toBe(200);
      expect(res.body.status).toBe(status);
    }
  });
});

describe('changing the weekly hours never touches a booking', () => {
  test('bookings outside the new hours keep every field, and the list still shows them', async () => {
    const tuesdayLunch = await bookOnline({ date: TUESDAY, time: '11:30' });
    const mondayDinner = await bookOnline({ date: NEXT_MONDAY, time: '19:00', guests: 4 });
    const staffOffGrid = await bookAsStaff({ date: TUESDAY, time: '12:10', status: 'confirmed' });
    for (const res of [tuesdayLunch, mondayDinner, staffOffGrid]) expect(res.status).toBe(201);
    const before = await allBookings();

    const saved = await admin.agent.put('/api/admin/settings').send({
      weeklyHours: {
        ...DEFAULT_WEEKLY_HOURS,
        monday: closedDay,
        tuesday: { closed: false, periods: [{ open: '17:00', close: '22:00' }] },
      },
      booking: { ...DEFAULT_BOOKING_SETTINGS, slotIntervalMinutes: 60, pacingGuestsPerSlot: 2, dailyGuestCapacity: 1 },
    });
    expect(saved.status).toBe(200);

    expect(await allBookings()).toEqual(before);
    const list = await staff.agent.get('/api/admin/reservations');
    expect(list.body.map((entry: { id: number }) => entry.id).sort()).toEqual(before.map((row) => row.id).sort());
  });
});

describe('daylight saving in America/Chicago: the lead time counts real time', () => {
  // Sundays open just after midnight as well, so the lead time crosses the clock change.
  const earlySunday = {
    sunday: {
      closed: false,
      periods: [
        { open: '00:00', close: '06:00' },
        { open: '11:00', close: '21:00' },
      ],
    },
  };

  test('2027-03-14: the skipped hour has no slots, and 3:00 AM is 45 real minutes after 1:15 AM', async () => {
    await setCalendar({ weeklyHours: earlySunday });
    clock = new Date('2027-03-13T18:00:00Z'); // the day before, at noon
    const ahead = await request(ctx.app).get('/api/availability').query({ date: '2027-03-14' });
    expect(ahead.body.slots.map((slot: { time: string }) => slot.time).slice(0, 9)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
    ]);

    invalidateAvailability(ctx.database.db);
    clock = new Date('2027-03-14T07:15:00Z'); // 1:15 AM CST; at 2:00 AM the clocks jump to 3:00 AM CDT
    const today = await request(ctx.app).get('/api/availability').query({ date: '2027-03-14' });
    expect(today.body.slots.map((slot: { time: string }) => slot.time).slice(0, 4)).toEqual([
      '03:30',
      '04:00',
      '04:30',
      '05:00',
    ]);

    expect((await bookOnline({ date: '2027-03-14', time: '03:00' })).body.fieldErrors).toEqual({
      time: ['For today, choose a time more than 60 minutes from now'],
    });
    expect((await bookOnline({ date: '2027-03-14', time: '02:30' })).body.fieldErrors).toEqual({
      time: ['Choose one of the available reservation times'],
    });
    const booked = await bookOnline({ date: '2027-03-14', time: '03:30' });
    expect(booked.status).toBe(201);
    const [mail] = await mailsTo(booked.body.email);
    expect(mail!.text).toContain('Sunday, March 14, 2027');
    expect(mail!.text).toContain('3:30 AM');
  });

  test('late on Saturday the lead time reaches into Sunday’s early slots, across the jump to daylight time', async () => {
    await setCalendar({ weeklyHours: earlySunday });
    clock = new Date('2027-03-14T05:30:00Z'); // Saturday 13 March, 11:30 PM CST
    const sunday = await request(ctx.app).get('/api/availability').query({ date: '2027-03-14' });
    expect(sunday.body.slots.map((slot: { time: string }) => slot.time).slice(0, 3)).toEqual([
      '01:00',
      '01:30',
      '03:00',
    ]);

    expect((await bookOnline({ date: '2027-03-14', time: '00:30' })).body.fieldErrors).toEqual({
      time: ['Choose a time more than 60 minutes from now'],
    });
    expect((await bookOnline({ date: '2027-03-14', time: '01:00' })).status).toBe(201);
  });

  test('2027-11-07: after 1:45 AM CDT the hour repeats, so 2:00 AM CST is 75 real minutes away', async () => {
    await setCalendar({ weeklyHours: earlySunday });
    clock = new Date('2027-11-07T06:45:00Z'); // 1:45 AM CDT, the first time round
    const today = await request(ctx.app).get('/api/availability').query({ date: '2027-11-07' });
    expect(today.body.slots.map((slot: { time: string }) => slot.time).slice(0, 3)).toEqual([
      '02:00',
      '02:30',
      '03:00',
    ]);

    expect((await bookOnline({ date: '2027-11-07', time: '01:30' })).body.fieldErrors).toEqual({
      time: ['For today, choose a time more than 60 minutes from now'],
    });
    const booked = await bookOnline({ date: '2027-11-07', time: '02:00' });
    expect(booked.status).toBe(201);
    const [mail] = await mailsTo(booked.body.email);
    expect(mail!.text).toContain('Sunday, November 7, 2027');
    expect(mail!.text).toContain('  Time:    2:00 AM');
    expect(mail!.text).toContain('  Hours:   12:00 AM – 6:00 AM, 11:00 AM – 9:00 PM');
  });
});

describe('the booking emails carry the day’s hours', () => {
  test('a diner’s receipt and the restaurant’s alert show the special hours and their label', async () => {
    await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({
        startDate: '2026-12-24',
        endDate: '2026-12-24',
        closed: false,
        periods: [{ open: '11:00', close: '16:00' }],
        label: 'Christmas Eve',
      })
      .expect(201);
    const res = await bookOnline({ date: '2026-12-24', time: '13:00' });
    expect(res.status).toBe(201);

    const [receipt] = await mailsTo(res.body.email);
    expect(receipt).toMatchObject({ kind: 'reservation-received' });
    expect(receipt!.text).toContain('  Hours:   11:00 AM – 4:00 PM (Christmas Eve)');
    const { businessInfo } = await readSettings(ctx.database.db);
    const alert = (await mailsTo(businessInfo.email)).find((mail) => mail.text.includes(res.body.email));
    expect(alert).toMatchObject({ kind: 'reservation-alert' });
    expect(alert!.text).toContain('  Hours:   11:00 AM – 4:00 PM (Christmas Eve)');
  });

  test('a staff booking’s mail shows the weekly periods, or that the day is closed', async () => {
    await setCalendar({
      weeklyHours: {
        tuesday: {
          closed: false,
          periods: [
            { open: '11:00', close: '15:00' },
            { open: '17:00', close: '22:00' },
          ],
        },
      },
    });
    const tuesday = await bookAsStaff({ time: '18:00', status: 'confirmed' });
    expect(tuesday.status).toBe(201);
    const [confirmed] = await mailsTo(tuesday.body.email);
    expect(confirmed).toMatchObject({ kind: 'reservation-booked-by-staff' });
    expect(confirmed!.text).toContain('  Hours:   11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM');

    await closeFor('Thanksgiving', '2026-11-26');
    const closed = await bookAsStaff({ date: '2026-11-26', confirmWarnings: true });
    expect(closed.status).toBe(201);
    const [received] = await mailsTo(closed.body.email);
    expect(received!.text).toContain('  Hours:   Closed (Thanksgiving)');
  });
});

describe.skipIf(testDriver !== 'postgres')(
  'concurrency on PostgreSQL (PGlite has one connection, so requests never overlap there)',
  () => {
    test('40 simultaneous bookings of 4 guests for one slot with pacing 24: exactly 6 succeed, 24 guests stored', async () => {
      await setCalendar({ booking: { dailyGuestCapacity: 1000 } });
      const responses = await Promise.all(
        Array.from({ length: 40 }, () => bookOnline({ date: day(5), time: '19:00', guests: 4 })),
      );
      const statuses = responses.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(6);
      expect(statuses.filter((status) => status === 409)).toHaveLength(34);
      for (const res of responses.filter((r) => r.status === 409)) {
        expect(res.body).toMatchObject({
          code: 'FULLY_BOOKED',
          fieldErrors: { time: ['7:00 PM is fully booked; 6:30 PM and 7:30 PM have room'] },
        });
      }
      expect(await guestsOn(day(5), '19:00')).toBe(24);
      expect(await guestsOn(day(5))).toBe(24);
    });

    test('a closure racing bookings of its date: each booking lands before it (and is listed) or is refused', async () => {
      const date = day(6);
      const times = ['11:00', '12:00', '13:00', '17:00', '18:00', '19:00', '20:00', '20:30'];
      const bookingsBefore = times.map((time) => bookOnline({ date, time }));
      const closure = admin.agent
        .post('/api/admin/schedule-exceptions')
        .send({ startDate: date, endDate: date, closed: true, label: 'Burst pipe' });
      const bookingsAfter = times.map((time) => bookOnline({ date, time, guests: 3 }));
      const [closed, ...responses] = await Promise.all([closure, ...bookingsBefore, ...bookingsAfter]);

      expect(closed!.status).toBe(201);
      const listed = new Set(closed!.body.affected.reservations.map((entry: { id: number }) => entry.id));
      const landed = responses.filter((res) => res.status === 201);
      for (const res of responses) {
        if (res.status === 201) expect(listed.has(res.body.id), `booking ${res.body.id} is listed`).toBe(true);
        else expect(res.body.fieldErrors).toEqual({ date: ['We are closed on Sunday, November 22 (Burst pipe)'] });
      }
      expect(closed!.body.affected.count).toBe(landed.length);
      expect((await allBookings()).map((row) => row.id).sort()).toEqual(landed.map((res) => res.body.id).sort());
    });
  },
);
