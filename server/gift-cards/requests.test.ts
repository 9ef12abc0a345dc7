import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SETTING_KEYS } from '@shared/business-info';
import type { GiftCardRequestDto, GiftCardRequestIssuedDto } from '@shared/schemas/gift-card';
import type { NotificationsDto } from '@shared/schemas/notifications';
import type { AnalyticsDto } from '@shared/analytics';
import { auditLog, giftCardRequests, giftCards, giftCardTransactions, mailOutbox } from '../db/schema';
import { readSettings } from '../site';
import { signInAs } from '../../test-support/api/admins';
import { changeSettings } from '../../test-support/api/settings';
import { giftCardForm } from '../../test-support/api/gift-card-checkout';
import { createTestContext, mailSettled, type TestContext } from '../../test-support/api/test-app';

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

// The sales switch is restaurant-wide: this file gets a database of its own.
let ctx: TestContext;
let manager: Agent;
let secondManager: Agent;
let staff: Agent;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://selam.example' }, { isolatedDatabase: true });
  [{ agent: manager }, { agent: secondManager }, { agent: staff }] = await Promise.all([
    signInAs(ctx, 'manager'),
    signInAs(ctx, 'manager'),
    signInAs(ctx, 'staff'),
  ]);
});
afterAll(() => ctx.close());
beforeEach(() =>
  changeSettings(ctx.database.db, { [SETTING_KEYS.giftCardsEnabled]: true, [SETTING_KEYS.restaurantLanguage]: 'en' }),
);

const buildRequest = (overrides: Record<string, unknown> = {}) => giftCardForm({ amount: 75, ...overrides });

async function submit(overrides: Record<string, unknown> = {}) {
  const body = buildRequest(overrides);
  const res = await request(ctx.app).post('/api/gift-card-requests').send(body);
  expect(res.status).toBe(201);
  return { body, id: res.body.id as number };
}

const storedBySender = (email: string) =>
  ctx.database.db.select().from(giftCardRequests).where(eq(giftCardRequests.senderEmail, email));
