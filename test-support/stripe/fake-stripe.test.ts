import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from './fake-stripe';

const NOW = new Date('2026-03-01T18:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

let fake: FakeStripe;
let stripe: Stripe;

function client(settings: { timeout?: number; maxNetworkRetries?: number } = {}): Stripe {
  return new Stripe(fake.secretKey, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    timeout: 10_000,
    maxNetworkRetries: 1,
    ...settings,
  });
}

function sessionParams(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      { price_data: { currency: 'usd', unit_amount: 1200, product_data: { name: 'Doro wat' } }, quantity: 1 },
      { price_data: { currency: 'usd', unit_amount: 17, product_data: { name: 'Injera' } }, quantity: 2 },
    ],
    success_url: 'http://127.0.0.1:9/paid?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:9/cart',
    client_reference_id: 'order-5',
    metadata: { paymentId: '5' },
    payment_intent_data: { capture_method: 'manual', metadata: { paymentId: '5' } },
    expires_at: nowSeconds + 60 * 60,
    ...extra,
  };
}

beforeEach(async () => {
  fake = await startFakeStripe({ now: () => NOW });
  stripe = client();
});

afterEach(async () => {
  await fake.close();
});

describe('the fake Stripe, through the real SDK', () => {
  it('creates a Checkout Session once per idempotency key', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'pay-5' });
    const again = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'pay-5' });

    expect(again.id).toBe(first.id);
    expect(fake.sessions.size).toBe(1);
    expect(first).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 1234,
      currency: 'usd',
      client_reference_id: 'order-5',
      metadata: { paymentId: '5' },
      url: `${fake.url}/pay/${first.id}`,
      payment_intent: null,
      livemode: false,
      created: nowSeconds,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: 'pay-5',
      body: { metadata: { paymentId: '5' }, line_items: [{ quantity: '1' }, { quantity: '2' }] },
    });

    const other = sessionParams({ client_reference_id: 'order-6' });
    await expect(stripe.checkout.sessions.create(other, { idempotencyKey: 'pay-5' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('refuses an expiry under 30 minutes or over 24 hours away', async () => {
    for (const minutes of [29, 24 * 60 + 1]) {
      const params = sessionParams({ expires_at: nowSeconds + minutes * 60 });
      await expect(stripe.checkout.sessions.create(params)).rejects.toBeInstanceOf(
        Stripe.errors.StripeInvalidRequestError,
      );
    }
    expect(fake.sessions.size).toBe(0);
  });

  it('answers 401 without a test key and 404 for unknown things', async () => {
    await expect(
      client().checkout.sessions.retrieve('cs_test_x', {}, { apiKey: 'rk_live_nope' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(stripe.customers.retrieve('cus_1')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('completes a session, captures its intent, and refunds it in parts', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const completed = fake.completeSession(session.id);
    expect(completed).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      data: { object: { id: session.id, status: 'complete', payment_status: 'unpaid' } },
    });
    expect(completed.data.object.payment_intent).toMatch(/^pi_/);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    const intent = retrieved.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 1234,
      amount_received: 0,
      status: 'requires_capture',
      capture_method: 'manual',
      metadata: { paymentId: '5' },
    });
    expect(intent.latest_charge).toMatch(/^ch_/);

    const captured = await stripe.paymentIntents.capture(intent.id);
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 1234 });
    await expect(stripe.paymentIntents.capture(intent.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );

    const part = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 200,
      reason: 'requested_by_customer',
    });
    expect(part).toMatchObject({ object: 'refund', amount: 200, status: 'succeeded', payment_intent: intent.id });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(1034);
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 1 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    const charge = await stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge).toMatchObject({ amount: 1234, amount_refunded: 1234, refunded: true, payment_intent: intent.id });
  });

  it('refuses a refund larger than what is left', async () => {
    const session = await stripe.checkout.sessions.create(
      sessionParams({ payment_intent_data: { capture_method: 'automatic' } }),
    );
    const completed = fake.completeSession(session.id);
    expect(completed.data.object.payment_status).toBe('paid');
    const intentId = String(completed.data.object.payment_intent);
    expect(fake.paymentIntents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: 1234 });

    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 1235 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'amount',
    });
    expect(fake.refunds).toEqual([]);
  });

  it('declines a capture when told, and the intent stays capturable', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const intentId = String(fake.completeSession(session.id).data.object.payment_intent);
    fake.declineCapture(intentId);

    const declined = stripe.paymentIntents.capture(intentId);
    await expect(declined).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await expect(declined).rejects.toMatchObject({ code: 'card_declined', statusCode: 402 });
    expect(fake.paymentIntents.get(intentId)?.status).toBe('requires_capture');

    await expect(stripe.paymentIntents.cancel(intentId)).resolves.toMatchObject({ status: 'canceled' });
    await expect(stripe.paymentIntents.cancel(intentId)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('expires only open sessions', async () => {
    const open = await stripe.checkout.sessions.create(sessionParams());
    await expect(stripe.checkout.sessions.expire(open.id)).resolves.toMatchObject({ status: 'expired' });
    await expect(stripe.checkout.sessions.expire(open.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );

    const paid = await stripe.checkout.sessions.create(sessionParams());
    fake.completeSession(paid.id);
    await expect(stripe.checkout.sessions.expire(paid.id)).rejects.toMatchObject({
      message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
    });
  });

  it('fails with a 500, or hangs, when told', async () => {
    fake.failNext({ method: 'POST', path: '/v1/checkout/sessions' }, '500');
    await expect(client({ maxNetworkRetries: 0 }).checkout.sessions.create(sessionParams())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
    // The failure is spent: the next request succeeds.
    await expect(stripe.checkout.sessions.create(sessionParams())).resolves.toMatchObject({ status: 'open' });

    fake.failNext({ path: '/v1/checkout/sessions' }, 'hang');
    const hung = client({ timeout: 300, maxNetworkRetries: 0 }).checkout.sessions.retrieve('cs_test_any');
    await expect(hung).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  it('delivers signed events that the SDK verifies', async () => {
    const received: Stripe.Event[] = [];
    const receiver = await listen(
      createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          try {
            const signature = String(request.headers['stripe-signature']);
            received.push(stripe.webhooks.constructEvent(Buffer.concat(chunks), signature, fake.webhookSecret));
            response.writeHead(200).end();
          } catch {
            response.writeHead(400).end();
          }
        });
      }),
    );
    try {
      fake.setWebhookUrl(receiver.url);
      const session = await stripe.checkout.sessions.create(sessionParams());
      const completed = fake.completeSession(session.id);

      expect(await fake.deliver(completed)).toBe(200);
      expect(await fake.deliver(completed, { secret: 'whsec_other' })).toBe(400);
      expect(await fake.deliver(completed, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).toBe(400);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ id: completed.id, type: 'checkout.session.completed' });

      const intentId = String(completed.data.object.payment_intent);
      await stripe.paymentIntents.capture(intentId);
      const refunded = fake.refundInDashboard(intentId, 300);
      expect(refunded).toMatchObject({ type: 'charge.refunded', data: { object: { amount_refunded: 300 } } });
      expect(fake.dispute(intentId)).toMatchObject({
        type: 'charge.dispute.created',
        data: { object: { object: 'dispute', payment_intent: intentId } },
      });
      expect(await fake.deliver(refunded)).toBe(200);
    } finally {
      await receiver.close();
    }
  });

  it('serves a checkout page whose Pay button completes the session and sends the event', async () => {
    const events: string[] = [];
    const receiver = await listen(
      createServer((request, response) => {
        request.on('data', (chunk: Buffer) => events.push(chunk.toString()));
        request.on('end', () => response.writeHead(204).end());
      }),
    );
    try {
      fake.setWebhookUrl(receiver.url);
      const session = await stripe.checkout.sessions.create(sessionParams());
      const page = await fetch(String(session.url));
      const html = await page.text();
      expect(html).toContain('<title>Fake Stripe Checkout</title>');
      expect(html).toContain('$12.34');
      expect(html).toContain('>Pay</button>');
      expect(html).toContain('href="http://127.0.0.1:9/cart">Back</a>');

      const paid = await fetch(String(session.url), { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`http://127.0.0.1:9/paid?session=${session.id}`);
      expect(fake.sessions.get(session.id)?.status).toBe('complete');
      expect(JSON.parse(events.join(''))).toMatchObject({ type: 'checkout.session.completed' });

      expect(await (await fetch(`${fake.url}/pay/${session.id}`)).text()).toContain(
        'This Checkout Session is no longer active.',
      );
    } finally {
      await receiver.close();
    }
  });
});

async function listen(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
