import { and, eq, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  /** What the message is for, e.g. "reservation-received"; admins see it in the outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** A simple HTML alternative to `text`; every value in it is escaped. */
  html?: string;
  /** Files sent along, such as a booking's calendar entry. */
  attachments?: MailAttachment[];
  /** Where replies go, e.g. the catering inbox for a quote; the sender is a no-reply address. */
  replyTo?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export type MailStatus = 'queued' | 'sent' | 'failed' | 'logged';

/** A message recorded in the outbox and not yet handed to delivery. */
export interface QueuedMail {
  id: number;
  message: MailMessage;
}

export interface Mailer {
  /**
   * Records the message in the outbox, then delivers it in the background, so a slow or broken
   * mail server never delays or loses the booking that caused it. Resolves with the outbox id.
   */
  send(message: MailMessage, onDelivered?: () => Promise<void>): Promise<number>;
  /**
   * `send` for mail that follows a change already committed (a booking, a card, a quote): when
   * even the outbox row cannot be written, that is logged and the request still succeeds.
   */
  sendBestEffort(message: MailMessage, onDelivered?: () => Promise<void>): Promise<void>;
  /**
   * Records messages in the outbox inside the caller's transaction, so they exist exactly when
   * what caused them does (a booking and its mails commit together, in one commit). Hand the
   * result to `dispatch` after the transaction has committed.
   */
  enqueue(tx: Database, messages: MailMessage[]): Promise<QueuedMail[]>;
  /** Starts delivering messages `enqueue` recorded; call after their transaction committed. */
  dispatch(queued: QueuedMail[]): void;
  /** Resolves when every delivery started so far has finished (tests, graceful shutdown). */
  idle(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  db: Database;
  smtpUrl?: string;
  from: string;
}

const SMTP_TIMEOUT_MS = 15_000;
/**
 * A delivery cut short (the process crashed or was killed mid-send) leaves its row queued. Well
 * past the SMTP time-outs it is given up as failed, so it shows in the back office's bell and can
 * be sent again; it is not resent on its own, since it may have reached the mail server.
 */
const INTERRUPTED_AFTER_MS = 5 * 60_000;
export const INTERRUPTED_REASON = 'The server stopped before this email was sent';

/** Marks queued emails older than INTERRUPTED_AFTER_MS as failed; answers how many. */
export async function failInterruptedMail(db: Database, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'failed', error: INTERRUPTED_REASON })
    .where(and(eq(mailOutbox.status, 'queued'), lt(mailOutbox.createdAt, new Date(now.getTime() - INTERRUPTED_AFTER_MS))))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Mail through nodemailer. Without SMTP_URL every message stays in the `mail_outbox` table with
 * status "logged" and is printed, so nothing is silently lost.
 */
export function createMailer({ db, smtpUrl, from }: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl
    ? nodemailer.createTransport(smtpUrl, {
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : null;
  const pending = new Set<Promise<void>>();
  const sweepInterrupted = () =>
    void failInterruptedMail(db).then(
      (count) => count > 0 && console.warn(`[mail] ${count} email(s) interrupted by a stop were marked failed; retry them in Settings`),
      (error: unknown) => console.warn('[mail] could not check for interrupted emails:', error),
    );
  sweepInterrupted();
  const sweeper = setInterval(sweepInterrupted, INTERRUPTED_AFTER_MS);
  sweeper.unref();

  // Without a transport the row is written as "logged" at once: there is nothing to deliver.
  async function enqueue(tx: Database, messages: MailMessage[]): Promise<QueuedMail[]> {
    if (messages.length === 0) return [];
    const rows = await tx
      .insert(mailOutbox)
      .values(
        messages.map((message) => ({
          kind: message.kind,
          to: message.to,
          subject: message.subject,
          text: message.text,
          replyTo: message.replyTo ?? null,
          ...(transport ? {} : { status: 'logged' as const, attempts: 1 }),
        })),
      )
      .returning({ id: mailOutbox.id });
    return rows.map((row, index) => ({ id: row.id, message: messages[index]! }));
  }

  function start({ id, message }: QueuedMail, onDelivered?: () => Promise<void>): void {
    const delivery = deliver(id, message, onDelivered)
      .catch((error: unknown) => console.warn(`[mail] could not record delivery of mail_outbox #${id}:`, error))
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  async function deliver(id: number, message: MailMessage, onDelivered?: () => Promise<void>): Promise<void> {
    if (!transport) {
      console.info(`[mail] ${message.kind} to ${message.to}: "${message.subject}" (no SMTP_URL; kept in mail_outbox #${id})`);
      return;
    }
    try {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[mail] ${message.kind} to ${message.to} failed: ${reason} (mail_outbox #${id})`);
      await markOutbox(db, id, 'failed', reason.slice(0, 500));
      return;
    }
    await markOutbox(db, id, 'sent', null);
    await onDelivered?.();
  }

  async function send(message: MailMessage, onDelivered?: () => Promise<void>): Promise<number> {
    const [queued] = await enqueue(db, [message]);
    start(queued!, onDelivered);
    return queued!.id;
  }

  return {
    send,
    async sendBestEffort(message, onDelivered) {
      try {
        await send(message, onDelivered);
      } catch (error) {
        console.error(`[mail] could not queue ${message.kind} to ${message.to}:`, error);
      }
    },
    enqueue,
    dispatch(queued) {
      for (const mail of queued) start(mail);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      clearInterval(sweeper);
      transport?.close();
    },
  };
}

async function markOutbox(db: Database, id: number, status: MailStatus, error: string | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status,
      error,
      attempts: sql`${mailOutbox.attempts} + 1`,
      sentAt: status === 'sent' ? new Date() : null,
    })
    .where(eq(mailOutbox.id, id));
}
