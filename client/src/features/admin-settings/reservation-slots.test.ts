import { describe, expect, test } from 'vitest';
import { intervalChoices, previewSlots } from './reservation-slots';

describe('previewSlots', () => {
  test('the default slots are 11:00 to 21:30 every 30 minutes: 22 times', () => {
    const times = previewSlots({ first: '11:00', last: '21:30', intervalMinutes: 30 });
    expect(times).toHaveLength(22);
    expect(times?.at(0)).toBe('11:00');
    expect(times?.at(-1)).toBe('21:30');
  });

  test('a last time that the interval does not reach is left out', () => {
    expect(previewSlots({ first: '17:00', last: '18:40', intervalMinutes: 45 })).toEqual(['17:00', '17:45', '18:30']);
  });

  test('values the schema refuses give no preview', () => {
    expect(previewSlots({ first: '21:00', last: '11:00', intervalMinutes: 30 })).toBeNull();
    expect(previewSlots({ first: '11:00', last: '21:00', intervalMinutes: 5 })).toBeNull();
    expect(previewSlots({ first: '', last: '21:00', intervalMinutes: 30 })).toBeNull();
  });
});

describe('intervalChoices', () => {
  test('offers the common gaps, plus a stored one that is not among them, in order', () => {
    expect(intervalChoices(30)).toEqual([15, 20, 30, 45, 60, 90, 120]);
    expect(intervalChoices(25)).toEqual([15, 20, 25, 30, 45, 60, 90, 120]);
    expect(intervalChoices(undefined)).toEqual([15, 20, 30, 45, 60, 90, 120]);
  });
});
