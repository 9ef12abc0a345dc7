import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, max, ne, sql, type SQL } from 'drizzle-orm';
import type { LoginInput } from '@shared/schemas/auth';
import type { AppContext } from '../context';
import type { RateLimits } from '../rate-limits';
import type { Database } from '../db/client';
import { adminUsers, loginAttempts } from '../db/schema';
import { AppError } from '../errors';
import { siteLanguageOf } from '@shared/language-path';
import type { SignedInAdmin } from '../middleware/auth';
import { verifyPassword } from './passwords';
import { msg } from '@shared/messages/message';

const WINDOW_MS = 15 * 60 * 1000;
/** A device or address with a good sign-in this recent is known for that account. */
const KNOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Failures of one username and address pair before each new attempt waits; the wait doubles. */
const PAIR_FREE_FAILURES = 2;
const PAIR_DELAY_CAP_S = 60;
/** The per-username wait for unknown addresses stops growing here, so it never becomes a lock. */
const USERNAME_DELAY_CAP_S = 40;
const LOCKED = msg('auth.locked');
const DEVICE_ID = /^[A-Za-z0-9_-]{32}$/;

/** Where a sign-in comes from, as login_attempts records it. */
export interface LoginMeta {
  ip: string;
  userAgent: string | null;
  /** The device cookie's id, when the browser sent a well-formed one. */
  device: string | null;
}

export interface SignIn {
  admin: SignedInAdmin;
  /** The id the device cookie should carry from now on. */
  device: string;
}

/** A device id as the cookie may carry it, or null for anything else. */
export function deviceIdOf(value: string | undefined): string | null {
  return value && DEVICE_ID.test(value) ? value : null;
}

/**
 * Checks a sign-in and writes it to login_attempts whatever the outcome. Unknown user and wrong
 * password get the same answer. Attempts that come too soon after failures are refused with 429
 * before the password is checked (see claimAttempt); refused attempts are logged but never count
 * as failures themselves.
 */
export async function login(ctx: AppContext, input: LoginInput, meta: LoginMeta): Promise<SignIn> {
  const { db } = ctx;
  const username = input.username.toLowerCase();
  const { id: attemptId, knownDevice } = await claimAttempt(ctx, username, meta);
  // Only an id this account signed in from before is kept: one planted in the browser before
  // sign-in is replaced, so it never becomes a known device that skips the per-username delay.
  const device = knownDevice ? meta.device! : randomBytes(24).toString('base64url');
  const finish = (success: boolean, reason: string | null) =>
    db
      .update(loginAttempts)
      .set({ success, reason, device: success ? device : meta.device })
      .where(eq(loginAttempts.id, attemptId));

  const [user] = await db.select().from(adminUsers).where(sql`lower(${adminUsers.username}) = ${username}`);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !passwordOk) {
    await finish(false, user ? 'wrong-password' : 'unknown-user');
    throw AppError.unauthenticated(msg('auth.invalidCredentials'), 'INVALID_CREDENTIALS');
  }
  if (!user.isActive) {
    await finish(false, 'inactive');
    throw AppError.forbidden(msg('auth.inactive'), 'ACCOUNT_INACTIVE');
  }
  await finish(true, null);
  await db.update(adminUsers).set({ lastLogin: ctx.now() }).where(eq(adminUsers.id, user.id));
  return {
    admin: {
      id: user.id,
      username: user.username,
      role: user.role,
      preferredLanguage: siteLanguageOf(user.preferredLanguage),
    },
    device,
  };
}

/**
 * Decides whether this attempt may be checked now and records it, as one in flight ("checking",
 * a failure until it succeeds) or as refused, in one step per username and per address: a burst
 * of parallel guesses is counted as it arrives, not after each slow password check.
 */
async function claimAttempt(
  ctx: AppContext,
  username: string,
  meta: LoginMeta,
): Promise<{ id: number; knownDevice: boolean }> {
  const now = ctx.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    // Always the username first, then the address: no two sign-ins wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-user:${username}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${meta.ip}`}))`);
    const knownDevice = await isKnownDevice(tx, username, meta.device, now);
    const wait = await waitBeforeAttempt(tx, username, meta, knownDevice, ctx.rateLimits, now);
    const [row] = await tx
      .insert(loginAttempts)
      .values({
        username: username.slice(0, 100),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        device: meta.device,
        success: false,
        reason: wait ? 'rate-limited' : 'checking',
        createdAt: now,
      })
      .returning({ id: loginAttempts.id });
    return { id: row!.id, knownDevice, wait };
  });
  if (claimed.wait) {
    const seconds = Math.max(1, Math.ceil(claimed.wait.ms / 1000));
    const message = claimed.wait.locked ? LOCKED : msg('auth.waitSeconds', { count: seconds });
    throw AppError.rateLimited(message, seconds);
  }
  return claimed;
}

