import { z } from 'zod';
import { ADMIN_ROLES, type AdminRole } from '../constants';
import { newPassword } from './auth';
import { emailField } from './common';
import { msg } from '../messages/message';

const REQUIRED = msg('users.required');

const username = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(50, msg('users.usernameTooLong'))
  .regex(/^[A-Za-z0-9._-]+$/, msg('users.usernameCharacters'));

/** Create: the admin screen sends the plain password in `passwordHash`; the server hashes it. */
export const createAdminUserSchema = z.object({
  username,
  passwordHash: z.string({ error: REQUIRED }).min(1, REQUIRED).pipe(newPassword),
  email: emailField().optional().nullable(),
  role: z.enum(ADMIN_ROLES).default('staff'),
  isActive: z.boolean().default(true),
});

export const updateAdminUserSchema = z
  .object({
    username: username.optional(),
    email: emailField().optional().nullable(),
    role: z.enum(ADMIN_ROLES).optional(),
    isActive: z.boolean().optional(),
    password: newPassword.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, msg('users.nothingToUpdate'));

export type CreateAdminUserInput = z.infer<typeof createAdminUserSchema>;
export type CreateAdminUserFormValues = z.input<typeof createAdminUserSchema>;
export type UpdateAdminUserInput = z.infer<typeof updateAdminUserSchema>;

/** An admin account as the API returns it; never the password hash. */
export interface AdminUserDto {
  id: number;
  username: string;
  email: string | null;
  role: AdminRole;
  isActive: boolean;
  /** ISO timestamp, or null when the account never signed in (the list shows "Never"). */
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
}
