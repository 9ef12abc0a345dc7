import { msg } from '@shared/messages/message';
import { describe, expect, test } from 'vitest';
import type { AdminUserDto } from '@shared/schemas/admin-user';
import { createAdminUserSchema, updateAdminUserSchema } from '@shared/schemas/admin-user';
import {
  changedFields,
  CREATE_DEFAULTS,
  describedBy,
  editDefaults,
  toCreateCandidate,
  toEditCandidate,
  USERNAME_AND_PASSWORD_REQUIRED,
} from './user-logic';

const user = (overrides: Partial<AdminUserDto> = {}): AdminUserDto => ({
  id: 7,
  username: 'almaz',
  email: null,
  role: 'staff',
  isActive: true,
  lastLogin: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

describe('create form', () => {
  test('defaults to an active staff account, the least power', () => {
    expect(CREATE_DEFAULTS).toMatchObject({ role: 'staff', isActive: true });
  });

  test('a blank email is sent as no email and passes the shared schema', () => {
    const parsed = createAdminUserSchema.parse(
      toCreateCandidate({ ...CREATE_DEFAULTS, username: 'almaz', passwordHash: 'long-enough-1' }),
    );
    expect(parsed).toMatchObject({ username: 'almaz', email: null, role: 'staff', isActive: true });
  });

  test('missing username and password give the one shared message', () => {
    const result = createAdminUserSchema.safeParse(toCreateCandidate(CREATE_DEFAULTS));
    expect(result.success).toBe(false);
    // The form shows the first message of each field.
    const first = (field: string) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;
    expect(first('username')).toBe(USERNAME_AND_PASSWORD_REQUIRED);
    expect(first('passwordHash')).toBe(USERNAME_AND_PASSWORD_REQUIRED);
  });
});

describe('edit form', () => {
  test('a blank password is left out and a blank email clears it', () => {
    const candidate = toEditCandidate({ ...editDefaults(user({ email: 'a@example.com' })), email: '  ' });
    expect(candidate).not.toHaveProperty('password');
    expect(candidate.email).toBeNull();
    expect(updateAdminUserSchema.safeParse(candidate).success).toBe(true);
  });

  test('only changed fields are sent', () => {
    const original = user({ email: 'almaz@example.com' });
    const parsed = updateAdminUserSchema.parse(toEditCandidate({ ...editDefaults(original), role: 'manager' }));
    expect(changedFields(original, parsed)).toEqual({ role: 'manager' });
  });

  test('a new password, username and deactivation are all sent; nothing changed sends nothing', () => {
    const original = user();
    const parsed = updateAdminUserSchema.parse(
      toEditCandidate({ ...editDefaults(original), username: 'almaz2', isActive: false, password: 'new-password-9' }),
    );
    expect(changedFields(original, parsed)).toEqual({
      username: 'almaz2',
      isActive: false,
      password: 'new-password-9',
    });
    expect(changedFields(original, updateAdminUserSchema.parse(toEditCandidate(editDefaults(original))))).toEqual({});
  });

  test('a short new password is refused with the shared message', () => {
    const result = updateAdminUserSchema.safeParse(toEditCandidate({ ...editDefaults(user()), password: 'short' }));
    expect(result.error?.issues[0]?.message).toBe(msg('auth.passwordLength'));
  });
});

describe('describedBy', () => {
  test('joins only the ids that apply', () => {
    expect(describedBy('a', false, 'b', undefined)).toBe('a b');
    expect(describedBy(false, null)).toBeUndefined();
  });
});
