import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_WEEKLY_HOURS, SETTING_KEYS } from '@shared/business-info';
import type { ReservationStatus } from '@shared/constants';
import { addDays } from '@shared/time';
import { auditLog, onlineOrders, reservations, scheduleExceptions } from '../db/schema';
import { invalidateAvailability } from './calendar-cache';
import { signInAs } from '../../test-support/api/admins';
import { changeSettings, resetCalendar } from '../../test-support/api/settings';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { lettersOf } from '../../test-support/names';

// Monday 16 November 2026, noon in Minneapolis (CST, UTC-6): open by the weekly hours
// (11:00 AM to 9:30 PM). The database is this file's own; every test starts from the default
// calendar, automatic mode, no bookings and no exceptions.
const TODAY = '2026-11-16';
const NOON = new Date('2026-11-16T18:00:00Z');
let clock = NOON;
const day = (offset: number) => addDays(TODAY, offset);

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInAs>>;
let manager: Awaited<ReturnType<typeof signInAs>>;
let staff: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => clock, isolatedDatabase: true },
  );
  admin = await signInAs(ctx, 'admin');
  manager = await signInAs(ctx, 'manager');
  staff = await signInAs(ctx, 'staff');
});
afterAll(() => ctx.close());

beforeEach(async () => {
  clock = NOON;
  await resetCalendar(ctx.database.db, { [SETTING_KEYS.restaurantMode]: { mode: 'automatic', manualStatus: null } });
});

const THANKSGIVING = { startDate: '2026-11-26', endDate: '2026-11-26', closed: true, label: 'Thanksgiving' };
const CHRISTMAS_EVE = {
  startDate: '2026-12-24',
  endDate: '2026-12-24',
  closed: false,
  periods: [{ open: '11:00', close: '16:00' }],
  label: 'Christmas Eve',
};

const run = randomUUID().slice(0, 8);
let serial = 0;

/** Bookings as staff would have taken them, written straight to the database. */
async function book(date: string, entries: { time: string; guests?: number; status?: ReservationStatus }[]) {
  const rows = await ctx.database.db
    .insert(reservations)
    .values(
      entries.map((entry) => {
        serial += 1;
        return {
          firstName: 'Meron',
          lastName: `Alemu${lettersOf(serial)}`,
          email: `guest-${run}-${serial}@schedule.example`,
          phone: `(612) 555-${String(2000 + serial).slice(-4)}`,
          date,
          time: entry.time,
          guests: entry.guests ?? 2,
          status: entry.status ?? 'confirmed',
        };
      }),
    )
    .returning();
  invalidateAvailability(ctx.database.db);
  return rows;
}

/** The fields an affected booking is listed with, for staff to call the guest. */
const affectedEntry = (row: typeof reservations.$inferSelect) => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  email: row.email,
  date: row.date,
  time: row.time,
  guests: row.guests,
  status: row.status,
});

/** An exception stored straight in the database, e.g. one whose dates have already passed. */
async function storeException(values: { startDate: string; endDate: string; label: string; closed?: boolean }) {
  const [row] = await ctx.database.db
    .insert(scheduleExceptions)
    .values({ closed: true, periods: [], ...values })
    .returning();
  invalidateAvailability(ctx.database.db);
  return row!;
}

const storedExceptions = () => ctx.database.db.select().from(scheduleExceptions).orderBy(asc(scheduleExceptions.id));

async function auditsFor(id: number) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'schedule-exception'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
}