const mailTo = (to: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('POST /api/gift-card-requests', () => {
  test('stores a pending request from the form and answers 201 with only its id and status', async () => {
    const body = buildRequest({ status: 'issued', giftCardId: 1, handledBy: 1 });
    const res = await request(ctx.app).post('/api/gift-card-requests').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'pending' });
    const [stored] = await storedBySender(body.senderEmail);
    expect(stored).toMatchObject({
      id: res.body.id,
      status: 'pending',
      amount: '75.00',
      designTheme: 'coffee',
      senderPhone: '(612) 555-0188',
      language: 'en',
      giftCardId: null,
      handledBy: null,
    });
    expect(stored!.fromIp).toMatch(/127\.0\.0\.1|::1/);
  });

  test('with gift card sales off: 409 FEATURE_DISABLED with the phone number, and nothing is stored or sent', async () => {
    await changeSettings(ctx.database.db, { [SETTING_KEYS.giftCardsEnabled]: false });
    const { businessInfo } = await readSettings(ctx.database.db);
    const body = buildRequest();
    const res = await request(ctx.app).post('/api/gift-card-requests').send(body);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'FEATURE_DISABLED',
      message: `Gift cards cannot be ordered online right now. Please call us at ${businessInfo.phone}.`,
      messageKey: 'giftCard.salesOff',
    });
    expect(await storedBySender(body.senderEmail)).toHaveLength(0);
    await mailSettled(ctx.app);
    expect(await mailTo(body.senderEmail)).toHaveLength(0);
  });

  test('the buyer gets a receipt that says payment is taken by phone; the restaurant an alert with every detail', async () => {
    const { body, id } = await submit({ amount: 62.5 });
    await mailSettled(ctx.app);
    const [receipt] = await mailTo(body.senderEmail);
    expect(receipt).toMatchObject({ kind: 'gift-card-request-received', status: 'logged', fromPublicForm: true });
    expect(receipt!.subject).toBe('Selam Ethiopian Restaurant: we received your gift card request');
    expect(receipt!.text).toContain(`Thank you for ordering a $62.50 gift card for ${body.recipientName}.`);
    expect(receipt!.text).toContain('We will call you at (612) 555-0188 to take payment.');
    expect(receipt!.text).toContain('No payment is taken online');
    // Whoever typed the buyer's address: the receipt repeats none of the free text.
    expect(receipt!.text).not.toContain('kitfo');
    expect(receipt!.text).not.toContain(body.recipientEmail);

    const { businessInfo } = await readSettings(ctx.database.db);
    const [alert] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'gift-card-request-alert'), eq(mailOutbox.replyTo, body.senderEmail)));
    expect(alert).toMatchObject({ to: businessInfo.email, fromPublicForm: false });
    expect(alert!.subject).toBe(`New gift card request: $62.50 for ${body.recipientName}`);
    for (const detail of [
      `#${id}`,
      body.recipientEmail,
      body.senderEmail,
      '(612) 555-0188',
      'Coffee Ceremony',
      'Enjoy the kitfo.',
      'https://selam.example/admin?tab=gift-cards',
    ]) {
      expect(alert!.text).toContain(detail);
    }
  });

  test('the receipt follows the buyer’s language, the alert the restaurant language setting', async () => {
    await changeSettings(ctx.database.db, { [SETTING_KEYS.restaurantLanguage]: 'am' });
    const { body } = await submit({ language: 'am', amount: 100 });
    await mailSettled(ctx.app);
    const [receipt] = await mailTo(body.senderEmail);
    expect(receipt!.subject).toBe('Selam Ethiopian Restaurant: የስጦታ ካርድ ጥያቄዎ ደርሶናል');
    expect(receipt!.text).toContain('በ(612) 555-0188 እንደውልልዎታለን');
    expect(receipt!.text).toContain('በመስመር ላይ ምንም ክፍያ አይወሰድም');
    const [alert] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'gift-card-request-alert'), eq(mailOutbox.replyTo, body.senderEmail)));
    expect(alert!.subject).toBe(`አዲስ የስጦታ ካርድ ጥያቄ፦ $100.00 ለ${body.recipientName}`);
    expect(alert!.text).toContain('የቡና ሥነ ሥርዓት');
  });

  test('a filled honeypot answers 400 with a neutral message and stores nothing', async () => {
    const body = buildRequest({ website: 'https://cheap-pills.example' });
    const res = await request(ctx.app).post('/api/gift-card-requests').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageKey: 'giftCard.requestNotSent' });
    expect(res.body.message).not.toMatch(/website|bot|honeypot/i);
    expect(await storedBySender(body.senderEmail)).toHaveLength(0);
  });

  test('the form is checked with the agreed messages', async () => {
    const empty = await request(ctx.app).post('/api/gift-card-requests').send({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fieldErrors).sort()).toEqual([
      'amount',
      'recipientEmail',
      'recipientName',
      'senderEmail',
      'senderName',
      'senderPhone',
    ]);
    for (const [amount, message] of [
      [5, 'Minimum amount is $10'],
      [501, 'Maximum amount is $500'],
      [12.345, 'Use at most 2 decimals'],
    ] as const) {
      const res = await request(ctx.app).post('/api/gift-card-requests').send(buildRequest({ amount }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ amount: [message] });
    }
    const theme = await request(ctx.app)
      .post('/api/gift-card-requests')
      .send(buildRequest({ designTheme: 'neon' }));
    expect(theme.body.fieldErrors).toEqual({ designTheme: ['Choose a design'] });
    const language = await request(ctx.app)
      .post('/api/gift-card-requests')
      .send(buildRequest({ language: 'fr' }));
    expect(language.status).toBe(400);
    expect(Object.keys(language.body.fieldErrors)).toEqual(['language']);
  });
});

test('POST /api/gift-card-requests is limited per address: 429 past the hourly limit of public writes', async () => {
  const limited = await createTestContext({}, { isolatedDatabase: true, rateLimits: { publicWritesPerHour: 2 } });
  try {
    await changeSettings(limited.database.db, { [SETTING_KEYS.giftCardsEnabled]: true });
    for (let i = 0; i < 2; i += 1)
      expect((await request(limited.app).post('/api/gift-card-requests').send(buildRequest())).status).toBe(201);
    const body = buildRequest();
    const refused = await request(limited.app).post('/api/gift-card-requests').send(body);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'request.tooManyFromNetwork' });
    const stored = await limited.database.db
      .select()
      .from(giftCardRequests)
      .where(eq(giftCardRequests.senderEmail, body.senderEmail));
    expect(stored).toHaveLength(0);
  } finally {
    await limited.close();
  }
});

