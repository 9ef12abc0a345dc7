import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, mailOutbox, reservationLinks, reservations } from '../db/schema';
import { mintToken } from './diner-links';
import { releaseLapsedHolds } from './holds';
import { signInAs } from '../../test-support/api/admins';
import { setCalendar } from '../../test-support/api/settings';
import { createTestContext, mailSettled, type TestContext } from '../../test-support/api/test-app';
import { lettersOf } from '../../test-support/names';

// 10:00 AM in Minneapolis on Monday 16 September 2097; the 20th is a Friday, open from 11:00 AM.
const START = new Date('2097-09-16T15:00:00Z');
const DATE = '2097-09-20';
let clock = START;
const minutesLater = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signInAs>>['agent'];
beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago', PUBLIC_URL: 'https://selam.example' },
    { now: () => clock, isolatedDatabase: true },
  );
  ctx.app.set('trust proxy', true);
  ({ agent: staff } = await signInAs(ctx, 'staff'));
});
afterAll(() => ctx.close());

let serial = 0;
function diner(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstName: 'Selam',
    lastName: `Diner${lettersOf(serial)}`,
    email: `diner-${serial}-${Date.now()}@diner.example`,
    phone: `(612) 555-${String(2000 + serial)}`,
    date: DATE,
    time: '18:00',
    guests: 2,
    ...overrides,
  };
}

const book = (body: object, ip = '198.51.100.1') =>
  request(ctx.app).post('/api/reservations').set('X-Forwarded-For', ip).send(body);
/** The token of the manage link in the latest "received" email to `to`: the only copy of it while the booking is held. */
async function emailedToken(to: string): Promise<string> {
  await mailSettled(ctx.app);
  const mails = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'reservation-received')))
    .orderBy(desc(mailOutbox.id));
  return /\/reservations\/manage\/([A-Za-z0-9_-]{32})/.exec(mails[0]!.text)![1]!;
}

