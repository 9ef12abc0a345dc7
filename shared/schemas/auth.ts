import { z } from 'zod';
import { PASSWORD } from '../constants';
import { SITE_LANGUAGES } from '../language-path';
import { emailField } from './common';
import { msg } from '../messages/message';

const passwordBytesOk = (value: string) => new TextEncoder().encode(value).length <= PASSWORD.maxBytes;

export const newPassword = z
  .string({ error: msg('auth.passwordLength') })
  .min(PASSWORD.minLength, msg('auth.passwordLength'))
  .refine(passwordBytesOk, msg('auth.passwordBytes'));

export const loginSchema = z.object({
  username: z
    .string({ error: msg('auth.usernameRequired') })
    .trim()
    .min(1, msg('auth.usernameRequired'))
    .max(100),
  password: z
    .string({ error: msg('auth.passwordRequired') })
    .min(1, msg('auth.passwordRequired'))
    .max(1000),
  rememberMe: z.boolean().optional().default(false),
});

export const forgotPasswordSchema = z.object({ email: emailField() });
export const requestUsernameSchema = z.object({ email: emailField() });

export const passwordResetSchema = z
  .object({
    token: z
      .string({ error: msg('auth.tokenRequired') })
      .trim()
      .min(1, msg('auth.tokenRequired'))
      .max(200),
    password: newPassword,
    confirmPassword: z
      .string({ error: msg('auth.confirmRequired') })
      .min(PASSWORD.minLength, msg('auth.confirmRequired')),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: msg('auth.passwordsDiffer'),
    path: ['confirmPassword'],
  });

/** What a signed-in admin may set for themselves, whatever their role. */
export const adminPreferencesSchema = z.object({
  preferredLanguage: z.enum(SITE_LANGUAGES, {
    error: msg('auth.chooseLanguage', { languages: SITE_LANGUAGES.join(', ') }),
  }),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type LoginFormValues = z.input<typeof loginSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type RequestUsernameInput = z.infer<typeof requestUsernameSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export type AdminPreferencesInput = z.infer<typeof adminPreferencesSchema>;
