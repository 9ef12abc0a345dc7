import { describe, expect, test } from 'vitest';
import type { AdminUserDto } from '@shared/schemas/admin-user';
import { createAdminUserSchema, updateAdminUserSchema } from '@shared/schemas/admin-user';
import { changedFields, CREATE_DEFAULTS, describedBy, editDefaults, errorMessage, toCreateCandidate, toEditCandidate } from './user-logic';

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
  test('defaults to an active admin, as the spec says', () => {
    expect(CREATE_DEFAULTS).toMatchObject({ role: 'admin', isActive: true });
  });

  test('a blank email is sent as no email and passes the shared schema', () => {
    const parsed = createAdminUserSchema.parse(toCreateCandidate({ ...CREATE_DEFAULTS, username: 'almaz', passwordHash: 'long-enough-1' }));
    expect(parsed).toMatchObject({ username: 'almaz', email: null, role: 'admin', isActive: true });
  });

  test('missing username and password give the spec message', () => {
    const result = createAdminUserSchema.safeParse(toCreateCandidate(CREATE_DEFAULTS));
    expect(result.success).toBe(false);
    // The form shows the first message of each field.
    const first = (field: string) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;
    expect(first('username')).toBe('Username and password are required');
    expect(first('passwordHash')).toBe('Username and password are required');
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
    expect(changedFields(original, parsed)).toEqual({ username: 'almaz2', isActive: false, password: 'new-password-9' });
    expect(changedFields(original, updateAdminUserSchema.parse(toEditCandidate(editDefaults(original))))).toEqual({});
  });

  test('a short new password is refused with the shared message', () => {
    const result = updateAdminUserSchema.safeParse(toEditCandidate({ ...editDefaults(user()), password: 'short' }));
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
  });
});

describe('errorMessage and describedBy', () => {
  test('the server message wins; otherwise the fallback', () => {
    expect(errorMessage({ serverMessage: 'Username already exists' }, 'Failed to create admin user')).toBe('Username already exists');
    expect(errorMessage({ serverMessage: '' }, 'Failed to create admin user')).toBe('Failed to create admin user');
    expect(errorMessage({ serverMessage: '<!DOCTYPE html>' }, 'Failed')).toBe('Failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to delete admin user')).toBe('Failed to delete admin user');
  });

  test('joins only the ids that apply', () => {
    expect(describedBy('a', false, 'b', undefined)).toBe('a b');
    expect(describedBy(false, null)).toBeUndefined();
  });
});
