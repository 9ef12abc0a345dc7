import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import {
  payAtCheckout,
  paymentRow,
  placeCardOrder,
  useCardPayments,
  TODAY,
} from '../../test-support/api/card-payments';
import { reconcilePayments } from './reconcile';

const card = useCardPayments({ autoAccept: true, slotLoadCapacity: 500 });

async function paidOrder(time: string) {
  const placed = await placeCardOrder(card, `${TODAY}T${time}`);
  await payAtCheckout(card, placed.session!.id);
  const payment = await paymentRow(card.ctx, placed.payment.id);
  expect(payment.status).toBe('paid');
  return { ...placed, intentId: payment.paymentIntentId! };
}

describe('POST /api/admin/payments/:id/refund', () => {
  test('part, then the rest; more than is left is a 400; each is audited and reaches Stripe once', async () => {
    const { agent } = await signInAs(card.ctx, 'manager');
    // Two sambusas: $19.00 + $1.71 tax = $20.71.
    const order = await paidOrder('18:00');
    const part = await agent
      .post(`/api/admin/payments/${order.payment.id}/refund`)
      .send({ amount: '5.00', reason: 'Cold sambusa' });
    expect(part.status).toBe(200);
    expect(part.body).toEqual({
      id: order.payment.id,
      status: 'partially_refunded',
      amount: '20.71',
      tip: '0.00',
      refunded: '5.00',
      disputed: false,
    });
    const tooMuch = await agent
      .post(`/api/admin/payments/${order.payment.id}/refund`)
      .send({ amount: '15.72', reason: 'x' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fieldErrors.amount[0]).toBe('At most $15.71 is left to refund');
    const rest = await agent.post(`/api/admin/payments/${order.payment.id}/refund`).send({ reason: 'Order was wrong' });
    expect(rest.body).toMatchObject({ status: 'refunded', refunded: '20.71' });
    expect(
      card.stripe.refunds.filter((refund) => refund.payment_intent === order.intentId).map((r) => r.amount),
    ).toEqual([500, 1571]);
    const status = await agent.get(`/api/orders/status/${order.token}`);
    expect(status.body.paymentStatus).toBe('refunded');
    const again = await agent.post(`/api/admin/payments/${order.payment.id}/refund`).send({ reason: 'again' });
    expect(again.status).toBe(409);
    const audits = await card.ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'payment'));
    expect(audits.filter((row) => row.entityId === String(order.payment.id))).toHaveLength(2);
  });

  test('managers only; a reason is required; an unknown payment is a 404', async () => {
    const order = await paidOrder('18:15');
    const { agent: staff } = await signInAs(card.ctx, 'staff');
    expect((await staff.post(`/api/admin/payments/${order.payment.id}/refund`).send({ reason: 'x' })).status).toBe(403);
    const { agent } = await signInAs(card.ctx, 'manager');
    const noReason = await agent.post(`/api/admin/payments/${order.payment.id}/refund`).send({ amount: '1.00' });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.fieldErrors)).toEqual(['reason']);
    expect((await agent.post('/api/admin/payments/999999/refund').send({ reason: 'x' })).status).toBe(404);
  });

  test('a refund Stripe did not answer is recorded, then sent by the reconciliation, once', async () => {
    const { agent } = await signInAs(card.ctx, 'manager');
    const order = await paidOrder('18:30');
    card.stripe.failNext({ method: 'POST', path: '/v1/refunds' }, '500', 2);
    const res = await agent
      .post(`/api/admin/payments/${order.payment.id}/refund`)
      .send({ amount: '2.00', reason: 'Late' });
    expect(res.body).toMatchObject({ status: 'partially_refunded', refunded: '2.00' });
    expect(card.stripe.refunds.filter((refund) => refund.payment_intent === order.intentId)).toHaveLength(0);
    await reconcilePayments(card.ctx.app.context, card.minutesLater(10));
    await reconcilePayments(card.ctx.app.context, card.minutesLater(20));
    expect(
      card.stripe.refunds.filter((refund) => refund.payment_intent === order.intentId).map((r) => r.amount),
    ).toEqual([200]);
  });
});