describe('GET /api/admin/gift-card-requests', () => {
  test('managers get every request, newest first; staff and visitors are refused', async () => {
    const first = await submit();
    const second = await submit({ message: '' });
    const res = await manager.get('/api/admin/gift-card-requests');
    expect(res.status).toBe(200);
    const list = res.body as GiftCardRequestDto[];
    const ids = list.map((row) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.find((row) => row.id === second.id)).toEqual({
      id: second.id,
      amount: '75.00',
      designTheme: 'coffee',
      recipientName: second.body.recipientName,
      recipientEmail: second.body.recipientEmail,
      senderName: second.body.senderName,
      senderEmail: second.body.senderEmail,
      senderPhone: '(612) 555-0188',
      message: null,
      language: 'en',
      status: 'pending',
      giftCardId: null,
      giftCardCode: null,
      giftCardBalance: null,
      giftCardStatus: null,
      paidOnline: false,
      paymentId: null,
      payment: null,
      handledBy: null,
      handledAt: null,
      note: null,
      createdAt: expect.any(String),
    });
    expect((await staff.get('/api/admin/gift-card-requests')).status).toBe(403);
    expect((await request(ctx.app).get('/api/admin/gift-card-requests')).status).toBe(401);
  });
});

describe('POST /api/admin/gift-card-requests/:id/issue', () => {
  test('issues the card once: the request is issued, the card active with no expiry, its ledger opened, both emails sent', async () => {
    const { body, id } = await submit({ amount: 50, language: 'am' });
    const res = await manager.post(`/api/admin/gift-card-requests/${id}/issue`);
    expect(res.status).toBe(200);
    const { request: issued, card } = res.body as GiftCardRequestIssuedDto;
    expect(card).toMatchObject({
      amount: '50.00',
      balance: '50.00',
      status: 'active',
      expiryDate: null,
      recipientName: body.recipientName,
      recipientEmail: body.recipientEmail,
      senderName: body.senderName,
      message: body.message,
      designTheme: 'coffee',
      language: 'am',
    });
    expect(issued).toMatchObject({
      id,
      status: 'issued',
      giftCardId: card.id,
      giftCardCode: card.code,
      handledAt: expect.any(String),
    });
    expect(issued.handledBy).toEqual({ id: expect.any(Number), username: expect.stringMatching(/^manager-/) });

    const ledger = await ctx.database.db
      .select()
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.giftCardId, card.id));
    expect(ledger).toMatchObject([{ kind: 'issue', amount: '50.00', balanceAfter: '50.00' }]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'gift-card-request'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject([{ action: 'issue', details: { giftCardId: card.id, amount: '50.00' } }]);

    await mailSettled(ctx.app);
    const [cardMail] = await mailTo(body.recipientEmail);
    expect(cardMail).toMatchObject({ kind: 'gift-card', ref: `gift-card:${card.id}` });
    expect(cardMail!.text).toContain(card.code);
    expect(cardMail!.attachments).toEqual([
      expect.objectContaining({ contentType: 'image/png', encoding: 'base64', cid: expect.any(String) }),
    ]);
    const sent = (await mailTo(body.senderEmail)).find((mail) => mail.kind === 'gift-card-request-sent');
    expect(sent!.subject).toBe(`Selam Ethiopian Restaurant: ለ${body.recipientName} ያዘዙት የስጦታ ካርድ ተልኳል`);
    expect(sent!.text).toContain(body.recipientEmail);
    // The code goes to the recipient only.
    expect(sent!.text).not.toContain(card.code);
    expect(sent!.html).not.toContain(card.code);

    const again = await manager.post(`/api/admin/gift-card-requests/${id}/issue`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', messageKey: 'giftCard.requestAlreadyIssued' });
    const decline = await manager.post(`/api/admin/gift-card-requests/${id}/decline`).send({});
    expect(decline.body).toMatchObject({ messageKey: 'giftCard.requestAlreadyIssued' });
    expect(
      await ctx.database.db.select().from(giftCards).where(eq(giftCards.recipientEmail, body.recipientEmail)),
    ).toHaveLength(1);
  });

  test('managers issuing the same request at once make one card', async () => {
    const { body, id } = await submit();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? manager : secondManager).post(`/api/admin/gift-card-requests/${id}/issue`),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(
      await ctx.database.db.select().from(giftCards).where(eq(giftCards.recipientEmail, body.recipientEmail)),
    ).toHaveLength(1);
    const issueAudits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'gift-card-request'), eq(auditLog.entityId, String(id))));
    expect(issueAudits).toHaveLength(1);
  });

  test('staff may not issue; an unknown or malformed id is 404', async () => {
    const { id } = await submit();
    expect((await staff.post(`/api/admin/gift-card-requests/${id}/issue`)).status).toBe(403);
    expect((await request(ctx.app).post(`/api/admin/gift-card-requests/${id}/issue`)).status).toBe(401);
    const unknown = await manager.post('/api/admin/gift-card-requests/99999999/issue');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ messageKey: 'giftCard.requestNotFound' });
    expect((await manager.post('/api/admin/gift-card-requests/abc/issue')).status).toBe(404);
    const [stored] = await ctx.database.db.select().from(giftCardRequests).where(eq(giftCardRequests.id, id));
    expect(stored!.status).toBe('pending');
  });
});

