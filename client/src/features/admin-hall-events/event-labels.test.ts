import { describe, expect, test } from 'vitest';
import { beoTimeline, extendedDepositDate, leadingBlanks, shiftMonth } from './event-labels';

describe('hall event labels', () => {
  test('months move across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  test("a month's first day falls under its weekday", () => {
    // 1 November 2026 is a Sunday, 1 May 2026 a Friday.
    expect(leadingBlanks('2026-11')).toBe(0);
    expect(leadingBlanks('2026-05')).toBe(5);
  });

  test("the BEO's timeline: setup from the blocks' start, the event after it, cleanup after its end", () => {
    expect(
      beoTimeline({ startTime: '14:00', endTime: '23:00' }, { setupTime: 90, duration: 360, cleanupTime: 60 }),
    ).toEqual({ setupStart: '14:00', eventStart: '15:30', eventEnd: '21:30', cleanupEnd: '22:30' });
    expect(
      beoTimeline({ startTime: '19:00', endTime: '23:00' }, { setupTime: 60, duration: null, cleanupTime: 30 }),
    ).toEqual({ setupStart: '19:00', eventStart: '20:00', eventEnd: '22:30', cleanupEnd: '23:00' });
  });

  test('an overdue deposit is extended a week from today, never into the past', () => {
    expect(extendedDepositDate('2026-11-01', '2026-11-20')).toBe('2026-11-27');
    expect(extendedDepositDate('2026-12-01', '2026-11-20')).toBe('2026-12-08');
  });
});
