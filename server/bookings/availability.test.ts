import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import type { ReservationStatus } from '@shared/constants';
import { addDays } from '@shared/time';
import { reservations } from '../db/schema';
import { invalidateAvailability } from '../site';
import { signInAs } from '../../test-support/api/admins';
import { resetCalendar, setCalendar as setCalendarIn } from '../../test-support/api/settings';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { lettersOf } from '../../test-support/names';

// Monday 16 November 2026, 10:00 AM in Minneapolis (CST, UTC-6). The database is this file's
// own, so every test starts from the default calendar with no bookings and no exceptions.
const TODAY = '2026-11-16';
const TEN_AM = new Date('2026-11-16T16:00:00Z');
let clock = TEN_AM;
const day = (offset: number) => addDays(TODAY, offset);

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => clock, isolatedDatabase: true },
  );
  admin = await signInAs(ctx, 'admin');
});
afterAll(() => ctx.close());

beforeEach(async () => {
  clock = TEN_AM;
  await resetCalendar(ctx.database.db);
});

const setCalendar = (values: Parameters<typeof setCalendarIn>[1]) => setCalendarIn(ctx.database.db, values);

const run = randomUUID().slice(0, 8);
let serial = 0;

/** Bookings written straight to the database, with names, emails and phones the answers must not show. */
async function book(date: string, entries: { time: string; guests: number; status?: ReservationStatus }[]) {
  await ctx.database.db.insert(reservations).values(
    entries.map((entry) => {
      serial += 1;
      return {
        firstName: `Private${lettersOf(serial)}`,
        lastName: `Guest${lettersOf(run)}`,
        email: `private-${run}-${serial}@availability.example`,
        phone: `(612) 555-${String(1000 + serial).slice(-4)}`,
        date,
        time: entry.time,
        guests: entry.guests,
        requests: `Secret request ${run}`,
        status: entry.status ?? 'confirmed',
      };
    }),
  );
  invalidateAvailability(ctx.database.db);
}

const availability = (query: Record<string, string | number>) => request(ctx.app).get('/api/availability').query(query);
const month = (value: string) => request(ctx.app).get('/api/availability/month').query({ month: value });

/** Clock times from `from` to `to`, every `step` minutes: 11:00 to 21:00 is a default weekday's grid. */
function grid(from: string, to: string, step = 30): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let at = toMinutes(from); at <= toMinutes(to); at += step) {
    times.push(`${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`);
  }
  return times;
}

const statesOf = (body: { slots: { time: string; state: string }[] }) =>
  Object.fromEntries(body.slots.map((slot) => [slot.time, slot.state]));

