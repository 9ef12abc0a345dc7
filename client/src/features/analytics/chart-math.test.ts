import { describe, expect, test } from 'vitest';
import { countScale, isLabelled, labelEvery, shares, stackSegments, summarizeBookings } from './chart-math';

describe('countScale', () => {
  test('no data still gives an axis from 0 to 1', () => {
    expect(countScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });

  test('small counts step by 1, larger ones by 2, 5 or 10 times a power of ten', () => {
    expect(countScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(countScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(countScale(80)).toEqual({ top: 80, ticks: [0, 20, 40, 60, 80] });
    expect(countScale(130).top).toBeGreaterThanOrEqual(130);
  });
});

describe('summarizeBookings', () => {
  test('adds up bookings and covers and finds the busiest day by covers', () => {
    const days = [
      { date: '2026-03-01', bookings: 2, covers: 6 },
      { date: '2026-03-02', bookings: 0, covers: 0 },
      { date: '2026-03-03', bookings: 3, covers: 9 },
      { date: '2026-03-04', bookings: 1, covers: 9 },
    ];
    expect(summarizeBookings(days)).toEqual({
      bookings: 6,
      covers: 24,
      busiest: { date: '2026-03-03', bookings: 3, covers: 9 },
      first: '2026-03-01',
      last: '2026-03-04',
    });
  });

  test('without bookings there is no busiest day', () => {
    expect(summarizeBookings([{ date: '2026-03-01', bookings: 0, covers: 0 }]).busiest).toBeNull();
    expect(summarizeBookings([])).toEqual({ bookings: 0, covers: 0, busiest: null, first: null, last: null });
  });
});

describe('x-axis labels', () => {
  test('30 days on a phone get a label every few days, on a laptop more often', () => {
    expect(labelEvery(30, 330)).toBe(6);
    expect(labelEvery(30, 900)).toBe(2);
  });

  test('the last day is always labelled and the others count back from it', () => {
    const labelled = Array.from({ length: 10 }, (_, index) => index).filter((index) => isLabelled(index, 10, 3));
    expect(labelled).toEqual([0, 3, 6, 9]);
  });
});

describe('shares', () => {
  test('gives counts in order with rounded percents', () => {
    expect(shares({ pending: 1, confirmed: 2, cancelled: 0 }, ['confirmed', 'pending', 'cancelled'] as const)).toEqual({
      total: 3,
      items: [
        { key: 'confirmed', count: 2, percent: 67 },
        { key: 'pending', count: 1, percent: 33 },
        { key: 'cancelled', count: 0, percent: 0 },
      ],
    });
  });

  test('an empty total gives zero percents', () => {
    expect(shares({ a: 0 }, ['a'] as const)).toEqual({ total: 0, items: [{ key: 'a', count: 0, percent: 0 }] });
  });
});

describe('stackSegments', () => {
  test('places the non-empty shares one after the other across 100 %', () => {
    const { items, total } = shares({ a: 1, b: 0, c: 3 }, ['a', 'b', 'c'] as const);
    expect(stackSegments(items, total)).toEqual([
      { key: 'a', start: 0, width: 25 },
      { key: 'c', start: 25, width: 75 },
    ]);
    expect(stackSegments([], 0)).toEqual([]);
  });
});
