import { describe, expect, test } from 'vitest';
import type { OrderingAnalytics } from '@shared/analytics';
import { markupText, renderMarkup } from '@/test/render-markup';
import { OrderingFigures } from './ordering-figures';

const ordering: OrderingAnalytics = {
  perDay: [
    { date: '2087-06-10', orders: 2 },
    { date: '2087-06-11', orders: 5 },
  ],
  topDishes: [
    { name: 'Sambusa', quantity: 7 },
    { name: 'Doro Wot', quantity: 3 },
  ],
  acceptedToReadyMinutes: 25,
  noShowRate: { count: 1, outOf: 3, percent: 33.3, from: '2087-05-13', to: '2087-06-11' },
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 12 ? 3 : 0 })),
  byPickupDay: [
    { date: '2087-06-11', orders: 0 },
    { date: '2087-06-12', orders: 4 },
  ],
};

describe('OrderingFigures', () => {
  test('orders per day, coming pickup days, top dishes and busy hours, each as a labelled table', () => {
    const shown = markupText(renderMarkup(<OrderingFigures ordering={ordering} />, '/admin/analytics', []));
    expect(shown).toContain('Orders per day');
    expect(shown).toMatch(/Jun 11\s*5/);
    expect(shown).toMatch(/Orders to pick up, coming days .*Jun 12\s*4/);
    expect(shown).toMatch(/Top dishes \(portions\) .*Sambusa\s*7 Doro Wot\s*3/);
    expect(shown).toMatch(/Orders by hour placed .*12:00\sPM\s*3/);
    expect(shown).not.toContain('1:00 AM');
  });
});
