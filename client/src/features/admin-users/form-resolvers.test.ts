import { msg } from '@shared/messages/message';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import { createAdminResolver, editAdminResolver } from './form-resolvers';
import {
  CREATE_DEFAULTS,
  USERNAME_AND_PASSWORD_REQUIRED,
  type CreateAdminValues,
  type EditAdminValues,
} from './user-logic';

const options = <T extends CreateAdminValues | EditAdminValues>(): ResolverOptions<T> => ({
  fields: {},
  shouldUseNativeValidation: false,
});

describe('createAdminResolver', () => {
  test('a blank email reaches the schema as no email, and the parsed body is what the form sends', async () => {
    const result = await createAdminResolver(
      { ...CREATE_DEFAULTS, username: 'almaz', passwordHash: 'long-enough-1' },
      undefined,
      options(),
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      username: 'almaz',
      email: null,
      passwordHash: 'long-enough-1',
      role: 'staff',
      isActive: true,
    });
  });

  test('errors are keyed by the form fields', async () => {
    const result = await createAdminResolver(CREATE_DEFAULTS, undefined, options());
    expect(result.errors.username?.message).toBe(USERNAME_AND_PASSWORD_REQUIRED);
    expect(result.errors.passwordHash?.message).toBe(USERNAME_AND_PASSWORD_REQUIRED);
  });
});

describe('editAdminResolver', () => {
  test('a blank new password is left out of the parsed body', async () => {
    const values: EditAdminValues = { username: 'almaz', email: '', role: 'staff', isActive: true, password: '' };
    const result = await editAdminResolver(values, undefined, options());
    expect(result.errors).toEqual({});
    expect(result.values).not.toHaveProperty('password');
    expect(result.values).toMatchObject({ email: null });
  });

  test('a short new password is refused on its field', async () => {
    const values: EditAdminValues = { username: 'almaz', email: '', role: 'staff', isActive: true, password: 'short' };
    const result = await editAdminResolver(values, undefined, options());
    expect(result.errors.password?.message).toBe(msg('auth.passwordLength'));
  });
});
