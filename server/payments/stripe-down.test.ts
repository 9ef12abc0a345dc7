import request from 'supertest';
import { expect, test } from 'vitest';
import { orderBody, postOrder } from '../../test-support/api/ordering';
import { orderRow, useCardPayments, TODAY } from '../../test-support/api/card-payments';
import { onlineOrders } from '../db/schema';

// Run on the embedded database too (npm run test:embedded), where a transaction holds the
// only connection: Stripe is never called inside one, so a Stripe that hangs holds up no one else.
const card = useCardPayments({ autoAccept: false });

test('while Stripe does not answer, the site answers; then the order waits without a Checkout page', async () => {
  card.stripe.failNext({ method: 'POST', path: '/v1/checkout/sessions' }, 'hang', 2);
  let settled = false;
  const placing = postOrder(
    card.ctx.app,
    orderBody(`${TODAY}T18:00`, [{ menuItemId: card.menu.sambusa, quantity: 1 }], { paymentMethod: 'card' }),
  ).then((res) => {
    settled = true;
    return res;
  });
  // The order is committed before Stripe is asked; meanwhile reads and other orders go through.
  await expect.poll(() => card.stripe.requests.some((entry) => entry.path === '/v1/checkout/sessions')).toBe(true);
  expect((await request(card.ctx.app).get('/api/ordering')).status).toBe(200);
  const other = await postOrder(
    card.ctx.app,
    orderBody(`${TODAY}T18:15`, [{ menuItemId: card.menu.sambusa, quantity: 1 }]),
  );
  expect(other.status).toBe(201);
  expect(settled).toBe(false);

  // Stripe goes away altogether: the diner is answered, the order kept.
  await card.stripe.close();
  const placed = await placing;
  expect(placed.status).toBe(201);
  expect(placed.body).toMatchObject({ paymentStatus: 'awaiting_payment', checkoutUrl: null });
  const [row] = await card.ctx.database.db
    .select()
    .from(onlineOrders)
    .then((rows) => rows.filter((candidate) => candidate.orderNumber === placed.body.orderNumber));
  expect(await orderRow(card.ctx, row!.id)).toMatchObject({ status: 'pending', paymentStatus: 'awaiting_payment' });
});