describe('GET /api/availability on an open day', () => {
  test('lists every slot of the day, all available, with a short public cache and no cookie', async () => {
    const res = await availability({ date: day(1) });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=2');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toMatchObject({
      date: day(1),
      open: true,
      reason: null,
      slots: grid('11:00', '21:00').map((time) => ({ time, state: 'available' })),
    });
  });

  test('a slot with fewer than 8 seats left is limited, a slot at its pacing is full; cancelled bookings count for nothing', async () => {
    const date = day(2);
    await book(date, [
      { time: '18:30', guests: 10 },
      { time: '18:30', guests: 8, status: 'pending' },
      { time: '18:30', guests: 6 },
      { time: '19:00', guests: 10 },
      { time: '19:00', guests: 7 },
      // A staff booking off the grid counts in the slot it starts in.
      { time: '19:10', guests: 2 },
      { time: '12:00', guests: 20, status: 'cancelled' },
      { time: '13:00', guests: 17 },
    ]);

    const states = statesOf((await availability({ date })).body);
    expect(states['18:30']).toBe('full');
    expect(states['19:00']).toBe('limited');
    expect(states['12:00']).toBe('available');
    // 17 booked: 7 seats left, fewer than 8.
    expect(states['13:00']).toBe('limited');
    expect(states['19:30']).toBe('available');
    expect(Object.values(states).filter((state) => state === 'available')).toHaveLength(18);

    // 5 seats left at 7:00 PM: room for 5, not for 6.
    expect(statesOf((await availability({ date, guests: 5 })).body)['19:00']).toBe('limited');
    expect(statesOf((await availability({ date, guests: 6 })).body)['19:00']).toBe('full');
    expect(statesOf((await availability({ date, guests: 7 })).body)['13:00']).toBe('limited');
    expect(statesOf((await availability({ date, guests: 8 })).body)['13:00']).toBe('full');
  });

  test('more than 60 guests on the day makes every slot limited, and full once the party no longer fits', async () => {
    const date = day(3);
    await book(date, [
      { time: '12:00', guests: 20 },
      { time: '13:00', guests: 20 },
      { time: '14:00', guests: 20 },
    ]);
    // 60 booked: not yet limited.
    expect(statesOf((await availability({ date })).body)['17:00']).toBe('available');

    await book(date, [{ time: '15:00', guests: 1 }]);
    const limited = (await availability({ date })).body;
    expect(new Set(limited.slots.map((slot: { state: string }) => slot.state))).toEqual(new Set(['limited']));

    await book(date, [{ time: '16:00', guests: 14 }]);
    // 75 booked: 5 seats left on the day, whichever slot (the fullest slots have 4).
    expect(
      new Set((await availability({ date, guests: 4 })).body.slots.map((slot: { state: string }) => slot.state)),
    ).toEqual(new Set(['limited']));
    expect(
      new Set((await availability({ date, guests: 6 })).body.slots.map((slot: { state: string }) => slot.state)),
    ).toEqual(new Set(['full']));
  });

  test('a booking or a closure made through the app shows in the very next answer', async () => {
    const date = day(4);
    expect(statesOf((await availability({ date })).body)['19:00']).toBe('available');

    for (const lastName of ['Abebe', 'Bekele', 'Desta']) {
      const booked = await request(ctx.app)
        .post('/api/reservations')
        .send({
          firstName: 'Hanna',
          lastName,
          email: `${lastName.toLowerCase()}-${run}@availability.example`,
          phone: '(612) 555-0140',
          date,
          time: '19:00',
          guests: 8,
        });
      expect(booked.status).toBe(201);
    }
    expect(statesOf((await availability({ date })).body)['19:00']).toBe('full');

    const closure = await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ startDate: date, endDate: date, closed: true, label: 'Family wedding' });
    expect(closure.status).toBe(201);
    expect((await availability({ date })).body).toMatchObject({ open: false, slots: [] });
  });

  test('hours and booking rules saved in Settings show in the very next answer', async () => {
    const monday = day(7);
    expect((await availability({ date: monday })).body.open).toBe(true);
    expect((await month('2026-11')).body.days.find((entry: { date: string }) => entry.date === monday)).toMatchObject({
      open: true,
    });

    const saved = await admin.agent.put('/api/admin/settings').send({
      weeklyHours: { ...DEFAULT_WEEKLY_HOURS, monday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] } },
      booking: { ...DEFAULT_BOOKING_SETTINGS, slotIntervalMinutes: 60 },
    });
    expect(saved.status).toBe(200);

    expect((await availability({ date: monday })).body).toMatchObject({
      open: false,
      reason: 'We are closed on Mondays',
    });
    expect((await month('2026-11')).body.days.find((entry: { date: string }) => entry.date === monday)).toMatchObject({
      open: false,
    });
    expect((await availability({ date: day(1) })).body.slots.map((slot: { time: string }) => slot.time)).toEqual(
      grid('11:00', '21:00', 60),
    );
  });

  test('the party size defaults to the smallest online party, and answers for the one asked', async () => {
    const date = day(2);
    await book(date, [
      { time: '19:00', guests: 20 },
      { time: '19:00', guests: 3 },
    ]);
    await setCalendar({ booking: { minPartySize: 2 } });
    expect(statesOf((await availability({ date })).body)['19:00']).toBe('full');
    expect(statesOf((await availability({ date, guests: 2 })).body)['19:00']).toBe('full');

    await setCalendar({ booking: { minPartySize: 1 } });
    expect(statesOf((await availability({ date })).body)['19:00']).toBe('limited');
  });

  test('the grid follows the periods, the interval and the last seating of the settings', async () => {
    await setCalendar({
      weeklyHours: {
        tuesday: {
          closed: false,
          periods: [
            { open: '11:00', close: '14:00' },
            { open: '17:00', close: '22:00' },
          ],
        },
      },
      booking: { slotIntervalMinutes: 15, lastSeatingMinutes: 60 },
    });
    const res = await availability({ date: day(1) });
    expect(res.body.slots.map((slot: { time: string }) => slot.time)).toEqual([
      ...grid('11:00', '13:00', 15),
      ...grid('17:00', '21:00', 15),
    ]);
  });
});

