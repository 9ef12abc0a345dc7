import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { AdminRole } from '@shared/constants';
import type { AdminUserDto, CreateAdminUserInput, UpdateAdminUserInput } from '@shared/schemas/admin-user';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { adminUsers, sessions } from '../db/schema';
import { refuseUniqueViolations } from '../db/unique-violation';
import { AppError } from '../errors';
import { recordAudit, type Actor } from '../audit';
import { hashNewPassword } from './passwords';
import { spendResetLinks } from './password-reset';
import { msg } from '@shared/messages/message';

const NOT_FOUND = msg('users.notFound');
const USERNAME_TAKEN = msg('users.usernameTaken');
const EMAIL_TAKEN = msg('users.emailTaken');
/** Two requests racing past assertUnique meet the unique indexes; that is a 409 too, not a 500. */
const TAKEN_RACE = {
  admin_users_username_unique: () => AppError.conflict(USERNAME_TAKEN, { username: [USERNAME_TAKEN] }),
  admin_users_email_unique: () => AppError.conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] }),
};
const LAST_ADMIN = msg('users.lastAdmin');

const publicColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  role: adminUsers.role,
  isActive: adminUsers.isActive,
  lastLogin: adminUsers.lastLogin,
  createdAt: adminUsers.createdAt,
  updatedAt: adminUsers.updatedAt,
};

type AdminUserRow = {
  id: number;
  username: string;
  email: string | null;
  role: AdminRole;
  isActive: boolean;
  lastLogin: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

function toDto(row: AdminUserRow): AdminUserDto {
  return {
    ...row,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminUsers(ctx: AppContext): Promise<AdminUserDto[]> {
  const rows = await ctx.db
    .select(publicColumns)
    .from(adminUsers)
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.id));
  return rows.map(toDto);
}

export async function createAdminUser(
  ctx: AppContext,
  actor: Actor,
  input: CreateAdminUserInput,
): Promise<AdminUserDto> {
  // bcrypt takes a quarter of a second: hash before the transaction, not while holding it.
  const passwordHash = await hashNewPassword(ctx.db, input.passwordHash, {
    field: 'passwordHash',
    usernames: [input.username],
  });
  const row = await refuseUniqueViolations(
    () =>
      ctx.db.transaction(async (tx) => {
        await assertUnique(tx, { username: input.username, email: input.email ?? null });
        const [created] = await tx
          .insert(adminUsers)
          .values({
            username: input.username,
            email: input.email ?? null,
            passwordHash,
            role: input.role,
            isActive: input.isActive,
          })
          .returning(publicColumns);
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'admin-user',
          entityId: created!.id,
          details: {
            username: created!.username,
            email: created!.email,
            role: created!.role,
            isActive: created!.isActive,
          },
        });
        return created!;
      }),
    TAKEN_RACE,
  );
  return toDto(row);
}

export interface UpdateOptions {
  /** The caller's own session survives a change of their own password. */
  currentSessionId?: string;
}

export async function updateAdminUser(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: UpdateAdminUserInput,
  options: UpdateOptions = {},
): Promise<AdminUserDto> {
  const passwordHash = input.password
    ? await hashNewPassword(ctx.db, input.password, {
        field: 'password',
        usernames: [input.username, await usernameOf(ctx.db, id)],
      })
    : undefined;
  const row = await refuseUniqueViolations(
    () =>
      ctx.db.transaction(async (tx) => {
        const { target, otherActiveAdmins } = await lockAdmins(tx, id);
        const isSelf = target.id === actor.admin.id;
        const nextRole = input.role ?? target.role;
        const nextActive = input.isActive ?? target.isActive;

        if (isSelf && !nextActive) throw AppError.conflict(msg('users.selfDeactivate'));
        const staysActiveAdmin = nextRole === 'admin' && nextActive;
        if (isActiveAdmin(target) && !staysActiveAdmin && otherActiveAdmins === 0) {
          throw AppError.conflict(LAST_ADMIN);
        }
        const username = input.username ?? target.username;
        const email = input.email === undefined ? target.email : input.email;
        await assertUnique(tx, {
          username: username.toLowerCase() === target.username.toLowerCase() ? null : username,
          email: email && email.toLowerCase() !== target.email?.toLowerCase() ? email : null,
          exceptId: id,
        });

        const [updated] = await tx
          .update(adminUsers)
          .set({ username, email, role: nextRole, isActive: nextActive, ...(passwordHash ? { passwordHash } : {}) })
          .where(eq(adminUsers.id, id))
          .returning(publicColumns);

        // Whoever is signed in as this user with the old password, or as a user now inactive,
        // is signed out; an admin changing their own password keeps the session they did it from.
        if (!nextActive || passwordHash) {
          const keep = isSelf && options.currentSessionId ? ne(sessions.sid, options.currentSessionId) : undefined;
          await tx.delete(sessions).where(and(eq(sessions.adminUserId, id), keep));
        }
        // A reset link was sent for the account as it was: a new password, a new address or a
        // deactivation spends it, so a link left in an old inbox cannot undo the change.
        const emailChanged = (email ?? '').toLowerCase() !== (target.email ?? '').toLowerCase();
        if (!nextActive || passwordHash || emailChanged) await spendResetLinks(tx, id, ctx.now());

        await recordAudit(tx, actor, {
          action: auditAction(input),
          entity: 'admin-user',
          entityId: id,
          details: changes(target, updated!, Boolean(passwordHash)),
        });
        return updated!;
      }),
    TAKEN_RACE,
  );
  return toDto(row);
}

