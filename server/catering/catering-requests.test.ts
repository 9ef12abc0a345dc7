import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PublicCateringRequestInput } from '@shared/schemas/catering';
import { cateringOrders, mailOutbox } from '../db/schema';
import { readSettings } from '../site';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { lettersOf } from '../../test-support/names';

// 12:00 noon in Minneapolis (CDT, UTC-5); 17:00 in UTC.
const NOW = new Date('2026-06-10T17:00:00.000Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => NOW });
});
afterAll(() => ctx.close());

function buildRequest(
  overrides: Record<string, unknown> = {},
): Partial<PublicCateringRequestInput> & Record<string, unknown> {
  const tag = randomUUID().slice(0, 8);
  return {
    firstName: 'Selam',
    lastName: `Tadesse-${lettersOf(tag)}`,
    email: `diner-${tag}@guest.example`,
    phone: '(651) 555-0123',
    eventType: 'Birthday Party',
    eventDate: '2026-06-20',
    eventTime: '18:00',
    guestCount: 40,
    deliveryAddress: '55 Summit Avenue, St. Paul, MN',
    serviceType: 'delivery',
    menuSelections: ['Sambusa', 'Tibs'],
    dietaryRestrictions: 'Two vegan guests',
    ...overrides,
  };
}

function storedByEmail(email: string) {
  return ctx.database.db.select().from(cateringOrders).where(eq(cateringOrders.email, email));
}

describe('POST /api/catering-requests', () => {
  test('stores a pending request and answers 201 with only id, status and createdAt', async () => {
    const body = buildRequest();
    const res = await request(ctx.app).post('/api/catering-requests').send(body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['createdAt', 'id', 'status']);
    expect(res.body.status).toBe('pending');
    expect(new Date(res.body.createdAt).toString()).not.toBe('Invalid Date');
    const [stored] = await storedByEmail(body.email as string);
    expect(stored).toMatchObject({
      id: res.body.id,
      status: 'pending',
      guestCount: 40,
      dietaryRestrictions: 'Two vegan guests',
    });
  });

  test('staff-only fields are ignored: the request is pending, unquoted and has no admin notes', async () => {
    const body = buildRequest({ status: 'confirmed', quotedAmount: '10.00', adminNotes: 'VIP, free', quoteSent: true });
    const res = await request(ctx.app).post('/api/catering-requests').send(body);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    const [stored] = await storedByEmail(body.email as string);
    expect(stored).toMatchObject({
      status: 'pending',
      quotedAmount: null,
      adminNotes: null,
      quoteSent: false,
      quoteSentAt: null,
    });
  });

  test('emails the client a receipt and alerts the catering inbox', async () => {
    const body = buildRequest();
    const res = await request(ctx.app).post('/api/catering-requests').send(body);
    expect(res.status).toBe(201);
    await ctx.app.mailer.idle();

    const [receipt] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, body.email as string));
    expect(receipt).toMatchObject({ kind: 'catering-request-received', status: 'logged' });
    expect(receipt!.subject).toContain('we received your catering request');
    expect(receipt!.text).toContain('Saturday, June 20, 2026 at 6:00 PM');
    // The receipt goes to whatever address was typed: none of the visitor's free text is in it.
    for (const typed of ['55 Summit Avenue', 'Sambusa', 'Two vegan guests']) expect(receipt!.text).not.toContain(typed);

    const { businessInfo } = await readSettings(ctx.database.db);
    const alerts = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, businessInfo.cateringEmail),
          eq(mailOutbox.kind, 'catering-request-alert'),
          like(mailOutbox.text, `%${body.email as string}%`),
        ),
      );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(`#${res.body.id}`);
    expect(alerts[0]!.text).toContain(body.phone as string);
    expect(alerts[0]!.text).toContain('Two vegan guests');
    expect(alerts[0]!.text).toContain('Address: 55 Summit Avenue, St. Paul, MN');
    expect(alerts[0]!.text).toContain('Menu: Sambusa, Tibs');
  });

  test('a filled honeypot answers 400 with a neutral message and stores nothing', async () => {
    const body = buildRequest({ website: 'https://cheap-pills.example' });
    const res = await request(ctx.app).post('/api/catering-requests').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('We could not send your request. Please call or email us instead.');
    expect(res.body.message).not.toMatch(/website|bot|honeypot/i);
    expect(await storedByEmail(body.email as string)).toHaveLength(0);
  });

  test('an event less than 24 hours ahead in the restaurant zone answers 400 on eventDate', async () => {
    // Noon tomorrow in Minneapolis is exactly 24 hours away; 11:30 is not. (In UTC it would be 17:00.)
    for (const [eventDate, eventTime] of [
      ['2026-06-11', '11:30'],
      ['2026-06-10', '19:00'],
      ['2026-06-01', '12:00'],
    ]) {
      const body = buildRequest({ eventDate, eventTime });
      const res = await request(ctx.app).post('/api/catering-requests').send(body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({
        eventDate: ["Catering needs at least 24 hours' notice. For a sooner event, please call us."],
      });
      expect(await storedByEmail(body.email as string)).toHaveLength(0);
    }
    const justInTime = await request(ctx.app)
      .post('/api/catering-requests')
      .send(buildRequest({ eventDate: '2026-06-11', eventTime: '12:00' }));
    expect(justInTime.status).toBe(201);
  });

  test('the form is checked with the agreed messages', async () => {
    const empty = await request(ctx.app).post('/api/catering-requests').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Valid email is required'],
      phone: ['Valid phone number is required'],
      eventType: ['Event type is required'],
      eventDate: ['Event date is required'],
      eventTime: ['Event time is required'],
      guestCount: ['Minimum 10 guests for catering'],
      deliveryAddress: ['Delivery address is required'],
      serviceType: ['Service type is required'],
    });
    const few = await request(ctx.app)
      .post('/api/catering-requests')
      .send(buildRequest({ guestCount: 9 }));
    expect(few.body.fieldErrors).toEqual({ guestCount: ['Minimum 10 guests for catering'] });
    const many = await request(ctx.app)
      .post('/api/catering-requests')
      .send(buildRequest({ guestCount: 501 }));
    expect(many.body.fieldErrors).toEqual({ guestCount: ['Maximum 500 guests'] });
  });

  test('malformed JSON answers 400', async () => {
    const res = await request(ctx.app)
      .post('/api/catering-requests')
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });
});

describe('POST /api/catering-requests rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext(
      { RESTAURANT_TIMEZONE: 'America/Chicago' },
      { now: () => NOW, rateLimits: { publicWritesPerHour: 2 } },
    );
  });
  afterAll(() => limited.close());

  test('the third request from one address within the hour answers 429 and stores nothing', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await request(limited.app).post('/api/catering-requests').send(buildRequest())).status).toBe(201);
    }
    const third = buildRequest();
    const res = await request(limited.app).post('/api/catering-requests').send(third);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    const stored = await limited.database.db
      .select()
      .from(cateringOrders)
      .where(eq(cateringOrders.email, third.email as string));
    expect(stored).toHaveLength(0);
  });
});
