import { describe, expect, test } from 'vitest';
import { DEFAULT_RESERVATION_SLOTS } from '@shared/business-info';
import { availabilityFor } from './availability';
import { bookingDateRange, openSlots } from './booking-window';

// 22:10 UTC on 5 Dec 2026 is 4:10 PM in Minneapolis and already 6 Dec in Addis Ababa.
const NOW = new Date('2026-12-05T22:10:00Z');

describe('the booking window, in the restaurant zone whatever the visitor is in', () => {
  test('dates run from the restaurant today to 60 days ahead', () => {
    expect(bookingDateRange('America/Chicago', NOW)).toEqual({ min: '2026-12-05', max: '2027-02-03' });
    expect(bookingDateRange('Africa/Addis_Ababa', NOW).min).toBe('2026-12-06');
  });

  test('today offers only slots more than 60 minutes away; other days all 22', () => {
    const today = openSlots('2026-12-05', DEFAULT_RESERVATION_SLOTS, 'America/Chicago', NOW);
    expect(today[0]).toBe('17:30');
    expect(today).not.toContain('17:00');
    expect(openSlots('2026-12-06', DEFAULT_RESERVATION_SLOTS, 'America/Chicago', NOW)).toHaveLength(22);
  });

  test('availability: over 80 guests fully booked, over 60 limited', () => {
    expect(availabilityFor(60)).toBe('available');
    expect(availabilityFor(61)).toBe('limited');
    expect(availabilityFor(80)).toBe('limited');
    expect(availabilityFor(81)).toBe('unavailable');
  });
});
