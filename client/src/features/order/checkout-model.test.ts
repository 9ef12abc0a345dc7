import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '@/lib/api-request';
import {
  attemptKeys,
  changedTotal,
  isFullyBooked,
  isPriceChanged,
  pickupTimeOf,
  suggestedTimes,
  timelineSteps,
} from './checkout-model';

describe('checkout', () => {
  test('sends "asap", or the chosen day and slot', () => {
    expect(pickupTimeOf('asap', '', '')).toBe('asap');
    expect(pickupTimeOf('later', '2026-11-28', '18:30')).toBe('2026-11-28T18:30');
    expect(pickupTimeOf('later', '2026-11-28', '')).toBeNull();
  });

  test('reuses the key for a retry of the same order and takes a new one when the order changes', () => {
    let next = 0;
    const keyFor = attemptKeys(() => `key-${++next}`);
    const order = { pickupTime: 'asap', items: [{ menuItemId: 1, quantity: 2 }] };
    expect(keyFor(order)).toBe('key-1');
    expect(keyFor({ ...order })).toBe('key-1');
    expect(keyFor({ ...order, expectedTotal: '31.50' })).toBe('key-2');
  });

  test('reads the refusals it acts on', () => {
    expect(isPriceChanged(new ApiRequestError(409, 'Prices changed', 'PRICE_CHANGED'))).toBe(true);
    expect(isFullyBooked(new ApiRequestError(409, 'Full', 'FULLY_BOOKED'))).toBe(true);
    expect(isFullyBooked(new Error('offline'))).toBe(false);
    expect(changedTotal({ quote: { total: '31.50' } })).toBe('31.50');
    expect(changedTotal({ total: '12.00' })).toBe('12.00');
    expect(changedTotal(undefined)).toBeNull();
    expect(
      suggestedTimes(
        { suggestedTimes: ['18:45', '2026-11-28T19:00', '2026-11-28T19:15:00.000Z', 'soon'] },
        '2026-11-28',
      ),
    ).toEqual(['2026-11-28T18:45', '2026-11-28T19:00']);
  });

  test('draws the normal way, or the way up to where an order stopped', () => {
    expect(timelineSteps('accepted', ['pending', 'accepted'])).toEqual(['pending', 'accepted', 'ready', 'completed']);
    expect(timelineSteps('cancelled', ['pending', 'accepted', 'cancelled'])).toEqual([
      'pending',
      'accepted',
      'cancelled',
    ]);
    expect(timelineSteps('rejected', ['pending', 'rejected'])).toEqual(['pending', 'rejected']);
    expect(timelineSteps('expired', ['pending', 'expired'])).toEqual(['pending', 'expired']);
  });
});
