import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { signInAs } from '../../test-support/api/admins';
import {
  orderRow,
  payAtCheckout,
  paymentRow,
  placeCardOrder,
  postEvent,
  useCardPayments,
  TODAY,
} from '../../test-support/api/card-payments';
import { expireAbandonedCheckouts, reconcilePayments } from './reconcile';

const card = useCardPayments({ autoAccept: false, slotLoadCapacity: 2 });

const slotState = async (time: string) => {
  const res = await request(card.ctx.app).get(`/api/ordering/slots?date=${TODAY}`);
  return (res.body.slots as { time: string; state: string }[]).find((slot) => slot.time === time)?.state;
};

describe('card payments left at Checkout', () => {
  test('hold their slot for 15 minutes; then Stripe expires the session, the order expires and the slot is free', async () => {
    const placed = await placeCardOrder(card, `${TODAY}T18:00`);
    expect(await slotState('18:00')).toBe('full');
    card.setClock(card.minutesLater(14));
    expect(await expireAbandonedCheckouts(card.ctx.app.context, card.now())).toMatchObject({ expired: 0 });
    card.setClock(card.minutesLater(15));
    expect(await expireAbandonedCheckouts(card.ctx.app.context, card.now())).toMatchObject({ expired: 1 });
    expect(card.stripe.sessions.get(placed.session!.id)!.status).toBe('expired');
    expect(await orderRow(card.ctx, placed.order.id)).toMatchObject({ status: 'expired', paymentStatus: 'expired' });
    expect(await slotState('18:00')).toBe('available');
    const status = await request(card.ctx.app).get(`/api/orders/status/${placed.token}`);
    expect(status.body).toMatchObject({ status: 'expired', paymentStatus: 'expired' });

    // Stripe's own expired event changes nothing more; nor does a forged late completion.
    const expired = card.stripe.event('checkout.session.expired', card.stripe.sessions.get(placed.session!.id));
    expect((await postEvent(card, expired)).status).toBe(200);
    const forged = card.stripe.event('checkout.session.completed', {
      ...card.stripe.sessions.get(placed.session!.id),
      status: 'complete',
    });
    expect((await postEvent(card, forged)).status).toBe(200);
    expect((await orderRow(card.ctx, placed.order.id)).status).toBe('expired');
  });

  test('an expire that races the diner paying honours the payment', async () => {
    const placed = await placeCardOrder(card, `${TODAY}T18:15`);
    // The diner pays; Stripe's event is on its way when our server expires the session.
    const completed = card.stripe.completeSession(placed.session!.id);
    card.setClock(card.minutesLater(16));
    expect(await expireAbandonedCheckouts(card.ctx.app.context, card.now())).toMatchObject({
      completed: 1,
      expired: 0,
    });
    expect(await orderRow(card.ctx, placed.order.id)).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
    expect((await postEvent(card, completed)).status).toBe(200);
    expect((await paymentRow(card.ctx, placed.payment.id)).status).toBe('authorized');
    expect(await slotState('18:15')).toBe('full');
  });

  test('a session never made (Stripe was down) expires with its order after 15 minutes', async () => {
    card.stripe.failNext({ method: 'POST', path: '/v1/checkout/sessions' }, '500', 2);
    const placed = await placeCardOrder(card, `${TODAY}T18:30`);
    expect(placed.res.body.checkoutUrl).toBeNull();
    card.setClock(card.minutesLater(15));
    await expireAbandonedCheckouts(card.ctx.app.context, card.now());
    expect(await orderRow(card.ctx, placed.order.id)).toMatchObject({ status: 'expired', paymentStatus: 'expired' });
  });
});

describe('the reconciliation', () => {
  test('heals a missed webhook: the payment Stripe holds is authorized', async () => {
    const placed = await placeCardOrder(card, `${TODAY}T18:45`);
    card.stripe.completeSession(placed.session!.id);
    card.setClock(card.minutesLater(20));
    await reconcilePayments(card.ctx.app.context, card.now());
    expect(await orderRow(card.ctx, placed.order.id)).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
  });

  test('finishes a capture Stripe did not answer, and captures once', async () => {
    const { agent } = await signInAs(card.ctx, 'staff');
    const placed = await placeCardOrder(card, `${TODAY}T19:00`);
    await payAtCheckout(card, placed.session!.id);
    const intentId = card.stripe.sessions.get(placed.session!.id)!.payment_intent!;
    card.stripe.failNext({ method: 'POST', path: `/v1/payment_intents/${intentId}/capture` }, '500', 2);
    const accepted = await agent
      .post(`/api/admin/online-orders/${placed.order.id}/status`)
      .send({ status: 'accepted' });
    expect(accepted.body).toMatchObject({ status: 'accepted', paymentStatus: 'authorized' });
    expect((await paymentRow(card.ctx, placed.payment.id)).captureRequestedAt).not.toBeNull();
    card.setClock(card.minutesLater(10));
    await reconcilePayments(card.ctx.app.context, card.now());
    await reconcilePayments(card.ctx.app.context, card.minutesLater(20));
    expect(await paymentRow(card.ctx, placed.payment.id)).toMatchObject({ status: 'paid', captureRequestedAt: null });
    expect(card.stripe.paymentIntents.get(intentId)!.status).toBe('succeeded');
    const answered = card.stripe.requests.filter((entry) => entry.path === `/v1/payment_intents/${intentId}/capture`);
    // Two unanswered attempts (the SDK retries once), then one that took the money.
    expect(answered).toHaveLength(3);
  });
});
