import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { giftCards, giftCardTransactions, mailOutbox, onlineOrders } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import {
  orderRow,
  payAtCheckout,
  paymentRow,
  postEvent,
  TODAY,
  useCardPayments,
} from '../../test-support/api/card-payments';
import { issueGiftCard } from '../../test-support/api/gift-cards';
import { orderBody, postOrder } from '../../test-support/api/ordering';
import { createTestContext } from '../../test-support/api/test-app';

// Pending orders wait for the kitchen, so a rejection can give the card's part back.
const card = useCardPayments({ autoAccept: false, slotLoadCapacity: 500 });

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

/** Two sambusas: $19.00 + $1.71 tax = $20.71. */
const sambusas = () => [{ menuItemId: card.menu.sambusa, quantity: 2 }];

async function manager(): Promise<Agent> {
  return (await signInAs(card.ctx, 'manager')).agent;
}

async function newCard(amount: number) {
  return issueGiftCard(await manager(), amount);
}

const cardRow = async (id: number) =>
  (await card.ctx.database.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;
const ledgerOf = (id: number) =>
  card.ctx.database.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, id));

function order(time: string, overrides: Record<string, unknown>) {
  return postOrder(card.ctx.app, orderBody(`${TODAY}T${time}`, sambusas(), overrides));
}

async function orderOf(orderNumber: string) {
  const [row] = await card.ctx.database.db.select().from(onlineOrders).where(eq(onlineOrders.orderNumber, orderNumber));
  return row!;
}

async function adminOrder(agent: Agent, id: number): Promise<AdminOnlineOrderDto | undefined> {
  const res = await agent.get('/api/admin/online-orders');
  return (res.body as AdminOnlineOrderDto[]).find((row) => row.id === id);
}

