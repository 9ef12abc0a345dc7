import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '@/lib/api-request';
import { showSaveRefusal } from './save-refusal';

const TEXTS = { fields: 'Please correct the highlighted fields.', fallback: 'Please try again.' };

function fakeForm() {
  const fields: string[] = [];
  return { fields, setError: (field: string) => void fields.push(field) };
}

describe('showSaveRefusal', () => {
  test("the errors of the card's own setting go on its fields, and the toast asks to correct them", () => {
    const form = fakeForm();
    const error = new ApiRequestError(400, 'Invalid input', 'VALIDATION_ERROR', {
      'businessInfo.hallPhone': ['Hall phone is required'],
      'weeklyHours.monday.close': ['Closes before it opens'],
    });
    expect(showSaveRefusal(form, error, { prefix: 'businessInfo' }, TEXTS)).toBe(TEXTS.fields);
    expect(form.fields).toEqual(['hallPhone']);
  });

  test('a refusal with no field of this card says the server reason; anything else the fallback', () => {
    const other = new ApiRequestError(400, 'Invalid input', 'VALIDATION_ERROR', { 'weeklyHours.monday.close': ['x'] });
    expect(showSaveRefusal(fakeForm(), other, { prefix: 'businessInfo' }, TEXTS)).toBe('Invalid input');
    expect(showSaveRefusal(fakeForm(), new ApiRequestError(403, 'Forbidden'), {}, TEXTS)).toBe('Forbidden');
    expect(showSaveRefusal(fakeForm(), new ApiRequestError(500, 'Internal server error'), {}, TEXTS)).toBe(TEXTS.fallback);
    expect(showSaveRefusal(fakeForm(), new TypeError('Failed to fetch'), {}, TEXTS)).toBe(TEXTS.fallback);
  });
});