describe('who may read and change exceptions', () => {
  test('without a session every route answers 401', async () => {
    const anonymous = request(ctx.app);
    expect((await anonymous.get('/api/admin/schedule-exceptions')).status).toBe(401);
    expect((await anonymous.post('/api/admin/schedule-exceptions').send(THANKSGIVING)).status).toBe(401);
    expect((await anonymous.put('/api/admin/schedule-exceptions/1').send(THANKSGIVING)).status).toBe(401);
    expect((await anonymous.delete('/api/admin/schedule-exceptions/1')).status).toBe(401);
    expect(await storedExceptions()).toEqual([]);
  });

  test('staff read the list (settings.view) but every write answers 403 and changes nothing', async () => {
    const stored = await storeException({ startDate: day(3), endDate: day(3), label: 'Staff training' });
    const list = await staff.agent.get('/api/admin/schedule-exceptions');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);

    const created = await staff.agent.post('/api/admin/schedule-exceptions').send(THANKSGIVING);
    expect(created.status).toBe(403);
    expect(created.body.code).toBe('FORBIDDEN');
    const updated = await staff.agent.put(`/api/admin/schedule-exceptions/${stored.id}`).send(THANKSGIVING);
    expect(updated.status).toBe(403);
    expect((await staff.agent.delete(`/api/admin/schedule-exceptions/${stored.id}`)).status).toBe(403);
    expect(await storedExceptions()).toEqual([stored]);
  });

  test('a manager creates, changes and deletes (settings.manage)', async () => {
    const created = await manager.agent.post('/api/admin/schedule-exceptions').send(THANKSGIVING);
    expect(created.status).toBe(201);
    const id = created.body.exception.id;
    const updated = await manager.agent
      .put(`/api/admin/schedule-exceptions/${id}`)
      .send({ ...THANKSGIVING, endDate: '2026-11-27', label: 'Thanksgiving weekend' });
    expect(updated.status).toBe(200);
    expect((await manager.agent.delete(`/api/admin/schedule-exceptions/${id}`)).status).toBe(204);
    expect(await storedExceptions()).toEqual([]);
  });
});

