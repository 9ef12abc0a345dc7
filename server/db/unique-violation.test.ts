import { describe, expect, test } from 'vitest';
import { AppError } from '../errors';
import { refuseUniqueViolations } from './unique-violation';

/** A unique violation as drizzle throws it: its own error, the driver's beneath as the cause. */
function wrapped(constraint?: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint }) });
}

const refusals = {
  admin_users_email_unique: () => AppError.conflict('That email is taken.'),
  '*': () => AppError.conflict('That name is taken.'),
};

describe('refuseUniqueViolations', () => {
  test("a write's result passes through", async () => {
    await expect(refuseUniqueViolations(async () => 7, refusals)).resolves.toBe(7);
  });

  test('a violation of a named constraint becomes that refusal', async () => {
    const failed = refuseUniqueViolations(() => Promise.reject(wrapped('admin_users_email_unique')), refusals);
    await expect(failed).rejects.toMatchObject({ status: 409, message: 'That email is taken.' });
  });

  test("another constraint, or a driver that names none, gets the '*' refusal", async () => {
    for (const constraint of ['categories_name_unique', undefined]) {
      const failed = refuseUniqueViolations(() => Promise.reject(wrapped(constraint)), refusals);
      await expect(failed).rejects.toMatchObject({ status: 409, message: 'That name is taken.' });
    }
  });

  test("with no refusal for the constraint, or for any other error, the write's own error is thrown", async () => {
    const violation = wrapped('categories_name_unique');
    await expect(refuseUniqueViolations(() => Promise.reject(violation), {})).rejects.toBe(violation);
    const other = Object.assign(new Error('deadlock'), { code: '40P01' });
    await expect(refuseUniqueViolations(() => Promise.reject(other), refusals)).rejects.toBe(other);
  });
});
