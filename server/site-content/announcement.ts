import { eq } from 'drizzle-orm';
import type { AnnouncementDto, AnnouncementInput } from '@shared/schemas/site-content';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { announcements } from '../db/schema';
import { invalidateSiteContent } from './content-cache';

export type OwnerAnnouncementDto = Omit<AnnouncementDto, 'source'>;

// The table holds one row at most.
const ROW_ID = 1;

/** The owner's announcement as written, shown now or not. */
export async function readOwnerAnnouncement(db: Database): Promise<OwnerAnnouncementDto | null> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, ROW_ID));
  if (!row) return null;
  return {
    text: row.text,
    link: row.link,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    translations: { am: { text: row.translations.am.text } },
  };
}

/** Writes the owner's announcement, replacing the one before. */
export async function saveAnnouncement(
  ctx: AppContext,
  actor: Actor,
  input: AnnouncementInput,
): Promise<OwnerAnnouncementDto> {
  const values = {
    text: input.text,
    translations: { am: { text: input.translations.am.text } },
    link: input.link,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    updatedAt: ctx.now(),
    updatedBy: actor.admin.id,
  };
  const saved = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(announcements)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: announcements.id, set: values });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'announcement',
      details: { startsAt: values.startsAt.toISOString(), endsAt: values.endsAt.toISOString() },
    });
    return (await readOwnerAnnouncement(tx))!;
  });
  invalidateSiteContent(ctx.db);
  return saved;
}

/** Takes the owner's announcement down; nothing to take down is not an error. */
export async function deleteAnnouncement(ctx: AppContext, actor: Actor): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await tx.delete(announcements).returning({ id: announcements.id });
    if (rows.length) await recordAudit(tx, actor, { action: 'delete', entity: 'announcement' });
    return rows.length > 0;
  });
  if (removed) invalidateSiteContent(ctx.db);
}