describe('POST /api/admin/schedule-exceptions', () => {
  test('a closure answers 201 with the exception and no affected booking, lists in the list and in the audit log', async () => {
    const res = await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ ...THANKSGIVING, label: '  Thanksgiving ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      exception: {
        id: expect.any(Number),
        startDate: '2026-11-26',
        endDate: '2026-11-26',
        closed: true,
        periods: [],
        label: 'Thanksgiving',
        editable: true,
      },
      affected: { count: 0, reservations: [] },
    });

    const list = await admin.agent.get('/api/admin/schedule-exceptions');
    expect(list.body).toMatchObject([res.body.exception]);

    const [audit] = await auditsFor(res.body.exception.id);
    expect(audit).toMatchObject({
      action: 'create',
      adminUserId: admin.admin.id,
      username: admin.admin.username,
      details: { startDate: '2026-11-26', endDate: '2026-11-26', closed: true, periods: [], label: 'Thanksgiving' },
    });
  });

  test('special hours keep their periods; a closure sent with periods stores none', async () => {
    const special = await admin.agent.post('/api/admin/schedule-exceptions').send({
      ...CHRISTMAS_EVE,
      periods: [
        { open: '10:00', close: '14:00' },
        { open: '17:00', close: '24:00' },
      ],
    });
    expect(special.status).toBe(201);
    expect(special.body.exception).toMatchObject({
      closed: false,
      periods: [
        { open: '10:00', close: '14:00' },
        { open: '17:00', close: '24:00' },
      ],
    });

    const closure = await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ ...THANKSGIVING, periods: [{ open: '11:00', close: '15:00' }] });
    expect(closure.status).toBe(201);
    expect(closure.body.exception.periods).toEqual([]);
  });

  test('the list holds every exception by start date, past ones read-only', async () => {
    const past = await storeException({ startDate: '2026-11-01', endDate: '2026-11-02', label: 'Renovation' });
    const ongoing = await storeException({ startDate: day(-2), endDate: day(0), label: 'Kitchen repairs' });
    const later = await admin.agent.post('/api/admin/schedule-exceptions').send(THANKSGIVING);

    const list = await staff.agent.get('/api/admin/schedule-exceptions');
    expect(list.body.map((entry: { id: number; editable: boolean }) => [entry.id, entry.editable])).toEqual([
      [past.id, false],
      [ongoing.id, true],
      [later.body.exception.id, true],
    ]);
  });

  test.each([
    [
      'a reversed range',
      { ...THANKSGIVING, startDate: '2026-11-27' },
      { endDate: ['The end date must not be before the start date'] },
    ],
    [
      'overlapping periods',
      {
        ...CHRISTMAS_EVE,
        periods: [
          { open: '11:00', close: '15:00' },
          { open: '14:00', close: '22:00' },
        ],
      },
      { 'periods.1.open': ['Service periods must not overlap and must be in time order'] },
    ],
    [
      'a period that closes before it opens',
      { ...CHRISTMAS_EVE, periods: [{ open: '17:00', close: '16:00' }] },
      { 'periods.0.close': ['Closing time must be after opening time'] },
    ],
    [
      'special hours without a period',
      { ...CHRISTMAS_EVE, periods: [] },
      { periods: ['Add at least one service period'] },
    ],
    [
      'a range that ended yesterday',
      { ...THANKSGIVING, startDate: day(-3), endDate: day(-1) },
      { endDate: ['Choose a range that ends today or later'] },
    ],
    [
      'a range that started yesterday',
      { ...THANKSGIVING, startDate: day(-1), endDate: day(1) },
      { startDate: ['Choose today or a later date'] },
    ],
    [
      'a range longer than 366 days',
      { ...THANKSGIVING, startDate: day(1), endDate: day(367) },
      { endDate: ['An exception may cover at most 366 days'] },
    ],
    [
      'a range that ends more than 2 years ahead',
      { ...THANKSGIVING, startDate: '2028-11-01', endDate: '2028-11-17' },
      { endDate: ['An exception may end at most 2 years from today'] },
    ],
    [
      'dates past the years the site works in',
      { ...THANKSGIVING, startDate: '9999-12-01', endDate: '9999-12-31' },
      { startDate: ['Choose a date from 2000 to 2199'], endDate: ['Choose a date from 2000 to 2199'] },
    ],
    ['no label', { ...THANKSGIVING, label: '   ' }, { label: ['Name the exception, for example Thanksgiving'] }],
    [
      'an impossible date',
      { ...THANKSGIVING, startDate: '2026-11-31', endDate: '2026-12-01' },
      { startDate: ['Enter a real calendar date'] },
    ],
  ])('%s answers 400 with its field error and stores nothing', async (_name, body, fieldErrors) => {
    const res = await admin.agent.post('/api/admin/schedule-exceptions').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect(await storedExceptions()).toEqual([]);
  });

  test('a range that starts today is accepted', async () => {
    const res = await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ ...THANKSGIVING, startDate: TODAY, endDate: TODAY });
    expect(res.status).toBe(201);
  });

  test('a range that ends exactly 2 years ahead is accepted', async () => {
    const res = await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ ...THANKSGIVING, startDate: '2028-11-01', endDate: '2028-11-16' });
    expect(res.status).toBe(201);
  });

  test('dates that overlap another exception answer 409 with fieldErrors.startDate; the day after is free', async () => {
    await admin.agent.post('/api/admin/schedule-exceptions').send(THANKSGIVING).expect(201);
    const overlapping = await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ ...CHRISTMAS_EVE, startDate: '2026-11-20', endDate: '2026-11-26', label: 'Family trip' });
    expect(overlapping.status).toBe(409);
    const message = 'These dates overlap "Thanksgiving" (2026-11-26 to 2026-11-26)';
    expect(overlapping.body).toMatchObject({ message, code: 'CONFLICT', fieldErrors: { startDate: [message] } });
    expect(await storedExceptions()).toHaveLength(1);

    const next = await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ ...THANKSGIVING, startDate: '2026-11-27', endDate: '2026-11-28', label: 'Long weekend' });
    expect(next.status).toBe(201);
  });
});

