import { describe, expect, test } from 'vitest';
import type { OrderStatusDto } from '@shared/schemas/ordering';
import { queryKeys } from '@/lib/query-keys';
import { markupText, renderMarkup } from '@/test/render-markup';
import { OrderStatusView } from './order-status-view';

const TOKEN = 'tok_order-123';

const order: OrderStatusDto = {
  orderNumber: '1042',
  status: 'pending',
  history: [{ status: 'pending', at: '2026-11-28T23:40:00.000Z' }],
  pickupAt: '2026-11-29T00:15:00.000Z',
  readyAt: null,
  lines: [
    {
      menuItemId: 4,
      name: 'Timatim Fitfit',
      translations: {},
      quantity: 5,
      options: [],
      unitPrice: '8.00',
      lineTotal: '40.00',
      note: null,
    },
  ],
  subtotal: '40.00',
  tax: '3.61',
  tip: '6.00',
  total: '49.61',
  paymentMethod: 'card',
  paymentStatus: 'awaiting_payment',
  customerFirstName: 'Hanna',
  reason: null,
  giftCard: null,
  amountDue: '49.61',
};

const render = (answer: OrderStatusDto) =>
  markupText(
    renderMarkup(<OrderStatusView token={TOKEN} timeZone="America/Chicago" />, `/order/status/${TOKEN}`, [
      [queryKeys.ordering.order(TOKEN), answer],
    ]),
  );

describe("an order's status page and its card payment", () => {
  test('waiting for the card payment: pay by card, pay at pickup instead, or cancel; the tip in the summary', () => {
    const text = render(order);
    expect(text).toContain('Waiting for your card payment');
    expect(text).toContain('Pay by card');
    expect(text).toContain('Pay at pickup instead');
    expect(text).toContain('Cancel order');
    expect(text).toContain('Tip $6.00');
    expect(text).toContain('Total $49.61');
  });

  test('says plainly where the card payment is', () => {
    expect(render({ ...order, paymentStatus: 'authorized' })).toContain(
      'Card authorized: you are charged when the kitchen accepts your order',
    );
    expect(render({ ...order, status: 'accepted', paymentStatus: 'paid' })).toContain('Paid by card: $49.61');
    expect(render({ ...order, paymentStatus: 'failed' })).toContain('Card payment did not go through');
    expect(render({ ...order, status: 'rejected', paymentStatus: 'voided' })).toContain(
      'Card hold released: you were not charged',
    );
    expect(render({ ...order, status: 'cancelled', paymentStatus: 'refunded' })).toContain('Refunded');
    expect(render({ ...order, paymentStatus: 'authorized' })).not.toContain('Pay at pickup instead');
  });

  test('an order never paid in time ends there', () => {
    const text = render({
      ...order,
      status: 'expired',
      paymentStatus: 'expired',
      history: [...order.history, { status: 'expired', at: '2026-11-28T23:55:00.000Z' }],
    });
    expect(text).toContain('Not paid in time: this order was cancelled.');
    expect(text).not.toContain('Cancel order');
    expect(text).toContain('Order again');
  });

  test('an order paid at pickup reads as before, without a tip line', () => {
    const text = render({
      ...order,
      paymentMethod: 'pay_at_pickup',
      paymentStatus: 'pending',
      tip: '0.00',
      total: '43.61',
    });
    expect(text).toContain('Pay at pickup: $43.61');
    expect(text).not.toContain('Tip');
    expect(text).not.toContain('Waiting for your card payment');
  });

  test('a gift card part comes first, then how the rest is paid', () => {
    const gift = { giftCard: { last4: 'ABCD', amount: '20.00' }, amountDue: '29.61' };
    const byCard = render({ ...order, ...gift, status: 'accepted', paymentStatus: 'paid' });
    expect(byCard).toContain('Gift card $20.00, $29.61 by card');
    expect(byCard).toContain('Gift card ••••ABCD −$20.00');
    expect(byCard).toContain('Left to pay $29.61');
    expect(
      render({
        ...order,
        ...gift,
        paymentMethod: 'pay_at_pickup',
        paymentStatus: 'pending',
        tip: '0.00',
        total: '49.61',
      }),
    ).toContain('Gift card $20.00, $29.61 at pickup');
    expect(render({ ...order, ...gift, paymentStatus: 'failed' })).toContain(
      'Gift card $20.00 · Card payment did not go through: please pay at pickup ($29.61)',
    );
    expect(
      render({
        ...order,
        paymentMethod: 'gift_card',
        paymentStatus: 'paid',
        giftCard: { last4: 'ABCD', amount: '49.61' },
        amountDue: '0.00',
      }),
    ).toContain('Paid by gift card: $49.61');
  });
});
