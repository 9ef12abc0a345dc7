import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { LoginInput } from '@shared/schemas/auth';
import type { AppContext, RateLimits } from '../context';
import type { Database } from '../db/client';
import { adminUsers, loginAttempts } from '../db/schema';
import { AppError } from '../errors';
import type { SignedInAdmin } from '../middleware/auth';
import { verifyPassword } from './passwords';

const WINDOW_MS = 15 * 60 * 1000;

/** Where a sign-in comes from, as login_attempts records it. */
export interface LoginMeta {
  ip: string;
  userAgent: string | null;
}

/**
 * Checks a sign-in, writes it to login_attempts whatever the outcome (every attempt is
 * monitored and logged), and refuses after too many recent failures per username or per IP.
 * Unknown user and wrong password get the same answer.
 */
export async function login(ctx: AppContext, input: LoginInput, meta: LoginMeta): Promise<SignedInAdmin> {
  const { db } = ctx;
  const username = input.username.toLowerCase();
  const attemptId = await claimAttempt(db, username, meta, ctx.rateLimits);
  const finish = (success: boolean, reason: string | null) =>
    db.update(loginAttempts).set({ success, reason }).where(eq(loginAttempts.id, attemptId));

  const [user] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = ${username}`);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !passwordOk) {
    await finish(false, user ? 'wrong-password' : 'unknown-user');
    throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid username or password');
  }
  if (!user.isActive) {
    await finish(false, 'inactive');
    throw new AppError(403, 'ACCOUNT_INACTIVE', 'This account has been deactivated. Please contact an administrator.');
  }
  await finish(true, null);
  await db.update(adminUsers).set({ lastLogin: ctx.now() }).where(eq(adminUsers.id, user.id));
  return { id: user.id, username: user.username, role: user.role };
}

/**
 * Counts recent failures and records this attempt as one in flight ("checking", a failure until
 * it succeeds) in one step per username and per address. A burst of parallel guesses is thus
 * counted as it arrives, not after each slow password check. Answers the attempt's row id.
 */
async function claimAttempt(db: Database, username: string, meta: LoginMeta, limits: RateLimits): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    // Always the username first, then the address: no two sign-ins wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-user:${username}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${meta.ip}`}))`);
    const limited = await tooManyFailures(tx, username, meta, limits);
    const [row] = await tx
      .insert(loginAttempts)
      .values({
        username: username.slice(0, 100),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        success: false,
        reason: limited ? 'rate-limited' : 'checking',
      })
      .returning({ id: loginAttempts.id });
    return { id: row!.id, limited };
  });
  if (claimed.limited) {
    throw new AppError(429, 'RATE_LIMITED', 'Too many sign-in attempts. Please wait 15 minutes and try again.');
  }
  return claimed.id;
}

async function tooManyFailures(db: Database, username: string, meta: LoginMeta, limits: RateLimits): Promise<boolean> {
  const failuresWhere = (column: 'username' | 'ip', value: string) =>
    and(eq(loginAttempts[column], value), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, sql`now() - make_interval(secs => ${WINDOW_MS / 1000})`));
  const checks: Promise<boolean>[] = [];
  if (limits.loginFailuresPerUsername > 0) {
    checks.push(
      db
        .select({ n: count() })
        .from(loginAttempts)
        .where(failuresWhere('username', username))
        .then(([row]) => (row?.n ?? 0) >= limits.loginFailuresPerUsername),
    );
  }
  if (limits.loginFailuresPerIp > 0) {
    checks.push(
      db
        .select({ n: count() })
        .from(loginAttempts)
        .where(failuresWhere('ip', meta.ip))
        .then(([row]) => (row?.n ?? 0) >= limits.loginFailuresPerIp),
    );
  }
  return (await Promise.all(checks)).some(Boolean);
}
