import request from 'supertest';
import { beforeEach, describe, expect, test } from 'vitest';
import { mailSettled } from '../../test-support/api/test-app';
import {
  orderRow,
  payAtCheckout,
  paymentRow,
  placeCardOrder,
  postEvent,
  setOrdering,
  useCardPayments,
  NOON,
  TODAY,
} from '../../test-support/api/card-payments';
import { signInAs } from '../../test-support/api/admins';
import { orderBody, postOrder, seedDish } from '../../test-support/api/ordering';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { changeSettings } from '../../test-support/api/settings';
import { SETTING_KEYS } from '@shared/business-info';

const card = useCardPayments({ autoAccept: false });
beforeEach(() => changeSettings(card.ctx.database.db, { [SETTING_KEYS.onlinePaymentsEnabled]: true }));

const statusOf = async (token: string) => (await request(card.ctx.app).get(`/api/orders/status/${token}`)).body;

describe('a pickup order paid by card', () => {
  test('is answered with the Checkout page; the session is made from our rows alone, held for 31 minutes', async () => {
    const placed = await placeCardOrder(card, `${TODAY}T18:00`, {
      tipPercent: 15,
      // A client's prices never reach Stripe.
      total: '0.50',
      amount: 1,
      currency: 'eur',
      items: [{ menuItemId: card.menu.sambusa, quantity: 2, unitPrice: '0.01', price: '0.01' }],
    });
    // Two sambusas at $9.50: $19.00, tax 9.025% $1.71, a 15% tip of the subtotal $2.85.
    expect(placed.res.body).toMatchObject({
      status: 'pending',
      paymentMethod: 'card',
      paymentStatus: 'awaiting_payment',
      subtotal: '19.00',
      tax: '1.71',
      tip: '2.85',
      total: '23.56',
    });
    expect(placed.res.body.checkoutUrl).toBe(placed.session!.url);
    const create = card.stripe.requests.find((entry) => entry.path === '/v1/checkout/sessions');
    expect(create?.idempotencyKey).toBe(
      `payment-${placed.payment.id}-${placed.payment.createdAt.getTime().toString(36)}-session-1`,
    );
    expect(placed.session).toMatchObject({
      amount_total: 2356,
      currency: 'usd',
      client_reference_id: `order-${placed.order.orderNumber}`,
      metadata: { paymentId: String(placed.payment.id) },
      locale: 'en',
    });
    expect(create?.body).toMatchObject({ payment_intent_data: { capture_method: 'manual' } });
    expect(placed.session!.expires_at - NOON.getTime() / 1000).toBe(31 * 60);
    // The pages Stripe returns to carry no status token.
    expect(placed.session!.success_url).not.toContain(placed.token);
    expect(placed.session!.cancel_url).not.toContain(placed.token);
    expect(placed.payment).toMatchObject({ amountCents: 2356, tipCents: 285, status: 'awaiting_payment' });
  });

  test('waits off the board until the card is held; the kitchen accepting captures it, once', async () => {
    const { agent } = await signInAs(card.ctx, 'staff');
    const placed = await placeCardOrder(card, `${TODAY}T18:15`);
    const onBoard = async () =>
      ((await agent.get('/api/admin/online-orders')).body as { id: number }[]).some((o) => o.id === placed.order.id);
    expect(await onBoard()).toBe(false);
    expect(
      (await agent.post(`/api/admin/online-orders/${placed.order.id}/status`).send({ status: 'accepted' })).status,
    ).toBe(409);

    const { res, event: completed } = await payAtCheckout(card, placed.session!.id);
    expect(res.status).toBe(200);
    expect(await statusOf(placed.token)).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
    expect(await onBoard()).toBe(true);

    const accepted = await agent
      .post(`/api/admin/online-orders/${placed.order.id}/status`)
      .send({ status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', paymentStatus: 'paid', payment: { status: 'paid' } });
    expect(await statusOf(placed.token)).toMatchObject({ status: 'accepted', paymentStatus: 'paid' });
    // Picked up, then undone: a card's payment stays paid.
    await agent.post(`/api/admin/online-orders/${placed.order.id}/status`).send({ status: 'ready' }).expect(200);
    await agent.post(`/api/admin/online-orders/${placed.order.id}/status`).send({ status: 'completed' }).expect(200);
    const undone = await agent.post(`/api/admin/online-orders/${placed.order.id}/undo`).send({});
    expect(undone.body).toMatchObject({ status: 'ready', paymentStatus: 'paid' });
    const intent = card.stripe.paymentIntents.get(card.stripe.sessions.get(placed.session!.id)!.payment_intent!)!;
    expect(intent.status).toBe('succeeded');

    // The same completion again captures nothing more.
    await postEvent(card, completed).expect(200);
    const captures = card.stripe.requests.filter((entry) => entry.path === `/v1/payment_intents/${intent.id}/capture`);
    expect(captures).toHaveLength(1);
  });

  test('a rejected order gives the hold back: rejected, voided', async () => {
    const { agent } = await signInAs(card.ctx, 'staff');
    const placed = await placeCardOrder(card, `${TODAY}T18:30`);
    await payAtCheckout(card, placed.session!.id);
    const rejected = await agent
      .post(`/api/admin/online-orders/${placed.order.id}/status`)
      .send({ status: 'rejected', reason: 'Out of injera' });
    expect(rejected.body).toMatchObject({ status: 'rejected', paymentStatus: 'voided' });
    expect(await statusOf(placed.token)).toMatchObject({ status: 'rejected', paymentStatus: 'voided' });
    const intentId = card.stripe.sessions.get(placed.session!.id)!.payment_intent!;
    expect(card.stripe.paymentIntents.get(intentId)!.status).toBe('canceled');
  });

  test('accepted at once when the restaurant accepts automatically: captured, and the diner is emailed once', async () => {
    await setOrdering(card.ctx, { autoAccept: true });
    const email = `auto-${Date.now()}@diner.example`;
    const placed = await placeCardOrder(card, `${TODAY}T18:45`, { email });
    expect(placed.res.body.status).toBe('pending');
    const received = () =>
      card.ctx.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'order-received')));
    expect(await received()).toHaveLength(0);
    const { event } = await payAtCheckout(card, placed.session!.id);
    await postEvent(card, event).expect(200);
    await mailSettled(card.ctx.app);
    expect(await statusOf(placed.token)).toMatchObject({ status: 'accepted', paymentStatus: 'paid' });
    expect(await received()).toHaveLength(1);
  });

  test('a declined capture leaves the order accepted, to be paid at pickup; Picked up marks it paid', async () => {
    const { agent } = await signInAs(card.ctx, 'staff');
    const placed = await placeCardOrder(card, `${TODAY}T19:00`);
    await payAtCheckout(card, placed.session!.id);
    card.stripe.declineCapture();
    const accepted = await agent
      .post(`/api/admin/online-orders/${placed.order.id}/status`)
      .send({ status: 'accepted' });
    expect(accepted.body).toMatchObject({ status: 'accepted', paymentStatus: 'failed', payment: { status: 'failed' } });
    await agent.post(`/api/admin/online-orders/${placed.order.id}/status`).send({ status: 'ready' }).expect(200);
    const picked = await agent.post(`/api/admin/online-orders/${placed.order.id}/status`).send({ status: 'completed' });
    expect(picked.body).toMatchObject({ status: 'completed', paymentStatus: 'paid', payment: { status: 'failed' } });
    // Undone, it is unpaid again: the card stays declined.
    const undone = await agent.post(`/api/admin/online-orders/${placed.order.id}/undo`).send({});
    expect(undone.body).toMatchObject({ status: 'ready', paymentStatus: 'failed' });
  });

  test('a tip is 10, 15 or 20% of the subtotal before tax, or an amount, and only with a card', async () => {
    const forty = await seedDish(card.ctx.database.db, { name: `Feast ${Date.now()}`, price: '40.00' });
    const feast = [{ menuItemId: forty, quantity: 1 }];
    for (const downtownTax of [false, true]) {
      await setOrdering(card.ctx, { autoAccept: false, downtownTax });
      const tipped = await postOrder(
        card.ctx.app,
        orderBody(`${TODAY}T19:15`, feast, { paymentMethod: 'card', tipPercent: 15 }),
      );
      // 15% of $40.00 is $6.00, whatever the tax.
      expect(tipped.body).toMatchObject({ subtotal: '40.00', tax: downtownTax ? '4.81' : '3.61', tip: '6.00' });
    }
    const custom = await postOrder(
      card.ctx.app,
      orderBody(`${TODAY}T19:15`, feast, { paymentMethod: 'card', tip: '4.50' }),
    );
    expect(custom.body).toMatchObject({ tax: '4.81', tip: '4.50', total: '49.31' });
    const atPickup = await postOrder(card.ctx.app, orderBody(`${TODAY}T19:15`, feast, { tipPercent: 10 }));
    expect(atPickup.status).toBe(400);
    expect(atPickup.body.fieldErrors.tip[0]).toMatch(/only when you pay by card/);
    const huge = await postOrder(
      card.ctx.app,
      orderBody(`${TODAY}T19:15`, feast, { paymentMethod: 'card', tip: '500' }),
    );
    expect(huge.status).toBe(400);
    expect(huge.body.fieldErrors.tip[0]).toMatch(/at most \$50\.00/);
  });
});