describe('GET /api/availability on closed days and special hours', () => {
  test('a weekday the weekly hours close answers closed, with the reason and no slots', async () => {
    await setCalendar({ weeklyHours: { monday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] } } });
    const res = await availability({ date: day(7) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: day(7), open: false, reason: 'We are closed on Mondays', slots: [] });
  });

  test('a closed exception names its day and label', async () => {
    const saved = await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ startDate: '2026-11-26', endDate: '2026-11-26', closed: true, label: 'Thanksgiving' });
    expect(saved.status).toBe(201);
    const res = await availability({ date: '2026-11-26' });
    expect(res.body).toMatchObject({
      date: '2026-11-26',
      open: false,
      reason: 'We are closed on Thursday, November 26 (Thanksgiving)',
      slots: [],
    });
    // The days around it keep the weekly hours.
    expect((await availability({ date: '2026-11-27' })).body.open).toBe(true);
  });

  test('special hours replace the whole day: only their slots are offered', async () => {
    await setCalendar({ weeklyHours: { thursday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] } } });
    const saved = await admin.agent.post('/api/admin/schedule-exceptions').send({
      startDate: '2026-12-24',
      endDate: '2026-12-24',
      closed: false,
      periods: [{ open: '11:00', close: '16:00' }],
      label: 'Christmas Eve',
    });
    expect(saved.status).toBe(201);
    const res = await availability({ date: '2026-12-24' });
    expect(res.body).toMatchObject({
      date: '2026-12-24',
      open: true,
      reason: null,
      slots: grid('11:00', '15:30').map((time) => ({ time, state: 'available' })),
    });
  });
});

describe('GET /api/availability today: the same-day lead time', () => {
  test('at 10:00 AM with 60 minutes of lead time the first slot offered is 11:30 AM', async () => {
    const res = await availability({ date: TODAY });
    expect(res.body.open).toBe(true);
    expect(res.body.slots.map((slot: { time: string }) => slot.time)).toEqual(grid('11:30', '21:00'));
  });

  test('a slot exactly the lead time away is no longer offered; the lead time comes from the settings', async () => {
    clock = new Date('2026-11-16T16:30:00Z'); // 10:30 AM
    expect((await availability({ date: TODAY })).body.slots[0].time).toBe('12:00');

    invalidateAvailability(ctx.database.db);
    clock = TEN_AM;
    await setCalendar({ booking: { sameDayLeadMinutes: 120 } });
    expect((await availability({ date: TODAY })).body.slots[0].time).toBe('12:30');
  });

  test('late in the evening today is still open but has no slot left', async () => {
    clock = new Date('2026-11-17T02:30:00Z'); // 8:30 PM
    expect((await availability({ date: TODAY })).body).toEqual({
      date: TODAY,
      open: true,
      reason: null,
      reasonKey: null,
      slots: [],
    });
  });
});