describe('bookings an exception leaves out', () => {
  test('a closure over booked days answers their live bookings, count and list, and cancels nothing', async () => {
    const [lunch, dinner, cancelled, completed] = await book('2026-11-26', [
      { time: '12:00', guests: 2, status: 'pending' },
      { time: '18:00', guests: 4, status: 'confirmed' },
      { time: '19:00', status: 'cancelled' },
      { time: '13:00', status: 'completed' },
    ]);
    await book('2026-11-27', [{ time: '12:00' }]);
    const before = await ctx.database.db.select().from(reservations).orderBy(asc(reservations.id));

    const res = await admin.agent.post('/api/admin/schedule-exceptions').send(THANKSGIVING);
    expect(res.status).toBe(201);
    expect(res.body.affected).toEqual({
      count: 2,
      reservations: [affectedEntry(lunch!), affectedEntry(dinner!)],
      orders: [],
    });
    expect([cancelled, completed].map((row) => row!.id)).not.toContain(res.body.affected.reservations[0].id);

    // Nothing was cancelled, moved or deleted: staff call the guests themselves.
    expect(await ctx.database.db.select().from(reservations).orderBy(asc(reservations.id))).toEqual(before);
  });

  test('special hours list only the bookings outside them, on every day of the range', async () => {
    const [early, , lastSeating, afterLastSeating, evening] = await book('2026-12-24', [
      { time: '10:30' },
      { time: '12:00' },
      { time: '15:30' },
      { time: '15:45' },
      { time: '18:00', status: 'pending' },
    ]);
    const [nextDay] = await book('2026-12-25', [{ time: '19:00' }, { time: '11:00' }]);

    const res = await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ ...CHRISTMAS_EVE, endDate: '2026-12-25' });
    expect(res.status).toBe(201);
    expect(res.body.affected.reservations.map((entry: { id: number }) => entry.id)).toEqual(
      [early, afterLastSeating, evening, nextDay].map((row) => row!.id),
    );
    expect(res.body.affected.count).toBe(4);
    expect(res.body.affected.reservations).not.toContainEqual(affectedEntry(lastSeating!));
  });

  test('a change from special hours to a closure lists every booking of the range again', async () => {
    const rows = await book('2026-12-24', [{ time: '12:00' }, { time: '18:00' }]);
    const created = await admin.agent.post('/api/admin/schedule-exceptions').send(CHRISTMAS_EVE);
    expect(created.body.affected.count).toBe(1);

    const closed = await admin.agent
      .put(`/api/admin/schedule-exceptions/${created.body.exception.id}`)
      .send({ ...CHRISTMAS_EVE, closed: true, periods: undefined });
    expect(closed.status).toBe(200);
    expect(closed.body.affected).toEqual({ count: 2, reservations: rows.map(affectedEntry), orders: [] });
  });
});

