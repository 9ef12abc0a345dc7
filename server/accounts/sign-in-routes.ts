import { parse as parseCookies } from 'cookie';
import { Router, type Request } from 'express';
import { REMEMBER_ME_DAYS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import {
  adminPreferencesSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordResetSchema,
  requestUsernameSchema,
} from '@shared/schemas/auth';
import { DEVICE_COOKIE_NAME, SESSION_COOKIE_NAME, type AppContext } from '../context';
import { adminUsers } from '../db/schema';
import { adminOf, currentAdmin, requireSignedIn } from '../middleware/auth';
import { perIpLimit } from '../middleware/rate-limit';
import { deviceIdOf, isKnownDevice, login } from './sign-in';
import { resetPassword } from './password-reset';
import { queueAccountEmail } from './account-emails';
import { msg } from '@shared/messages/message';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEVICE_COOKIE_DAYS = 365;
const RESET_LINK_SENT = 'If an account exists for that email, we have sent a link to reset the password.';
const USERNAME_SENT = 'If an account exists for that email, we have sent its username.';

export function authRouter(ctx: AppContext): Router {
  const router = Router();
  const accountEmailLimit = perIpLimit(ctx, {
    name: 'account-emails',
    limit: ctx.rateLimits.accountEmailsPerHour,
    message: msg('request.tooMany'),
  });

  // A cheap first gate before the password checks: past it, the per-username and per-address
  // failure counts of login_attempts decide. Successful sign-ins do not count, and a device that
  // signed in to the account before passes, so guesses by others on a shared address (the
  // restaurant's guest Wi-Fi) never keep staff out.
  const loginRequestLimit = perIpLimit(ctx, {
    name: 'sign-in-requests',
    limit: ctx.rateLimits.loginFailuresPerIp * 3,
    message: msg('auth.locked'),
    windowMs: 15 * 60 * 1000,
    skipSuccessfulRequests: true,
    skip: (req) => {
      const username: unknown = req.body?.username;
      return typeof username === 'string' && isKnownDevice(ctx.db, username, deviceOf(req), ctx.now());
    },
  });

  router.post('/admin/login', loginRequestLimit, async (req, res) => {
    const input = loginSchema.parse(req.body);
    const { admin, device } = await login(ctx, input, {
      ip: req.ip ?? 'unknown',
      userAgent: req.get('user-agent') ?? null,
      device: deviceOf(req),
    });
    // Marks this browser as one the account signed in from: it skips the per-username delay an
    // attacker's guesses from elsewhere put on the account, and the lock of a shared address.
    res.cookie(DEVICE_COOKIE_NAME, device, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.env.NODE_ENV === 'production' && req.secure,
      maxAge: DEVICE_COOKIE_DAYS * DAY_MS,
      path: '/api/admin',
    });
    // A new session id at sign-in: a session id planted before login is worth nothing after.
    await regenerateSession(req);
    req.session.adminUserId = admin.id;
    if (input.rememberMe) req.session.cookie.maxAge = REMEMBER_ME_DAYS * DAY_MS;
    await saveSession(req);
    res.json({ message: 'Login successful', admin });
  });

  router.post('/admin/logout', async (req, res) => {
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    res.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
    res.json({ message: 'Logged out' });
  });

  router.get('/admin/check-auth', async (req, res) => {
    const admin = await currentAdmin(ctx.db, req);
    res.json(admin ? { authenticated: true, admin } : { authenticated: false });
  });

  // Any signed-in admin sets their own preferences: no permission beyond being signed in.
  router.put('/admin/me/preferences', requireSignedIn(ctx.db), async (req, res) => {
    const admin = adminOf(req);
    const { preferredLanguage } = adminPreferencesSchema.parse(req.body);
    await ctx.db.update(adminUsers).set({ preferredLanguage }).where(eq(adminUsers.id, admin.id));
    res.json({ preferredLanguage });
  });

  router.post('/admin/forgot-password', accountEmailLimit, async (req, res) => {
    const { email } = forgotPasswordSchema.parse(req.body);
    await queueAccountEmail(ctx, 'password-reset', email);
    res.json({ message: RESET_LINK_SENT });
  });

  router.post('/admin/request-username', accountEmailLimit, async (req, res) => {
    const { email } = requestUsernameSchema.parse(req.body);
    await queueAccountEmail(ctx, 'username-reminder', email);
    res.json({ message: USERNAME_SENT });
  });

  router.post('/admin/reset-password', accountEmailLimit, async (req, res) => {
    await resetPassword(ctx, passwordResetSchema.parse(req.body));
    res.json({ message: 'Your password has been changed. You can now sign in.' });
  });

  return router;
}

/** The device cookie's id, when the browser sent a well-formed one. */
function deviceOf(req: Request): string | null {
  return deviceIdOf(parseCookies(req.headers.cookie ?? '')[DEVICE_COOKIE_NAME]);
}

function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
}

function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}
