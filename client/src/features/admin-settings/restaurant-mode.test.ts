import { describe, expect, test } from 'vitest';
import { DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import type { WeeklyHours } from '@shared/schemas/settings';
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
  test('the seed hours make three lines: Monday to Thursday, Friday and Saturday, Sunday', () => {
    expect(weeklyHoursLines(DEFAULT_WEEKLY_HOURS, label, 'Closed', 'en')).toEqual([
      'Monday – Thursday 11:00 AM – 9:30 PM',
      'Friday – Saturday 11:00 AM – 10:00 PM',
      'Sunday 11:00 AM – 9:00 PM',
    ]);
  });

  test('a closed day, and a day of two periods, get lines of their own', () => {
    const week: WeeklyHours = {
      ...DEFAULT_WEEKLY_HOURS,
      monday: { closed: true, periods: [{ open: '11:00', close: '21:30' }] },
      tuesday: {
        closed: false,
        periods: [
          { open: '11:00', close: '15:00' },
          { open: '17:00', close: '22:00' },
        ],
      },
    };
    expect(weeklyHoursLines(week, label, 'Closed', 'en')).toEqual([
      'Monday Closed',
      'Tuesday 11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM',
      'Wednesday – Thursday 11:00 AM – 9:30 PM',
      'Friday – Saturday 11:00 AM – 10:00 PM',
      'Sunday 11:00 AM – 9:00 PM',
    ]);
  });
});