describe('PUT and DELETE /api/admin/schedule-exceptions/:id', () => {
  test('an update answers 200 with the new dates, keeps its id and is audited', async () => {
    const created = await admin.agent.post('/api/admin/schedule-exceptions').send(THANKSGIVING);
    const id = created.body.exception.id;
    const res = await admin.agent
      .put(`/api/admin/schedule-exceptions/${id}`)
      .send({ ...THANKSGIVING, endDate: '2026-11-27', label: 'Thanksgiving weekend' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      exception: {
        id,
        startDate: '2026-11-26',
        endDate: '2026-11-27',
        closed: true,
        periods: [],
        label: 'Thanksgiving weekend',
        editable: true,
      },
      affected: { count: 0, reservations: [] },
    });
    expect((await admin.agent.get('/api/admin/schedule-exceptions')).body).toEqual([res.body.exception]);
    expect((await auditsFor(id))[0]).toMatchObject({
      action: 'update',
      details: { endDate: '2026-11-27', label: 'Thanksgiving weekend' },
    });
  });

  test('an update onto another exception answers 409; an exception never overlaps itself', async () => {
    const first = await admin.agent.post('/api/admin/schedule-exceptions').send(THANKSGIVING);
    const second = await admin.agent.post('/api/admin/schedule-exceptions').send(CHRISTMAS_EVE);
    const moved = await admin.agent
      .put(`/api/admin/schedule-exceptions/${second.body.exception.id}`)
      .send({ ...CHRISTMAS_EVE, startDate: '2026-11-25', endDate: '2026-11-26' });
    expect(moved.status).toBe(409);
    expect(moved.body.fieldErrors.startDate).toEqual(['These dates overlap "Thanksgiving" (2026-11-26 to 2026-11-26)']);

    const same = await admin.agent.put(`/api/admin/schedule-exceptions/${first.body.exception.id}`).send(THANKSGIVING);
    expect(same.status).toBe(200);
  });

  test('the same field errors as a new exception, and nothing changes', async () => {
    const created = await admin.agent.post('/api/admin/schedule-exceptions').send(CHRISTMAS_EVE);
    const res = await admin.agent
      .put(`/api/admin/schedule-exceptions/${created.body.exception.id}`)
      .send({ ...CHRISTMAS_EVE, periods: [{ open: '16:00', close: '11:00' }] });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ 'periods.0.close': ['Closing time must be after opening time'] });
    expect((await storedExceptions())[0]).toMatchObject({ periods: CHRISTMAS_EVE.periods });
  });

  test('a delete answers 204, is audited, and the day follows the weekly hours again', async () => {
    const created = await admin.agent.post('/api/admin/schedule-exceptions').send(THANKSGIVING);
    const id = created.body.exception.id;
    expect((await request(ctx.app).get('/api/availability').query({ date: '2026-11-26' })).body.open).toBe(false);

    const res = await admin.agent.delete(`/api/admin/schedule-exceptions/${id}`);
    expect(res.status).toBe(204);
    expect((await admin.agent.get('/api/admin/schedule-exceptions')).body).toEqual([]);
    expect((await auditsFor(id))[0]).toMatchObject({
      action: 'delete',
      details: { startDate: '2026-11-26', endDate: '2026-11-26', label: 'Thanksgiving' },
    });
    expect((await request(ctx.app).get('/api/availability').query({ date: '2026-11-26' })).body.open).toBe(true);
  });

  test('an unknown or malformed id answers 404', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5']) {
      const put = await admin.agent.put(`/api/admin/schedule-exceptions/${id}`).send(THANKSGIVING);
      expect(put.status).toBe(404);
      expect(put.body).toMatchObject({
        message: 'Schedule exception not found',
        code: 'NOT_FOUND',
        messageKey: 'schedule.notFound',
        params: {},
      });
      expect((await admin.agent.delete(`/api/admin/schedule-exceptions/${id}`)).status).toBe(404);
    }
  });

  test('a past exception stays readable but answers 409 to a change or a delete', async () => {
    const past = await storeException({ startDate: '2026-11-01', endDate: '2026-11-02', label: 'Renovation' });
    const list = await admin.agent.get('/api/admin/schedule-exceptions');
    expect(list.body).toMatchObject([
      {
        id: past.id,
        startDate: '2026-11-01',
        endDate: '2026-11-02',
        closed: true,
        periods: [],
        label: 'Renovation',
        editable: false,
      },
    ]);

    const expected = { message: 'A past exception cannot be changed', code: 'CONFLICT' };
    const put = await admin.agent
      .put(`/api/admin/schedule-exceptions/${past.id}`)
      .send({ ...THANKSGIVING, label: 'Moved renovation' });
    expect(put.status).toBe(409);
    expect(put.body).toMatchObject(expected);
    const deleted = await admin.agent.delete(`/api/admin/schedule-exceptions/${past.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toMatchObject(expected);
    expect(await storedExceptions()).toEqual([past]);
  });

  test('an exception under way can be extended without moving its start', async () => {
    const ongoing = await storeException({ startDate: day(-2), endDate: day(1), label: 'Kitchen repairs' });
    // Yesterday's booking was seated before the closure; only the days ahead need a call.
    await book(day(-1), [{ time: '18:00' }]);
    const [ahead] = await book(day(3), [{ time: '18:00' }]);
    const res = await admin.agent
      .put(`/api/admin/schedule-exceptions/${ongoing.id}`)
      .send({ startDate: day(-2), endDate: day(3), closed: true, label: 'Kitchen repairs' });
    expect(res.status).toBe(200);
    expect(res.body.exception).toMatchObject({ startDate: day(-2), endDate: day(3), editable: true });
    expect(res.body.affected).toEqual({ count: 1, reservations: [affectedEntry(ahead!)], orders: [] });

    // Moving the start to another past day is still refused.
    const moved = await admin.agent
      .put(`/api/admin/schedule-exceptions/${ongoing.id}`)
      .send({ startDate: day(-3), endDate: day(3), closed: true, label: 'Kitchen repairs' });
    expect(moved.status).toBe(400);
    expect(moved.body.fieldErrors).toEqual({ startDate: ['Choose today or a later date'] });
  });
});

describe('what exceptions change elsewhere', () => {
  const status = () => request(ctx.app).get('/api/restaurant-status');

  test('a closure today closes the restaurant; the manual override still wins over it', async () => {
    expect((await status()).body).toMatchObject({ isOpen: true, hours: '11:00 AM - 9:30 PM' });

    const closure = await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ startDate: TODAY, endDate: TODAY, closed: true, label: 'Family funeral' });
    expect(closure.status).toBe(201);
    expect((await status()).body).toMatchObject({ isOpen: false, mode: 'automatic', hours: 'Closed today' });

    await staff.agent.post('/api/admin/restaurant-status').send({ mode: 'manual', status: 'open' }).expect(200);
    expect((await status()).body).toMatchObject({ isOpen: true, mode: 'manual' });
    await staff.agent.post('/api/admin/restaurant-status').send({ mode: 'automatic' }).expect(200);
    expect((await status()).body).toMatchObject({ isOpen: false, mode: 'automatic' });

    await admin.agent.delete(`/api/admin/schedule-exceptions/${closure.body.exception.id}`).expect(204);
    expect((await status()).body).toMatchObject({ isOpen: true, hours: '11:00 AM - 9:30 PM' });
  });

  test('special hours today replace the weekly hours, even on a weekday the week closes', async () => {
    await changeSettings(ctx.database.db, {
      [SETTING_KEYS.weeklyHours]: {
        ...DEFAULT_WEEKLY_HOURS,
        monday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] },
      },
    });
    expect((await status()).body).toMatchObject({ isOpen: false, hours: 'Closed today' });

    await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({
        startDate: TODAY,
        endDate: TODAY,
        closed: false,
        periods: [
          { open: '11:00', close: '15:00' },
          { open: '17:00', close: '22:00' },
        ],
        label: 'Private lunch and dinner',
      })
      .expect(201);
    expect((await status()).body).toEqual({
      isOpen: true,
      mode: 'automatic',
      currentTime: '12:00 PM',
      hours: '11:00 AM - 3:00 PM, 5:00 PM - 10:00 PM',
      clock: '12:00',
      periods: [
        { open: '11:00', close: '15:00' },
        { open: '17:00', close: '22:00' },
      ],
      timeZone: 'America/Chicago',
    });

    clock = new Date('2026-11-16T22:00:00Z'); // 4:00 PM, between the periods
    expect((await status()).body).toMatchObject({ isOpen: false, hours: '11:00 AM - 3:00 PM, 5:00 PM - 10:00 PM' });
    clock = new Date('2026-11-16T23:30:00Z'); // 5:30 PM
    expect((await status()).body).toMatchObject({ isOpen: true });

    await staff.agent.post('/api/admin/restaurant-status').send({ mode: 'manual', status: 'closed' }).expect(200);
    expect((await status()).body).toMatchObject({ isOpen: false, mode: 'manual' });
  });

  test('site info lists the exceptions of the next 60 days, ongoing ones included, in date order', async () => {
    await storeException({ startDate: '2026-11-01', endDate: '2026-11-02', label: 'Renovation' });
    const ongoing = await storeException({ startDate: day(-2), endDate: day(1), label: 'Kitchen repairs' });
    const christmas = await admin.agent.post('/api/admin/schedule-exceptions').send(CHRISTMAS_EVE);
    const lastDay = await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ ...THANKSGIVING, startDate: day(60), endDate: day(62), label: 'Inventory' });
    await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ ...THANKSGIVING, startDate: day(61), endDate: day(61), label: 'Too far ahead' })
      .expect(409);
    await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ ...THANKSGIVING, startDate: day(63), endDate: day(63), label: 'Too far ahead' })
      .expect(201);

    const res = await request(ctx.app).get('/api/site-info');
    expect(res.status).toBe(200);
    expect(res.body.upcomingExceptions).toEqual([
      {
        id: ongoing.id,
        startDate: day(-2),
        endDate: day(1),
        closed: true,
        periods: [],
        label: 'Kitchen repairs',
        editable: true,
      },
      christmas.body.exception,
      lastDay.body.exception,
    ]);
  });

  test('a closure refuses the next online booking of its days; deleting it takes them again', async () => {
    const booking = {
      firstName: 'Hanna',
      lastName: 'Girma',
      email: `hanna-${run}@schedule.example`,
      phone: '(612) 555-0140',
      date: '2026-11-26',
      time: '18:00',
      guests: 2,
    };
    const closure = await admin.agent.post('/api/admin/schedule-exceptions').send(THANKSGIVING);
    const refused = await request(ctx.app).post('/api/reservations').send(booking);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ date: ['We are closed on Thursday, November 26 (Thanksgiving)'] });

    await admin.agent.delete(`/api/admin/schedule-exceptions/${closure.body.exception.id}`).expect(204);
    expect((await request(ctx.app).post('/api/reservations').send(booking)).status).toBe(201);
  });
});

describe('GET /api/admin/reservation-day', () => {
  test('per grid slot, the guests and bookings starting in it; staff bookings off the grid apart', async () => {
    await book(day(2), [
      { time: '18:00', guests: 4 },
      { time: '18:10', guests: 2 },
      { time: '19:00', guests: 6, status: 'pending' },
      { time: '19:00', guests: 8, status: 'cancelled' },
      { time: '10:00', guests: 3 },
    ]);
    const res = await staff.agent.get('/api/admin/reservation-day').query({ date: day(2) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      date: day(2),
      open: true,
      reason: null,
      periods: [{ open: '11:00', close: '21:30' }],
      exceptionLabel: null,
      pacingGuestsPerSlot: 24,
      dailyGuestCapacity: 80,
      bookedGuests: 15,
      offGrid: [{ time: '10:00', guests: 3 }],
    });
    expect(res.body.slots).toHaveLength(21);
    const slots = new Map(res.body.slots.map((slot: { time: string }) => [slot.time, slot]));
    expect(slots.get('18:00')).toEqual({ time: '18:00', guests: 6, bookings: 2 });
    expect(slots.get('19:00')).toEqual({ time: '19:00', guests: 6, bookings: 1 });
    expect(slots.get('12:00')).toEqual({ time: '12:00', guests: 0, bookings: 0 });
  });

  test('a closed or special day says so; only signed-in staff may read it; a bad date answers 400', async () => {
    await admin.agent.post('/api/admin/schedule-exceptions').send(THANKSGIVING).expect(201);
    const closed = await staff.agent.get('/api/admin/reservation-day').query({ date: '2026-11-26' });
    expect(closed.body).toMatchObject({
      open: false,
      reason: 'We are closed on Thursday, November 26 (Thanksgiving)',
      periods: [],
      exceptionLabel: 'Thanksgiving',
      slots: [],
    });

    await admin.agent.post('/api/admin/schedule-exceptions').send(CHRISTMAS_EVE).expect(201);
    const special = await staff.agent.get('/api/admin/reservation-day').query({ date: '2026-12-24' });
    expect(special.body).toMatchObject({ open: true, exceptionLabel: 'Christmas Eve', periods: CHRISTMAS_EVE.periods });
    expect(special.body.slots.at(-1).time).toBe('15:30');

    expect(
      (
        await request(ctx.app)
          .get('/api/admin/reservation-day')
          .query({ date: day(1) })
      ).status,
    ).toBe(401);
    const bad = await staff.agent.get('/api/admin/reservation-day').query({ date: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ date: ['Use the format YYYY-MM-DD'] });
  });
});

/** Pickup orders written straight to the database, on a restaurant-local date and time (CST). */
async function placeOrders(
  date: string,
  entries: { time: string; status: 'pending' | 'accepted' | 'ready' | 'cancelled' }[],
) {
  return ctx.database.db
    .insert(onlineOrders)
    .values(
      entries.map(({ time, status }, index) => ({
        orderNumber: `S-${run}-${++serial}`,
        customerName: `Guest ${lettersOf(serial)}`,
        phone: `(612) 555-0${100 + index}`,
        orderType: 'pickup',
        items: '1x Sambusa',
        subtotal: '9.50',
        tax: '0.86',
        total: '10.36',
        status,
        pickupDate: date,
        pickupSlot: time,
        pickupAt: new Date(`${date}T${time}:00-06:00`),
      })),
    )
    .returning();
}

const orderEntry = (row: typeof onlineOrders.$inferSelect) => ({
  id: row.id,
  orderNumber: row.orderNumber,
  customerName: row.customerName,
  phone: row.phone,
  pickupAt: row.pickupAt!.toISOString(),
});

describe('pickup orders a closure leaves out', () => {
  test('a closure over a day with two open orders lists both, not the cancelled one, and cancels nothing', async () => {
    const [lunch, dinner, cancelled] = await placeOrders('2026-11-26', [
      { time: '12:00', status: 'pending' },
      { time: '18:00', status: 'ready' },
      { time: '13:00', status: 'cancelled' },
    ]);
    await placeOrders('2026-11-27', [{ time: '12:00', status: 'accepted' }]);
    const [booked] = await book('2026-11-26', [{ time: '19:00', status: 'confirmed' }]);

    const res = await admin.agent.post('/api/admin/schedule-exceptions').send(THANKSGIVING);
    expect(res.status).toBe(201);
    expect(res.body.affected).toEqual({
      count: 3,
      reservations: [affectedEntry(booked!)],
      orders: [orderEntry(lunch!), orderEntry(dinner!)],
    });
    const statuses = await ctx.database.db
      .select({ status: onlineOrders.status })
      .from(onlineOrders)
      .where(eq(onlineOrders.id, cancelled!.id));
    expect(statuses).toEqual([{ status: 'cancelled' }]);
    expect((await ctx.database.db.select().from(onlineOrders).where(eq(onlineOrders.id, lunch!.id)))[0]?.status).toBe(
      'pending',
    );

    // Changing it to special hours lists no orders: a day with hours keeps its pickups.
    const changed = await admin.agent
      .put(`/api/admin/schedule-exceptions/${res.body.exception.id}`)
      .send({ ...THANKSGIVING, closed: false, periods: [{ open: '11:00', close: '15:00' }] });
    expect(changed.status).toBe(200);
    expect(changed.body.affected.orders).toEqual([]);
    await ctx.database.db.delete(onlineOrders);
  });

  test("closing by hand answers today's open orders beside the status; opening answers none", async () => {
    const [open] = await placeOrders(TODAY, [
      { time: '18:00', status: 'accepted' },
      { time: '19:00', status: 'cancelled' },
    ]);
    await placeOrders(day(1), [{ time: '12:00', status: 'pending' }]);

    const closed = await staff.agent.post('/api/admin/restaurant-status').send({ mode: 'manual', status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ isOpen: false, mode: 'manual', affectedOrders: [orderEntry(open!)] });

    const reopened = await staff.agent.post('/api/admin/restaurant-status').send({ mode: 'manual', status: 'open' });
    expect(reopened.body).not.toHaveProperty('affectedOrders');
    expect((await ctx.database.db.select().from(onlineOrders).where(eq(onlineOrders.id, open!.id)))[0]?.status).toBe(
      'accepted',
    );
    await ctx.database.db.delete(onlineOrders);
  });
});
