import { describe, expect, test } from 'vitest';
import { ApiRequestError } from './api-request';
import { refusalMessage } from './refusal-message';

const TEXTS = { fields: 'Please correct the highlighted fields.', fallback: 'Please try again.' };

function fakeForm() {
  const fields: string[] = [];
  return { fields, setError: (field: string) => void fields.push(field) };
}

describe('refusalMessage', () => {
  test("the errors of the card's own setting go on its fields, and the toast asks to correct them", () => {
    const form = fakeForm();
    const error = new ApiRequestError(400, 'Invalid input', 'VALIDATION_ERROR', {
      'businessInfo.hallPhone': ['Hall phone is required'],
      'weeklyHours.monday.close': ['Closes before it opens'],
    });
    expect(refusalMessage(form, error, { prefix: 'businessInfo' }, TEXTS)).toBe(TEXTS.fields);
    expect(form.fields).toEqual(['hallPhone']);
  });

  test('a refusal with no field of this card says the server reason; anything else the fallback', () => {
    const other = new ApiRequestError(400, 'Invalid input', 'VALIDATION_ERROR', { 'weeklyHours.monday.close': ['x'] });
    expect(refusalMessage(fakeForm(), other, { prefix: 'businessInfo' }, TEXTS)).toBe('Invalid input');
    expect(refusalMessage(fakeForm(), new ApiRequestError(403, 'Forbidden'), {}, TEXTS)).toBe('Forbidden');
    expect(refusalMessage(fakeForm(), new ApiRequestError(500, 'Internal server error'), {}, TEXTS)).toBe(
      TEXTS.fallback,
    );
    expect(refusalMessage(fakeForm(), new TypeError('Failed to fetch'), {}, TEXTS)).toBe(TEXTS.fallback);
  });

  test('statuses narrow which refusals are said in the server words', () => {
    const tooMany = new ApiRequestError(429, 'Too many requests from your network.');
    expect(refusalMessage(fakeForm(), tooMany, {}, TEXTS, [429])).toBe('Too many requests from your network.');
    expect(refusalMessage(fakeForm(), new ApiRequestError(403, 'Forbidden'), {}, TEXTS, [429])).toBe(TEXTS.fallback);
  });
});
