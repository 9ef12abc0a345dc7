import type { AdminOnlineOrderDto, OrderStatusDto, PlacedOrderDto } from '@shared/schemas/ordering';
import { restaurantDate } from '../support/dates';
import { expect, expectJson, signInAsOwner, test } from '../support/server-process';
import { startFakeStripe } from '../../test-support/stripe/fake-stripe';

// On PostgreSQL when there is one (production's database), else on the embedded one.
test.use({ driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded' });

test('SIGKILL after the Checkout session is made: after a restart the webhook completes the order, charged once', async ({
  launch,
  clientFor,
}) => {
  const stripe = await startFakeStripe();
  const keys = {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  };
  try {
    const first = await launch(keys);
    const diner = await clientFor(first);
    const menu = await expectJson<{ id: number; orderable: boolean; options: { required: boolean }[] }[]>(
      await diner.get('/api/menu-items'),
      200,
    );
    const dish = menu.find((item) => item.orderable && item.options.every((option) => !option.required))!;
    const placed = await expectJson<PlacedOrderDto>(
      await diner.post('/api/orders', {
        headers: { 'Idempotency-Key': 'card-order-before-the-crash' },
        data: {
          customerName: 'Selam Tesfaye',
          phone: '(612) 555-0142',
          email: 'selam@diner.example',
          pickupTime: `${restaurantDate(1)}T18:00`,
          items: [{ menuItemId: dish.id, quantity: 2 }],
          paymentMethod: 'card',
          tipPercent: 15,
        },
      }),
      201,
    );
    expect(placed.checkoutUrl).toMatch(/\/pay\/cs_/);
    const sessionId = placed.checkoutUrl!.split('/pay/')[1]!;

    // The server dies; meanwhile the diner pays, and Stripe cannot deliver its event.
    await first.stop('SIGKILL');
    const completed = stripe.completeSession(sessionId);

    const second = await launch(keys);
    stripe.setWebhookUrl(`${second.url}/api/payments/webhook`);
    const status = async () =>
      expectJson<OrderStatusDto>(await (await clientFor(second)).get(`/api/orders/status/${placed.statusToken}`), 200);
    expect(await status()).toMatchObject({ status: 'pending', paymentStatus: 'awaiting_payment' });
    // Stripe retries its event, and once more: the restaurant accepts automatically, so the first
    // delivery holds the card and captures it at once; the second changes nothing.
    expect(await stripe.deliver(completed)).toBe(200);
    expect(await status()).toMatchObject({ status: 'accepted', paymentStatus: 'paid' });
    expect(await stripe.deliver(completed)).toBe(200);
    const staff = await clientFor(second, { Origin: second.url });
    await signInAsOwner(staff);
    const board = await expectJson<AdminOnlineOrderDto[]>(await staff.get('/api/admin/online-orders'), 200);
    expect(board.find((candidate) => candidate.orderNumber === placed.orderNumber)).toMatchObject({
      status: 'accepted',
      payment: { status: 'paid', tip: placed.tip },
    });

    const intent = [...stripe.paymentIntents.values()].find((candidate) => candidate.metadata.paymentId)!;
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: intent.amount });
    expect(intent.amount).toBe(Math.round(Number(placed.total) * 100));
    expect(stripe.requests.filter((entry) => entry.path.endsWith('/capture'))).toHaveLength(1);
  } finally {
    await stripe.close();
  }
});
