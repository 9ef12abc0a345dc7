import { describe, expect, test } from 'vitest';
import { LANGUAGES, localeOf } from './language-path';
import { formatDateForGuest, formatDateInWords, formatPeriodsIn, weekdayNameIn } from './locale-format';
import { formatMoney } from './money';
import { formatClock } from './time';

describe('dates in the reader’s language', () => {
  test('every language has the locale Intl writes it in', () => {
    expect(LANGUAGES.map((language) => localeOf(language.code))).toEqual(['en-US', 'am-ET']);
  });

  test('a date in words: Amharic weekday and month names from Intl, the same day in any time zone', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(formatDateInWords('2026-11-28', 'en')).toBe('Saturday, November 28, 2026');
      expect(formatDateInWords('2026-11-28', 'am')).toBe(
        new Intl.DateTimeFormat('am-ET', {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date('2026-11-28T12:00:00Z')),
      );
      expect(formatDateInWords('2026-11-28', 'am')).toMatch(/^ቅዳሜ .*28.*2026$/);
      expect(formatDateInWords('2026-11-28', 'en', { weekday: false })).toBe('November 28, 2026');
    } finally {
      process.env.TZ = zone;
    }
  });

  test('for a guest, an Amharic date also gives the Ethiopian calendar date; an English one does not', () => {
    expect(formatDateForGuest('2026-11-28', 'am')).toBe(
      `${formatDateInWords('2026-11-28', 'am')} (ኅዳር 19 ቀን 2019 ዓ.ም.)`,
    );
    expect(formatDateForGuest('2027-01-07', 'am', { weekday: false })).toMatch(
      /^7 .* 2027 \(ታኅሣሥ 29 ቀን 2019 ዓ\.ም\.\)$/,
    );
    expect(formatDateForGuest('2026-11-28', 'en')).toBe('Saturday, November 28, 2026');
  });

  test('a malformed date is shown as it is', () => {
    expect(formatDateInWords('someday', 'am')).toBe('someday');
    expect(formatDateForGuest('someday', 'am')).toBe('someday');
  });
});

describe('days and weekdays', () => {
  test('a day of the year leaves the year out, in either language', () => {
    expect(formatDateInWords('2026-11-26', 'en', { year: false })).toBe('Thursday, November 26');
    expect(formatDateInWords('2026-11-26', 'am', { year: false })).toBe('ሐሙስ፣ ኖቬምበር 26');
  });

  test('a weekday is named in the language; anything else is left as it is', () => {
    expect(weekdayNameIn('monday', 'en')).toBe('Monday');
    expect(weekdayNameIn('sunday', 'en')).toBe('Sunday');
    expect(weekdayNameIn('monday', 'am')).toBe('ሰኞ');
    expect(weekdayNameIn('friday', 'am')).toBe('ዓርብ');
    expect(weekdayNameIn('someday', 'am')).toBe('someday');
  });
});

describe('clock times and hours', () => {
  test('English keeps the site’s format; Amharic reads morning and afternoon in its own words', () => {
    for (const time of ['00:00', '09:05', '12:00', '18:30', '24:00'])
      expect(formatClock(time, 'en')).toBe(formatClock(time));
    expect(formatClock('09:05', 'am')).toBe('9:05 ጥዋት');
    expect(formatClock('18:30', 'am')).toBe('6:30 ከሰዓት');
    // A period that runs to midnight ends at 12 at night, not at noon.
    expect(formatClock('24:00', 'am')).toBe('12:00 ጥዋት');
  });

  test('service periods are listed as the language lists things', () => {
    const periods = [
      { open: '11:00', close: '15:00' },
      { open: '17:00', close: '22:00' },
    ];
    expect(formatPeriodsIn(periods, 'en')).toBe('11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM');
    expect(formatPeriodsIn(periods, 'am')).toBe('11:00 ጥዋት – 3:00 ከሰዓት እና 5:00 ከሰዓት – 10:00 ከሰዓት');
    expect(formatPeriodsIn(periods.slice(0, 1), 'am')).toBe('11:00 ጥዋት – 3:00 ከሰዓት');
  });
});

describe('money', () => {
  test.each(LANGUAGES.map((language) => language.code))(
    'in %s it stays US dollars with the $ sign the menu uses',
    (language) => {
      expect(formatMoney('1250', language)).toBe('$1,250.00');
      expect(formatMoney(18.5, language)).toBe('$18.50');
      expect(formatMoney('not money', language)).toBe('$0.00');
    },
  );
});
