import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SETTING_KEYS } from '@shared/business-info';
import type { CateringOrderDto } from '@shared/schemas/catering';
import type { GiftCardDto } from '@shared/schemas/gift-card';
import type { ReservationDto } from '@shared/schemas/reservation';
import { cateringOrders, giftCards, mailOutbox, reservations } from './db/schema';
import { readSettings } from './site/settings';
import { signInAs } from '../test-support/api/admins';
import { changeSettings, withSettingsRestored } from '../test-support/api/settings';
import { createTestContext, type TestContext } from '../test-support/api/test-app';
import { lettersOf } from '../test-support/names';

// 10 AM on Friday, June 15, 2091 in Minneapolis. June 16, 2091 is Sene 9, 2083 in the Ethiopian
// calendar, June 20 Sene 13.
const NOW = new Date('2091-06-15T15:00:00Z');
const ETHIOPIC = /[\u1200-\u137f]/;

let ctx: TestContext;
let manager: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  // A database of its own: these tests change the restaurant's language, which every alert reads.
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => NOW, isolatedDatabase: true });
  manager = await signInAs(ctx, 'manager');
});
afterAll(() => ctx.close());

/** Runs a test and puts the restaurant's language back to English. */
const withRestaurantLanguageRestored = (body: () => Promise<void>) =>
  withSettingsRestored(ctx.database.db, { [SETTING_KEYS.restaurantLanguage]: 'en' }, body);

let serial = 0;
function person(prefix: string) {
  serial += 1;
  const tag = `${randomUUID().slice(0, 6)}-${serial}`;
  return { firstName: 'Hirut', lastName: `Bekele${lettersOf(tag)}`, email: `${prefix}-${tag}@guest.example` };
}

const booking = (overrides: Record<string, unknown> = {}) => ({
  ...person('diner'),
  phone: '(612) 555-0188',
  date: '2091-06-16',
  time: '18:30',
  guests: 4,
  requests: 'A high chair',
  ...overrides,
});

const cateringRequest = (overrides: Record<string, unknown> = {}) => ({
  ...person('client'),
  phone: '(651) 555-0123',
  eventType: 'Wedding',
  eventDate: '2091-06-20',
  eventTime: '18:00',
  guestCount: 80,
  deliveryAddress: '55 Summit Avenue, St. Paul, MN',
  serviceType: 'delivery',
  ...overrides,
});

const giftCard = (overrides: Record<string, unknown> = {}) => {
  const { firstName, email } = person('recipient');
  return {
    amount: 50,
    recipientName: firstName,
    recipientEmail: email,
    senderName: 'Dawit',
    designTheme: 'coffee',
    ...overrides,
  };
};

async function mailsTo(to: string, kind?: string) {
  await ctx.app.mailer.idle();
  const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return kind ? rows.filter((row) => row.kind === kind) : rows;
}

/** The alert to the restaurant's inbox that names this person. */
async function alertAbout(inbox: string, kind: string, email: string) {
  const alerts = (await mailsTo(inbox, kind)).filter((mail) => mail.text.includes(email));
  expect(alerts).toHaveLength(1);
  return alerts[0]!;
}