describe('GET /api/availability refusals', () => {
  test('a missing, malformed or impossible date answers 400 with fieldErrors.date', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'Date is required'],
      [{ date: '16/11/2026' }, 'Use the format YYYY-MM-DD'],
      [{ date: '2026-02-30' }, 'Enter a real calendar date'],
    ];
    for (const [query, message] of cases) {
      const res = await availability(query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { date: [message] } });
    }
  });

  test('a date outside the booking window answers 400 with fieldErrors.date; the horizon comes from the settings', async () => {
    const past = await availability({ date: day(-1) });
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors).toEqual({ date: ['Choose today or a later date'] });

    const beyond = await availability({ date: day(61) });
    expect(beyond.status).toBe(400);
    expect(beyond.body.fieldErrors).toEqual({ date: ['Reservations can be made up to 60 days ahead'] });
    expect((await availability({ date: day(60) })).status).toBe(200);

    await setCalendar({ booking: { horizonDays: 10 } });
    expect((await availability({ date: day(11) })).body.fieldErrors).toEqual({
      date: ['Reservations can be made up to 10 days ahead'],
    });
    expect((await availability({ date: day(10) })).status).toBe(200);
  });

  test('a party size that is not a whole number or outside the online party sizes answers 400 with fieldErrors.guests', async () => {
    const cases: [string | number, string][] = [
      ['many', 'Guests must be a whole number'],
      ['2.5', 'Guests must be a whole number'],
      [0, 'At least 1 guest required'],
      [11, 'For more than 10 guests, please call us at least a day ahead'],
      [21, 'At most 20 guests'],
    ];
    for (const [guests, message] of cases) {
      const res = await availability({ date: day(1), guests });
      expect(res.status, `guests=${guests}`).toBe(400);
      expect(res.body.fieldErrors).toEqual({ guests: [message] });
    }

    await setCalendar({ booking: { minPartySize: 2, maxPartySize: 6 } });
    expect((await availability({ date: day(1), guests: 1 })).body.fieldErrors).toEqual({
      guests: ['Online bookings are for 2 guests or more'],
    });
    expect((await availability({ date: day(1), guests: 7 })).body.fieldErrors).toEqual({
      guests: ['For more than 6 guests, please call us at least a day ahead'],
    });
    expect((await availability({ date: day(1), guests: 6 })).status).toBe(200);
  });
});

describe('no personal data', () => {
  test('the day and month answers carry only dates, times and states, whoever booked', async () => {
    const date = day(2);
    await book(date, [
      { time: '19:00', guests: 20 },
      { time: '12:00', guests: 4, status: 'pending' },
    ]);
    const res = await availability({ date });
    expect(Object.keys(res.body).sort()).toEqual(['date', 'open', 'reason', 'reasonKey', 'slots']);
    for (const slot of res.body.slots) expect(Object.keys(slot).sort()).toEqual(['state', 'time']);

    const monthly = await month('2026-11');
    for (const entry of monthly.body.days)
      expect(Object.keys(entry).sort()).toEqual(['bookable', 'date', 'open', 'reason', 'reasonKey']);

    for (const text of [JSON.stringify(res.body), JSON.stringify(monthly.body)]) {
      expect(text).not.toContain(run);
      expect(text).not.toContain('Private');
      expect(text).not.toContain('555-');
      expect(text).not.toMatch(/"guests"/);
    }
  });
});

