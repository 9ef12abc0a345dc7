import { describe, expect, test } from 'vitest';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { giftCardReturnable, paymentLine } from './payment-line';

const order = (changes: Partial<AdminOnlineOrderDto>): AdminOnlineOrderDto => ({
  id: 1,
  orderNumber: '1041',
  status: 'accepted',
  createdAt: '2026-11-20T17:00:00.000Z',
  history: [],
  pickupAt: '2026-11-20T18:30:00.000Z',
  readyAt: null,
  lines: [],
  subtotal: '31.65',
  tax: '2.85',
  tip: '0.00',
  total: '34.50',
  paymentMethod: 'pay_at_pickup',
  paymentStatus: 'pending',
  reason: null,
  customerName: 'Hana Bekele',
  phone: '(612) 555-0142',
  email: null,
  source: 'web',
  adminNotes: null,
  specialInstructions: null,
  pickupAsap: false,
  taxRate: '9.025',
  language: 'en',
  items: '',
  payment: null,
  giftCard: null,
  amountDue: '34.50',
  giftCardReturn: null,
  ...changes,
});

const payment = (status: 'authorized' | 'paid' | 'failed', amount = '14.50') => ({
  id: 3,
  status,
  amount,
  tip: '0.00',
  refunded: '0.00',
  disputed: false,
});
const gift = { last4: 'ABCD', amount: '20.00' };
const giftPart = { amount: '20.00', last4: 'ABCD', returned: null };

describe('the payment line without a gift card', () => {
  test('reads as before: pay at pickup, paid, and each card state', () => {
    expect(paymentLine(order({}))).toEqual({ key: 'admin.orders.ticket.payAtPickup', tone: 'plain', disputed: false });
    expect(paymentLine(order({ paymentStatus: 'paid' })).key).toBe('admin.orders.ticket.paid');
    const byCard = { paymentMethod: 'card' as const, payment: payment('paid', '34.50') };
    expect(paymentLine(order(byCard))).toEqual({
      key: 'admin.orders.payment.paid',
      tone: 'paid',
      disputed: false,
      tip: undefined,
    });
    expect(paymentLine(order({ ...byCard, payment: payment('authorized', '34.50') })).tone).toBe('held');
    expect(paymentLine(order({ ...byCard, payment: payment('failed', '34.50') }))).toMatchObject({
      key: 'admin.orders.payment.failed',
      amount: '34.50',
      tone: 'warning',
    });
  });
});

describe('the payment line with a gift card', () => {
  test('says the gift card paid it all', () => {
    const line = paymentLine(
      order({
        paymentMethod: 'gift_card',
        paymentStatus: 'paid',
        giftCard: { ...gift, amount: '34.50' },
        amountDue: '0.00',
      }),
    );
    expect(line).toEqual({
      key: 'admin.orders.payment.giftCardOnly',
      amount: '34.50',
      tone: 'paid',
      disputed: false,
      giftCard: { ...giftPart, amount: '34.50' },
    });
  });

  test('names the gift card part, then the rest at pickup or by card', () => {
    expect(paymentLine(order({ giftCard: gift, amountDue: '14.50' }))).toEqual({
      key: 'admin.orders.payment.restAtPickup',
      amount: '14.50',
      tone: 'plain',
      disputed: false,
      giftCard: giftPart,
    });
    const byCard = { paymentMethod: 'card' as const, giftCard: gift, amountDue: '14.50' };
    expect(paymentLine(order({ ...byCard, payment: payment('paid') }))).toMatchObject({
      key: 'admin.orders.payment.restByCard',
      amount: '14.50',
      tone: 'paid',
      giftCard: giftPart,
    });
    expect(paymentLine(order({ ...byCard, payment: payment('authorized') }))).toMatchObject({
      key: 'admin.orders.payment.authorized',
      tone: 'held',
      giftCard: giftPart,
    });
    // A declined card: only what is left after the gift card is collected at pickup.
    expect(paymentLine(order({ ...byCard, payment: payment('failed') }))).toMatchObject({
      key: 'admin.orders.payment.failed',
      amount: '14.50',
      giftCard: giftPart,
    });
  });

  test('carries what became of the gift card part of an order that ended', () => {
    const ended = { status: 'cancelled' as const, giftCard: gift, amountDue: '14.50' };
    expect(paymentLine(order({ ...ended, giftCardReturn: 'returned' })).giftCard?.returned).toBe('returned');
    expect(paymentLine(order({ ...ended, giftCardReturn: 'card_void' })).giftCard?.returned).toBe('card_void');
  });
});

describe('giftCardReturnable', () => {
  const giftCard = { last4: 'MSWU', amount: '20.00' };
  test('a finished order with a gift card part, once its card payment is refunded in full', () => {
    expect(giftCardReturnable(order({ status: 'completed', giftCard }))).toEqual(giftCard);
    expect(giftCardReturnable(order({ status: 'no_show', giftCard }))).toEqual(giftCard);
    const paid = { ...payment('paid'), refunded: '0.00' };
    expect(giftCardReturnable(order({ status: 'completed', giftCard, payment: paid }))).toBeNull();
    const refunded = { ...payment('paid'), status: 'refunded' as const, refunded: '14.50' };
    expect(giftCardReturnable(order({ status: 'completed', giftCard, payment: refunded }))).toEqual(giftCard);
  });

  test('never for an order still going, one that gave it back already, or one without a gift card', () => {
    expect(giftCardReturnable(order({ status: 'ready', giftCard }))).toBeNull();
    expect(giftCardReturnable(order({ status: 'completed', giftCard, giftCardReturn: 'returned' }))).toBeNull();
    expect(giftCardReturnable(order({ status: 'completed' }))).toBeNull();
  });
});
