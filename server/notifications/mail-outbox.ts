import { and, desc, eq } from 'drizzle-orm';
import type { MailOutboxEntryDto } from '@shared/schemas/notifications';
import type { AppContext } from '../context';
import { mailOutbox } from '../db/schema';
import { withoutSecrets } from '../mail/mailer';
import { AppError } from '../errors';
import { recordAudit, type Actor } from '../audit';
import { msg } from '@shared/messages/message';

const OUTBOX_LIMIT = 100;

/** The latest emails without their bodies: a body may hold a password-reset link. */
export async function listMailOutbox(ctx: AppContext): Promise<MailOutboxEntryDto[]> {
  const rows = await ctx.db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      error: mailOutbox.error,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/**
 * Sends a failed email again as a new outbox entry and marks the old one "retried". The old
 * row is claimed first (failed -> retried in one statement), so two clicks send it once.
 */
export async function retryMail(ctx: AppContext, actor: Actor, id: number): Promise<{ id: number }> {
  const message = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(mailOutbox)
      .set({ status: 'retried' })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning({
        kind: mailOutbox.kind,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        replyTo: mailOutbox.replyTo,
      });
    if (!claimed) {
      const [existing] = await tx.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!existing) throw AppError.notFound(msg('notifications.emailNotFound'));
      throw AppError.conflict(msg('notifications.resendFailedOnly', { status: existing.status }));
    }
    await recordAudit(tx, actor, {
      action: 'retry',
      entity: 'mail',
      entityId: id,
      details: { kind: claimed.kind, to: claimed.to },
    });
    return claimed;
  });

  const { html, ...resent } = message;
  let copy: number;
  try {
    copy = await ctx.mailer.send({ ...resent, replyTo: resent.replyTo ?? undefined });
  } catch (error) {
    // The new entry could not even be written: put the old one back so it can be retried.
    await ctx.db
      .update(mailOutbox)
      .set({ status: 'failed' })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'retried')))
      .catch(() => undefined);
    throw error;
  }
  // The new entry carries the email now: the old one keeps it only as a record, without secrets.
  await ctx.db
    .update(mailOutbox)
    .set(withoutSecrets({ text: message.text, html }))
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'retried')));
  return { id: copy };
}
