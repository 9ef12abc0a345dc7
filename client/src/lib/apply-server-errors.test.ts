import { describe, expect, test } from 'vitest';
import { applyServerErrors, onlyFields } from './apply-server-errors';
import { ApiRequestError } from './api-request';

interface Call {
  field: string;
  message: string | undefined;
  focus: boolean | undefined;
}

function fakeForm() {
  const calls: Call[] = [];
  return {
    calls,
    setError: (field: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
      calls.push({ field, message: error.message, focus: options?.shouldFocus });
    },
  };
}

const refusal = (fieldErrors: Record<string, string[]>, status = 400) =>
  new ApiRequestError(status, 'Invalid input', 'VALIDATION_ERROR', fieldErrors);

describe('applyServerErrors', () => {
  test('puts the first message of each field on the form and focuses only the first', () => {
    const form = fakeForm();
    const applied = applyServerErrors(
      form,
      refusal({ email: ['Invalid email', 'second'], phone: ['Phone is required'] }),
    );
    expect(applied).toEqual(['email', 'phone']);
    expect(form.calls).toEqual([
      { field: 'email', message: 'Invalid email', focus: true },
      { field: 'phone', message: 'Phone is required', focus: false },
    ]);
  });

  test('leaves out paths the form has no field for, and focuses the first it has', () => {
    const form = fakeForm();
    const applied = applyServerErrors(form, refusal({ id: ['Bad id'], name: ['Name is required'] }), {
      fieldOf: onlyFields(['name']),
    });
    expect(applied).toEqual(['name']);
    expect(form.calls).toEqual([{ field: 'name', message: 'Name is required', focus: true }]);
  });

  test('maps nested server paths through fieldOf, once per field', () => {
    const form = fakeForm();
    const fieldOf = (path: string) => (path.startsWith('address.') ? 'address' : null);
    expect(
      applyServerErrors(form, refusal({ 'address.city': ['City?'], 'address.zip': ['Zip?'] }), { fieldOf }),
    ).toEqual(['address']);
    expect(form.calls).toEqual([{ field: 'address', message: 'City?', focus: true }]);
  });

  test('with a prefix, cuts it off, sends a message on the prefix itself to the root, and skips other keys', () => {
    const form = fakeForm();
    const error = refusal({
      weeklyHours: ['Hours are invalid'],
      'weeklyHours.monday.close': ['Closes before it opens'],
      phone: ['x'],
    });
    expect(applyServerErrors(form, error, { prefix: 'weeklyHours' })).toEqual(['root.server', 'monday.close']);
    expect(form.calls.map((call) => call.field)).toEqual(['root.server', 'monday.close']);
  });

  test('focus: false leaves focus to the caller', () => {
    const form = fakeForm();
    applyServerErrors(form, refusal({ email: ['Invalid email'] }), { focus: false });
    expect(form.calls[0]?.focus).toBe(false);
  });

  test('a conflict that names its field (a taken username) lands on that field', () => {
    const form = fakeForm();
    expect(applyServerErrors(form, refusal({ username: ['Username already exists'] }, 409))).toEqual(['username']);
    expect(form.calls).toEqual([{ field: 'username', message: 'Username already exists', focus: true }]);
  });

  test('anything but a refusal with field messages sets nothing', () => {
    for (const error of [
      new Error('offline'),
      new ApiRequestError(409, 'Username already exists'),
      refusal({ email: ['x'] }, 500),
      refusal({ email: [] }),
    ]) {
      const form = fakeForm();
      expect(applyServerErrors(form, error)).toEqual([]);
      expect(form.calls).toEqual([]);
    }
  });
});

describe('applyServerErrors with otherRefusalOn', () => {
  test('a refusal with no message for these fields goes on the named field, in the server words, focused', () => {
    const form = fakeForm();
    const voided = new ApiRequestError(409, 'This gift card was voided.', 'CONFLICT');
    expect(applyServerErrors(form, voided, { fieldOf: onlyFields(['code']), otherRefusalOn: 'code' })).toEqual([
      'code',
    ]);
    expect(form.calls).toEqual([{ field: 'code', message: 'This gift card was voided.', focus: true }]);
  });

  test("the fields' own messages win; a message for another form's field is no reason to use the named one", () => {
    const own = fakeForm();
    applyServerErrors(own, refusal({ amount: ['Too much'] }), {
      fieldOf: onlyFields(['amount']),
      otherRefusalOn: 'root.server',
    });
    expect(own.calls.map((call) => call.field)).toEqual(['amount']);
    const other = fakeForm();
    applyServerErrors(other, refusal({ email: ['x'] }), {
      fieldOf: onlyFields(['amount']),
      otherRefusalOn: 'root.server',
    });
    expect(other.calls).toEqual([{ field: 'root.server', message: 'Invalid input', focus: true }]);
  });

  test('a failure that is no refusal (a 5xx, a lost connection) is left to the caller', () => {
    const form = fakeForm();
    expect(
      applyServerErrors(form, new ApiRequestError(500, 'Internal server error'), { otherRefusalOn: 'code' }),
    ).toEqual([]);
    expect(applyServerErrors(form, new TypeError('Failed to fetch'), { otherRefusalOn: 'code' })).toEqual([]);
    expect(form.calls).toEqual([]);
  });
});