describe('the quote with a gift card code', () => {
  test('says what the card pays and what is left; an unknown and a malformed code get the same 400', async () => {
    const gift = await newCard(10);
    const quote = await request(card.ctx.app)
      .post('/api/orders/quote')
      .send({ items: sambusas(), giftCardCode: gift.code.toLowerCase() });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({
      total: '20.71',
      giftCard: { last4: gift.code.slice(-4), amount: '10.00' },
      amountDue: '10.71',
    });
    expect(JSON.stringify(quote.body)).not.toContain(gift.code);
    const without = await request(card.ctx.app).post('/api/orders/quote').send({ items: sambusas() });
    expect(without.body).toMatchObject({ giftCard: null, amountDue: '20.71' });
    const unknown = await request(card.ctx.app)
      .post('/api/orders/quote')
      .send({ items: sambusas(), giftCardCode: 'SELAM-AAAA-BBBB-CCCC' });
    const malformed = await request(card.ctx.app)
      .post('/api/orders/quote')
      .send({ items: sambusas(), giftCardCode: 'not a code' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({
      giftCardCode: ['No gift card has this code. Check the code and try again.'],
    });
    expect(malformed.body).toEqual(unknown.body);
  });
});

describe('POST /api/orders with a gift card', () => {
  test('covered whole: paymentMethod gift_card, paid; the card is spent in the order, with no staff and only its last 4 shown', async () => {
    const gift = await newCard(50);
    const res = await order('18:00', { giftCardCode: gift.code, paymentMethod: 'card' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      paymentMethod: 'gift_card',
      paymentStatus: 'paid',
      total: '20.71',
      giftCard: { last4: gift.code.slice(-4), amount: '20.71' },
      amountDue: '0.00',
    });
    expect(res.body.checkoutUrl).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain(gift.code);
    expect(await cardRow(gift.id)).toMatchObject({ balance: '29.29', status: 'active' });
    const ledger = await ledgerOf(gift.id);
    expect(ledger.at(-1)).toMatchObject({
      kind: 'redeem',
      amount: '-20.71',
      adminUserId: null,
      note: `Online order #${res.body.orderNumber}`,
    });
    const status = await request(card.ctx.app).get(`/api/orders/status/${res.body.statusToken}`);
    expect(status.body).toMatchObject({ giftCard: { last4: gift.code.slice(-4), amount: '20.71' }, amountDue: '0.00' });
    // The restaurant's email and the diner's show the last 4, never the code.
    const mails = await card.ctx.database.db.select().from(mailOutbox);
    const aboutOrder = mails.filter((mail) => mail.subject.includes(res.body.orderNumber));
    expect(aboutOrder.length).toBeGreaterThan(0);
    for (const mail of aboutOrder) expect(`${mail.text}${mail.html}`).not.toContain(gift.code);
    expect(aboutOrder.some((mail) => mail.text.includes(`Gift card ending ${gift.code.slice(-4)}`))).toBe(true);
    // The till's day report counts the till's redemptions only.
    const report = await (await manager()).get('/api/admin/gift-cards/report').query({ date: TODAY });
    expect(report.status).toBe(200);
    expect(report.body.transactions.map((row: { giftCardId: number }) => row.giftCardId)).not.toContain(gift.id);
  });

  test('in part, the rest at pickup: the ticket shows both parts', async () => {
    const gift = await newCard(10);
    const res = await order('18:15', { giftCardCode: gift.code, paymentMethod: 'pay_at_pickup' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      paymentMethod: 'pay_at_pickup',
      paymentStatus: 'pending',
      giftCard: { amount: '10.00' },
      amountDue: '10.71',
    });
    expect(await cardRow(gift.id)).toMatchObject({ balance: '0.00', status: 'used' });
    const ticket = await adminOrder(await manager(), (await orderOf(res.body.orderNumber)).id);
    expect(ticket).toMatchObject({
      giftCard: { last4: gift.code.slice(-4), amount: '10.00' },
      amountDue: '10.71',
      giftCardReturn: null,
    });
  });

  test('in part, the rest by card: Checkout is for the rest only, in one line', async () => {
    const gift = await newCard(15);
    const res = await order('18:30', { giftCardCode: gift.code, paymentMethod: 'card', tipPercent: 10 });
    expect(res.status).toBe(201);
    // $20.71 + $1.90 tip = $22.61, less $15.00.
    expect(res.body).toMatchObject({ paymentMethod: 'card', total: '22.61', amountDue: '7.61' });
    const row = await orderOf(res.body.orderNumber);
    const sessionId = new URL(res.body.checkoutUrl).pathname.split('/').at(-1)!;
    const session = card.stripe.sessions.get(sessionId)!;
    expect(session.amount_total).toBe(761);
    expect(session.metadata.paymentId).toBeDefined();
    await payAtCheckout(card, session.id);
    expect((await orderRow(card.ctx, row.id)).paymentStatus).toBe('authorized');
    const payment = await paymentRow(card.ctx, Number(session.metadata.paymentId));
    expect(payment).toMatchObject({ amountCents: 761, tipCents: 190, status: 'authorized' });
    const made = card.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(made.body.line_items).toHaveLength(1);
  });

  test('choosing the gift card for all of it when it pays only part is a 400 that names the rest; no code is a 400', async () => {
    const gift = await newCard(10);
    const short = await order('19:00', { giftCardCode: gift.code, paymentMethod: 'gift_card' });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.paymentMethod).toEqual([
      'The gift card pays $10.00; choose how to pay the remaining $10.71',
    ]);
    const noCode = await order('19:00', { paymentMethod: 'gift_card' });
    expect(noCode.status).toBe(400);
    expect(noCode.body.fieldErrors.giftCardCode).toBeDefined();
    expect(await cardRow(gift.id)).toMatchObject({ balance: '10.00' });
  });

  test('an expired, a void or an empty card is a 409 with its reason; an unknown code a 400; nothing is stored', async () => {
    const agent = await manager();
    const expired = await newCard(20);
    await card.ctx.database.db
      .update(giftCards)
      .set({ expiryDate: new Date('2092-01-01T00:00:00Z') })
      .where(eq(giftCards.id, expired.id));
    const voided = await newCard(20);
    expect((await agent.post(`/api/admin/gift-cards/${voided.id}/void`).send({ note: 'Lost' })).status).toBe(200);
    const empty = await newCard(10);
    expect((await agent.post('/api/admin/gift-cards/redeem').send({ code: empty.code, amount: '10.00' })).status).toBe(
      200,
    );
    const before = await card.ctx.database.db.$count(onlineOrders);
    const answers = await Promise.all(
      [expired.code, voided.code, empty.code, 'SELAM-AAAA-BBBB-CCCC'].map((code) =>
        order('19:15', { giftCardCode: code }),
      ),
    );
    expect(
      answers.map((res) => [res.status, res.body.messageKey ?? Object.keys(res.body.fieldErrors ?? {})[0]]),
    ).toEqual([
      [409, 'giftCard.expired'],
      [409, 'giftCard.voided'],
      [409, 'giftCard.noBalance'],
      [400, 'giftCard.unknownCode'],
    ]);
    expect(await card.ctx.database.db.$count(onlineOrders)).toBe(before);
  });
});

describe('a gift card that changed since it was applied', () => {
  test('paying less than the diner was shown is a 409 that says what it pays now; nothing is stored or spent', async () => {
    const gift = await newCard(30);
    const quote = await request(card.ctx.app)
      .post('/api/orders/quote')
      .send({ items: sambusas(), giftCardCode: gift.code });
    expect(quote.body.giftCard.amount).toBe('20.71');
    expect(
      (await (await manager()).post('/api/admin/gift-cards/redeem').send({ code: gift.code, amount: '15.00' })).status,
    ).toBe(200);
    const before = await card.ctx.database.db.$count(onlineOrders);
    const res = await order('19:30', { giftCardCode: gift.code, expectedGiftCardAmount: quote.body.giftCard.amount });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ messageKey: 'giftCard.partChanged', params: { amount: '15.00' } });
    expect(await card.ctx.database.db.$count(onlineOrders)).toBe(before);
    expect(await cardRow(gift.id)).toMatchObject({ balance: '15.00' });
    // Paying more than shown (a tip the balance covers) is no refusal.
    const more = await newCard(30);
    const withTip = await order('19:45', {
      giftCardCode: more.code,
      expectedGiftCardAmount: '20.71',
      paymentMethod: 'card',
      tipPercent: 10,
    });
    expect(withTip.status).toBe(201);
    expect(withTip.body).toMatchObject({ paymentMethod: 'gift_card', giftCard: { amount: '22.61' } });
  });

  test('switching the rest from the card to pickup drops only the tip the gift card did not pay', async () => {
    const gift = await newCard(15);
    const placed = await order('17:00', { giftCardCode: gift.code, paymentMethod: 'card', tipPercent: 10 });
    expect(placed.body).toMatchObject({ total: '22.61', amountDue: '7.61' });
    const switched = await request(card.ctx.app).post(`/api/orders/status/${placed.body.statusToken}/pay-at-pickup`);
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      paymentMethod: 'pay_at_pickup',
      tip: '0.00',
      total: '20.71',
      amountDue: '5.71',
      giftCard: { amount: '15.00' },
    });
    const most = await newCard(21.5);
    const covered = await order('17:15', { giftCardCode: most.code, paymentMethod: 'card', tipPercent: 10 });
    expect(covered.body).toMatchObject({ total: '22.61', amountDue: '1.11' });
    const paid = await request(card.ctx.app).post(`/api/orders/status/${covered.body.statusToken}/pay-at-pickup`);
    expect(paid.body).toMatchObject({
      paymentMethod: 'gift_card',
      paymentStatus: 'paid',
      tip: '0.79',
      total: '21.50',
      amountDue: '0.00',
    });
  });
});

