import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { eventHistory, eventPayments, payments } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { payAtCheckout, postEvent, useCardPayments } from '../../test-support/api/card-payments';
import { eventRow, insertEventRow, mailsTo, proposalTokenFrom } from '../../test-support/api/hall-event-rows';
import { mailSettled } from '../../test-support/api/test-app';

// The suite's clock: Friday 20 June 2092, noon in Minneapolis.
const card = useCardPayments({});
let day = 0;
const nextDate = () => `2092-09-${String(++day).padStart(2, '0')}`;
const db = () => card.ctx.database.db;

/** An accepted event and the client's page token. */
async function acceptedEvent() {
  const { agent: manager } = await signInAs(card.ctx, 'manager');
  const event = await insertEventRow(db(), { eventDate: nextDate() });
  expect((await manager.post(`/api/admin/event-bookings/${event.id}/proposal`).send({})).status).toBe(200);
  await mailSettled(card.ctx.app);
  const token = await proposalTokenFrom(db(), event.email);
  const accepted = await request(card.ctx.app)
    .post(`/api/events/proposal/${token}/accept`)
    .send({ name: 'Selam Bekele', agree: true });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(accepted.body.payOnline).toBe(true);
  return { event, token, manager };
}

async function startPaying(token: string, part: 'deposit' | 'balance') {
  const res = await request(card.ctx.app).post(`/api/events/proposal/${token}/pay`).send({ part });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.checkoutUrl).toEqual(expect.any(String));
  return res.body.checkoutUrl as string;
}

async function eventPaymentRows(bookingId: number) {
  return db().select().from(eventPayments).where(eq(eventPayments.bookingId, bookingId));
}

