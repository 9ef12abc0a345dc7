// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { keepCardOrder, keptCardOrderToken } from './card-order-store';

describe('the card order kept while the diner pays on Stripe', () => {
  beforeEach(() => localStorage.clear());

  test('gives the token back for the same order number only', () => {
    keepCardOrder({ token: 'tok-123', orderNumber: 'A-1042' });
    expect(keptCardOrderToken('A-1042')).toBe('tok-123');
    expect(keptCardOrderToken('A-1043')).toBeNull();
    expect(keptCardOrderToken(null)).toBeNull();
  });

  test('reads nothing from a missing or broken entry', () => {
    expect(keptCardOrderToken('A-1042')).toBeNull();
    localStorage.setItem('selam.cardOrder', '{not json');
    expect(keptCardOrderToken('A-1042')).toBeNull();
  });
});