describe('a booking keeps the language it was made in', () => {
  test('made on the Amharic site: stored and answered as Amharic, its email in Amharic with the Ethiopian date', () =>
    withRestaurantLanguageRestored(async () => {
      const body = booking({ language: 'am' });
      const res = await request(ctx.app).post('/api/reservations').send(body);
      expect(res.status).toBe(201);
      expect(res.body.language).toBe('am');
      const listed = (await manager.agent.get('/api/admin/reservations')).body as ReservationDto[];
      expect(listed.find((row) => row.id === res.body.id)?.language).toBe('am');

      const [received] = await mailsTo(body.email, 'reservation-received');
      expect(received!.subject).toBe('Selam Ethiopian Restaurant: የቦታ ማስያዝ ጥያቄዎ ደርሶናል');
      expect(received!.text).toMatch(/^ {2}ቀን: +ቅዳሜ \S+ \S+ 2091 \(ሰኔ 9 ቀን 2083 ዓ\.ም\.\)$/m);
      expect(received!.text).toMatch(/^ {2}ሰዓት: +6:30 ከሰዓት$/m);
      expect(received!.html).toContain('<html lang="am">');

      // The restaurant's own alert stays in its language, English until staff choose another.
      const { businessInfo } = await readSettings(ctx.database.db);
      const alert = await alertAbout(businessInfo.email, 'reservation-alert', body.email);
      expect(alert.subject).toBe('New reservation: 4 guests on 2091-06-16 at 6:30 PM');
      expect(alert.text).not.toMatch(ETHIOPIC);
    }));

  test('without a language it is English', async () => {
    const body = booking({ time: '19:00' });
    const res = await request(ctx.app).post('/api/reservations').send(body);
    expect(res.status).toBe(201);
    expect(res.body.language).toBe('en');
    const [received] = await mailsTo(body.email, 'reservation-received');
    expect(received!.text).toContain('Saturday, June 16, 2091');
  });

  test('a language the site does not speak is refused, and nothing is stored or mailed', async () => {
    const body = booking({ language: 'fr' });
    const res = await request(ctx.app).post('/api/reservations').send(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['language']);
    expect(await ctx.database.db.select().from(reservations).where(eq(reservations.email, body.email))).toEqual([]);
    expect(await mailsTo(body.email)).toEqual([]);
  });

  test('a stored language no longer spoken is answered as English, and the next email is English', async () => {
    const body = booking({ time: '17:00', language: 'am' });
    const { body: made } = await request(ctx.app).post('/api/reservations').send(body);
    await ctx.database.db.update(reservations).set({ language: 'ti' }).where(eq(reservations.id, made.id));

    const confirmed = await manager.agent.put(`/api/reservations/${made.id}`).send({ status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.language).toBe('en');
    const [mail] = await mailsTo(body.email, 'reservation-confirmed-by-restaurant');
    expect(mail!.subject).toBe('Selam Ethiopian Restaurant: your table is confirmed');
    expect(mail!.text).toContain('Saturday, June 16, 2091');
  });
});

describe('a catering request keeps the language it was sent in', () => {
  test('sent from the Amharic site: stored and listed as Amharic, its receipt and its quote in Amharic', async () => {
    const body = cateringRequest({ language: 'am' });
    const res = await request(ctx.app).post('/api/catering-requests').send(body);
    expect(res.status).toBe(201);
    const [stored] = await ctx.database.db.select().from(cateringOrders).where(eq(cateringOrders.id, res.body.id));
    expect(stored!.language).toBe('am');
    const listed = (await manager.agent.get('/api/admin/catering-orders')).body as CateringOrderDto[];
    expect(listed.find((row) => row.id === res.body.id)?.language).toBe('am');

    const [receipt] = await mailsTo(body.email, 'catering-request-received');
    expect(receipt!.subject).toBe('Selam Ethiopian Restaurant: የምግብ አገልግሎት ጥያቄዎ ደርሶናል');
    expect(receipt!.text).toContain('(ሰኔ 13 ቀን 2083 ዓ.ም.)');

    const quoted = await manager.agent
      .post(`/api/catering/${res.body.id}/send-quote`)
      .send({ quotedAmount: '2450.00' });
    expect(quoted.status).toBe(200);
    expect(quoted.body.language).toBe('am');
    const [quote] = await mailsTo(body.email, 'catering-quote');
    expect(quote!.subject).toMatch(/^Selam Ethiopian Restaurant: ለ.* 2091 \(ሰኔ 13 ቀን 2083 ዓ\.ም\.\) ዝግጅትዎ የዋጋ ግምታችን$/);
    expect(quote!.text).toContain('  ጠቅላላ ዋጋ: $2,450.00');
  });

  test('without a language it is English; a language the site does not speak is refused and nothing is stored', async () => {
    const english = cateringRequest();
    const res = await request(ctx.app).post('/api/catering-requests').send(english);
    expect(res.status).toBe(201);
    const [stored] = await ctx.database.db.select().from(cateringOrders).where(eq(cateringOrders.id, res.body.id));
    expect(stored!.language).toBe('en');
    expect((await mailsTo(english.email, 'catering-request-received'))[0]!.subject).toBe(
      'Selam Ethiopian Restaurant: we received your catering request',
    );

    const french = cateringRequest({ language: 'fr' });
    const refused = await request(ctx.app).post('/api/catering-requests').send(french);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors)).toEqual(['language']);
    expect(await ctx.database.db.select().from(cateringOrders).where(eq(cateringOrders.email, french.email))).toEqual(
      [],
    );
    expect(await mailsTo(french.email)).toEqual([]);
  });

  test('a stored language no longer spoken is listed as English, and the quote is English', async () => {
    const body = cateringRequest({ language: 'am' });
    const { body: receipt } = await request(ctx.app).post('/api/catering-requests').send(body);
    await ctx.database.db.update(cateringOrders).set({ language: 'ti' }).where(eq(cateringOrders.id, receipt.id));

    const listed = (await manager.agent.get('/api/admin/catering-orders')).body as CateringOrderDto[];
    expect(listed.find((row) => row.id === receipt.id)?.language).toBe('en');
    await manager.agent.post(`/api/catering/${receipt.id}/send-quote`).send({ quotedAmount: '900.00' });
    const [quote] = await mailsTo(body.email, 'catering-quote');
    expect(quote!.subject).toBe('Selam Ethiopian Restaurant: your catering quote for Wednesday, June 20, 2091');
  });
});

