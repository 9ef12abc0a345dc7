import { eq } from 'drizzle-orm';
import type { Request, RequestHandler } from 'express';
import type { AdminRole } from '@shared/constants';
import { siteLanguageOf, type SiteLanguage } from '@shared/language-path';
import { can, type Permission } from '@shared/permissions';
import type { Database } from '../db/client';
import { adminUsers } from '../db/schema';
import { AppError } from '../errors';
import { msg } from '@shared/messages/message';

declare module 'express-session' {
  interface SessionData {
    adminUserId?: number;
  }
}

export interface SignedInAdmin {
  id: number;
  username: string;
  role: AdminRole;
  /** The back office's language they chose, on any device; null until they choose one. */
  preferredLanguage: SiteLanguage | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    admin?: SignedInAdmin;
  }
}

/**
 * The signed-in admin, read fresh from the database on every request so a deactivated or
 * deleted account loses access at once, not when its cookie expires.
 */
export async function currentAdmin(db: Database, req: Request): Promise<SignedInAdmin | null> {
  const id = req.session?.adminUserId;
  if (typeof id !== 'number') return null;
  const [row] = await db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      role: adminUsers.role,
      isActive: adminUsers.isActive,
      preferredLanguage: adminUsers.preferredLanguage,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  if (!row?.isActive) return null;
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    preferredLanguage: siteLanguageOf(row.preferredLanguage),
  };
}

const notSignedIn = () => AppError.unauthenticated(msg('request.signIn'));

/** 401 without a session; any signed-in admin passes, whatever their role (their own account). */
export function requireSignedIn(db: Database): RequestHandler {
  return async (req, _res, next) => {
    const admin = req.admin ?? (await currentAdmin(db, req));
    if (!admin) throw notSignedIn();
    req.admin = admin;
    next();
  };
}

/** 401 without a session; 403 when the admin's role may not do this (shared/permissions.ts). */
export function requirePermission(db: Database, permission: Permission): RequestHandler {
  return async (req, _res, next) => {
    const admin = req.admin ?? (await currentAdmin(db, req));
    if (!admin) throw notSignedIn();
    if (!can(admin.role, permission)) {
      throw AppError.forbidden(msg('request.forbidden'));
    }
    req.admin = admin;
    next();
  };
}

/** The admin a guarded route runs for; requirePermission has put it there. */
export function adminOf(req: Request): SignedInAdmin {
  if (!req.admin) throw notSignedIn();
  return req.admin;
}

/** Who did an admin write, and from where. Routes build it with actorOf(req). */
export interface Actor {
  admin: Pick<SignedInAdmin, 'id' | 'username' | 'role'>;
  ip?: string;
}

/** The admin and address an audited write is recorded under. */
export function actorOf(req: Request): Actor {
  return { admin: adminOf(req), ip: req.ip };
}