test('a card spent on an online order meanwhile does not stop the till undoing its own redemption', async () => {
  const agent = await manager();
  const gift = await newCard(60);
  const till = await agent.post('/api/admin/gift-cards/redeem').send({ code: gift.code, amount: '12.00' });
  expect(till.status).toBe(200);
  expect((await order('17:30', { giftCardCode: gift.code })).status).toBe(201);
  const undone = await agent.post(`/api/admin/gift-cards/transactions/${till.body.transactionId}/undo`);
  expect(undone.status).toBe(200);
  expect(await cardRow(gift.id)).toMatchObject({ balance: '39.29' });
});

describe('giving the gift card part back', () => {
  test('a rejected order restores the card once, also when the rejection is replayed', async () => {
    const gift = await newCard(30);
    const placed = await order('20:00', { giftCardCode: gift.code });
    expect(placed.status).toBe(201);
    const id = (await orderOf(placed.body.orderNumber)).id;
    expect(await cardRow(gift.id)).toMatchObject({ balance: '9.29' });
    const agent = await manager();
    const rejected = await agent
      .post(`/api/admin/online-orders/${id}/status`)
      .send({ status: 'rejected', reason: 'Out of sambusa' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.giftCardReturn).toBe('returned');
    const again = await agent
      .post(`/api/admin/online-orders/${id}/status`)
      .send({ status: 'rejected', reason: 'again' });
    expect(again.status).toBe(409);
    expect(await cardRow(gift.id)).toMatchObject({ balance: '30.00', status: 'active' });
    const ledger = await ledgerOf(gift.id);
    expect(ledger.map((row) => [row.kind, row.amount])).toEqual([
      ['issue', '30.00'],
      ['redeem', '-20.71'],
      ['undo', '20.71'],
    ]);
    expect(ledger[2]!.reversesId).toBe(ledger[1]!.id);
  });

  test('a card voided in between is not touched: the order lists it as not returned', async () => {
    const gift = await newCard(25);
    const placed = await order('20:15', { giftCardCode: gift.code });
    const id = (await orderOf(placed.body.orderNumber)).id;
    const agent = await manager();
    expect((await agent.post(`/api/admin/gift-cards/${gift.id}/void`).send({ note: 'Reported stolen' })).status).toBe(
      200,
    );
    const cancelled = await agent
      .post(`/api/admin/online-orders/${id}/status`)
      .send({ status: 'rejected', reason: 'Closed early' });
    expect(cancelled.body.giftCardReturn).toBe('card_void');
    expect(await cardRow(gift.id)).toMatchObject({ balance: '0.00', status: 'void' });
    expect((await ledgerOf(gift.id)).map((row) => row.kind)).toEqual(['issue', 'redeem', 'void']);
  });

  test('a diner cancelling, or a Checkout that expires, gives it back; a no-show keeps it', async () => {
    const agent = await manager();
    const cancelledCard = await newCard(40);
    const cancelled = await order('20:30', { giftCardCode: cancelledCard.code });
    const byDiner = await request(card.ctx.app).post(`/api/orders/status/${cancelled.body.statusToken}/cancel`);
    expect(byDiner.status).toBe(200);
    expect(await cardRow(cancelledCard.id)).toMatchObject({ balance: '40.00' });

    const expiringCard = await newCard(10);
    const expiring = await order('20:45', { giftCardCode: expiringCard.code, paymentMethod: 'card' });
    expect(expiring.status).toBe(201);
    expect(await cardRow(expiringCard.id)).toMatchObject({ balance: '0.00' });
    const sessionId = new URL(expiring.body.checkoutUrl).pathname.split('/').at(-1)!;
    const session = card.stripe.sessions.get(sessionId)!;
    session.status = 'expired';
    await postEvent(card, card.stripe.event('checkout.session.expired', { ...session }));
    expect(await cardRow(expiringCard.id)).toMatchObject({ balance: '10.00', status: 'active' });

    const keptCard = await newCard(30);
    const kept = await order('21:00', { giftCardCode: keptCard.code });
    const id = (await orderOf(kept.body.orderNumber)).id;
    for (const move of [{ status: 'accepted', readyInMinutes: 20 }, { status: 'ready' }, { status: 'no_show' }])
      expect((await agent.post(`/api/admin/online-orders/${id}/status`).send(move)).status).toBe(200);
    expect(await cardRow(keptCard.id)).toMatchObject({ balance: '9.29' });
  });
});

test('undoing the pickup of an order a gift card paid leaves it paid', async () => {
  const gift = await newCard(50);
  const placed = await order('21:30', { giftCardCode: gift.code, paymentMethod: 'gift_card' });
  const id = (await orderOf(placed.body.orderNumber)).id;
  const agent = await manager();
  for (const move of [{ status: 'accepted', readyInMinutes: 20 }, { status: 'ready' }, { status: 'completed' }])
    expect((await agent.post(`/api/admin/online-orders/${id}/status`).send(move)).status).toBe(200);
  const undone = await agent.post(`/api/admin/online-orders/${id}/undo`);
  expect(undone.status).toBe(200);
  expect(undone.body).toMatchObject({ status: 'ready', paymentMethod: 'gift_card', paymentStatus: 'paid' });
});

describe('refunding an order a gift card paid part of', () => {
  test('the bank card first, then the gift card: once, by a manager, audited', async () => {
    const gift = await newCard(10);
    const placed = await order('21:15', { giftCardCode: gift.code, paymentMethod: 'card' });
    const id = (await orderOf(placed.body.orderNumber)).id;
    const sessionId = new URL(placed.body.checkoutUrl).pathname.split('/').at(-1)!;
    await payAtCheckout(card, sessionId);
    const agent = await manager();
    for (const move of [{ status: 'accepted', readyInMinutes: 20 }, { status: 'ready' }, { status: 'completed' }])
      expect((await agent.post(`/api/admin/online-orders/${id}/status`).send(move)).status).toBe(200);
    const tooSoon = await agent.post(`/api/admin/online-orders/${id}/gift-card-refund`);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toBe('Refund the card payment first: $10.71 of it is not refunded yet');
    const paymentId = Number(card.stripe.sessions.get(sessionId)!.metadata.paymentId);
    expect((await agent.post(`/api/admin/payments/${paymentId}/refund`).send({ reason: 'Wrong order' })).status).toBe(
      200,
    );
    const { agent: staff } = await signInAs(card.ctx, 'staff');
    expect((await staff.post(`/api/admin/online-orders/${id}/gift-card-refund`)).status).toBe(403);
    const refunded = await agent.post(`/api/admin/online-orders/${id}/gift-card-refund`);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ giftCardReturn: 'returned', giftCard: { amount: '10.00' } });
    expect(await cardRow(gift.id)).toMatchObject({ balance: '10.00', status: 'active' });
    expect((await agent.post(`/api/admin/online-orders/${id}/gift-card-refund`)).status).toBe(409);
    // Its pickup can no longer be undone: the order is no longer paid as it was.
    expect((await agent.post(`/api/admin/online-orders/${id}/undo`)).status).toBe(409);
  });
});

test('every code tried at checkout counts with the balance checks: the eleventh try in an hour is a 429', async () => {
  const own = await createTestContext({}, { rateLimits: { giftCardBalanceChecksPerHour: 10 } });
  try {
    for (let i = 0; i < 10; i += 1) {
      const res = await request(own.app)
        .post('/api/gift-cards/balance')
        .send({ code: `SELAM-AAAA-BBBB-CC${i}C` });
      expect(res.status).toBe(404);
    }
    const quote = await request(own.app)
      .post('/api/orders/quote')
      .send({ items: [{ menuItemId: 1, quantity: 1 }], giftCardCode: 'SELAM-AAAA-BBBB-CCCC' });
    expect(quote.status).toBe(429);
    const placed = await postOrder(own.app, orderBody(`${TODAY}T18:00`, [], { giftCardCode: 'SELAM-AAAA-BBBB-CCCC' }));
    expect(placed.status).toBe(429);
    expect(placed.body.messageKey).toBe('giftCard.tooManyBalanceChecks');
    // An order without a code is no try.
    const without = await request(own.app).post('/api/orders/quote').send({ items: [] });
    expect(without.status).not.toBe(429);
  } finally {
    await own.close();
  }
});
