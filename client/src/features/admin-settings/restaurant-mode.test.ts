import { describe, expect, test } from 'vitest';
import { DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import { toggledOverride, weeklyHoursLines } from './restaurant-mode';

const label = (day: string) => day[0]!.toUpperCase() + day.slice(1);

describe('toggledOverride', () => {
  test('while automatic and open, the switch closes the restaurant by hand', () => {
    expect(toggledOverride({ mode: 'automatic', isOpen: true })).toEqual({ mode: 'manual', status: 'closed' });
  });

  test('while automatic and closed, the switch opens the restaurant by hand', () => {
    expect(toggledOverride({ mode: 'automatic', isOpen: false })).toEqual({ mode: 'manual', status: 'open' });
  });

  test('while manual, the switch returns to automatic whatever the state', () => {
    expect(toggledOverride({ mode: 'manual', isOpen: true })).toEqual({ mode: 'automatic' });
    expect(toggledOverride({ mode: 'manual', isOpen: false })).toEqual({ mode: 'automatic' });
  });
});

describe('weeklyHoursLines', () => {
  test('the same hours every day make one line', () => {
    expect(weeklyHoursLines(DEFAULT_WEEKLY_HOURS, label, 'Closed')).toEqual(['Monday – Sunday 11:00 AM – 10:00 PM']);
  });

  test('a closed day and a shorter day get lines of their own', () => {
    const week = {
      ...DEFAULT_WEEKLY_HOURS,
      monday: { closed: true, open: '11:00', close: '22:00' },
      sunday: { closed: false, open: '12:00', close: '20:00' },
    };
    expect(weeklyHoursLines(week, label, 'Closed')).toEqual([
      'Monday Closed',
      'Tuesday – Saturday 11:00 AM – 10:00 PM',
      'Sunday 12:00 PM – 8:00 PM',
    ]);
  });
});
