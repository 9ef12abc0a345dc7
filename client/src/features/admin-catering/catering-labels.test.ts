import { describe, expect, test } from 'vitest';
import type { AdminTranslate } from '@/lib/admin-i18n';
import { clientName, eventTypeText } from './catering-labels';

const t: AdminTranslate = (key) => `«${key}»`;

describe('eventTypeText', () => {
  test('a listed event type is translated', () => {
    expect(eventTypeText(t, 'Baby Shower')).toBe('«admin.catering.eventType.babyShower»');
  });

  test('an event type stored before the list existed is shown as it is', () => {
    expect(eventTypeText(t, 'Housewarming')).toBe('Housewarming');
    expect(eventTypeText(t, 'constructor')).toBe('constructor');
  });
});

test('clientName joins first and last name', () => {
  expect(clientName({ firstName: 'Abeba', lastName: 'Tesfaye' })).toBe('Abeba Tesfaye');
});
