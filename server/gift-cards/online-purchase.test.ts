import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeEach, describe, expect, test } from 'vitest';
import { SETTING_KEYS } from '@shared/business-info';
import type { GiftCardRequestDto } from '@shared/schemas/gift-card';
import { giftCardRequests, giftCards, giftCardTransactions, payments } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { NOON, postEvent, reconcileNow, useCardPayments } from '../../test-support/api/card-payments';
import {
  buyGiftCard,
  giftCardForm,
  issuedCardOf,
  mailTo,
  postGiftCardCheckout,
  startBuying,
} from '../../test-support/api/gift-card-checkout';
import { changeSettings } from '../../test-support/api/settings';

const card = useCardPayments({}, { env: { TRUST_PROXY: '1' } });

beforeEach(async () => {
  await changeSettings(card.ctx.database.db, {
    [SETTING_KEYS.giftCardsEnabled]: true,
    [SETTING_KEYS.onlinePaymentsEnabled]: true,
  });
  Object.assign(card.ctx.app.context.rateLimits, {
    giftCardCheckoutsPerAddressPerHour: 0,
    giftCardCheckoutsPerEmailPerDay: 0,
  });
});

const sessionsMade = () =>
  card.stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

describe('POST /api/gift-cards/checkout', () => {
  test('writes the request and its payment, then a Checkout session of the amount, taken at once', async () => {
    const { res, request: stored, payment, session } = await startBuying(card, { amount: 50 });
    expect(res.body).toEqual({ checkoutUrl: session.url });
    expect(stored).toMatchObject({ status: 'awaiting_payment', amount: '50.00', giftCardId: null });
    expect(payment).toMatchObject({ status: 'awaiting_payment', amountCents: 5000, tipCents: 0 });
    expect(session).toMatchObject({
      amount_total: 5000,
      currency: 'usd',
      locale: 'en',
      metadata: { paymentId: String(payment.id), purpose: 'gift_card' },
      client_reference_id: `gift-card-request-${stored.id}`,
      customer_email: stored.senderEmail,
      success_url: 'https://selam.example/gift-card/payment?outcome=paid',
    });
    // Open for an hour.
    expect(session.expires_at).toBe(Math.floor(NOON.getTime() / 1000) + 3600);
    const made = sessionsMade().at(-1)!;
    expect(made.idempotencyKey).toMatch(new RegExp(`^payment-${payment.id}-[a-z0-9]+-session-1$`));
    expect(made.body.payment_intent_data).toMatchObject({ capture_method: 'automatic' });
  });

  test('the amount is the form field, in dollars: amounts and currency in the body never reach Stripe', async () => {
    const { session } = await startBuying(card, {
      amount: 25,
      amount_total: 1,
      unit_amount: 1,
      total: '0.01',
      price: 1,
      currency: 'eur',
    });
    expect(session).toMatchObject({ amount_total: 2500, currency: 'usd' });
  });

  test('an amount outside 10 to 500 dollars is a 400 on the field, and no session is made', async () => {
    const before = sessionsMade().length;
    for (const amount of [5, 9.99, 500.01, 1000, 'fifty']) {
      const res = await postGiftCardCheckout(card, giftCardForm({ amount }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.amount).toHaveLength(1);
    }
    const noEmail = await postGiftCardCheckout(card, giftCardForm({ senderEmail: 'nope' }));
    expect(noEmail.body.fieldErrors.senderEmail).toBeDefined();
    expect(sessionsMade()).toHaveLength(before);
  });

  test('409 FEATURE_DISABLED while gift card sales, or card payments, are off; the status says which', async () => {
    await changeSettings(card.ctx.database.db, { [SETTING_KEYS.onlinePaymentsEnabled]: false });
    const paymentsOff = await postGiftCardCheckout(card, giftCardForm());
    expect(paymentsOff.status).toBe(409);
    expect(paymentsOff.body).toMatchObject({ code: 'FEATURE_DISABLED', messageKey: 'giftCard.payOnlineOff' });
    const status = await request(card.ctx.app).get('/api/gift-card-submission-status');
    expect(status.body).toEqual({ enabled: true, payOnline: false });
    await changeSettings(card.ctx.database.db, {
      [SETTING_KEYS.onlinePaymentsEnabled]: true,
      [SETTING_KEYS.giftCardsEnabled]: false,
    });
    const salesOff = await postGiftCardCheckout(card, giftCardForm());
    expect(salesOff.body).toMatchObject({ code: 'FEATURE_DISABLED', messageKey: 'giftCard.salesOff' });
    await changeSettings(card.ctx.database.db, { [SETTING_KEYS.giftCardsEnabled]: true });
    const on = await request(card.ctx.app).get('/api/gift-card-submission-status');
    expect(on.body).toEqual({ enabled: true, payOnline: true });
  });

  test('Stripe not answering: 503, and the request ends expired without a card', async () => {
    card.stripe.failNext({ method: 'POST', path: '/v1/checkout/sessions' }, '500', 2);
    const form = giftCardForm();
    const res = await postGiftCardCheckout(card, form);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('PAYMENT_UNAVAILABLE');
    const [stored] = await card.ctx.database.db
      .select()
      .from(giftCardRequests)
      .where(eq(giftCardRequests.senderEmail, form.senderEmail));
    expect(stored).toMatchObject({ status: 'expired', giftCardId: null });
  });
});

describe('paid at Checkout', () => {
  test('issues the card by itself: the recipient gets its code, the buyer is told without it, the balance answers', async () => {
    const bought = await buyGiftCard(card, { amount: 75 });
    expect(bought.card).toMatchObject({ amount: '75.00', balance: '75.00', status: 'active' });
    const intent = card.stripe.sessions.get(bought.session.id)!.payment_intent;
    expect(bought.card.paymentIntentId).toBe(intent);
    const [stored] = await card.ctx.database.db
      .select()
      .from(giftCardRequests)
      .where(eq(giftCardRequests.id, bought.request.id));
    expect(stored).toMatchObject({ status: 'issued', giftCardId: bought.card.id, handledBy: null });
    const ledger = await card.ctx.database.db
      .select()
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.giftCardId, bought.card.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'issue',
        amount: '75.00',
        adminUserId: null,
        note: expect.stringMatching(/^Paid online/),
      }),
    ]);
    const [toRecipient] = await mailTo(card, bought.form.recipientEmail);
    expect(toRecipient).toMatchObject({ kind: 'gift-card', ref: `gift-card:${bought.card.id}` });
    expect(toRecipient!.text).toContain(bought.card.code);
    const [toBuyer] = await mailTo(card, bought.form.senderEmail);
    expect(toBuyer!.kind).toBe('gift-card-request-sent');
    expect(`${toBuyer!.text}${toBuyer!.html}`).not.toContain(bought.card.code);
    const balance = await request(card.ctx.app).post('/api/gift-cards/balance').send({ code: bought.card.code });
    expect(balance.body).toMatchObject({ balance: '75.00', status: 'active' });
  });

  test('the same event twice, or 5 times at once, issues one card and one email', async () => {
    const started = await startBuying(card);
    const event = card.stripe.completeSession(started.session.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postEvent(card, event)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await postEvent(card, event)).status).toBe(200);
    const cards = await card.ctx.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.recipientEmail, started.form.recipientEmail));
    expect(cards).toHaveLength(1);
    expect(await mailTo(card, started.form.recipientEmail)).toHaveLength(1);
    expect(await mailTo(card, started.form.senderEmail)).toHaveLength(1);
  });

  test('hostile text from the form is escaped in the emails and answered as text to the back office', async () => {
    const hostile = '<img src=x onerror=alert(1)> & "quotes"';
    const bought = await buyGiftCard(card, { message: hostile });
    const [toRecipient] = await mailTo(card, bought.form.recipientEmail);
    expect(toRecipient!.html).not.toContain('<img src=x');
    expect(toRecipient!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const { agent } = await signInAs(card.ctx, 'manager');
    const list = await agent.get('/api/admin/gift-card-requests');
    const listed = (list.body as GiftCardRequestDto[]).find((row) => row.id === bought.request.id)!;
    expect(listed.message).toBe(hostile);
    expect(list.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('a session that ends unpaid', () => {
  test('checkout.session.expired turns the request expired; no card is made, and a late completion makes none', async () => {
    const started = await startBuying(card);
    const session = card.stripe.sessions.get(started.session.id)!;
    session.status = 'expired';
    const res = await postEvent(card, card.stripe.event('checkout.session.expired', { ...session }));
    expect(res.status).toBe(200);
    const [stored] = await card.ctx.database.db
      .select()
      .from(giftCardRequests)
      .where(eq(giftCardRequests.id, started.request.id));
    expect(stored!.status).toBe('expired');
    const [payment] = await card.ctx.database.db.select().from(payments).where(eq(payments.id, started.payment.id));
    expect(payment!.status).toBe('expired');
    expect(await issuedCardOf(card, started.request.id)).toBeUndefined();
  });

  test('the reconciliation sees it when no event came: after the hour, the request is expired', async () => {
    const started = await startBuying(card);
    card.setClock(card.minutesLater(30));
    await reconcileNow(card);
    const [still] = await card.ctx.database.db
      .select()
      .from(giftCardRequests)
      .where(eq(giftCardRequests.id, started.request.id));
    expect(still!.status).toBe('awaiting_payment');
    card.setClock(card.minutesLater(62));
    await reconcileNow(card);
    const [stored] = await card.ctx.database.db
      .select()
      .from(giftCardRequests)
      .where(eq(giftCardRequests.id, started.request.id));
    expect(stored!.status).toBe('expired');
    expect(card.stripe.sessions.get(started.session.id)!.status).toBe('expired');
    expect(await issuedCardOf(card, started.request.id)).toBeUndefined();
  });
});

test('a card Stripe took after our payment had ended is refunded at once, and no card is made', async () => {
  const started = await startBuying(card);
  await card.ctx.database.db.update(payments).set({ status: 'expired' }).where(eq(payments.id, started.payment.id));
  const event = card.stripe.completeSession(started.session.id);
  expect((await postEvent(card, event)).status).toBe(200);
  const intent = card.stripe.sessions.get(started.session.id)!.payment_intent;
  expect(card.stripe.refunds.filter((refund) => refund.payment_intent === intent).map((r) => r.amount)).toEqual([5000]);
  expect(await issuedCardOf(card, started.request.id)).toBeUndefined();
});

describe('card-testing limits', () => {
  test('the sixth checkout in an hour from one address is 429; another address goes through; 0 lets it through', async () => {
    card.ctx.app.context.rateLimits.giftCardCheckoutsPerAddressPerHour = 5;
    for (let i = 0; i < 5; i += 1)
      expect((await postGiftCardCheckout(card, giftCardForm(), '203.0.113.7')).status).toBe(201);
    const sixth = await postGiftCardCheckout(card, giftCardForm(), '203.0.113.7');
    expect(sixth.status).toBe(429);
    expect(sixth.body.messageKey).toBe('giftCard.tooManyCheckouts');
    expect((await postGiftCardCheckout(card, giftCardForm(), '203.0.113.8')).status).toBe(201);
    card.setClock(card.minutesLater(61));
    expect((await postGiftCardCheckout(card, giftCardForm(), '203.0.113.7')).status).toBe(201);
    card.ctx.app.context.rateLimits.giftCardCheckoutsPerAddressPerHour = 0;
    expect((await postGiftCardCheckout(card, giftCardForm(), '203.0.113.7')).status).toBe(201);
  });

  test('the sixth checkout in a day for one buyer email is 429, from any address; 0 lets it through', async () => {
    card.ctx.app.context.rateLimits.giftCardCheckoutsPerEmailPerDay = 5;
    const senderEmail = `Family-${Date.now()}@buyer.example`;
    for (let i = 0; i < 5; i += 1) {
      const res = await postGiftCardCheckout(card, giftCardForm({ senderEmail }), `198.51.100.${i + 1}`);
      expect(res.status).toBe(201);
    }
    const sixth = await postGiftCardCheckout(
      card,
      giftCardForm({ senderEmail: senderEmail.toLowerCase() }),
      '198.51.100.9',
    );
    expect(sixth.status).toBe(429);
    expect(sixth.body.messageKey).toBe('giftCard.tooManyCheckoutsForEmail');
    card.ctx.app.context.rateLimits.giftCardCheckoutsPerEmailPerDay = 0;
    expect((await postGiftCardCheckout(card, giftCardForm({ senderEmail }), '198.51.100.9')).status).toBe(201);
  });
});

describe('GET /api/admin/gift-card-requests', () => {
  test('paid online: issued with paidOnline and its payment; at Checkout: awaiting_payment; phoned: pending', async () => {
    const bought = await buyGiftCard(card);
    const waiting = await startBuying(card);
    const phoned = await request(card.ctx.app).post('/api/gift-card-requests').send(giftCardForm());
    expect(phoned.status).toBe(201);
    const { agent: manager } = await signInAs(card.ctx, 'manager');
    const list = (await manager.get('/api/admin/gift-card-requests')).body as GiftCardRequestDto[];
    const byId = new Map(list.map((row) => [row.id, row]));
    expect(byId.get(bought.request.id)).toMatchObject({
      status: 'issued',
      paidOnline: true,
      paymentId: bought.payment.id,
      payment: { status: 'paid', refunded: '0.00', disputed: false },
      giftCardCode: bought.card.code,
      giftCardBalance: '50.00',
      handledBy: null,
    });
    expect(byId.get(waiting.request.id)).toMatchObject({ status: 'awaiting_payment', paidOnline: false });
    expect(byId.get(phoned.body.id)).toMatchObject({
      status: 'pending',
      paidOnline: false,
      paymentId: null,
      payment: null,
    });
    for (const row of list)
      expect(['awaiting_payment', 'pending', 'issued', 'declined', 'expired']).toContain(row.status);
    // Staff neither issue nor decline a request paid online.
    const issue = await manager.post(`/api/admin/gift-card-requests/${waiting.request.id}/issue`);
    expect(issue.status).toBe(409);
    expect(issue.body.messageKey).toBe('giftCard.requestPaidOnline');
  });

  test('the bell says a card was paid online; a checkout still open or expired is not news', async () => {
    const bought = await buyGiftCard(card);
    const waiting = await startBuying(card);
    const { agent } = await signInAs(card.ctx, 'manager');
    const res = await agent.get('/api/admin/notifications');
    const items = res.body.items as { id: string; title: string; facts: Record<string, unknown> }[];
    expect(items.find((item) => item.id === `gift-card-request-${bought.request.id}`)).toMatchObject({
      title: 'Gift card paid online',
      facts: { type: 'gift-card-request', paidOnline: true },
    });
    expect(items.find((item) => item.id === `gift-card-request-${waiting.request.id}`)).toBeUndefined();
  });
});
