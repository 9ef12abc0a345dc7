import { describe, expect, test } from 'vitest';
import { bookingSettingsSchema } from '@shared/schemas/settings';
import { DEFAULT_BOOKING_SETTINGS } from '@shared/business-info';
import {
  numberValue,
  previewSlots,
  reminderChoices,
  reminderHours,
  reminderOption,
  REMINDER_HOURS,
} from './booking-settings';

const lunchAndDinner = {
  closed: false,
  periods: [
    { open: '11:00', close: '14:00' },
    { open: '17:00', close: '22:00' },
  ],
};

describe('previewSlots', () => {
  test('each period from its opening, every interval, up to the last seating before it closes', () => {
    expect(previewSlots({ slotIntervalMinutes: 60, lastSeatingMinutes: 60 }, lunchAndDinner)).toEqual([
      '11:00',
      '12:00',
      '13:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ]);
    expect(previewSlots({ slotIntervalMinutes: 30, lastSeatingMinutes: 90 }, lunchAndDinner)).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
    ]);
  });

  test('a period that runs to midnight seats until its last seating', () => {
    expect(
      previewSlots(
        { slotIntervalMinutes: 60, lastSeatingMinutes: 30 },
        { closed: false, periods: [{ open: '20:00', close: '24:00' }] },
      ),
    ).toEqual(['20:00', '21:00', '22:00', '23:00']);
  });

  test('a closed day has no slots', () => {
    expect(
      previewSlots({ slotIntervalMinutes: 30, lastSeatingMinutes: 30 }, { ...lunchAndDinner, closed: true }),
    ).toEqual([]);
  });

  test('values the shared schema refuses give no preview', () => {
    expect(previewSlots({ slotIntervalMinutes: 45 as 30, lastSeatingMinutes: 30 }, lunchAndDinner)).toBeNull();
    expect(previewSlots({ slotIntervalMinutes: 30, lastSeatingMinutes: Number.NaN }, lunchAndDinner)).toBeNull();
    expect(previewSlots({ slotIntervalMinutes: 30, lastSeatingMinutes: 500 }, lunchAndDinner)).toBeNull();
    expect(previewSlots({}, lunchAndDinner)).toBeNull();
  });
});

describe('numberValue', () => {
  test('an empty field is NaN, so the schema says the value is required', () => {
    expect(numberValue('')).toBeNaN();
    expect(numberValue('24')).toBe(24);
    expect(numberValue(60)).toBe(60);
  });
});

describe('the reminder select', () => {
  test('no reminder (null) is Off, and Off is null again', () => {
    expect(reminderOption(null)).toBe('off');
    expect(reminderHours('off')).toBeNull();
  });

  test('hours are their number, both ways', () => {
    expect(reminderOption(24)).toBe('24');
    expect(reminderHours('24')).toBe(24);
    for (const hours of REMINDER_HOURS) expect(reminderHours(reminderOption(hours))).toBe(hours);
  });

  test('every choice is a value the shared schema takes', () => {
    for (const option of ['off', ...REMINDER_HOURS.map(String)]) {
      const booking = { ...DEFAULT_BOOKING_SETTINGS, reminderHoursBefore: reminderHours(option) };
      expect(bookingSettingsSchema.safeParse(booking).success).toBe(true);
    }
  });

  test('offers Off and 2 to 48 hours, and keeps any other stored value among them', () => {
    expect(reminderChoices()).toEqual([2, 3, 6, 12, 24, 48]);
    expect(reminderChoices(null, 24)).toEqual([2, 3, 6, 12, 24, 48]);
    expect(reminderChoices(5, 72)).toEqual([2, 3, 5, 6, 12, 24, 48, 72]);
    expect(reminderChoices(1, undefined, 1)).toEqual([1, 2, 3, 6, 12, 24, 48]);
  });
});