interface Wait {
  ms: number;
  /** A lock for the rest of the window rather than a short, growing delay. */
  locked: boolean;
}

/**
 * The rules, longest wait first:
 * - one username from one address: a doubling delay after a couple of failures, then a lock;
 * - one address across usernames: a lock (someone trying many accounts);
 * - one username across addresses: a doubling delay capped at 40 seconds, and none at all for a
 *   device or address that signed in to this account in the last 30 days. The owner can always
 *   get in, however many addresses guess at the account.
 * A device known to the account is judged by its own failures on it instead of its address's:
 * guesses by others on a shared address (the restaurant's guest Wi-Fi) never lock it out.
 */
async function waitBeforeAttempt(
  db: Database,
  username: string,
  meta: LoginMeta,
  knownDevice: boolean,
  limits: RateLimits,
  now: Date,
): Promise<Wait | null> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const waits: Wait[] = [];
  const until = (last: Date, ms: number, locked: boolean) => {
    const left = last.getTime() + ms - now.getTime();
    if (left > 0) waits.push({ ms: left, locked });
  };

  if (limits.loginFailuresPerPair > 0) {
    const client = knownDevice ? eq(loginAttempts.device, meta.device!) : eq(loginAttempts.ip, meta.ip);
    const pair = await failures(db, since, and(eq(loginAttempts.username, username), client)!);
    if (pair.n >= limits.loginFailuresPerPair) until(pair.last!, WINDOW_MS, true);
    else if (pair.n > PAIR_FREE_FAILURES)
      until(pair.last!, doubling(pair.n - PAIR_FREE_FAILURES, PAIR_DELAY_CAP_S), false);
  }
  if (knownDevice) return waits[0] ?? null;
  if (limits.loginFailuresPerIp > 0) {
    const address = await failures(db, since, eq(loginAttempts.ip, meta.ip));
    if (address.n >= limits.loginFailuresPerIp) until(address.last!, WINDOW_MS, true);
  }
  if (limits.loginFailuresPerUsername > 0) {
    const account = await failures(db, since, eq(loginAttempts.username, username));
    if (
      account.n >= limits.loginFailuresPerUsername &&
      !(await signedInFrom(db, username, eq(loginAttempts.ip, meta.ip), now))
    ) {
      until(account.last!, doubling(account.n - limits.loginFailuresPerUsername + 1, USERNAME_DELAY_CAP_S), false);
    }
  }
  return waits.sort((a, b) => b.ms - a.ms)[0] ?? null;
}

/** 1, 2, 4, 8 … seconds for the 1st, 2nd, 3rd, 4th … step, never more than the cap. */
function doubling(step: number, capSeconds: number): number {
  return Math.min(2 ** Math.min(step - 1, 20), capSeconds) * 1000;
}

/** Failed attempts since the window began; refused ones ("rate-limited") are not failures. */
async function failures(db: Database, since: Date, where: SQL): Promise<{ n: number; last: Date | null }> {
  const [row] = await db
    .select({ n: count(), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        where,
        eq(loginAttempts.success, false),
        ne(loginAttempts.reason, 'rate-limited'),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return { n: row?.n ?? 0, last: row?.last ?? null };
}

/**
 * Has this device id signed in to this account in the last 30 days? Only such an id is known:
 * the server issued it to this account at a sign-in (a presented one is kept only when known).
 */
export async function isKnownDevice(
  db: Database,
  username: string,
  device: string | null,
  now: Date,
): Promise<boolean> {
  return device !== null && (await signedInFrom(db, username.toLowerCase(), eq(loginAttempts.device, device), now));
}

/** Did a sign-in to this account from `from` (an address or a device) succeed in the last 30 days? */
async function signedInFrom(db: Database, username: string, from: SQL, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.success, true),
        gt(loginAttempts.createdAt, new Date(now.getTime() - KNOWN_FOR_MS)),
        from,
      ),
    )
    .limit(1);
  return Boolean(row);
}