export async function deleteAdminUser(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { target, otherActiveAdmins } = await lockAdmins(tx, id);
    if (target.id === actor.admin.id) throw AppError.conflict(msg('users.selfDelete'));
    if (isActiveAdmin(target) && otherActiveAdmins === 0) throw AppError.conflict(LAST_ADMIN);
    // Sessions, notification reads and reset tokens go with the account (ON DELETE CASCADE);
    // audit rows keep the username they were written with.
    await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'admin-user',
      entityId: id,
      details: { username: target.username, role: target.role },
    });
  });
}

async function usernameOf(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, id));
  return row?.username;
}

interface LockedAdmin {
  id: number;
  username: string;
  email: string | null;
  role: AdminRole;
  isActive: boolean;
}

const isActiveAdmin = (user: { role: AdminRole; isActive: boolean }) => user.role === 'admin' && user.isActive;

/**
 * Locks the target row and every active admin, in id order so concurrent requests queue
 * instead of deadlocking. Two admins demoting or deactivating each other at the same moment
 * therefore see each other's change, and the last active admin always survives.
 */
async function lockAdmins(tx: Database, id: number): Promise<{ target: LockedAdmin; otherActiveAdmins: number }> {
  const rows = await tx
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      email: adminUsers.email,
      role: adminUsers.role,
      isActive: adminUsers.isActive,
    })
    .from(adminUsers)
    .where(or(eq(adminUsers.id, id), and(eq(adminUsers.role, 'admin'), eq(adminUsers.isActive, true))))
    .orderBy(asc(adminUsers.id))
    .for('update');
  const target = rows.find((row) => row.id === id);
  if (!target) throw AppError.notFound(NOT_FOUND);
  // A row waited on may have changed meanwhile; PostgreSQL hands back its committed version.
  const otherActiveAdmins = rows.filter((row) => row.id !== id && isActiveAdmin(row)).length;
  return { target, otherActiveAdmins };
}

async function assertUnique(
  tx: Database,
  check: { username: string | null; email: string | null; exceptId?: number },
): Promise<void> {
  const except = check.exceptId === undefined ? undefined : ne(adminUsers.id, check.exceptId);
  if (check.username) {
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(sql`lower(${adminUsers.username}) = ${check.username.toLowerCase()}`, except));
    if (taken) throw AppError.conflict(USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
  }
  if (check.email) {
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(sql`lower(${adminUsers.email}) = ${check.email.toLowerCase()}`, except));
    if (taken) throw AppError.conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
}

function auditAction(input: UpdateAdminUserInput): string {
  const keys = Object.keys(input);
  if (keys.length === 1 && keys[0] === 'isActive') return input.isActive ? 'activate' : 'deactivate';
  return 'update';
}

/** What changed, old and new; the password only as a flag. */
function changes(before: LockedAdmin, after: AdminUserRow, passwordChanged: boolean): Record<string, unknown> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ['username', 'email', 'role', 'isActive'] as const) {
    if (before[key] !== after[key]) changed[key] = { from: before[key], to: after[key] };
  }
  return passwordChanged ? { changes: changed, passwordChanged: true } : { changes: changed };
}
