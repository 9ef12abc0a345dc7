import { describe, expect, test } from 'vitest';
import {
  amountDueAfter,
  defaultPaymentMethod,
  giftCardPartCents,
  methodToSend,
  overPayAtPickupCap,
  percentTipCents,
  tipFields,
  tipOf,
  totalWithTip,
} from './payment-model';

describe('paying for an order', () => {
  const cards = { cardPayments: true, maxPayAtPickupTotal: '100.00' };

  test('offers a card first only when the total is over what pay at pickup takes', () => {
    expect(defaultPaymentMethod(cards, '100.00')).toBe('pay_at_pickup');
    expect(defaultPaymentMethod(cards, '100.01')).toBe('card');
    expect(defaultPaymentMethod({ ...cards, cardPayments: false }, '250.00')).toBe('pay_at_pickup');
    expect(defaultPaymentMethod(undefined, '250.00')).toBe('pay_at_pickup');
    expect(defaultPaymentMethod(cards, undefined)).toBe('pay_at_pickup');
  });

  test('works a percent tip out on the subtotal before tax', () => {
    expect(percentTipCents('40.00', 15)).toBe(600);
    expect(tipOf('15', '', '40.00')).toBe(600);
    expect(tipOf('10', '', '40.00')).toBe(400);
    expect(tipOf('20', '', '40.00')).toBe(800);
    expect(tipOf('none', '9', '40.00')).toBe(0);
    expect(totalWithTip('43.61', 600)).toBe('49.61');
  });

  test('takes a custom tip in dollars, up to the largest allowed', () => {
    expect(tipOf('custom', '4.50', '40.00')).toBe(450);
    expect(tipOf('custom', '$5', '40.00')).toBe(500);
    expect(tipOf('custom', '', '40.00')).toBe(0);
    expect(tipOf('custom', 'four', '40.00')).toBeNull();
    expect(tipOf('custom', '4.555', '40.00')).toBeNull();
    expect(tipOf('custom', '50.01', '40.00')).toBeNull();
    expect(tipOf('custom', '80.00', '80.00')).toBe(8000);
  });

  test('sends a percent as tipPercent, an amount as tip, and no tip with pay at pickup', () => {
    expect(tipFields('card', '15', '', '40.00')).toEqual({ tipPercent: 15 });
    expect(tipFields('card', 'custom', '4.5', '40.00')).toEqual({ tip: '4.50' });
    expect(tipFields('card', 'custom', '', '40.00')).toEqual({});
    expect(tipFields('card', 'none', '', '40.00')).toEqual({});
    expect(tipFields('pay_at_pickup', '20', '', '40.00')).toEqual({});
  });

  test('lets a gift card pay the tip', () => {
    expect(tipFields('gift_card', '15', '', '40.00')).toEqual({ tipPercent: 15 });
    expect(tipFields('gift_card', 'custom', '3', '40.00')).toEqual({ tip: '3.00' });
  });
});

describe('paying with a gift card', () => {
  const cards = { cardPayments: true, maxPayAtPickupTotal: '100.00' };
  const twenty = { amount: '20.00' };

  test('takes the card part off the total, never more than there is to pay', () => {
    expect(giftCardPartCents(null, 3450)).toBe(0);
    expect(giftCardPartCents(twenty, 3450)).toBe(2000);
    expect(giftCardPartCents(twenty, 1500)).toBe(1500);
    expect(amountDueAfter(twenty, '34.50')).toBe('14.50');
    expect(amountDueAfter(twenty, '18.00')).toBe('0.00');
    expect(amountDueAfter(null, '34.50')).toBe('34.50');
  });

  test('leaves a tip to pay when the card covered only the order as quoted', () => {
    expect(amountDueAfter({ amount: '34.50' }, '34.50', 518)).toBe('5.18');
    expect(amountDueAfter(twenty, '34.50', 500)).toBe('19.50');
  });

  test('applies the pay-at-pickup cap to what is left to pay, not the total', () => {
    expect(overPayAtPickupCap(cards, amountDueAfter({ amount: '50.00' }, '140.00'))).toBe(false);
    expect(overPayAtPickupCap(cards, amountDueAfter(twenty, '140.00'))).toBe(true);
    expect(overPayAtPickupCap(cards, undefined)).toBe(false);
    expect(defaultPaymentMethod(cards, amountDueAfter({ amount: '50.00' }, '140.00'))).toBe('pay_at_pickup');
    expect(defaultPaymentMethod(cards, amountDueAfter(twenty, '140.00'))).toBe('card');
  });

  test('sends gift_card when nothing is left to pay, else how the rest is paid', () => {
    expect(methodToSend('card', '0.00', { giftCard: true, cardPayments: true, tip: 0 })).toBe('gift_card');
    expect(methodToSend('pay_at_pickup', '0.00', { giftCard: true, cardPayments: false, tip: 0 })).toBe('gift_card');
    expect(methodToSend('card', '14.50', { giftCard: true, cardPayments: true, tip: 0 })).toBe('card');
    expect(methodToSend('pay_at_pickup', '14.50', { giftCard: true, cardPayments: true, tip: 0 })).toBe(
      'pay_at_pickup',
    );
    expect(methodToSend('card', '14.50', { giftCard: true, cardPayments: false, tip: 0 })).toBe('pay_at_pickup');
    expect(methodToSend('gift_card', '5.18', { giftCard: true, cardPayments: true, tip: 0 })).toBe('card');
    expect(methodToSend('card', '0.00', { giftCard: false, cardPayments: true, tip: 0 })).toBe('card');
    expect(methodToSend('card', undefined, { giftCard: true, cardPayments: true, tip: 0 })).toBe('card');
    // The card paid the order as quoted; the tip it may not cover goes to a card, never the counter.
    expect(methodToSend('pay_at_pickup', '3.85', { giftCard: true, cardPayments: true, tip: 385 })).toBe('card');
    expect(methodToSend('pay_at_pickup', '0.00', { giftCard: true, cardPayments: true, tip: 385 })).toBe('gift_card');
  });
});
