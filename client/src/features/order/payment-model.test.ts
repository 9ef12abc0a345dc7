import { describe, expect, test } from 'vitest';
import { defaultPaymentMethod, percentTipCents, tipFields, tipOf, totalWithTip } from './payment-model';

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
});