describe('card payments of an event', () => {
  test('the deposit at Checkout confirms the event; a replayed webhook records it once', async () => {
    const { event, token } = await acceptedEvent();
    const url = await startPaying(token, 'deposit');
    // Asking again while the session is open offers the same page.
    expect(await startPaying(token, 'deposit')).toBe(url);
    const [pending] = await eventPaymentRows(event.id);
    expect(pending).toMatchObject({ part: 'deposit', method: 'card', status: 'pending', amountCents: 321_663 });
    expect(card.stripe.paymentIntents.size).toBe(0);
    const [payment] = await db().select().from(payments).where(eq(payments.id, pending!.paymentId!));
    expect(payment).toMatchObject({ purpose: 'event', subjectId: event.id, amountCents: 321_663 });
    const session = card.stripe.sessions.get(payment!.checkoutSessionId!)!;

    const { event: stripeEvent, res } = await payAtCheckout(card, session.id);
    expect(res.status).toBe(200);
    const confirmed = await eventRow(db(), event.id);
    expect(confirmed).toMatchObject({ status: 'confirmed', paidCents: 321_663 });
    expect(confirmed.depositPaidAt).not.toBeNull();
    expect((await eventPaymentRows(event.id))[0]!.status).toBe('received');

    expect((await postEvent(card, stripeEvent)).status).toBe(200);
    expect((await eventRow(db(), event.id)).paidCents).toBe(321_663);
    const history = await db().select().from(eventHistory).where(eq(eventHistory.bookingId, event.id));
    expect(history.filter((entry) => entry.kind === 'payment')).toHaveLength(1);
    await mailSettled(card.ctx.app);
    expect(await mailsTo(db(), event.email, 'hall-payment-received')).toHaveLength(1);

    const page = await request(card.ctx.app).get(`/api/events/proposal/${token}`);
    expect(page.body).toMatchObject({
      status: 'confirmed',
      paid: '3216.63',
      depositDue: '0.00',
      balanceDue: '3216.62',
    });
    const again = await request(card.ctx.app).post(`/api/events/proposal/${token}/pay`).send({ part: 'deposit' });
    expect(again.status).toBe(409);
  });

  test('the balance by card, then a manager refunds part of it through Stripe', async () => {
    const { event, token, manager } = await acceptedEvent();
    await startPaying(token, 'balance');
    const [pending] = await eventPaymentRows(event.id);
    const [payment] = await db().select().from(payments).where(eq(payments.id, pending!.paymentId!));
    await payAtCheckout(card, payment!.checkoutSessionId!);
    expect(await eventRow(db(), event.id)).toMatchObject({ status: 'confirmed', paidCents: 643_325 });

    const refund = await manager
      .post(`/api/admin/event-bookings/${event.id}/refunds`)
      .send({ paymentId: pending!.id, amount: '100.00', reason: 'Fewer guests' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body).toMatchObject({ refunded: '100.00', method: 'card' });
    expect((await eventRow(db(), event.id)).paidCents).toBe(633_325);
    expect(card.stripe.refunds.some((made) => made.amount === 10_000)).toBe(true);
    const [after] = await db().select().from(payments).where(eq(payments.id, payment!.id));
    expect(after!.status).toBe('partially_refunded');
  });

  test('one card payment at a time: asking for the balance ends the open deposit session first', async () => {
    const { event, token } = await acceptedEvent();
    await startPaying(token, 'deposit');
    await startPaying(token, 'balance');
    const rows = await eventPaymentRows(event.id);
    expect(rows.map((row) => [row.part, row.status]).sort()).toEqual([
      ['balance', 'pending'],
      ['deposit', 'expired'],
    ]);
    const deposit = rows.find((row) => row.part === 'deposit')!;
    const [payment] = await db().select().from(payments).where(eq(payments.id, deposit.paymentId!));
    expect(card.stripe.sessions.get(payment!.checkoutSessionId!)!.status).toBe('expired');
  });

  test('a card payment finished after the event was lost is recorded for staff to refund; the event stays lost', async () => {
    const { event, token, manager } = await acceptedEvent();
    await startPaying(token, 'deposit');
    const lost = await manager
      .post(`/api/admin/event-bookings/${event.id}/status`)
      .send({ status: 'lost', reason: 'no_answer' });
    expect(lost.status, JSON.stringify(lost.body)).toBe(200);
    const [pending] = await eventPaymentRows(event.id);
    const [payment] = await db().select().from(payments).where(eq(payments.id, pending!.paymentId!));
    await payAtCheckout(card, payment!.checkoutSessionId!);
    expect(await eventRow(db(), event.id)).toMatchObject({ status: 'lost', paidCents: pending!.amountCents });
    await mailSettled(card.ctx.app);
    expect(await mailsTo(db(), event.email, 'hall-payment-received')).toHaveLength(0);
    const history = await db().select().from(eventHistory).where(eq(eventHistory.bookingId, event.id));
    expect(history.some((entry) => entry.note?.includes('to refund'))).toBe(true);
  });

  test('a session that expires unpaid leaves the event as it was', async () => {
    const { event, token } = await acceptedEvent();
    await startPaying(token, 'deposit');
    const [pending] = await eventPaymentRows(event.id);
    const [payment] = await db().select().from(payments).where(eq(payments.id, pending!.paymentId!));
    const session = card.stripe.sessions.get(payment!.checkoutSessionId!)!;
    session.status = 'expired';
    const expired = card.stripe.event('checkout.session.expired', session);
    expect((await postEvent(card, expired)).status).toBe(200);
    expect((await eventPaymentRows(event.id))[0]!.status).toBe('expired');
    expect(await eventRow(db(), event.id)).toMatchObject({ status: 'accepted', paidCents: 0 });
  });

  test('paying before the proposal is accepted is refused', async () => {
    const { agent: manager } = await signInAs(card.ctx, 'manager');
    const event = await insertEventRow(db(), { eventDate: nextDate() });
    await manager.post(`/api/admin/event-bookings/${event.id}/proposal`).send({});
    await mailSettled(card.ctx.app);
    const token = await proposalTokenFrom(db(), event.email);
    const res = await request(card.ctx.app).post(`/api/events/proposal/${token}/pay`).send({ part: 'deposit' });
    expect(res.status).toBe(409);
    expect(res.body.messageKey).toBe('hall.notPayable');
  });
});
