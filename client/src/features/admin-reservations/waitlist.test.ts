import { describe, expect, test } from 'vitest';
import { WAITLIST_STATUSES } from '@shared/schemas/waitlist';
import { emailedAt, WAITLIST_STATUS_LABELS, WAITLIST_STATUS_TONES, waitlistWindow } from './waitlist';

const CHICAGO = 'America/Chicago';

describe('waitlistWindow', () => {
  test('the earliest and latest times that suit the diner, on a 12-hour clock', () => {
    expect(waitlistWindow('18:00', '20:30', 'en')).toBe('6:00 PM – 8:30 PM');
    expect(waitlistWindow('11:00', '13:15', 'en')).toBe('11:00 AM – 1:15 PM');
  });

  test('one time when both ends are the same', () => {
    expect(waitlistWindow('19:00', '19:00', 'en')).toBe('7:00 PM');
  });
});

describe('emailedAt', () => {
  test('not emailed yet', () => {
    expect(emailedAt(null, '2026-06-12', CHICAGO, 'en')).toBeNull();
  });

  test("on the day waited for: the time on the restaurant's clock only", () => {
    // 00:42 UTC on June 13 is 7:42 PM on June 12 in Minneapolis (CDT, UTC−5).
    expect(emailedAt('2026-06-13T00:42:00.000Z', '2026-06-12', CHICAGO, 'en')).toEqual({ time: '7:42 PM', date: null });
  });

  test('on an earlier day: its date too', () => {
    expect(emailedAt('2026-06-10T14:05:00.000Z', '2026-06-12', CHICAGO, 'en')).toEqual({
      time: '9:05 AM',
      date: 'Jun 10',
    });
  });

  test('an instant that cannot be read is left out', () => {
    expect(emailedAt('not a time', '2026-06-12', CHICAGO, 'en')).toBeNull();
  });
});

describe('waitlist statuses', () => {
  test('every status has words and a tint', () => {
    for (const status of WAITLIST_STATUSES) {
      expect(WAITLIST_STATUS_LABELS[status]).toBe(`admin.reservations.waitlist.status.${status}`);
      expect(WAITLIST_STATUS_TONES[status]).toBeTruthy();
    }
  });
});