describe('POST /api/admin/gift-card-requests/:id/decline', () => {
  test('declines with a note and no card; it can then be neither issued nor declined again', async () => {
    const { body, id } = await submit();
    const res = await manager
      .post(`/api/admin/gift-card-requests/${id}/decline`)
      .send({ note: 'Buyer changed their mind' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      status: 'declined',
      note: 'Buyer changed their mind',
      giftCardId: null,
      handledAt: expect.any(String),
    });
    const issue = await manager.post(`/api/admin/gift-card-requests/${id}/issue`);
    expect(issue.status).toBe(409);
    expect(issue.body).toMatchObject({ messageKey: 'giftCard.requestAlreadyDeclined' });
    expect((await manager.post(`/api/admin/gift-card-requests/${id}/decline`).send({})).status).toBe(409);
    expect(
      await ctx.database.db.select().from(giftCards).where(eq(giftCards.recipientEmail, body.recipientEmail)),
    ).toHaveLength(0);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'gift-card-request'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject([{ action: 'decline' }]);
    // The buyer is told, once, that nothing was charged; the staff's note stays in the back office.
    const closed = (await mailTo(body.senderEmail)).filter((mail) => mail.kind === 'gift-card-request-declined');
    expect(closed).toHaveLength(1);
    expect(closed[0]!.subject).toBe('Selam Ethiopian Restaurant: your gift card request is closed');
    expect(closed[0]!.text).toContain(`gift card for ${body.recipientName}`);
    expect(closed[0]!.text).toContain('Nothing was charged and no card was sent.');
    expect(closed[0]!.text).not.toContain('changed their mind');
  });

  test('staff may not decline; a note over 200 characters is refused', async () => {
    const { id } = await submit();
    expect((await staff.post(`/api/admin/gift-card-requests/${id}/decline`).send({})).status).toBe(403);
    const long = await manager.post(`/api/admin/gift-card-requests/${id}/decline`).send({ note: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fieldErrors)).toEqual(['note']);
    const [stored] = await ctx.database.db.select().from(giftCardRequests).where(eq(giftCardRequests.id, id));
    expect(stored!.status).toBe('pending');
  });
});

describe('a new request in the back office', () => {
  test('is a notification and a recent event for managers, never for staff', async () => {
    const { body, id } = await submit({ senderName: 'Abebe Kebede Tesfaye', amount: 40 });
    const notificationId = `gift-card-request-${id}`;

    const mine = (await manager.get('/api/admin/notifications')).body as NotificationsDto;
    expect(mine.items.find((item) => item.id === notificationId)).toMatchObject({
      type: 'gift-card-request',
      title: 'New gift card request',
      message: 'Abebe T. · $40.00',
      facts: { type: 'gift-card-request', name: 'Abebe T.', amount: '40.00' },
      unread: true,
    });
    expect((await manager.post(`/api/admin/notifications/${notificationId}/read`)).status).toBe(204);
    const after = (await manager.get('/api/admin/notifications')).body as NotificationsDto;
    expect(after.items.find((item) => item.id === notificationId)?.unread).toBe(false);

    const staffs = (await staff.get('/api/admin/notifications')).body as NotificationsDto;
    expect(staffs.items.some((item) => item.type === 'gift-card-request')).toBe(false);
    expect((await staff.post(`/api/admin/notifications/${notificationId}/read`)).status).toBe(404);

    const analytics = (await manager.get('/api/admin/analytics')).body as AnalyticsDto;
    expect(analytics.recentActivity).toContainEqual(
      expect.objectContaining({
        type: 'gift-card-request',
        title: 'New gift card request',
        facts: { type: 'gift-card-request', name: 'Abebe T.', amount: '40.00' },
      }),
    );
    const staffAnalytics = (await staff.get('/api/admin/analytics')).body as AnalyticsDto;
    expect(staffAnalytics.recentActivity.some((item) => item.type === 'gift-card-request')).toBe(false);
    expect(body.senderName).toBe('Abebe Kebede Tesfaye');
  });
});
