import { describe, expect, test } from 'vitest';
import { fieldErrorsUnder } from './field-errors';

describe('fieldErrorsUnder', () => {
  test('keeps the errors of one setting, with paths relative to it', () => {
    const errors = {
      'weeklyHours.monday.close': ['Closing time must be after opening time', 'another'],
      'businessInfo.address.street': ['Street is required'],
    };
    expect(fieldErrorsUnder(errors, 'weeklyHours')).toEqual([{ path: 'monday.close', message: 'Closing time must be after opening time' }]);
    expect(fieldErrorsUnder(errors, 'businessInfo')).toEqual([{ path: 'address.street', message: 'Street is required' }]);
  });

  test('an error on the setting itself has an empty path; a longer key with the same start is not a match', () => {
    const errors = { weeklyHours: ['Invalid input'], weeklyHoursExtra: ['nope'] };
    expect(fieldErrorsUnder(errors, 'weeklyHours')).toEqual([{ path: '', message: 'Invalid input' }]);
  });

  test('without a prefix every key is kept; empty message lists and missing errors give nothing', () => {
    expect(fieldErrorsUnder({ reservationsEnabled: ['Choose'], giftCardsEnabled: [] }, '')).toEqual([
      { path: 'reservationsEnabled', message: 'Choose' },
    ]);
    expect(fieldErrorsUnder(undefined, 'weeklyHours')).toEqual([]);
  });
});