describe('the caps and the switch', () => {
  test('with card payments on: pay at pickup up to $100, by card up to $500; off: pay at pickup up to its cap', async () => {
    await setOrdering(card.ctx, { autoAccept: false, slotLoadCapacity: 500 });
    const platters = (quantity: number) => [{ menuItemId: card.menu.platter, quantity }];
    // Three platters: $144.00 + tax, over the $100 for paying at pickup.
    const overPickup = await postOrder(card.ctx.app, orderBody(`${TODAY}T20:00`, platters(3)));
    expect(overPickup.status).toBe(400);
    expect(overPickup.body.fieldErrors.paymentMethod[0]).toMatch(/paid by card when you order/);
    expect(
      (await postOrder(card.ctx.app, orderBody(`${TODAY}T20:00`, platters(3), { paymentMethod: 'card' }))).status,
    ).toBe(201);
    const overCard = await postOrder(
      card.ctx.app,
      orderBody(`${TODAY}T20:15`, platters(11), { paymentMethod: 'card' }),
    );
    expect(overCard.status).toBe(400);
    expect(overCard.body.fieldErrors.paymentMethod[0]).toMatch(/catering/);
    const status = await request(card.ctx.app).get('/api/ordering');
    expect(status.body).toMatchObject({ cardPayments: true, maxCardTotal: '500.00', maxPayAtPickupTotal: '100.00' });

    await changeSettings(card.ctx.database.db, { [SETTING_KEYS.onlinePaymentsEnabled]: false });
    expect((await request(card.ctx.app).get('/api/ordering')).body).toMatchObject({
      cardPayments: false,
      maxCardTotal: null,
      maxPayAtPickupTotal: '300.00',
    });
    const off = await postOrder(card.ctx.app, orderBody(`${TODAY}T20:30`, platters(1), { paymentMethod: 'card' }));
    expect(off.status).toBe(400);
    expect(off.body.fieldErrors.paymentMethod[0]).toMatch(/not available/);
    expect((await postOrder(card.ctx.app, orderBody(`${TODAY}T20:30`, platters(3)))).status).toBe(201);
  });

  test('a manager switches card payments off and on in Settings', async () => {
    const { agent } = await signInAs(card.ctx, 'manager');
    const off = await agent.put('/api/admin/settings').send({ onlinePaymentsEnabled: false });
    expect(off.body).toMatchObject({
      onlinePaymentsEnabled: false,
      stripe: { keys: true, mode: 'test', modeMismatchAt: null },
    });
    const { agent: staff } = await signInAs(card.ctx, 'staff');
    expect((await staff.put('/api/admin/settings').send({ onlinePaymentsEnabled: true })).status).toBe(403);
  });
});

