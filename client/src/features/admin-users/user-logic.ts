import { msg } from '@shared/messages/message';
import type { AdminRole } from '@shared/constants';
import type { AdminUserDto, UpdateAdminUserInput } from '@shared/schemas/admin-user';

/** What the Create Admin form holds: every field a string or flag, the optional email blank when unused. */
export interface CreateAdminValues {
  username: string;
  email: string;
  /** The plain password: the API names the field passwordHash and hashes what it receives. */
  passwordHash: string;
  role: AdminRole;
  isActive: boolean;
}

/** What the Edit Admin User form holds; a blank password keeps the current one. */
export interface EditAdminValues {
  username: string;
  email: string;
  role: AdminRole;
  isActive: boolean;
  password: string;
}

/** The shared schema's message (its key) for a blank username or password (create and edit alike). */
export const USERNAME_AND_PASSWORD_REQUIRED = msg('users.required');

export const CREATE_DEFAULTS: CreateAdminValues = {
  username: '',
  email: '',
  passwordHash: '',
  role: 'staff',
  isActive: true,
};

/** The create body the shared schema parses: a blank email is "no email", not an invalid one. */
export function toCreateCandidate(values: CreateAdminValues) {
  return { ...values, email: values.email.trim() === '' ? null : values.email };
}

/** The update body the shared schema parses: blank email is null, blank password is left out. */
export function toEditCandidate(values: EditAdminValues) {
  const { password, ...rest } = values;
  return { ...rest, email: values.email.trim() === '' ? null : values.email, ...(password === '' ? {} : { password }) };
}

export function editDefaults(user: AdminUserDto): EditAdminValues {
  return { username: user.username, email: user.email ?? '', role: user.role, isActive: user.isActive, password: '' };
}

/** Only what changed, so the audit log and the server's checks see the real edit. */
export function changedFields(user: AdminUserDto, parsed: UpdateAdminUserInput): UpdateAdminUserInput {
  const changes: UpdateAdminUserInput = {};
  if (parsed.username !== undefined && parsed.username !== user.username) changes.username = parsed.username;
  if (parsed.email !== undefined && (parsed.email ?? null) !== (user.email ?? null)) changes.email = parsed.email;
  if (parsed.role !== undefined && parsed.role !== user.role) changes.role = parsed.role;
  if (parsed.isActive !== undefined && parsed.isActive !== user.isActive) changes.isActive = parsed.isActive;
  if (parsed.password) changes.password = parsed.password;
  return changes;
}

/** Space-separated ids for aria-describedby, or undefined when there are none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
