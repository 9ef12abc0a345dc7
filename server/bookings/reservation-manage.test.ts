import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { addDays } from '@shared/time';
import { mailOutbox, reservationLinks, reservations } from '../db/schema';
import { sendDueReminders } from './reservation-reminders';
import { signInAs } from '../../test-support/api/admins';
import { setCalendar } from '../../test-support/api/settings';
import { startSmtpReceiver, type SmtpReceiver } from '../../test-support/api/smtp-receiver';
import { createTestContext, startAnotherApp, type TestContext } from '../../test-support/api/test-app';
import { lettersOf } from '../../test-support/names';

// Wednesday 10 June 2093, 10:00 AM in Minneapolis (CDT, UTC-5). Every date here lies in 2093,
// which no other test file books. Default hours: 11:00 AM to 9:30 PM on weekdays.
const TODAY = '2093-06-10';
const TEN_AM = new Date('2093-06-10T15:00:00Z');
let clock = TEN_AM;
const dayAfter = (days: number) => addDays(TODAY, days);
const PUBLIC_URL = 'https://selam.example';

let ctx: TestContext;
let smtp: SmtpReceiver;
let staff: Awaited<ReturnType<typeof signInAs>>;
let serial = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  // A database of its own: the tests change the booking settings.
  ctx = await createTestContext(
    {
      RESTAURANT_TIMEZONE: 'America/Chicago',
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      MAIL_FROM: 'Selam <no-reply@selam.example>',
    },
    { now: () => clock, isolatedDatabase: true },
  );
  staff = await signInAs(ctx, 'staff');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  clock = TEN_AM;
});

function booking(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstName: 'Abebe',
    lastName: `Kebede${lettersOf(serial)}`,
    email: `manage-${Date.now()}-${serial}@diner.example`,
    phone: '(612) 555-0142',
    date: dayAfter(3),
    time: '19:00',
    guests: 4,
    requests: 'By the window',
    ...overrides,
  };
}

async function book(overrides: Record<string, unknown> = {}) {
  const input = booking(overrides);
  const res = await request(ctx.app).post('/api/reservations').send(input);
  expect(res.status).toBe(201);
  await ctx.app.mailer.idle();
  const token = (res.body.managePath as string).split('/').pop()!;
  return { input, body: res.body, token, path: `/api/manage/reservations/${token}` };
}

/** The parsed emails to `to` whose outbox kind is `kind`, oldest first. */
async function mailsOf(to: string, kind: string): Promise<ParsedMail[]> {
  await ctx.app.mailer.idle();
  const ids = (
    await ctx.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
  ).map((row) => row.id);
  const parsed = await Promise.all(
    smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => simpleParser(mail.raw)),
  );
  return parsed.filter((mail) => ids.some((id) => mail.messageId?.startsWith(`<outbox-${id}.`)));
}