describe('paying at pickup instead', () => {
  test('an order whose Checkout could not be made goes on paid at pickup, or is paid by card on a second try', async () => {
    card.stripe.failNext({ method: 'POST', path: '/v1/checkout/sessions' }, '500', 2);
    const placed = await placeCardOrder(card, `${TODAY}T20:45`);
    expect(placed.res.body).toMatchObject({ paymentStatus: 'awaiting_payment', checkoutUrl: null });
    const again = await request(card.ctx.app).post(`/api/orders/status/${placed.token}/checkout`).send({});
    expect(again.status).toBe(200);
    expect(again.body.checkoutUrl).toMatch(/\/pay\/cs_/);

    const switched = await request(card.ctx.app).post(`/api/orders/status/${placed.token}/pay-at-pickup`).send({});
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      status: 'pending',
      paymentMethod: 'pay_at_pickup',
      paymentStatus: 'pending',
      tip: '0.00',
    });
    const payment = await paymentRow(card.ctx, placed.payment.id);
    expect(payment.status).toBe('expired');
    expect(card.stripe.sessions.get(payment.checkoutSessionId!)!.status).toBe('expired');
    // Only once, and never for an order no longer waiting for its card.
    expect((await request(card.ctx.app).post(`/api/orders/status/${placed.token}/pay-at-pickup`).send({})).status).toBe(
      409,
    );
  });

  test('an order the diner paid meanwhile is honoured: 409, and it is authorized', async () => {
    const placed = await placeCardOrder(card, `${TODAY}T21:00`);
    card.stripe.completeSession(placed.session!.id);
    const switched = await request(card.ctx.app).post(`/api/orders/status/${placed.token}/pay-at-pickup`).send({});
    expect(switched.status).toBe(409);
    expect(await statusOf(placed.token)).toMatchObject({ paymentMethod: 'card', paymentStatus: 'authorized' });
    expect((await orderRow(card.ctx, placed.order.id)).status).toBe('pending');
  });

  test('a diner cancelling at Checkout ends the session and frees the slot', async () => {
    const placed = await placeCardOrder(card, `${TODAY}T21:15`);
    const cancelled = await request(card.ctx.app).post(`/api/orders/status/${placed.token}/cancel`).send({});
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    expect(card.stripe.sessions.get(placed.session!.id)!.status).toBe('expired');
  });
});