describe('confirm by email', () => {
  test('unconfirmed bookings are released after 30 minutes and a real diner can book; a confirmed one is kept', async () => {
    await setCalendar(ctx.database.db, { booking: { dailyGuestCapacity: 10, confirmByEmail: true } });

    const fake = await book(diner({ guests: 6, firstName: 'Fake' }));
    expect(fake.status).toBe(201);
    expect(fake.body.confirmBy).toBe(new Date(START.getTime() + 30 * 60_000).toISOString());
    const real = await book(diner({ guests: 4, firstName: 'Hanna' }), '198.51.100.2');
    expect(real.status).toBe(201);

    await mailSettled(ctx.app);
    const [email] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, real.body.email));
    expect(email!.text).toContain(
      'Please confirm this reservation within 30 minutes, by 10:30 AM, with the link below.',
    );

    // Hanna confirms through her link; the fake booking never does.
    const confirmed = await request(ctx.app).post(
      `/api/manage/reservations/${await emailedToken(real.body.email)}/confirm`,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('pending');
    expect(confirmed.body.confirmBy).toBeUndefined();

    const tooSoon = await book(diner({ guests: 4, firstName: 'Abebe' }), '198.51.100.3');
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.code).toBe('FULLY_BOOKED');

    minutesLater(31);
    const later = await book(diner({ guests: 4, firstName: 'Abebe' }), '198.51.100.3');
    expect(later.status).toBe(201);

    const rows = await ctx.database.db.select().from(reservations).where(eq(reservations.date, DATE));
    const byName = Object.fromEntries(rows.map((row) => [row.firstName, row.status]));
    expect(byName).toEqual({ Fake: 'cancelled', Hanna: 'pending', Abebe: 'pending' });

    const fakeToken = await emailedToken(fake.body.email);
    const released = await request(ctx.app).post(`/api/manage/reservations/${fakeToken}/confirm`);
    expect(released.status).toBe(409);
    expect(released.body.message).toMatch(
      /^This reservation was released because it was not confirmed within 30 minutes\./,
    );
    expect((await request(ctx.app).get(`/api/manage/reservations/${fakeToken}`)).body.status).toBe('cancelled');
  });

  test('while held, the answer carries no link; only the emailed link confirms, and a change through it keeps the hold', async () => {
    await setCalendar(ctx.database.db, { booking: { dailyGuestCapacity: 80, confirmByEmail: true } });
    const held = await book(diner({ date: '2097-09-21', time: '19:00' }), '198.51.100.9');
    expect(held.status).toBe(201);
    expect(held.body.confirmBy).toBeDefined();
    expect(held.body).not.toHaveProperty('managePath');
    expect(JSON.stringify(held.body)).not.toMatch(/[A-Za-z0-9_-]{32}/);

    const token = await emailedToken(held.body.email);
    const path = `/api/manage/reservations/${token}`;
    // The diner (or anyone with the link) may change the booking; that does not confirm it.
    const changed = await request(ctx.app).put(path).send({ date: '2097-09-21', time: '19:00', guests: 2 });
    expect(changed.status).toBe(200);
    expect(changed.body.confirmBy).toBe(held.body.confirmBy);
    const moved = await request(ctx.app).put(path).send({ date: '2097-09-21', time: '19:30', guests: 3 });
    expect(moved.body.confirmBy).toBe(held.body.confirmBy);
    const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, held.body.id));
    expect(row!.holdExpiresAt?.toISOString()).toBe(held.body.confirmBy);

    // A link that was never in a held booking's email cannot confirm it.
    const other = mintToken();
    await ctx.database.db.insert(reservationLinks).values({ tokenHash: other.hash, reservationId: held.body.id });
    const refused = await request(ctx.app).post(`/api/manage/reservations/${other.token}/confirm`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Please confirm with the link in the email we sent you.');
    expect((await request(ctx.app).get(path)).body.confirmBy).toBe(held.body.confirmBy);

    const confirmed = await request(ctx.app).post(`${path}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.confirmBy).toBeUndefined();
    minutesLater(31);
    expect((await request(ctx.app).get(path)).body.status).toBe('pending');
  });

  test('the minute job releases lapsed holds on every date; with the setting off nothing is held', async () => {
    await setCalendar(ctx.database.db, { booking: { confirmByEmail: true } });
    const held = await book(diner({ date: '2097-09-27' }), '198.51.100.4');
    expect(held.body.confirmBy).toBeDefined();
    minutesLater(30);
    const dates = await ctx.database.db.transaction((tx) => releaseLapsedHolds(tx, ctx.app.context));
    expect(dates).toContain('2097-09-27');
    const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, held.body.id));
    expect(row!.status).toBe('cancelled');

    await setCalendar(ctx.database.db, { booking: { confirmByEmail: false } });
    const plain = await book(diner({ date: '2097-09-27' }), '198.51.100.5');
    expect(plain.status).toBe(201);
    expect(plain.body.confirmBy).toBeUndefined();
  });
});

describe('marking bookings as spam', () => {
  test('staff see the bookings from the same address, email or phone, and cancel them together without emailing anyone', async () => {
    await setCalendar(ctx.database.db, { booking: { confirmByEmail: false, dailyGuestCapacity: 80 } });
    const spammer = '203.0.113.66';
    const first = await book(diner({ date: '2097-10-04' }), spammer);
    const second = await book(diner({ date: '2097-10-05' }), spammer);
    const samePhone = await book(diner({ date: '2097-10-04', phone: first.body.phone }), '203.0.113.67');
    const unrelated = await book(diner({ date: '2097-10-04' }), '203.0.113.68');
    for (const res of [first, second, samePhone, unrelated]) expect(res.status).toBe(201);
    await mailSettled(ctx.app);
    const mailsBefore = (await ctx.database.db.select().from(mailOutbox)).length;

    const related = await staff.get(`/api/admin/reservations/${first.body.id}/related`);
    expect(related.status).toBe(200);
    const ids = (related.body as { id: number }[]).map((row) => row.id);
    expect(ids.sort()).toEqual([first.body.id, second.body.id, samePhone.body.id].sort());

    const marked = await staff.post('/api/admin/reservations/spam').send({ ids });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ cancelled: 3 });
    const rows = await ctx.database.db.select().from(reservations).where(eq(reservations.date, '2097-10-04'));
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.status, row.markedSpamAt !== null]]))).toMatchObject({
      [first.body.id]: ['cancelled', true],
      [samePhone.body.id]: ['cancelled', true],
      [unrelated.body.id]: ['pending', false],
    });
    await mailSettled(ctx.app);
    expect((await ctx.database.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'mark-spam'));
    expect(audits).toHaveLength(3);

    // Marking again changes nothing; a bad list is refused in words.
    expect((await staff.post('/api/admin/reservations/spam').send({ ids })).body).toEqual({ cancelled: 0 });
    const empty = await staff.post('/api/admin/reservations/spam').send({ ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Choose at least one reservation');
    expect((await request(ctx.app).post('/api/admin/reservations/spam').send({ ids })).status).toBe(401);
  });
});