describe('a booking and its manage link', () => {
  test('the answer, the email and the calendar entry carry the link; only its hash is stored', async () => {
    const { input, body, token } = await book({ firstName: "D'Abebe", requests: 'No <script>spice</script>' });
    expect(body.managePath).toMatch(/^\/reservations\/manage\/[A-Za-z0-9_-]{32}$/);

    const [mail] = await mailsOf(input.email, 'reservation-received');
    expect(mail!.text).toContain(`${PUBLIC_URL}${body.managePath}`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}${body.managePath}"`);
    expect(mail!.html).toContain('D&#39;Abebe');
    // The requests are the diner's own words: the manage page shows them, the email does not.
    expect(mail!.text).not.toContain('spice');
    expect(mail!.html).not.toContain('spice');
    const ics = mail!.attachments.find((attachment) => attachment.filename === 'reservation.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ics!.content.toString('utf8');
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toMatch(new RegExp(`DTSTART;TZID=America/Chicago:${input.date.replaceAll('-', '')}T190000`));
    expect(calendar).toMatch(new RegExp(`UID:reservation-${body.id}@selam\\.example`));

    const links = await ctx.database.db
      .select()
      .from(reservationLinks)
      .where(eq(reservationLinks.reservationId, body.id));
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  test('GET shows the booking and nothing internal', async () => {
    const { input, path } = await book();
    const res = await request(ctx.app).get(path).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      firstName: 'Abebe',
      date: input.date,
      time: '19:00',
      guests: 4,
      requests: 'By the window',
      status: 'pending',
      language: 'en',
      cancelCutoffHours: 2,
      changeableUntil: new Date(`${input.date}T22:00:00Z`).toISOString(),
      canChange: true,
      cancellableUntil: new Date(`${input.date}T22:00:00Z`).toISOString(),
      canCancel: true,
    });
  });

  test('a token too short, too long, not base64url, unknown, or of a deleted booking is a plain 404', async () => {
    const { body, token } = await book();
    const unknown = 'A'.repeat(32);
    for (const bad of [token.slice(0, 31), `${token}A`, `${token.slice(0, 31)}!`, unknown, '%00']) {
      const res = await request(ctx.app).get(`/api/manage/reservations/${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(404);
      expect(res.body).toEqual({
        message: 'Reservation not found',
        code: 'NOT_FOUND',
        messageKey: 'reservation.notFound',
        params: {},
      });
    }
    await ctx.database.db.delete(reservations).where(eq(reservations.id, body.id));
    await request(ctx.app).get(`/api/manage/reservations/${token}`).expect(404);
    await request(ctx.app).post(`/api/manage/reservations/${token}/cancel`).expect(404);
    await request(ctx.app).get(`/api/manage/reservations/${token}/calendar.ics`).expect(404);
  });
});

describe('changing a booking', () => {
  test('a new time is checked, goes back to pending, raises the calendar SEQUENCE and is emailed', async () => {
    const { input, body, path } = await book();
    await staff.agent.put(`/api/reservations/${body.id}`).send({ status: 'confirmed' }).expect(200);

    const res = await request(ctx.app)
      .put(path)
      .send({ date: input.date, time: '20:00', guests: 3, requests: 'Quiet corner' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ time: '20:00', guests: 3, requests: 'Quiet corner', status: 'pending' });

    const [changed] = await mailsOf(input.email, 'reservation-changed');
    expect(changed!.text).toContain('8:00 PM');
    expect(changed!.text).toMatch(/https:\/\/selam\.example\/reservations\/manage\/[A-Za-z0-9_-]{32}/);
    const ics = await request(ctx.app).get(`${path}/calendar.ics`).expect(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['content-disposition']).toMatch(/^attachment; filename="?reservation\.ics"?$/);
    expect(ics.text).toContain('SEQUENCE:1');
    expect(ics.text).toContain('T200000');
  });

  test('a full slot or a closed day gives field errors and the booking stays as it was', async () => {
    const date = dayAfter(4);
    const { input, body, path } = await book({ date, time: '19:00', guests: 2 });
    // 24 guests fill the 6:00 PM slot.
    for (let i = 0; i < 3; i += 1)
      await request(ctx.app)
        .post('/api/reservations')
        .send(booking({ date, time: '18:00', guests: 8 }))
        .expect(201);
    const full = await request(ctx.app).put(path).send({ date, time: '18:00', guests: 2 });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('FULLY_BOOKED');
    expect(full.body.fieldErrors.time[0]).toMatch(/6:00 PM is fully booked/);

    await setCalendar(ctx.database.db, { weeklyHours: { monday: { closed: true, periods: [] } } });
    try {
      const monday = dayAfter(5);
      const closed = await request(ctx.app).put(path).send({ date: monday, time: '19:00', guests: 2 });
      expect(closed.status).toBe(400);
      expect(closed.body.fieldErrors.date).toEqual(['We are closed on Mondays']);
    } finally {
      await setCalendar(ctx.database.db, {});
    }
    const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, body.id));
    expect(row).toMatchObject({ date: input.date, time: '19:00', guests: 2, status: 'pending', revision: 0 });
    expect(await mailsOf(input.email, 'reservation-changed')).toEqual([]);
  });

  test('after the cut-off, a change or a cancel is 409 with the cut-off in the message', async () => {
    const { input, path } = await book({ date: dayAfter(1), time: '19:00' });
    // 5:30 PM the next day: the 2-hour cut-off (5:00 PM) has passed.
    clock = new Date(`${input.date}T22:30:00Z`);
    const get = await request(ctx.app).get(path).expect(200);
    expect(get.body.canChange).toBe(false);
    const change = await request(ctx.app).put(path).send({ date: input.date, time: '20:00', guests: 4 });
    expect(change.status).toBe(409);
    expect(change.body.code).toBe('CUTOFF_PASSED');
    expect(change.body.message).toMatch(
      /^Online changes closed at 5:00 PM on Thursday, June 11, 2093, 2 hours before your reservation\. Please call us at /,
    );
    expect((await request(ctx.app).post(`${path}/cancel`)).status).toBe(409);
  });
});

describe('cancelling a booking', () => {
  test('a booking made inside the cut-off can be cancelled online for 15 minutes after it was made, but not changed', async () => {
    // 11:30 AM today, booked at 10:00 AM: the 2-hour cut-off (9:30 AM) passed before it was made.
    const first = await book({ date: TODAY, time: '11:30' });
    const get = await request(ctx.app).get(first.path).expect(200);
    expect(get.body).toMatchObject({
      canChange: false,
      canCancel: true,
      changeableUntil: new Date(`${TODAY}T14:30:00Z`).toISOString(),
      cancellableUntil: new Date(`${TODAY}T15:15:00Z`).toISOString(),
    });
    const change = await request(ctx.app).put(first.path).send({ date: TODAY, time: '12:00', guests: 4 });
    expect(change.status).toBe(409);
    expect(change.body.code).toBe('CUTOFF_PASSED');

    clock = new Date(`${TODAY}T15:14:00Z`);
    const cancelled = await request(ctx.app).post(`${first.path}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await mailsOf(first.input.email, 'reservation-cancelled-by-guest')).toHaveLength(1);

    clock = TEN_AM;
    const second = await book({ date: TODAY, time: '12:00' });
    clock = new Date(`${TODAY}T15:16:00Z`);
    expect((await request(ctx.app).get(second.path)).body.canCancel).toBe(false);
    const late = await request(ctx.app).post(`${second.path}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('CUTOFF_PASSED');
    expect(late.body.message).toMatch(
      /^Online cancellation closed at 10:15 AM, 15 minutes after the reservation was made\. Please call us at /,
    );
  });

  test('cancels once, emails once; a second cancel answers the same and sends nothing', async () => {
    const { input, body, path } = await book();
    const first = await request(ctx.app).post(`${path}/cancel`).expect(200);
    expect(first.body).toMatchObject({ status: 'cancelled', canChange: false });
    const second = await request(ctx.app).post(`${path}/cancel`).expect(200);
    expect(second.body).toEqual(first.body);

    const mails = await mailsOf(input.email, 'reservation-cancelled-by-guest');
    expect(mails).toHaveLength(1);
    const calendar = mails[0]!.attachments
      .find((attachment) => attachment.filename === 'reservation.ics')!
      .content.toString('utf8');
    expect(calendar).toContain('METHOD:CANCEL');
    expect(calendar).toContain('STATUS:CANCELLED');
    const ics = await request(ctx.app).get(`${path}/calendar.ics`).expect(200);
    expect(ics.text).toContain('METHOD:CANCEL');
    expect(ics.text).toContain(`UID:reservation-${body.id}@selam.example`);
  });

  test('staff confirming and cancelling send the restaurant’s own emails', async () => {
    const { input, body } = await book();
    await staff.agent.put(`/api/reservations/${body.id}`).send({ status: 'confirmed' }).expect(200);
    const [confirmed] = await mailsOf(input.email, 'reservation-confirmed-by-restaurant');
    expect(confirmed!.subject).toMatch(/confirmed/i);
    await staff.agent.put(`/api/reservations/${body.id}`).send({ status: 'cancelled' }).expect(200);
    const [cancelled] = await mailsOf(input.email, 'reservation-cancelled-by-restaurant');
    expect(cancelled!.subject).toBe('Selam Ethiopian Restaurant: we are sorry, we had to cancel your reservation');
    expect(cancelled!.text).toContain('we had to cancel your reservation');
    expect(await mailsOf(input.email, 'reservation-cancelled-by-guest')).toEqual([]);
  });
});

describe('the calendar entry', () => {
  test('a booking on the day clocks go back has the right UTC instant', async () => {
    // Sunday 1 November 2093 is the first Sunday of November: CST (UTC-6) from 2:00 AM.
    clock = new Date('2093-10-20T15:00:00Z');
    const { path } = await book({ date: '2093-11-01', time: '19:00' });
    const ics = (await request(ctx.app).get(`${path}/calendar.ics`).expect(200)).text;
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20931101T190000');
    // The STANDARD observance starts on the first Sunday of November at 2:00 AM, at -06:00.
    const standard = /BEGIN:STANDARD[\s\S]*?END:STANDARD/.exec(ics)![0];
    expect(standard).toContain('TZOFFSETTO:-0600');
    expect(standard).toMatch(/RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU/);
    const daylight = /BEGIN:DAYLIGHT[\s\S]*?END:DAYLIGHT/.exec(ics)![0];
    expect(daylight).toContain('TZOFFSETTO:-0500');
  });
});

describe('limits', () => {
  test('30 manage actions an hour per address; the 31st is 429', async () => {
    const { token } = await book();
    const limited = await startAnotherApp(ctx, { now: () => clock, rateLimits: { manageActionsPerHour: 30 } });
    try {
      for (let i = 0; i < 30; i += 1) await request(limited).get(`/api/manage/reservations/${token}`).expect(200);
      const res = await request(limited).get(`/api/manage/reservations/${token}`);
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('RATE_LIMITED');
    } finally {
      await limited.shutdown();
    }
  });
});

describe('reminders', () => {
  test('one reminder per booking inside its window, with the link; none for a booking made inside it', async () => {
    const date = dayAfter(2);
    const early = await book({ date, time: '19:00' });
    // 20 hours before 7:00 PM the day after tomorrow: inside the 24-hour window.
    clock = new Date(`${date}T04:00:00Z`);
    const late = await book({ date, time: '20:00' });
    // Made now, inside its own 24-hour window (the database stamps the real time; the test's clock is set ahead).
    await ctx.database.db.update(reservations).set({ createdAt: clock }).where(eq(reservations.id, late.body.id));

    const [first, second] = await Promise.all([sendDueReminders(ctx.app.context), sendDueReminders(ctx.app.context)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await sendDueReminders(ctx.app.context)).toBe(0);
    const reminders = await mailsOf(early.input.email, 'reservation-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toMatch(/https:\/\/selam\.example\/reservations\/manage\/[A-Za-z0-9_-]{32}/);
    expect(await mailsOf(late.input.email, 'reservation-reminder')).toEqual([]);
    // The link in the reminder opens the same booking as the first one.
    const token = /manage\/([A-Za-z0-9_-]{32})/.exec(reminders[0]!.text!)![1];
    expect((await request(ctx.app).get(`/api/manage/reservations/${token}`).expect(200)).body.time).toBe('19:00');
  });
});

describe('health', () => {
  test('operators signed in as admin see the job counts; the public answer is unchanged', async () => {
    const open = await request(ctx.app).get('/api/health').expect(200);
    expect(open.body).toEqual({ status: 'ok', database: ctx.database.driver });
    const admin = await signInAs(ctx, 'admin');
    const signedIn = await admin.agent.get('/api/health').expect(200);
    expect(signedIn.body).toEqual({
      status: 'ok',
      database: ctx.database.driver,
      jobs: { queued: expect.any(Number), failed: expect.any(Number) },
    });
    const member = await staff.agent.get('/api/health').expect(200);
    expect(member.body.jobs).toBeUndefined();
  });
});
