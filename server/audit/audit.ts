import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { countRows, daysBefore, type NightlyTask } from '../jobs/housekeeping';
import type { Actor } from '../middleware/auth';

export type { Actor };

export interface AuditEntry {
  /** e.g. "create", "update", "delete", "send-quote". */
  action: string;
  /** e.g. "reservation", "menu-item". */
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/**
 * One row per admin write: who, what, when. Pass the write's transaction so the record and
 * the change commit together.
 */
export async function recordAudit(db: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    adminUserId: actor.admin.id,
    username: actor.admin.username,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
    ip: actor.ip ?? null,
  });
}

/** The audit log's nightly task: rows older than `retentionDays` (AUDIT_RETENTION_DAYS) go. */
export function deleteOldAuditRows(db: Database, retentionDays: number): NightlyTask {
  return async (now) => ({
    auditRows: await countRows(
      db
        .delete(auditLog)
        .where(lt(auditLog.createdAt, daysBefore(now, retentionDays)))
        .returning({ id: auditLog.id }),
    ),
  });
}
