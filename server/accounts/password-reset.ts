import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PasswordResetInput } from '@shared/schemas/auth';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { adminUsers, mailOutbox, passwordResetTokens, sessions } from '../db/schema';
import { AppError } from '../errors';
import { passwordResetMail, usernameReminderMail } from './account-mail';
import { hashNewPassword } from './passwords';
import { readSettings } from '../site';
import { msg } from '@shared/messages/message';

const HOUR_MS = 60 * 60 * 1000;
const TOKEN_LIFETIME_MS = HOUR_MS;
const INVALID_TOKEN = msg('auth.invalidToken');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function activeAdminsWithEmail(db: Database, email: string) {
  return db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      email: adminUsers.email,
      preferredLanguage: adminUsers.preferredLanguage,
    })
    .from(adminUsers)
    .where(and(sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`, eq(adminUsers.isActive, true)));
}

/** Whether `limit` (0: none) emails have gone out within the last hour by `sentSince`'s count. */
async function overHourlyLimit(
  limit: number,
  sentSince: (since: Date) => Promise<number>,
  now: Date,
): Promise<boolean> {
  return limit > 0 && (await sentSince(new Date(now.getTime() - HOUR_MS))) >= limit;
}

/**
 * Emails a one-use link to /admin/reset-password, valid one hour. Only a hash of the token
 * is stored. The caller answers the same whether or not the account exists. An account gets at
 * most `emailsPerAccountPerHour` links an hour, however many addresses ask for them.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const admin = await ctx.db.transaction(async (tx) => {
    // The account's row lock makes two requests at once count one after the other.
    const [found] = await activeAdminsWithEmail(tx, email).limit(1).for('update');
    if (!found?.email) return null;
    const limited = await overHourlyLimit(
      ctx.rateLimits.emailsPerAccountPerHour,
      async (since) =>
        await tx.$count(
          passwordResetTokens,
          and(eq(passwordResetTokens.adminUserId, found.id), gt(passwordResetTokens.createdAt, since)),
        ),
      ctx.now(),
    );
    if (limited) return null;
    await tx.insert(passwordResetTokens).values({
      adminUserId: found.id,
      tokenHash: sha256(token),
      expiresAt: new Date(ctx.now().getTime() + TOKEN_LIFETIME_MS),
      createdAt: ctx.now(),
    });
    return { ...found, email: found.email };
  });
  if (!admin) return;
  const { businessInfo } = await readSettings(ctx.db);
  const link = `${ctx.publicUrl}/admin/reset-password?token=${token}`;
  await ctx.mailer.send(
    passwordResetMail(admin.email, admin.username, link, businessInfo.name, admin.preferredLanguage),
  );
}

/**
 * Emails the usernames of the active accounts with this address, if there are any: at most
 * `emailsPerAccountPerHour` reminders an hour to one address.
 */
export async function sendUsernameReminder(ctx: AppContext, email: string): Promise<void> {
  const admins = await activeAdminsWithEmail(ctx.db, email);
  const to = admins[0]?.email;
  if (!to) return;
  const limited = await overHourlyLimit(
    ctx.rateLimits.emailsPerAccountPerHour,
    (since) =>
      ctx.db.$count(
        mailOutbox,
        and(
          eq(mailOutbox.kind, 'username-reminder'),
          sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`,
          gt(mailOutbox.createdAt, since),
        ),
      ),
    ctx.now(),
  );
  if (limited) return;
  const { businessInfo } = await readSettings(ctx.db);
  const usernames = admins.map((admin) => admin.username);
  await ctx.mailer.send(
    usernameReminderMail(
      to,
      usernames,
      `${ctx.publicUrl}/admin/login`,
      businessInfo.name,
      admins[0]?.preferredLanguage,
    ),
  );
}

/** Spends every open reset link of an admin: none of them may set a password any more. */
export async function spendResetLinks(tx: Database, adminUserId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.adminUserId, adminUserId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Sets a new password with a valid token, uses up every open token of that admin, and ends
 * all of their sessions: whoever knew the old password is signed out. The token is checked
 * first, so a made-up one costs a lookup, not a strength check and a hash.
 */
export async function resetPassword(ctx: AppContext, input: PasswordResetInput): Promise<void> {
  const { username } = await openToken(ctx.db, input.token, ctx.now());
  const passwordHash = await hashNewPassword(ctx.db, input.password, { field: 'password', usernames: [username] });
  await ctx.db.transaction(async (tx) => {
    const token = await openToken(tx, input.token, ctx.now(), { lock: true });
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, token.adminUserId));
    await spendResetLinks(tx, token.adminUserId, ctx.now());
    await tx.delete(sessions).where(eq(sessions.adminUserId, token.adminUserId));
  });
}

/** The unspent, unexpired token of an active account, or a 400 on the token field. */
async function openToken(db: Database, token: string, now: Date, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      adminUserId: passwordResetTokens.adminUserId,
      username: adminUsers.username,
      isActive: adminUsers.isActive,
    })
    .from(passwordResetTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResetTokens.adminUserId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  const [found] = options.lock ? await query.for('update', { of: passwordResetTokens }) : await query;
  if (!found?.isActive) throw AppError.badRequest(INVALID_TOKEN, 'INVALID_RESET_TOKEN', { token: [INVALID_TOKEN] });
  return found;
}