describe('GET /api/availability/month', () => {
  test('every day of the month: past days and closed days are not bookable, closed ones say why', async () => {
    await setCalendar({ weeklyHours: { monday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] } } });
    await admin.agent
      .post('/api/admin/schedule-exceptions')
      .send({ startDate: '2026-11-26', endDate: '2026-11-26', closed: true, label: 'Thanksgiving' })
      .expect(201);

    const res = await month('2026-11');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=2');
    expect(res.body.month).toBe('2026-11');
    expect(res.body.days).toHaveLength(30);
    const byDate = new Map(res.body.days.map((entry: { date: string }) => [entry.date, entry]));

    expect(byDate.get('2026-11-01')).toEqual({
      date: '2026-11-01',
      open: true,
      bookable: false,
      reason: null,
      reasonKey: null,
    });
    expect(byDate.get('2026-11-15')).toEqual({
      date: '2026-11-15',
      open: true,
      bookable: false,
      reason: null,
      reasonKey: null,
    });
    // Today is a Monday, closed by the weekly hours; tomorrow is the first bookable day.
    expect(byDate.get(TODAY)).toEqual({
      date: TODAY,
      open: false,
      bookable: false,
      reason: 'We are closed on Mondays',
      reasonKey: { key: 'reservation.closedWeekday', params: { weekday: 'monday' } },
    });
    expect(byDate.get('2026-11-17')).toEqual({
      date: '2026-11-17',
      open: true,
      bookable: true,
      reasonKey: null,
      reason: null,
    });
    expect(byDate.get('2026-11-23')).toMatchObject({
      open: false,
      bookable: false,
      reason: 'We are closed on Mondays',
    });
    expect(byDate.get('2026-11-26')).toEqual({
      date: '2026-11-26',
      open: false,
      bookable: false,
      reason: 'We are closed on Thursday, November 26 (Thanksgiving)',
      reasonKey: { key: 'reservation.closedDate', params: { date: '2026-11-26', label: 'Thanksgiving' } },
    });
    expect(byDate.get('2026-11-30')).toMatchObject({ open: false, bookable: false });
    const bookable = res.body.days
      .filter((entry: { bookable: boolean }) => entry.bookable)
      .map((entry: { date: string }) => entry.date);
    expect(bookable).toEqual(
      ['17', '18', '19', '20', '21', '22', '24', '25', '27', '28', '29'].map((d) => `2026-11-${d}`),
    );
  });

  test('a fully booked day is open but not bookable; today is not bookable once its last slot is within the lead time', async () => {
    await book(day(2), [
      { time: '12:00', guests: 20 },
      { time: '13:00', guests: 20 },
      { time: '14:00', guests: 20 },
      { time: '18:00', guests: 20 },
    ]);
    // Every slot of day 3 at its pacing, the day itself far from its capacity.
    await setCalendar({ booking: { dailyGuestCapacity: 1000 } });
    await book(
      day(3),
      grid('11:00', '21:00').map((time) => ({ time, guests: 20 })),
    );
    await book(
      day(3),
      grid('11:00', '21:00').map((time) => ({ time, guests: 4 })),
    );
    await setCalendar({ booking: { dailyGuestCapacity: 80 } });

    const november = new Map((await month('2026-11')).body.days.map((entry: { date: string }) => [entry.date, entry]));
    expect(november.get(day(2))).toEqual({ date: day(2), open: true, bookable: false, reason: null, reasonKey: null });
    expect(november.get(day(1))).toMatchObject({ open: true, bookable: true });
    expect(november.get(TODAY)).toMatchObject({ open: true, bookable: true });

    await setCalendar({ booking: { dailyGuestCapacity: 1000 } });
    const paced = new Map((await month('2026-11')).body.days.map((entry: { date: string }) => [entry.date, entry]));
    expect(paced.get(day(2))).toMatchObject({ open: true, bookable: true });
    expect(paced.get(day(3))).toEqual({ date: day(3), open: true, bookable: false, reason: null, reasonKey: null });

    clock = new Date('2026-11-17T02:30:00Z'); // 8:30 PM: the 9:00 PM slot is within the lead time
    invalidateAvailability(ctx.database.db);
    const late = new Map((await month('2026-11')).body.days.map((entry: { date: string }) => [entry.date, entry]));
    expect(late.get(TODAY)).toEqual({ date: TODAY, open: true, bookable: false, reason: null, reasonKey: null });
  });

  test('days beyond the horizon are not bookable, days in it are', async () => {
    // Today plus 60 days is 15 January 2027.
    const res = await month('2027-01');
    expect(res.body.days).toHaveLength(31);
    const bookable = res.body.days
      .filter((entry: { bookable: boolean }) => entry.bookable)
      .map((entry: { date: string }) => entry.date);
    expect(bookable[0]).toBe('2027-01-01');
    expect(bookable.at(-1)).toBe('2027-01-15');
    expect(bookable).toHaveLength(15);
    expect(res.body.days.find((entry: { date: string }) => entry.date === '2027-01-16')).toEqual({
      date: '2027-01-16',
      open: true,
      bookable: false,
      reason: null,
      reasonKey: null,
    });
  });

  test('a month wholly past or wholly beyond the horizon answers 400: the date picker never shows one', async () => {
    const february = await month('2027-02');
    expect(february.status).toBe(400);
    expect(february.body.fieldErrors).toEqual({ month: ['Reservations can be made up to 60 days ahead'] });
    const october = await month('2026-10');
    expect(october.status).toBe(400);
    expect(october.body.fieldErrors).toEqual({ month: ['Choose this month or a later one'] });

    await setCalendar({ booking: { horizonDays: 90 } });
    expect((await month('2027-02')).status).toBe(200);
  });

  test('a missing or malformed month answers 400 with fieldErrors.month', async () => {
    for (const query of [
      {},
      { month: '2026-13' },
      { month: '2026-1' },
      { month: 'november' },
      { month: '9999-12' },
      { month: '10000-01' },
      { month: '0000-01' },
    ]) {
      const res = await request(ctx.app).get('/api/availability/month').query(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.body.fieldErrors)).toEqual(['month']);
    }
  });
});