describe('a gift card is emailed in the language staff chose for its recipient', () => {
  test('Amharic when chosen: stored, answered and listed as Amharic, the email in Amharic', async () => {
    const body = giftCard({ language: 'am' });
    const res = await manager.agent.post('/api/admin/gift-cards').send(body);
    expect(res.status).toBe(201);
    expect(res.body.language).toBe('am');
    const listed = (await manager.agent.get('/api/admin/gift-cards')).body as GiftCardDto[];
    expect(listed.find((card) => card.id === res.body.id)?.language).toBe('am');
    const [mail] = await mailsTo(body.recipientEmail, 'gift-card');
    expect(mail!.subject).toBe('Dawit የ$50.00 የSelam Ethiopian Restaurant የስጦታ ካርድ ልከውልዎታል');
    expect(mail!.text).toContain(`የስጦታ ካርድ ኮድ: ${res.body.code as string}`);
    // A new card never expires: no "valid until" line.
    expect(mail!.text).not.toContain('የሚያገለግለው እስከ');
  });

  test('English unless chosen; a language the site does not speak is refused and no card is made', async () => {
    const english = giftCard();
    const res = await manager.agent.post('/api/admin/gift-cards').send(english);
    expect(res.status).toBe(201);
    expect(res.body.language).toBe('en');
    expect((await mailsTo(english.recipientEmail, 'gift-card'))[0]!.subject).toBe(
      'Dawit sent you a $50.00 gift card for Selam Ethiopian Restaurant',
    );

    const french = giftCard({ language: 'fr' });
    const refused = await manager.agent.post('/api/admin/gift-cards').send(french);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ language: ['Choose the language of the email'] });
    expect(
      await ctx.database.db.select().from(giftCards).where(eq(giftCards.recipientEmail, french.recipientEmail)),
    ).toEqual([]);
  });

  test('a stored language no longer spoken is listed as English', async () => {
    const { body: card } = await manager.agent.post('/api/admin/gift-cards').send(giftCard({ language: 'am' }));
    await ctx.database.db.update(giftCards).set({ language: 'om' }).where(eq(giftCards.id, card.id));
    const listed = (await manager.agent.get('/api/admin/gift-cards')).body as GiftCardDto[];
    expect(listed.find((row) => row.id === card.id)?.language).toBe('en');
  });
});

