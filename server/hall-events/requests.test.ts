import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '@shared/time';
import { eventBookings, eventHistory, eventLinks, hallBlockClaims, mailOutbox } from '../db/schema';
import {
  confirmLinkFor,
  eventPackageByName,
  hallClient,
  receivedMailTo,
  requestEvent,
  saturdayWeeksOut,
} from '../../test-support/api/hall-events';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { testDriver } from '../../test-support/api/test-database';

// 10:00 AM in St. Paul on Monday 1 June 2095: this file's requests fall in its own year.
let now = new Date('2095-06-01T15:00:00Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => now, isolatedDatabase: true });
});
afterAll(() => ctx.close());

const mailsTo = (to: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('POST /api/event-bookings', () => {
  test('holds the block: 201 with the estimate and the hold, no token or link; the block reads held', async () => {
    const client = hallClient();
    const res = await requestEvent(ctx.app, client, { weeks: 3 });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['estimate', 'holdExpiresAt', 'id', 'status']);
    expect(res.body.status).toBe('tentative');
    expect(res.body.holdExpiresAt).toBe(new Date(now.getTime() + 30 * 60_000).toISOString());
    // Celebration: $500 room rental (untaxed) + 120 × $45 (taxed 9.875%) = $5,900; tax on $5,400.
    expect(res.body.estimate).toEqual({ subtotal: '5900.00', tax: '533.25', total: '6433.25', deposit: '3216.63' });
    expect(JSON.stringify(res.body)).not.toMatch(/events\/request|token/i);

    const date = saturdayWeeksOut(ctx.app, 3);
    const month = await request(ctx.app).get(`/api/hall/availability?month=${date.slice(0, 7)}`);
    const day = month.body.days.find((entry: { date: string }) => entry.date === date);
    expect(day.blocks).toEqual([
      { block: 'morning', state: 'free' },
      { block: 'afternoon', state: 'free' },
      { block: 'evening', state: 'held' },
    ]);
    const [event] = await ctx.database.db.select().from(eventBookings).where(eq(eventBookings.id, res.body.id));
    expect(event).toMatchObject({ startTime: '19:00', endTime: '23:00', blocks: ['evening'], language: 'en' });
    const history = await ctx.database.db.select().from(eventHistory).where(eq(eventHistory.bookingId, res.body.id));
    expect(history).toMatchObject([{ kind: 'status', toStatus: 'tentative' }]);

    const mails = await mailsTo(client.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['hall-request-received']);
    const alert = (await mailsTo('events@selam-restaurant.example')).find((mail) => mail.text.includes(client.email));
    expect(alert).toMatchObject({ kind: 'hall-request-alert', replyTo: client.email });
  });

  test('tax: a room rental of $500 and 100 guests at $45 tax only the $4,500', async () => {
    const res = await requestEvent(ctx.app, { guestCount: 100 }, { weeks: 5 });
    expect(res.status).toBe(201);
    expect(res.body.estimate).toEqual({ subtotal: '5000.00', tax: '444.38', total: '5444.38', deposit: '2722.19' });
  });

  test('add-ons are in the estimate and taxed', async () => {
    const res = await requestEvent(ctx.app, { guestCount: 100, additionalServices: ['dj', 'dj'] }, { weeks: 7 });
    expect(res.status).toBe(201);
    expect(res.body.estimate.subtotal).toBe('5400.00');
    expect(res.body.estimate.tax).toBe('483.88');
  });

  test('the received email is in the client’s language, with the confirm link and the hold’s end', async () => {
    const client = hallClient();
    const res = await requestEvent(ctx.app, { ...client, language: 'am' }, { weeks: 9 });
    expect(res.status).toBe(201);
    const mail = await receivedMailTo(ctx, client.email);
    expect(mail.subject).toMatch(/የአዳራሽ ጥያቄ/);
    expect(mail.text).toContain('ጥያቄዬን አረጋግጥ');
    expect(mail.text).toMatch(/http:\/\/[^/]+\/events\/request\/[A-Za-z0-9_-]{32}/);
    expect(mail.text).toContain('10:30');
    expect(mail.replyTo).toBe('events@selam-restaurant.example');
  });

  test('hostile text is escaped in the emails, and the client’s own email repeats none of it', async () => {
    const client = hallClient();
    const res = await requestEvent(
      ctx.app,
      { ...client, specialRequests: '<script>alert(1)</script>\nGuests: 500', musicPreferences: '<b>loud</b>' },
      { weeks: 10 },
    );
    expect(res.status).toBe(201);
    const alert = (await mailsTo('events@selam-restaurant.example')).find((mail) => mail.text.includes(client.email))!;
    expect(alert.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(alert.html).not.toContain('<script>');
    expect(alert.html).not.toContain('<b>loud');
    expect(alert.text).not.toMatch(/^Guests: 500/m);
    const received = await receivedMailTo(ctx, client.email);
    expect(received.text).not.toContain('script');
  });

  test('names, emails and phones follow the public forms’ rules', async () => {
    const res = await requestEvent(
      ctx.app,
      { firstName: '<script>', lastName: 'www.spam.example', email: 'not-an-email', phone: '1234567890' },
      { weeks: 11 },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['email', 'firstName', 'lastName', 'phone']);
  });

  test('a wedding asked for the evening alone is refused on blocks, naming the blocks it needs', async () => {
    const wedding = await eventPackageByName(ctx, 'Traditional Wedding');
    const res = await requestEvent(ctx.app, { packageId: wedding.id, blocks: ['evening'] }, { weeks: 12 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.blocks).toEqual([
      'This package needs 2 consecutive blocks: morning and afternoon, or afternoon and evening',
    ]);
    expect(res.body.fieldErrorKeys.blocks.key).toBe('hallRequest.blocksNeeded');
    const fits = await requestEvent(
      ctx.app,
      { packageId: wedding.id, blocks: ['evening', 'afternoon'] },
      { weeks: 12 },
    );
    expect(fits.status).toBe(201);
    const celebration = await requestEvent(ctx.app, { blocks: ['morning', 'afternoon'] }, { weeks: 12 });
    expect(celebration.body.fieldErrors.blocks).toEqual([
      'This package takes one block: morning, afternoon, or evening',
    ]);
  });

  test('guests outside the package’s limits or over 200 are refused', async () => {
    expect((await requestEvent(ctx.app, { guestCount: 10 }, { weeks: 13 })).body.fieldErrors.guestCount).toEqual([
      'This package is for 20 to 150 guests',
    ]);
    expect((await requestEvent(ctx.app, { guestCount: 151 }, { weeks: 13 })).status).toBe(400);
    expect((await requestEvent(ctx.app, { guestCount: 201 }, { weeks: 13 })).body.fieldErrors.guestCount).toEqual([
      'The hall seats at most 200 guests',
    ]);
  });

  test('a date in the past, inside the lead time or past 18 months is refused; year 10000 at once', async () => {
    const today = '2095-06-01';
    const at = async (eventDate: string) => (await requestEvent(ctx.app, { eventDate })).body;
    expect((await at(addDays(today, -1))).fieldErrors.eventDate).toEqual(['Choose today or a later date']);
    expect((await at(addDays(today, 13))).fieldErrors.eventDate[0]).toBe(
      'Requests are taken from 14 days ahead; for a sooner date, please call the hall at (651) 555-0192',
    );
    expect((await at('2096-12-02')).fieldErrors.eventDate).toEqual(['Requests are taken up to 18 months ahead']);
    const last = await requestEvent(ctx.app, { eventDate: '2096-12-01', blocks: ['morning'] });
    expect(last.status).toBe(201);
    const far = await requestEvent(ctx.app, { eventDate: '10000-01-01' });
    expect(far.status).toBe(400);
    expect(far.body.fieldErrors.eventDate).toBeDefined();
    expect((await request(ctx.app).get('/api/health')).status).toBe(200);
  });

  test('an unknown or inactive package is refused', async () => {
    const res = await requestEvent(ctx.app, { packageId: 999_999 }, { weeks: 14 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.packageId).toBeDefined();
  });

  test('the hidden website field filled in takes nothing', async () => {
    const client = hallClient();
    const res = await requestEvent(ctx.app, { ...client, website: 'http://spam.example' }, { weeks: 15 });
    expect(res.status).toBe(400);
    expect(await mailsTo(client.email)).toEqual([]);
  });

  test('a taken block is 409 "just taken" with the nearest free runs for the package', async () => {
    const date = saturdayWeeksOut(ctx.app, 16);
    expect((await requestEvent(ctx.app, {}, { weeks: 16 })).status).toBe(201);
    const client = hallClient();
    const res = await requestEvent(ctx.app, client, { weeks: 16 });
    expect(res.status).toBe(409);
    expect(res.body.fieldErrors.blocks).toEqual(['Sorry, this date was just taken; please choose another']);
    expect(res.body.nearest).toEqual([
      { date, blocks: ['morning'] },
      { date, blocks: ['afternoon'] },
      { date: addDays(date, -1), blocks: ['morning'] },
    ]);
    expect(await mailsTo(client.email)).toEqual([]);
  });
});

describe('the per-contact and per-address limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext(
      {},
      {
        now: () => now,
        rateLimits: { hallHoldsPerContact: 1, publicWritesPerHour: 6, manageActionsPerHour: 3 },
        isolatedDatabase: true,
      },
    );
  });
  afterAll(() => limited.close());

  test('a second live hold by the same email or the same phone is 429; once the first ends, it passes', async () => {
    const client = hallClient();
    expect((await requestEvent(limited.app, client, { weeks: 17 })).status).toBe(201);
    const sameEmail = await requestEvent(
      limited.app,
      { ...hallClient(), email: client.email.toUpperCase() },
      { weeks: 18 },
    );
    expect(sameEmail.status).toBe(429);
    expect(sameEmail.body.message).toMatch(/already have a request on hold/);
    const samePhone = await requestEvent(
      limited.app,
      { ...hallClient(), phone: `+1 ${client.phone.replace(/\D/g, '')}` },
      { weeks: 18 },
    );
    expect(samePhone.status).toBe(429);
    const before = now;
    now = new Date(before.getTime() + 31 * 60_000);
    try {
      expect((await requestEvent(limited.app, client, { weeks: 19 })).status).toBe(201);
    } finally {
      now = before;
    }
  });

  test('at 0 the limit is off: one client may hold two dates', async () => {
    const client = hallClient();
    expect((await requestEvent(ctx.app, client, { weeks: 33 })).status).toBe(201);
    expect((await requestEvent(ctx.app, client, { weeks: 34 })).status).toBe(201);
  });

  test('the emailed links share the manage links’ limit per address, on either database', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++)
      statuses.push((await request(limited.app).get(`/api/events/request/${'B'.repeat(32)}`)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const reservationLink = await request(limited.app).get(`/api/manage/reservations/${'B'.repeat(32)}`);
    expect(reservationLink.status).toBe(429);
    expect(reservationLink.body.message).toMatch(/this reservation/);
    expect((await request(limited.app).get(`/api/events/proposal/${'B'.repeat(32)}`)).status).toBe(429);
  });

  test('the address may send a few requests an hour', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++)
      statuses.push((await requestEvent(limited.app, {}, { weeks: 20 + index })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the emailed link', () => {
  test('only the email’s link confirms: the hold then lasts 72 hours from the request', async () => {
    const client = hallClient();
    const res = await requestEvent(ctx.app, client, { weeks: 30 });
    const path = await confirmLinkFor(ctx, client.email);
    const view = await request(ctx.app).get(`/api${path}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      status: 'tentative',
      firstName: 'Selam',
      packageName: 'Celebration',
      packageNameAm: 'ክብረ በዓል',
      blocks: ['evening'],
      guestCount: 120,
      confirmed: false,
      holdExpiresAt: res.body.holdExpiresAt,
      estimate: res.body.estimate,
    });
    const confirmed = await request(ctx.app).post(`/api${path}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ confirmed: true, status: 'tentative' });
    expect(confirmed.body.holdExpiresAt).toBe(new Date(now.getTime() + 72 * 3_600_000).toISOString());
    expect((await request(ctx.app).post(`/api${path}/confirm`)).status).toBe(200);
  });

  test('a wrong, short or long token is 404', async () => {
    for (const token of ['A'.repeat(32), 'short', 'A'.repeat(33), 'A'.repeat(43)]) {
      expect((await request(ctx.app).get(`/api/events/request/${token}`)).status).toBe(404);
      expect((await request(ctx.app).post(`/api/events/request/${token}/confirm`)).status).toBe(404);
    }
  });

  test('a proposal link does not confirm a request', async () => {
    const res = await requestEvent(ctx.app, {}, { weeks: 31 });
    const [link] = await ctx.database.db.select().from(eventLinks).where(eq(eventLinks.bookingId, res.body.id));
    expect(link!.kind).toBe('request');
  });

  test('a lapsed hold is 409 and its block is free again', async () => {
    const client = hallClient();
    const res = await requestEvent(ctx.app, client, { weeks: 32 });
    const path = await confirmLinkFor(ctx, client.email);
    const before = now;
    now = new Date(before.getTime() + 31 * 60_000);
    try {
      const late = await request(ctx.app).post(`/api${path}/confirm`);
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/hold has ended/);
      expect((await request(ctx.app).get(`/api${path}`)).body.status).toBe('expired');
      const again = await requestEvent(ctx.app, client, { weeks: 32 });
      expect(again.status).toBe(201);
      const [old] = await ctx.database.db.select().from(eventBookings).where(eq(eventBookings.id, res.body.id));
      expect(old!.status).toBe('expired');
    } finally {
      now = before;
    }
  });
});

test.skipIf(testDriver !== 'postgres')('10 parallel requests for one block make exactly one hold', async () => {
  const date = saturdayWeeksOut(ctx.app, 40);
  const responses = await Promise.all(Array.from({ length: 10 }, () => requestEvent(ctx.app, { eventDate: date })));
  const statuses = responses.map((res) => res.status).sort();
  expect(statuses).toEqual([201, ...Array(9).fill(409)]);
  const claims = await ctx.database.db.select().from(hallBlockClaims).where(eq(hallBlockClaims.eventDate, date));
  expect(claims).toHaveLength(1);
  const events = await ctx.database.db.select().from(eventBookings).where(eq(eventBookings.eventDate, date));
  expect(events).toHaveLength(1);
});
