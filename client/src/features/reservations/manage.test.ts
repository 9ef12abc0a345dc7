import { describe, expect, test } from 'vitest';
import { RESERVATION_STATUSES } from '@shared/constants';
import { templateOf } from '@shared/plural';
import { reservationsAm } from '@/i18n/parts/reservations.am';
import { reservationsEn } from '@/i18n/parts/reservations.en';
import { ApiRequestError } from '@/lib/api-request';
import { fillTemplate } from '@/lib/i18n';
import {
  aroundPhone,
  formatDeadline,
  isCutoffPassed,
  isNotFound,
  lockedNoteKey,
  manageView,
  partyText,
  showsStaleBooking,
  statusLabel,
} from './manage';

describe('the status as the diner reads it', () => {
  test('pending awaits confirmation; seated and completed are completed; a no-show is only past', () => {
    expect(Object.fromEntries(RESERVATION_STATUSES.map((status) => [status, statusLabel(status)]))).toEqual({
      pending: 'pending',
      confirmed: 'confirmed',
      seated: 'completed',
      completed: 'completed',
      no_show: 'past',
      cancelled: 'cancelled',
    });
  });
});

describe('what the manage page offers', () => {
  test('a pending or confirmed booking before the cut-off can be changed and cancelled', () => {
    expect(manageView({ status: 'pending', canChange: true, canCancel: true }, null)).toEqual({ kind: 'changeable' });
    expect(manageView({ status: 'confirmed', canChange: true, canCancel: true }, null)).toEqual({ kind: 'changeable' });
  });

  test('past the cut-off, a booking made so late that it may still be cancelled offers only the cancel', () => {
    expect(manageView({ status: 'pending', canChange: false, canCancel: true }, null)).toEqual({ kind: 'cancellable' });
    expect(
      manageView({ status: 'pending', canChange: false, canCancel: true }, 'Online cancellation closed at 10:15 AM'),
    ).toEqual({
      kind: 'locked',
      reason: 'Online cancellation closed at 10:15 AM',
    });
  });

  test('past the cut-off it is locked: by the answer, or by the server refusing an action in its own words', () => {
    expect(manageView({ status: 'confirmed', canChange: false, canCancel: false }, null)).toEqual({
      kind: 'locked',
      reason: null,
    });
    // The page's copy still says it can change, but the server said the cut-off passed.
    expect(
      manageView({ status: 'pending', canChange: true, canCancel: true }, 'Online changes closed at 5:00 PM'),
    ).toEqual({
      kind: 'locked',
      reason: 'Online changes closed at 5:00 PM',
    });
  });

  test('a cancelled booking is cancelled, whatever else; a seated, completed or missed one is over', () => {
    expect(manageView({ status: 'cancelled', canChange: false, canCancel: false }, null)).toEqual({
      kind: 'cancelled',
    });
    expect(manageView({ status: 'cancelled', canChange: false, canCancel: false }, 'Too late')).toEqual({
      kind: 'cancelled',
    });
    for (const status of ['seated', 'completed', 'no_show'] as const) {
      expect(manageView({ status, canChange: false, canCancel: false }, null)).toEqual({ kind: 'over' });
    }
  });

  test('the locked note counts the hours, its form chosen by the count; none left is its own note', () => {
    expect(lockedNoteKey(2)).toBe('reservations.manage.locked');
    expect(lockedNoteKey(1)).toBe('reservations.manage.locked');
    expect(lockedNoteKey(0)).toBe('reservations.manage.lockedNow');
    const note = (hours: number) =>
      fillTemplate(templateOf(reservationsEn, lockedNoteKey(hours), 'en', hours) ?? '', { count: hours, phone: 'P' });
    expect(note(1)).toBe('Online changes close 1 hour before your reservation. Please call us at P.');
    expect(note(24)).toBe('Online changes close 24 hours before your reservation. Please call us at P.');
  });
});

describe('what a refusal means for the page', () => {
  const notFound = new ApiRequestError(404, 'Reservation not found', 'NOT_FOUND');
  const cutoff = new ApiRequestError(409, 'Online changes closed 2 hours before your reservation', 'CUTOFF_PASSED');
  const full = new ApiRequestError(409, '7:00 PM is fully booked', 'FULLY_BOOKED', {
    time: ['7:00 PM is fully booked'],
  });
  const closed = new ApiRequestError(400, 'We are closed on Mondays', 'VALIDATION_ERROR', {
    date: ['We are closed on Mondays'],
  });
  const limited = new ApiRequestError(429, 'Too many requests', 'RATE_LIMITED');

  test('a 404 is a booking not found; nothing else is', () => {
    expect(isNotFound(notFound)).toBe(true);
    expect([cutoff, full, closed, limited, new Error('offline')].some(isNotFound)).toBe(false);
  });

  test('only CUTOFF_PASSED is the cut-off', () => {
    expect(isCutoffPassed(cutoff)).toBe(true);
    expect([notFound, full, closed, limited].some(isCutoffPassed)).toBe(false);
  });

  test('a booking gone or past its cut-off is read again; a refused time, a closed day or a rate limit is not', () => {
    expect(showsStaleBooking(notFound)).toBe(true);
    expect(showsStaleBooking(cutoff)).toBe(true);
    expect([full, closed, limited, new TypeError('Failed to fetch')].some(showsStaleBooking)).toBe(false);
  });
});

describe('texts', () => {
  test('the last moment to change online, on the restaurant clock, in the site language', () => {
    // 23:00 UTC is 5:00 PM in Minneapolis in November (CST).
    expect(formatDeadline('2026-11-21T23:00:00.000Z', 'America/Chicago', 'en')).toBe(
      'Saturday, November 21 at 5:00 PM',
    );
    expect(formatDeadline('2026-11-21T23:00:00.000Z', 'America/Chicago', 'am')).toBe('ቅዳሜ፣ ኖቬምበር 21 5:00 ከሰዓት');
    expect(formatDeadline('not a date', 'America/Chicago', 'en')).toBe('not a date');
  });

  test('a text is split around its phone number, so the number can be a call link', () => {
    expect(aroundPhone('Please call us at {phone}.')).toEqual(['Please call us at ', '.']);
    expect(aroundPhone('እባክዎ በ{phone} ይደውሉልን።')).toEqual(['እባክዎ በ', ' ይደውሉልን።']);
    expect(aroundPhone('Too many requests')).toBeNull();
  });

  test('one guest, or several, by each language’s plural rules', () => {
    const inLanguage =
      (language: 'en' | 'am', texts: Record<string, string>) => (key: string, values: { count: number }) =>
        fillTemplate(templateOf(texts, key, language, values.count) ?? key, values);
    expect(partyText(inLanguage('en', reservationsEn), 1)).toBe('1 Guest');
    expect(partyText(inLanguage('en', reservationsEn), 4)).toBe('4 Guests');
    expect(partyText(inLanguage('am', reservationsAm), 1)).toBe('1 እንግዳ');
    expect(partyText(inLanguage('am', reservationsAm), 4)).toBe('4 እንግዶች');
  });
});
