import { z } from 'zod';
import { PASSWORD } from '../constants';
import { SITE_LANGUAGES } from '../language-path';
import { emailField } from './common';

const passwordBytesOk = (value: string) => new TextEncoder().encode(value).length <= PASSWORD.maxBytes;

export const newPassword = z
  .string({ error: 'Password must be at least 10 characters' })
  .min(PASSWORD.minLength, 'Password must be at least 10 characters')
  .refine(passwordBytesOk, 'Password must be at most 72 bytes');

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
  rememberMe: z.boolean().optional().default(false),
});

export const forgotPasswordSchema = z.object({ email: emailField() });
export const requestUsernameSchema = z.object({ email: emailField() });

export const passwordResetSchema = z
  .object({
    token: z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200),
    password: newPassword,
    confirmPassword: z
      .string({ error: 'Password confirmation is required' })
      .min(PASSWORD.minLength, 'Password confirmation is required'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

/** What a signed-in admin may set for themselves, whatever their role. */
export const adminPreferencesSchema = z.object({
  preferredLanguage: z.enum(SITE_LANGUAGES, { error: `Choose one of: ${SITE_LANGUAGES.join(', ')}` }),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type LoginFormValues = z.input<typeof loginSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type RequestUsernameInput = z.infer<typeof requestUsernameSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export type AdminPreferencesInput = z.infer<typeof adminPreferencesSchema>;
