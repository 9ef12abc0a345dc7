import { describe, expect, test } from 'vitest';
import { messagesEn } from './en';
import { englishText, inEnglish, messageOf } from './english';
import { msg, readMessage } from './message';
import { renderMessage } from './render';

const amharic = {
  'reservation.closedWeekday': 'ዘወትር {weekday} ዝግ ነን',
  'reservation.confirmWarnings': 'እባክዎ ያረጋግጡ፦ {warnings}።',
  'settings.numberMin': '{field} ቢያንስ {min} መሆን አለበት',
  'settings.field.horizon': 'የማስያዣ ገደብ',
};

describe('a message as one string', () => {
  test('a key alone, or a key with its parameters as JSON, reads back as the same message', () => {
    expect(msg('field.email')).toBe('field.email');
    expect(readMessage(msg('field.email'), messagesEn)).toEqual({ key: 'field.email' });
    const closed = msg('reservation.closedDate', { date: '2026-11-26', label: 'Thanksgiving "family" {day}' });
    expect(readMessage(closed, messagesEn)).toEqual({
      key: 'reservation.closedDate',
      params: { date: '2026-11-26', label: 'Thanksgiving "family" {day}' },
    });
  });

  test('plain words, a key the catalog lacks and broken parameters are not messages', () => {
    expect(messageOf('First name is required')).toBeNull();
    expect(messageOf('reservation.noSuchKey')).toBeNull();
    expect(messageOf('field.email{not json')).toBeNull();
    expect(messageOf('field.email[1,2]')).toBeNull();
    expect(englishText('Fully booked')).toBe('Fully booked');
  });
});

describe('wording a message', () => {
  test('English words are the server’s, with dates, times and weekdays written out', () => {
    expect(englishText(msg('reservation.closedDate', { date: '2026-11-26', label: 'Thanksgiving' }))).toBe(
      'We are closed on Thursday, November 26 (Thanksgiving)',
    );
    expect(englishText(msg('reservation.closedWeekday', { weekday: 'monday' }))).toBe('We are closed on Mondays');
    expect(
      englishText(msg('reservation.slotFullTwo', { time: '19:00', beforeTime: '18:30', afterTime: '20:00' })),
    ).toBe('7:00 PM is fully booked; 6:30 PM and 8:00 PM have room');
    expect(
      englishText(
        msg('reservation.cutoffPassed', { time: '17:00', longDate: '2026-06-13', hours: 2, phone: '(612) 555-0147' }),
      ),
    ).toBe(
      'Online changes closed at 5:00 PM on Saturday, June 13, 2026, 2 hours before your reservation. Please call us at (612) 555-0147.',
    );
  });

  test('another language writes the parameters its own way, and a message inside a message in it too', () => {
    expect(
      renderMessage({ key: 'reservation.closedWeekday', params: { weekday: 'monday' } }, 'am', amharic, messagesEn),
    ).toBe('ዘወትር ሰኞ ዝግ ነን');
    expect(
      renderMessage(
        { key: 'settings.numberMin', params: { field: { key: 'settings.field.horizon' }, min: 1 } },
        'am',
        amharic,
        messagesEn,
      ),
    ).toBe('የማስያዣ ገደብ ቢያንስ 1 መሆን አለበት');
    const warnings = [{ key: 'reservation.closedWeekday', params: { weekday: 'friday' } }] as const;
    expect(
      renderMessage(
        { key: 'reservation.confirmWarnings', params: { warnings: [...warnings] } },
        'am',
        amharic,
        messagesEn,
      ),
    ).toBe('እባክዎ ያረጋግጡ፦ ዘወትር ዓርብ ዝግ ነን።');
    expect(inEnglish({ key: 'reservation.confirmWarnings', params: { warnings: [...warnings] } })).toBe(
      'Please confirm: We are closed on Fridays',
    );
  });

  test('a text the language lacks falls back to English for that message only; an unknown parameter stays visible', () => {
    expect(renderMessage({ key: 'field.email' }, 'am', amharic, messagesEn)).toBe('Valid email is required');
    expect(renderMessage({ key: 'reservation.closedWeekday' }, 'am', amharic, messagesEn)).toBe('ዘወትር {weekday} ዝግ ነን');
  });
});