describe('alerts to the restaurant’s own inboxes follow the restaurant language', () => {
  test('set to Amharic, the new-booking and catering alerts are Amharic; an English diner still gets English', () =>
    withRestaurantLanguageRestored(async () => {
      const set = await manager.agent.put('/api/admin/settings').send({ restaurantLanguage: 'am' });
      expect(set.status).toBe(200);
      const { businessInfo } = await readSettings(ctx.database.db);

      const diner = booking({ time: '20:00' });
      expect((await request(ctx.app).post('/api/reservations').send(diner)).status).toBe(201);
      const alert = await alertAbout(businessInfo.email, 'reservation-alert', diner.email);
      expect(alert.subject).toMatch(/^አዲስ ቦታ ማስያዝ፦ 4 እንግዶች፣ ቅዳሜ \S+ \S+ 2091፣ 8:00 ከሰዓት$/);
      expect(alert.text).toContain('(ሰኔ 9 ቀን 2083 ዓ.ም.)');
      expect(alert.html).toContain('<html lang="am">');
      const [toDiner] = await mailsTo(diner.email, 'reservation-received');
      expect(toDiner!.subject).toBe('Selam Ethiopian Restaurant: we received your reservation request');

      const client = cateringRequest();
      expect((await request(ctx.app).post('/api/catering-requests').send(client)).status).toBe(201);
      const cateringAlert = await alertAbout(businessInfo.cateringEmail, 'catering-request-alert', client.email);
      expect(cateringAlert.subject).toMatch(/^አዲስ የምግብ አገልግሎት ጥያቄ፦ ሰርግ፣ .* 2091 \(ሰኔ 13 ቀን 2083 ዓ\.ም\.\)፣ 80 እንግዶች$/);
      expect((await mailsTo(client.email, 'catering-request-received'))[0]!.subject).toBe(
        'Selam Ethiopian Restaurant: we received your catering request',
      );
    }));

  test('a stored restaurant language no longer spoken reads as English', () =>
    withRestaurantLanguageRestored(async () => {
      await changeSettings(ctx.database.db, { [SETTING_KEYS.restaurantLanguage]: 'ti' });
      expect((await manager.agent.get('/api/admin/settings')).body.restaurantLanguage).toBe('en');
      const { businessInfo } = await readSettings(ctx.database.db);
      const diner = booking({ time: '20:30', language: 'am' });
      expect((await request(ctx.app).post('/api/reservations').send(diner)).status).toBe(201);
      const alert = await alertAbout(businessInfo.email, 'reservation-alert', diner.email);
      expect(alert.subject).toBe('New reservation: 4 guests on 2091-06-16 at 8:30 PM');
    }));
});

describe('staff choose the language of a guest they take by phone', () => {
  test('a booking taken in Amharic is mailed in Amharic; an edit without a language keeps it, one with English switches its next email', async () => {
    const withoutLanguage = booking({ time: '17:30', status: 'pending' });
    const body = { ...withoutLanguage, language: 'am' };
    const res = await manager.agent.post('/api/reservations').send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.language).toBe('am');
    const [booked] = await mailsTo(body.email, 'reservation-booked-by-staff');
    expect(booked!.subject).toMatch(ETHIOPIC);
    expect(booked!.html).toContain('<html lang="am">');

    const kept = await manager.agent.put(`/api/reservations/${res.body.id}`).send({ ...withoutLanguage, guests: 5 });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ guests: 5, language: 'am' });

    const switched = await manager.agent
      .put(`/api/reservations/${res.body.id}`)
      .send({ ...body, guests: 5, language: 'en', status: 'confirmed' });
    expect(switched.status).toBe(200);
    expect(switched.body.language).toBe('en');
    const [confirmed] = await mailsTo(body.email, 'reservation-confirmed-by-restaurant');
    expect(confirmed!.subject).toBe('Selam Ethiopian Restaurant: your table is confirmed');
  });

  test('a language the site does not speak is refused, and nothing is stored or mailed', async () => {
    const body = booking({ time: '16:30', language: 'fr' });
    const res = await manager.agent.post('/api/reservations').send(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['language']);
    expect(await ctx.database.db.select().from(reservations).where(eq(reservations.email, body.email))).toEqual([]);
    expect(await mailsTo(body.email)).toEqual([]);
  });

  test('a catering order entered in Amharic is quoted in Amharic; an edit without a language keeps it', async () => {
    const withoutLanguage = cateringRequest();
    const body = { ...withoutLanguage, language: 'am' };
    const res = await manager.agent.post('/api/admin/catering-orders').send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.language).toBe('am');

    const kept = await manager.agent.put(`/api/catering/${res.body.id}`).send({ ...withoutLanguage, guestCount: 90 });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ guestCount: 90, language: 'am' });

    expect(
      (await manager.agent.post(`/api/catering/${res.body.id}/send-quote`).send({ quotedAmount: '2700.00' })).status,
    ).toBe(200);
    const [quote] = await mailsTo(body.email, 'catering-quote');
    expect(quote!.text).toContain('  ጠቅላላ ዋጋ: $2,700.00');

    const refused = await manager.agent.put(`/api/catering/${res.body.id}`).send({ ...body, language: 'fr' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors)).toEqual(['language']);
    const [stored] = await ctx.database.db.select().from(cateringOrders).where(eq(cateringOrders.id, res.body.id));
    expect(stored!.language).toBe('am');
  });
});
