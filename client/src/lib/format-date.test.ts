import { describe, expect, test } from 'vitest';
import { formatPeriods } from '@shared/schedule';
import { formatClock } from '@shared/time';
import {
  dateFormatter,
  formatCalendarDate,
  formatDateRange,
  formatDay,
  formatList,
  formatRelativeTime,
  formatTimestamp,
} from './format-date';

// Expected texts are those of `Intl` with "en-US" and "am-ET" (Node and Chromium agree on them).
describe('calendar dates, in the chosen language', () => {
  test('each style in English', () => {
    expect(formatCalendarDate('2026-11-21', 'en')).toBe('Sat, Nov 21, 2026');
    expect(formatCalendarDate('2026-11-21', 'en', 'monthDay')).toBe('Nov 21');
    expect(formatCalendarDate('2026-11-21', 'en', 'weekdayMonthDay')).toBe('Sat, Nov 21');
    expect(formatCalendarDate('2026-11-21', 'en', 'long')).toBe('November 21, 2026');
    expect(formatCalendarDate('2026-11-21', 'en', 'full')).toBe('Saturday, November 21, 2026');
  });

  test('Amharic weekday and month names', () => {
    expect(formatCalendarDate('2026-11-21', 'am')).toBe('ቅዳሜ፣ ኖቬም 21 2026');
    expect(formatCalendarDate('2026-11-21', 'am', 'monthDay')).toBe('ኖቬም 21');
    expect(formatCalendarDate('2026-11-21', 'am', 'weekdayMonthDay')).toBe('ቅዳሜ፣ ኖቬም 21');
    expect(formatCalendarDate('2026-11-21', 'am', 'long')).toBe('21 ኖቬምበር 2026');
    expect(formatCalendarDate('2026-11-21', 'am', 'full')).toBe('ቅዳሜ 21 ኖቬምበር 2026');
  });

  test('a range of days with both ends, or one day', () => {
    expect(formatDateRange('2026-11-26', '2026-11-26', 'en', 'weekdayMonthDay')).toBe('Thu, Nov 26');
    expect(formatDateRange('2026-12-24', '2026-12-26', 'en', 'weekdayMonthDay')).toBe('Thu, Dec 24 – Sat, Dec 26');
    expect(formatDateRange('2026-12-24', '2026-12-26', 'en')).toBe('Thu, Dec 24, 2026 – Sat, Dec 26, 2026');
    expect(formatDateRange('2026-11-26', '2026-11-26', 'am', 'weekdayMonthDay')).toBe('ሐሙስ፣ ኖቬም 26');
  });

  test('the same day whatever the zone, and an unreadable date as it came', () => {
    expect(formatCalendarDate('2027-01-01', 'en', 'monthDay')).toBe('Jan 1');
    expect(formatCalendarDate('soon', 'am')).toBe('soon');
  });
});

describe('instants, on the restaurant clock', () => {
  const instant = '2026-11-21T19:05:00Z'; // 1:05 PM in Minneapolis (CST)

  test('date and time, or the date alone', () => {
    expect(formatTimestamp(instant, 'America/Chicago', 'en')).toBe('Nov 21, 2026, 1:05 PM');
    expect(formatTimestamp(instant, 'America/Chicago', 'am')).toBe('21 ኖቬም 2026 1:05 ከሰዓት');
    expect(formatDay(instant, 'America/Chicago', 'en')).toBe('Nov 21, 2026');
    expect(formatDay(instant, 'America/Chicago', 'am')).toBe('21 ኖቬም 2026');
    expect(formatTimestamp('never', 'America/Chicago', 'am')).toBe('never');
  });

  test('how long ago', () => {
    const now = new Date('2026-11-21T19:05:00Z');
    expect(formatRelativeTime('2026-11-21T19:00:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-21T19:00:00Z', 'am', now)).toBe('ከ5 ደቂቃዎች በፊት');
    expect(formatRelativeTime('2026-11-20T19:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-20T19:00:00Z', 'am', now)).toBe('ትናንት');
  });
});

describe('clock times and opening hours', () => {
  test('English keeps "10:00 PM"; Amharic writes the part of the day in words', () => {
    expect(formatClock('22:00')).toBe('10:00 PM');
    expect(formatClock('22:00', 'am')).toBe('10:00 ከሰዓት');
    expect(formatClock('09:30', 'am')).toBe('9:30 ጥዋት');
  });

  test('"24:00", the end of a day open to midnight, is midnight', () => {
    expect(formatClock('24:00')).toBe('12:00 AM');
    expect(formatClock('24:00', 'am')).toBe('12:00 ጥዋት');
  });

  test("a day's periods", () => {
    expect(formatPeriods([{ open: '11:00', close: '22:00' }], '–', 'am')).toBe('11:00 ጥዋት – 10:00 ከሰዓት');
    expect(
      formatPeriods([
        { open: '11:00', close: '15:00' },
        { open: '17:00', close: '22:00' },
      ]),
    ).toBe('11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM');
  });
});

describe('lists and formatters', () => {
  test('a list joined as the language joins one', () => {
    expect(formatList(['Monday', 'Tuesday', 'Sunday'], 'en')).toBe('Monday, Tuesday, and Sunday');
    expect(formatList(['ሰኞ', 'ማክሰኞ', 'እሑድ'], 'am')).toBe('ሰኞ፣ ማክሰኞ እና እሑድ');
  });

  test("one formatter per language and options, in that language's locale", () => {
    const options = { month: 'long' } as const;
    expect(dateFormatter('am', options)).toBe(dateFormatter('am', { month: 'long' }));
    expect(dateFormatter('am', options)).not.toBe(dateFormatter('en', options));
    expect(dateFormatter('am', options).resolvedOptions().locale).toBe('am-ET');
    expect(dateFormatter('en', options).resolvedOptions().locale).toBe('en-US');
  });
});
