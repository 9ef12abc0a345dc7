import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { SETTING_KEYS } from '@shared/business-info';
import { giftCards, giftCardTransactions, mailOutbox, paymentRefunds } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { paymentRow, postEvent, reconcileNow, useCardPayments } from '../../test-support/api/card-payments';
import { buyGiftCard } from '../../test-support/api/gift-card-checkout';
import { redeem } from '../../test-support/api/gift-cards';
import { changeSettings } from '../../test-support/api/settings';

const card = useCardPayments({});

beforeEach(() =>
  changeSettings(card.ctx.database.db, {
    [SETTING_KEYS.giftCardsEnabled]: true,
    [SETTING_KEYS.onlinePaymentsEnabled]: true,
    [SETTING_KEYS.restaurantLanguage]: 'en',
  }),
);

const cardRow = async (id: number) =>
  (await card.ctx.database.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;
const ledgerOf = (id: number) =>
  card.ctx.database.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, id));

describe('refunding a card bought online', () => {
  test('whole and unredeemed: the card is void before Stripe is asked; a refund Stripe missed is sent later, and never brings the card back', async () => {
    const bought = await buyGiftCard(card, { amount: 40 });
    const { agent } = await signInAs(card.ctx, 'manager');
    card.stripe.failNext({ method: 'GET', path: '/v1/refunds' }, '500', 2);
    const res = await agent.post(`/api/admin/payments/${bought.payment.id}/refund`).send({ reason: 'Bought twice' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'refunded', refunded: '40.00' });
    // Stripe did not answer: the card is void all the same, and nothing was refunded yet.
    expect(await cardRow(bought.card.id)).toMatchObject({ status: 'void', balance: '0.00' });
    const refundsOfCard = () =>
      card.stripe.refunds.filter((refund) => refund.payment_intent === bought.card.paymentIntentId);
    expect(refundsOfCard()).toEqual([]);
    const ledger = await ledgerOf(bought.card.id);
    expect(ledger.map((row) => row.kind)).toEqual(['issue', 'void']);
    expect(ledger[1]!.note).toMatch(/^Refunded to the buyer/);
    const balance = await agent.post('/api/gift-cards/balance').send({ code: bought.card.code });
    expect(balance.body).toMatchObject({ balance: '0.00', status: 'void' });
    card.setClock(card.minutesLater(5));
    await reconcileNow(card);
    expect(refundsOfCard().map((refund) => refund.amount)).toEqual([4000]);
    const [refund] = await card.ctx.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, bought.payment.id));
    expect(refund!.status).toBe('succeeded');
    expect(await cardRow(bought.card.id)).toMatchObject({ status: 'void', balance: '0.00' });
  });

  test('a card already spent from is a 409, and part of one is a 409: nothing changes', async () => {
    const bought = await buyGiftCard(card, { amount: 60 });
    const { agent } = await signInAs(card.ctx, 'manager');
    const part = await agent
      .post(`/api/admin/payments/${bought.payment.id}/refund`)
      .send({ amount: '10.00', reason: 'Part' });
    expect(part.status).toBe(409);
    expect(part.body.messageKey).toBe('giftCard.refundWholeOnly');
    expect((await redeem(agent, bought.card.code, '5.00')).status).toBe(200);
    const res = await agent.post(`/api/admin/payments/${bought.payment.id}/refund`).send({ reason: 'Changed mind' });
    expect(res.status).toBe(409);
    expect(res.body.messageKey).toBe('giftCard.notRefundableUsed');
    expect(await cardRow(bought.card.id)).toMatchObject({ status: 'active', balance: '55.00' });
    expect((await paymentRow(card.ctx, bought.payment.id)).status).toBe('paid');
    expect(card.stripe.refunds.filter((refund) => refund.payment_intent === bought.card.paymentIntentId)).toEqual([]);
  });
});

describe('a dispute of a card bought online', () => {
  test('voids the card while unredeemed, and tells the restaurant', async () => {
    const bought = await buyGiftCard(card);
    const res = await postEvent(card, card.stripe.dispute(bought.card.paymentIntentId!));
    expect(res.status).toBe(200);
    expect(await cardRow(bought.card.id)).toMatchObject({ status: 'void', balance: '0.00' });
    expect((await paymentRow(card.ctx, bought.payment.id)).disputed).toBe(true);
    const alerts = await card.ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'gift-card-disputed-alert'));
    const alert = alerts.find((row) => row.subject.includes(bought.card.code.slice(-4)))!;
    expect(alert.text).toContain('it has been voided');
    expect(alert.text).not.toContain(bought.card.code);
  });

  test('leaves a card already spent from to a manager, flagged, and tells the restaurant', async () => {
    const bought = await buyGiftCard(card, { amount: 30 });
    const { agent } = await signInAs(card.ctx, 'manager');
    expect((await redeem(agent, bought.card.code, '12.00')).status).toBe(200);
    await postEvent(card, card.stripe.dispute(bought.card.paymentIntentId!));
    expect(await cardRow(bought.card.id)).toMatchObject({ status: 'active', balance: '18.00' });
    const list = await agent.get('/api/admin/gift-card-requests');
    const listed = (list.body as { id: number; payment: { disputed: boolean } | null }[]).find(
      (row) => row.id === bought.request.id,
    );
    expect(listed!.payment!.disputed).toBe(true);
    const alerts = await card.ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'gift-card-disputed-alert'));
    const alert = alerts.find((row) => row.subject.includes(bought.card.code.slice(-4)))!;
    expect(alert.text).toContain('$18.00 left');
  });
});
