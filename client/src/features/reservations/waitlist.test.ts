import { describe, expect, test } from 'vitest';
import type { AvailabilityDto, SlotState } from '@shared/schemas/schedule';
import { ApiRequestError } from '@/lib/api-request';
import {
  defaultWindow,
  focusesHeading,
  fullName,
  initialOfferTime,
  isFullyBooked,
  keptOfferTime,
  latestAfter,
  offersWaitlist,
  offerView,
  showsStaleOffer,
  waitlistTimes,
} from './waitlist';

const DATE = '2026-12-04';
const day = (states: SlotState[], open = true): AvailabilityDto => ({
  date: DATE,
  open,
  reason: open ? null : 'We are closed on Fridays',
  reasonKey: open ? null : { key: 'reservation.closedWeekday', params: { weekday: 'friday' } },
  slots: states.map((state, index) => ({ time: `${17 + index}:00`, state })),
});
const offer = (input: {
  enabled?: boolean;
  day?: AvailabilityDto;
  guests?: number;
  refusal?: { date: string; guests: number } | null;
}) =>
  offersWaitlist({
    enabled: input.enabled ?? true,
    day: input.day,
    date: DATE,
    guests: input.guests ?? 4,
    refusal: input.refusal ?? null,
  });

describe('when the booking form offers "Tell me if a table opens"', () => {
  test('every time of the date full for the party', () => {
    expect(offer({ day: day(['full', 'full', 'full']) })).toBe(true);
  });

  test('not while some time still has room, nor on a closed date, one without times, or before the answer is in', () => {
    expect(offer({ day: day(['full', 'limited']) })).toBe(false);
    expect(offer({ day: day(['available']) })).toBe(false);
    expect(offer({ day: day([], false) })).toBe(false);
    expect(offer({ day: day([]) })).toBe(false);
    expect(offer({ day: undefined })).toBe(false);
  });

  test('after the server refused this date and party as fully booked, even while other times show room', () => {
    expect(offer({ day: day(['full', 'available']), refusal: { date: DATE, guests: 4 } })).toBe(true);
    // Another party size or another date is a new question.
    expect(offer({ day: day(['full', 'available']), guests: 2, refusal: { date: DATE, guests: 4 } })).toBe(false);
    expect(offer({ day: day(['full', 'available']), refusal: { date: '2026-12-05', guests: 4 } })).toBe(false);
    // A closed date has nothing to wait for, refused or not.
    expect(offer({ day: day([], false), refusal: { date: DATE, guests: 4 } })).toBe(false);
  });

  test('never while online booking is off: an offered table is booked online', () => {
    expect(offer({ enabled: false, day: day(['full', 'full']) })).toBe(false);
  });

  test('an answer for another date does not count', () => {
    expect(offersWaitlist({ enabled: true, day: day(['full']), date: '2026-12-05', guests: 4, refusal: null })).toBe(
      false,
    );
  });

  test('a refusal is "fully booked" by its code, whatever its field', () => {
    expect(
      isFullyBooked(
        new ApiRequestError(409, 'Fully booked on this date', 'FULLY_BOOKED', { date: ['Fully booked on this date'] }),
      ),
    ).toBe(true);
    expect(
      isFullyBooked(
        new ApiRequestError(400, 'We are closed on Fridays', 'VALIDATION_ERROR', {
          date: ['We are closed on Fridays'],
        }),
      ),
    ).toBe(false);
    expect(isFullyBooked(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe("the waitlist form's window of times", () => {
  const times = ['11:00', '11:30', '14:00', '17:00', '17:30', '21:00'];

  test('the choices are the date’s grid times in order, each once', () => {
    expect(
      waitlistTimes({
        slots: [
          { time: '17:30', state: 'full' },
          { time: '17:00', state: 'full' },
          { time: '17:00', state: 'limited' },
        ],
      }),
    ).toEqual(['17:00', '17:30']);
  });

  test('the whole evening when the day has one', () => {
    expect(defaultWindow(times)).toEqual({ timeFrom: '17:00', timeTo: '21:00' });
    expect(defaultWindow(times, '')).toEqual({ timeFrom: '17:00', timeTo: '21:00' });
    expect(defaultWindow(times, '19:00')).toEqual({ timeFrom: '17:00', timeTo: '21:00' });
  });

  test('the whole day when the diner was after an earlier time, or the day has no evening', () => {
    expect(defaultWindow(times, '11:30')).toEqual({ timeFrom: '11:00', timeTo: '21:00' });
    expect(defaultWindow(['11:00', '11:30', '14:30'])).toEqual({ timeFrom: '11:00', timeTo: '14:30' });
  });

  test('no window without times', () => {
    expect(defaultWindow([])).toBeNull();
  });

  test('the latest time follows an earliest one moved past it, and stays otherwise', () => {
    expect(latestAfter('19:00', '18:00')).toBe('19:00');
    expect(latestAfter('17:00', '21:00')).toBe('21:00');
    expect(latestAfter('17:00', '17:00')).toBe('17:00');
    expect(latestAfter('17:00', '')).toBe('');
  });

  test('the name starts from the booking form’s first and last name', () => {
    expect(fullName(' Hirut ', 'Bekele')).toBe('Hirut Bekele');
    expect(fullName('Hirut', '')).toBe('Hirut');
    expect(fullName('', '')).toBe('');
  });
});

describe('what the offer page shows', () => {
  test('waiting with times: the times to choose from; waiting without: taken again', () => {
    expect(offerView({ status: 'waiting', times: ['18:00', '18:30'], managePath: null })).toEqual({
      kind: 'open',
      times: ['18:00', '18:30'],
    });
    expect(offerView({ status: 'waiting', times: [], managePath: null })).toEqual({ kind: 'taken' });
  });

  test('booked just now (the answer carries the manage path), or used before (it does not)', () => {
    expect(offerView({ status: 'booked', times: [], managePath: '/reservations/manage/abc' })).toEqual({
      kind: 'booked',
      managePath: '/reservations/manage/abc',
    });
    expect(offerView({ status: 'booked', times: [], managePath: null })).toEqual({ kind: 'used' });
  });

  test('expired, or declined', () => {
    expect(offerView({ status: 'expired', times: [], managePath: null })).toEqual({ kind: 'expired' });
    expect(offerView({ status: 'declined', times: [], managePath: null })).toEqual({ kind: 'declined' });
  });

  test('focus moves to the new heading on a change of state, not when the page first loads', () => {
    expect(focusesHeading('loading', 'open')).toBe(false);
    expect(focusesHeading('loading', 'notFound')).toBe(false);
    expect(focusesHeading('open', 'open')).toBe(false);
    expect(focusesHeading('open', 'booked')).toBe(true);
    expect(focusesHeading('open', 'taken')).toBe(true);
    expect(focusesHeading('open', 'notFound')).toBe(true);
    expect(focusesHeading('error', 'open')).toBe(true);
  });

  test('a refusal that makes the page read the offer again: gone, just taken, used or expired', () => {
    expect(showsStaleOffer(new ApiRequestError(404, 'This offer was not found', 'NOT_FOUND'))).toBe(true);
    expect(
      showsStaleOffer(
        new ApiRequestError(409, 'Sorry, that table has just been taken.', 'FULLY_BOOKED', {
          time: ['Sorry, that table has just been taken.'],
        }),
      ),
    ).toBe(true);
    expect(showsStaleOffer(new ApiRequestError(409, 'This offer has expired.', 'CONFLICT'))).toBe(true);
    expect(showsStaleOffer(new ApiRequestError(429, 'Too many requests for this offer.', 'RATE_LIMITED'))).toBe(false);
    expect(showsStaleOffer(new TypeError('Failed to fetch'))).toBe(false);
  });

  test('the chosen time: the only one there is, and kept only while the offer lists it', () => {
    expect(initialOfferTime(['18:00'])).toBe('18:00');
    expect(initialOfferTime(['18:00', '18:30'])).toBe('');
    expect(keptOfferTime('18:30', ['18:00', '18:30'])).toBe('18:30');
    expect(keptOfferTime('18:30', ['18:00', '19:00'])).toBe('');
    expect(keptOfferTime('18:30', ['19:00'])).toBe('19:00');
  });
});
