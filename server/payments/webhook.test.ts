import request from 'supertest';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { SETTING_KEYS } from '@shared/business-info';
import { mailOutbox, onlineOrderHistory, paymentRefunds } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import {
  orderRow,
  payAtCheckout,
  paymentRow,
  placeCardOrder,
  postEvent,
  useCardPayments,
  NOON,
  TODAY,
} from '../../test-support/api/card-payments';
import { changeSettings } from '../../test-support/api/settings';

const card = useCardPayments({ autoAccept: false, slotLoadCapacity: 500 });

const historyOf = (orderId: number) =>
  card.ctx.database.db.select().from(onlineOrderHistory).where(eq(onlineOrderHistory.orderId, orderId));

describe('POST /api/payments/webhook', () => {
  test('a wrong secret, no signature, an expired timestamp or a body changed after signing: 400, nothing changes', async () => {
    const placed = await placeCardOrder(card, `${TODAY}T18:00`);
    const event = card.stripe.completeSession(placed.session!.id);
    const payload = JSON.stringify(event);
    const tampered = payload.replace(`"${placed.payment.id}"`, '"999999"');
    const refusals = [
      await postEvent(card, event, { secret: 'whsec_wrong' }),
      await postEvent(card, event, { signature: null }),
      await postEvent(card, event, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
      await postEvent(card, event, { signature: card.stripe.sign(payload), body: tampered }),
      await postEvent(card, event, { signature: 't=1,v1=nonsense' }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The webhook signature is not valid');
      expect(JSON.stringify(refused.body)).not.toMatch(/at |\.ts/);
    }
    expect((await paymentRow(card.ctx, placed.payment.id)).status).toBe('awaiting_payment');
    expect((await postEvent(card, event)).status).toBe(200);
    expect((await paymentRow(card.ctx, placed.payment.id)).status).toBe('authorized');
  });

  test('the same event twice, or 5 times at once, has one effect', async () => {
    const placed = await placeCardOrder(card, `${TODAY}T18:15`);
    const event = card.stripe.completeSession(placed.session!.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postEvent(card, event)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await postEvent(card, event)).status).toBe(200);
    expect((await paymentRow(card.ctx, placed.payment.id)).status).toBe('authorized');
    expect((await historyOf(placed.order.id)).map((row) => row.status)).toEqual(['pending']);
  });

  test("the completion may arrive before the order's answer recorded its session", async () => {
    const placed = await placeCardOrder(card, `${TODAY}T18:30`);
    const { payments } = await import('../db/schema');
    await card.ctx.database.db
      .update(payments)
      .set({ checkoutSessionId: null, checkoutUrl: null })
      .where(eq(payments.id, placed.payment.id));
    await payAtCheckout(card, placed.session!.id);
    expect(await paymentRow(card.ctx, placed.payment.id)).toMatchObject({
      status: 'authorized',
      checkoutSessionId: placed.session!.id,
    });
  });

  test('a late or replayed event never moves a payment back', async () => {
    const { agent } = await signInAs(card.ctx, 'staff');
    const placed = await placeCardOrder(card, `${TODAY}T18:45`);
    const { event } = await payAtCheckout(card, placed.session!.id);
    await agent.post(`/api/admin/online-orders/${placed.order.id}/status`).send({ status: 'accepted' }).expect(200);
    // The same completion under another id (Stripe resends as new events only in tests; a
    // forward-only rule must still hold).
    expect((await postEvent(card, { ...event, id: `${event.id}_again` })).status).toBe(200);
    expect((await paymentRow(card.ctx, placed.payment.id)).status).toBe('paid');
    const expired = card.stripe.event('checkout.session.expired', {
      ...card.stripe.sessions.get(placed.session!.id)!,
      status: 'expired',
    });
    expect((await postEvent(card, expired)).status).toBe(200);
    expect((await paymentRow(card.ctx, placed.payment.id)).status).toBe('paid');
    expect((await orderRow(card.ctx, placed.order.id)).status).toBe('accepted');
  });

  test('events of other types, or of payments not ours, are answered 200 and change nothing', async () => {
    expect((await postEvent(card, card.stripe.event('customer.created', { id: 'cus_1' }))).status).toBe(200);
    expect(
      (
        await postEvent(
          card,
          card.stripe.event('payment_intent.canceled', {
            id: 'pi_unknown',
            object: 'payment_intent',
            status: 'canceled',
          }),
        )
      ).status,
    ).toBe(200);
  });

  test('an event of the other mode is answered and ignored, and Settings warns', async () => {
    const placed = await placeCardOrder(card, `${TODAY}T19:00`);
    const event = card.stripe.completeSession(placed.session!.id);
    expect((await postEvent(card, { ...event, livemode: true })).status).toBe(200);
    expect((await paymentRow(card.ctx, placed.payment.id)).status).toBe('awaiting_payment');
    const { agent } = await signInAs(card.ctx, 'manager');
    const settings = await agent.get('/api/admin/settings').expect(200);
    expect(settings.body.stripe.modeMismatchAt).toBe(NOON.toISOString());
    await changeSettings(card.ctx.database.db, { [SETTING_KEYS.stripeModeMismatch]: false });
  });

  test("a dispute flags the order; a refund made in Stripe's dashboard shows on it", async () => {
    const { agent } = await signInAs(card.ctx, 'staff');
    const placed = await placeCardOrder(card, `${TODAY}T19:15`);
    await payAtCheckout(card, placed.session!.id);
    await agent.post(`/api/admin/online-orders/${placed.order.id}/status`).send({ status: 'accepted' }).expect(200);
    const intentId = card.stripe.sessions.get(placed.session!.id)!.payment_intent!;

    const refunded = card.stripe.refundInDashboard(intentId, 500);
    expect((await postEvent(card, refunded)).status).toBe(200);
    expect((await postEvent(card, refunded)).status).toBe(200);
    expect(await paymentRow(card.ctx, placed.payment.id)).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 500,
    });
    const refunds = await card.ctx.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, placed.payment.id));
    expect(refunds).toHaveLength(1);

    const dispute = card.stripe.dispute(intentId);
    expect((await postEvent(card, dispute)).status).toBe(200);
    expect((await postEvent(card, dispute)).status).toBe(200);
    const alerts = await card.ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order-dispute-alert'));
    expect(alerts.filter((mail) => mail.subject.includes(placed.order.orderNumber))).toHaveLength(1);
    const board = (await agent.get('/api/admin/online-orders')).body as {
      id: number;
      payment: unknown;
      paymentStatus: string;
    }[];
    expect(board.find((order) => order.id === placed.order.id)).toMatchObject({
      paymentStatus: 'partially_refunded',
      payment: { status: 'partially_refunded', refunded: '5.00', disputed: true },
    });
  });

  test('a hold cancelled at Stripe (expired after 7 days) fails the payment: collect at pickup', async () => {
    const placed = await placeCardOrder(card, `${TODAY}T19:30`);
    await payAtCheckout(card, placed.session!.id);
    const intentId = card.stripe.sessions.get(placed.session!.id)!.payment_intent!;
    const intent = card.stripe.paymentIntents.get(intentId)!;
    intent.status = 'canceled';
    intent.cancellation_reason = 'automatic';
    expect((await postEvent(card, card.stripe.event('payment_intent.canceled', intent))).status).toBe(200);
    expect(await paymentRow(card.ctx, placed.payment.id)).toMatchObject({
      status: 'failed',
      failureReason: 'automatic',
    });
    expect((await orderRow(card.ctx, placed.order.id)).paymentStatus).toBe('failed');
  });

  test('without keys the webhook does not exist', async () => {
    const { createTestContext } = await import('../../test-support/api/test-app');
    const plain = await createTestContext();
    try {
      const res = await request(plain.app)
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .send('{}');
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
