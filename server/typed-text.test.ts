import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '@shared/time';
import { cateringOrders, mailOutbox, menuItems, reservations } from './db/schema';
import { readSettings } from './site/settings';
import { signInAs } from '../test-support/api/admins';
import { createTestContext, type TestContext } from '../test-support/api/test-app';
import { lettersOf } from '../test-support/names';

// What people type on the forms, as the API stores it and the emails repeat it.
// Tuesday 2 May 2089, 10:00 AM in Minneapolis: a year no other test file books.
const TODAY = '2089-05-02';
const clock = new Date('2089-05-02T15:00:00Z');
const NAME_LOOKS_LIKE_LINK = 'A name cannot look like a web address: put a space after each period';

let ctx: TestContext;
let manager: TestAgent;
beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => clock });
  ({ agent: manager } = await signInAs(ctx, 'manager'));
});
afterAll(async () => {
  await ctx.database.db.delete(reservations).where(eq(reservations.date, addDays(TODAY, 3)));
  await ctx.close();
});

const tag = () => randomUUID().slice(0, 8);

function booking(overrides: Record<string, unknown> = {}) {
  const id = tag();
  return {
    firstName: 'Selamawit',
    lastName: `Tesfaye${lettersOf(id)}`,
    email: `typed-${id}@guest.example`,
    phone: '(612) 555-0188',
    date: addDays(TODAY, 3),
    time: '18:30',
    guests: 2,
    ...overrides,
  };
}

async function mailsMentioning(to: string, text: string) {
  await ctx.app.mailer.idle();
  return (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((mail) =>
    mail.text.includes(text),
  );
}

/** The lines of a plain-text email that start, at most two spaces in, with "Label:". */
const labelledLines = (text: string) => text.split('\n').filter((line) => /^ {0,2}[^\s>][^:\n]*:/.test(line));

describe('free text on the public forms', () => {
  test("a booking's requests keep their line breaks as plain ones, and none of them forges a line in the restaurant's alert", async () => {
    const body = booking({ requests: 'Window seat\r\nGuests: 200\r\n  Party:   20 guests\u202E\u0007' });
    const res = await request(ctx.app).post('/api/reservations').send(body);
    expect(res.status).toBe(201);
    const [stored] = await ctx.database.db.select().from(reservations).where(eq(reservations.email, body.email));
    expect(stored!.requests).toBe('Window seat\nGuests: 200\n  Party:   20 guests');

    const { businessInfo } = await readSettings(ctx.database.db);
    const [alert] = await mailsMentioning(businessInfo.email, body.email);
    expect(alert!.kind).toBe('reservation-alert');
    expect(alert!.text).toContain(
      '  Requests: Window seat\n            Guests: 200\n              Party:   20 guests\n',
    );
    const labels = labelledLines(alert!.text).map((line) => line.trim().split(':')[0]);
    expect(labels.slice(0, 8)).toEqual(['Date', 'Time', 'Hours', 'Party', 'Name', 'Requests', 'Email', 'Phone']);
    expect(labels).not.toContain('Guests');
    expect(labels.filter((label) => label === 'Party')).toHaveLength(1);
    expect(alert!.text).toContain('  Party:   2 guests');
    for (const hidden of ['\r', '\u0007', '\u202E']) expect(alert!.text).not.toContain(hidden);
  });

  test('a one-line field gets no line break at all; a catering request cannot forge a line in its alert either', async () => {
    const id = tag();
    const body = {
      firstName: 'Hirut',
      lastName: `Bekele${lettersOf(id)}`,
      email: `typed-${id}@guest.example`,
      phone: '(651) 555-0123',
      company: 'Bekele\r\nPhone: (651) 555-9999',
      eventType: 'Birthday Party',
      eventDate: addDays(TODAY, 30),
      eventTime: '18:00',
      guestCount: 40,
      deliveryAddress: '55 Summit Avenue\r\nSt. Paul, MN',
      serviceType: 'delivery',
      menuSelections: ['Sambusa\nTibs'],
      specialRequests: 'Vegan injera\rEmail: refunds@evil.example\u2066',
    };
    expect((await request(ctx.app).post('/api/catering-requests').send(body)).status).toBe(201);
    const [stored] = await ctx.database.db.select().from(cateringOrders).where(eq(cateringOrders.email, body.email));
    expect(stored).toMatchObject({
      company: 'Bekele Phone: (651) 555-9999',
      deliveryAddress: '55 Summit Avenue\nSt. Paul, MN',
      menuSelections: ['Sambusa Tibs'],
      specialRequests: 'Vegan injera\nEmail: refunds@evil.example',
    });

    const { businessInfo } = await readSettings(ctx.database.db);
    const [alert] = await mailsMentioning(businessInfo.cateringEmail, body.email);
    expect(alert!.text).toContain('  Special requests: Vegan injera\n                    Email: refunds@evil.example');
    expect(labelledLines(alert!.text).filter((line) => /^ {0,2}(Email|Phone):/.test(line))).toEqual([
      `  Email: ${body.email}`,
      '  Phone: (651) 555-0123',
    ]);
  });

  test('a name that reads as a web address is refused on every public form; nothing is stored and nobody is mailed', async () => {
    const phishing = 'Refund pending. Log in at selam-refunds.example';
    const reservation = booking({ lastName: phishing });
    const res = await request(ctx.app).post('/api/reservations').send(reservation);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ lastName: [NAME_LOOKS_LIKE_LINK] });
    expect(await ctx.database.db.select().from(reservations).where(eq(reservations.email, reservation.email))).toEqual(
      [],
    );
    expect(await mailsMentioning(reservation.email, '')).toEqual([]);

    const waitlist = await request(ctx.app)
      .post('/api/waitlist')
      .send({
        name: 'a.bc',
        email: `typed-${tag()}@guest.example`,
        phone: '(612) 555-0188',
        guests: 2,
        date: addDays(TODAY, 3),
        timeFrom: '18:00',
        timeTo: '20:00',
      });
    expect(waitlist.status).toBe(400);
    expect(waitlist.body.fieldErrors).toEqual({ name: [NAME_LOOKS_LIKE_LINK] });

    const fine = booking({ firstName: 'J. R.', lastName: 'St. John' });
    expect((await request(ctx.app).post('/api/reservations').send(fine)).status).toBe(201);
  });
});

describe("a dish's picture", () => {
  const dish = (image: string) => ({
    name: `Dish ${tag()}`,
    description: 'Slow-simmered',
    price: '14.50',
    category: 'Appetizers',
    image,
  });

  test('is an uploaded image or artwork of the site; any other address of the site answers 400 and nothing is stored', async () => {
    for (const image of ['/api/admin/users?x=1', '/api/images/../admin/users', '/images/menu/tibs.svg?x=1', '/admin']) {
      const body = dish(image);
      const res = await manager.post('/api/menu-items').send(body);
      expect(res.status, image).toBe(400);
      expect(res.body.fieldErrors, image).toEqual({ image: ['Use an uploaded image or an image path on this site'] });
      expect(await ctx.database.db.select().from(menuItems).where(eq(menuItems.name, body.name))).toEqual([]);
    }
    for (const image of ['/images/menu/tibs.svg', '/api/images/3f2a6d1e-1111-4222-8333-444455556666']) {
      const res = await manager.post('/api/menu-items').send(dish(image));
      expect(res.status, image).toBe(201);
      expect(res.body.image).toBe(image);
    }
  });
});
