import { and, asc, eq, gt, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';

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
  /** What the delivery completes, e.g. "gift-card:12"; see MailerOptions.onDelivered. */
  ref?: string;
  /**
   * Sent to an address someone typed into a public form, because of what someone who is not
   * signed in did: submitted the form (a booking, a catering request, a waitlist entry), used a
   * manage link (a change, a cancel), or freed a table the waitlist entry is offered. Counted
   * against the recipient's hourly limit. Mail caused by staff is not.
   */
  fromPublicForm?: boolean;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text as it is, or binary data in base64 (`encoding: 'base64'`), so it fits the outbox's JSON. */
  content: string;
  encoding?: 'base64';
  /** An image the HTML part shows inline, as `<img src="cid:…">`. */
  cid?: string;
}

/** `suppressed`: recorded but never sent, over the recipient's hourly limit of public-form mail. */
export type MailStatus = 'queued' | 'sent' | 'failed' | 'logged' | 'suppressed';

/** A message recorded in the outbox, with its delivery job when there is an SMTP server. */
export interface QueuedMail {
  id: number;
  message: MailMessage;
  /** Kept in the outbox and never sent: over its recipient's hourly limit. */
  suppressed: boolean;
}

export interface Mailer {
  /**
   * Records the message in the outbox with its delivery job, in one commit. Delivery then runs on
   * the job queue, with retries, so a slow or broken mail server never delays or loses what
   * caused it. Resolves with the outbox id.
   */
  send(message: MailMessage): Promise<number>;
  /**
   * `send` for mail that follows a change already committed (a card, a quote): when even the
   * outbox row cannot be written, that is logged and the request still succeeds.
   */
  sendBestEffort(message: MailMessage): Promise<void>;
  /**
   * Records messages and their delivery job inside the caller's transaction, so they exist
   * exactly when what caused them does. Hand the result to `dispatch` once it has committed.
   * `alongside` are inserts that belong with the messages (the manage link a message carries):
   * they run in the same statement as the messages' own.
   */
  enqueue(tx: Database, messages: MailMessage[], alongside?: SQLWrapper[]): Promise<QueuedMail[]>;
  /** Asks this process's mail workers to deliver now what `enqueue` recorded. */
  dispatch(queued: QueuedMail[]): void;
  /** Resolves when no delivery is waiting (and due) or running (tests, graceful shutdown). */
  idle(): Promise<void>;
  close(): void;
}

export interface MailRetryPolicy {
  /** Tries after the first. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
}

export interface MailerOptions {
  db: Database;
  jobs: JobQueue;
  smtpUrl?: string;
  from: string;
  /** Runs after a message with a `ref` is delivered, e.g. to mark a gift card as emailed. */
  onDelivered?: (db: Database, ref: string) => Promise<void>;
  retry?: MailRetryPolicy;
  /** How long the mail server has for each step (SMTP_TIMEOUT_SECONDS). */
  smtpTimeoutSeconds?: number;
  /** Emails from public forms one address may get in an hour; 0 switches the limit off. */
  publicFormMailPerRecipientPerHour?: number;
}

export const MAIL_QUEUE = 'mail';
/** Where a delivery goes once its last try failed or was cut short: its outbox row is marked failed. */
export const MAIL_GIVEN_UP_QUEUE = 'mail-given-up';
/**
 * Five tries over about an hour: 2, 4, 8 and 16 minutes apart, each stretched by up to twice
 * (MAIL_RETRY_DELAY_SECONDS sets the first wait). A try cut short by a crash counts as a try.
 */
export const MAIL_RETRY: MailRetryPolicy = { retryLimit: 4, retryDelaySeconds: 120 };
/** Connections kept open to the mail server, one per mail worker. */
const SMTP_CONNECTIONS = 3;
/**
 * Past the SMTP time-outs, a delivery still running is taken to be cut short (the process was
 * killed) and is tried again, by any process: its job expires after six time-outs (90 seconds by
 * default). It may have reached the mail server: the resend carries the same Message-ID, which
 * mail clients fold into one message.
 */
const EXPIRY_IN_TIMEOUTS = 6;
export const INTERRUPTED_REASON = 'The server stopped before this email was sent';

/** One delivery job carries every message its transaction recorded: a booking's two emails are one job. */
interface MailJob {
  outboxIds?: number[];
  /** A job queued before deliveries were grouped names one message. */
  outboxId?: number;
}

function outboxIdsOf(job: MailJob): number[] {
  return job.outboxIds ?? (job.outboxId === undefined ? [] : [job.outboxId]);
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** `Selam <no-reply@selam.example>` -> `selam.example`: Message-IDs and calendar UIDs name the sending domain. */
export function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** A mail server's 5xx answer will be the same next time: such a failure is not retried. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

// Links that carry a secret: a password reset, a diner's manage link, a waitlist offer, an order's
// status page, a hall request's confirm link and an event's proposal; and the API addresses
// those pages call with the same secret.
const SECRET_LINK =
  /(\/admin\/reset-password\?token=|\/reservations\/(?:manage|waitlist)\/|\/manage\/reservations\/|\/waitlist\/offers\/|\/orders?\/status\/|\/events\/(?:request|proposal)\/)[A-Za-z0-9_-]+/g;

/** The text with the secret of each link cut out, for a record or a log line. */
export const cutSecretLinks = (text: string) => text.replace(SECRET_LINK, '$1(removed)');

/**
 * An email the outbox keeps only as a record: the secret of each link is cut out, since only
 * its hash is stored anywhere else, and the calendar file (which may carry the manage link,
 * folded over lines) is dropped. So it is kept once delivered (`sent`), never to be sent
 * (`suppressed`), or sent again as a new entry (`retried`). Rows still to be delivered keep
 * everything for their tries: `queued`, and `failed` for the manual retry, which sends its text
 * again. A `logged` row (no SMTP server) is the only copy of its email.
 */
export function withoutSecrets(
  row: Pick<OutboxRow, 'text' | 'html'>,
): Pick<OutboxRow, 'text' | 'html' | 'attachments'> {
  return {
    text: cutSecretLinks(row.text),
    html: row.html === null ? null : cutSecretLinks(row.html),
    attachments: null,
  };
}

/**
 * Mail through nodemailer, delivered by the job queue. Without SMTP_URL every message stays in
 * the `mail_outbox` table with status "logged" and is printed, so nothing is silently lost.
 */
export function createMailer({
  db,
  jobs,
  smtpUrl,
  from,
  onDelivered,
  retry = MAIL_RETRY,
  smtpTimeoutSeconds = 15,
  publicFormMailPerRecipientPerHour = 0,
}: MailerOptions): Mailer {
  const smtpTimeoutMs = smtpTimeoutSeconds * 1000;
  // Pooled: the workers' messages go over a few open connections instead of one connection each.
  // The options next to the url apply as well (what the url itself sets, such as the port, wins).
  const transport: Transporter | null = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: SMTP_CONNECTIONS,
        connectionTimeout: smtpTimeoutMs,
        greetingTimeout: smtpTimeoutMs,
        socketTimeout: smtpTimeoutMs,
      })
    : null;
  const domain = senderDomain(from);

  jobs.defineQueue(MAIL_GIVEN_UP_QUEUE);
  jobs.defineQueue(MAIL_QUEUE, {
    retryLimit: retry.retryLimit,
    retryDelaySeconds: retry.retryDelaySeconds,
    expireInSeconds: smtpTimeoutSeconds * EXPIRY_IN_TIMEOUTS,
    deadLetter: MAIL_GIVEN_UP_QUEUE,
  });
  // A worker takes up to ten jobs in one statement: under a burst of bookings the queue's own
  // statements are shared by many deliveries.
  jobs.work<MailJob>(MAIL_QUEUE, (job) => deliverJob(outboxIdsOf(job.data), job.retryCount >= job.retryLimit), {
    concurrency: SMTP_CONNECTIONS,
    batchSize: 10,
  });
  jobs.work<MailJob>(MAIL_GIVEN_UP_QUEUE, (job) => giveUp(outboxIdsOf(job.data)));

  // Without a transport the row is written as "logged" at once: there is nothing to deliver.
  async function enqueue(tx: Database, messages: MailMessage[], alongside: SQLWrapper[] = []): Promise<QueuedMail[]> {
    if (messages.length === 0) return [];
    const suppressed = await overRecipientLimit(tx, messages);
    const outboxInsert = tx
      .insert(mailOutbox)
      .values(
        messages.map((message, index) => ({
          kind: message.kind,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          attachments: message.attachments ?? null,
          replyTo: message.replyTo ?? null,
          ref: message.ref ?? null,
          fromPublicForm: message.fromPublicForm ?? false,
          ...(suppressed.has(index)
            ? { status: 'suppressed' as const, ...withoutSecrets({ text: message.text, html: message.html ?? null }) }
            : transport
              ? {}
              : { status: 'logged' as const, attempts: 1 }),
        })),
      )
      .returning({ id: mailOutbox.id });
    const rows =
      alongside.length === 0
        ? await outboxInsert
        : (
            (await tx.execute(
              sql`with ${sql.join(
                alongside.map((insert, index) => sql`${sql.identifier(`alongside_${index}`)} as (${insert.getSQL()})`),
                sql`, `,
              )} ${outboxInsert.getSQL()}`,
            )) as unknown as { rows: { id: number }[] }
          ).rows;
    const outboxIds = rows.filter((_, index) => !suppressed.has(index)).map((row) => row.id);
    if (transport && outboxIds.length > 0)
      await jobs.enqueue(tx, [{ name: MAIL_QUEUE, data: { outboxIds } satisfies MailJob }]);
    return rows.map((row, index) => ({ id: row.id, message: messages[index]!, suppressed: suppressed.has(index) }));
  }

  /**
   * Which of `messages` (by index) go over their recipient's limit of public-form mail in the
   * last hour. Counted under a lock per address, so parallel submissions count one by one. Mail
   * to the restaurant's own inboxes and mail caused by staff never set `fromPublicForm`.
   */
  async function overRecipientLimit(tx: Database, messages: MailMessage[]): Promise<Set<number>> {
    const over = new Set<number>();
    const limit = publicFormMailPerRecipientPerHour;
    if (limit <= 0) return over;
    const counted = new Map<string, number>();
    for (const [index, message] of messages.entries()) {
      if (!message.fromPublicForm) continue;
      const to = message.to.toLowerCase();
      let sent = counted.get(to);
      if (sent === undefined) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-to:${to}`}))`);
        sent = await tx.$count(
          mailOutbox,
          and(
            sql`lower(${mailOutbox.to}) = ${to}`,
            eq(mailOutbox.fromPublicForm, true),
            ne(mailOutbox.status, 'suppressed'),
            gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
          ),
        );
      }
      if (sent >= limit) over.add(index);
      else sent += 1;
      counted.set(to, sent);
    }
    return over;
  }

  /**
   * Sends the job's messages that are still queued (a retry skips those sent, given up or retried
   * by hand in the meantime). Throws after trying them all when one may succeed on a later try.
   */
  async function deliverJob(ids: number[], lastTry: boolean): Promise<void> {
    if (!transport || ids.length === 0) return;
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'queued')))
      .orderBy(asc(mailOutbox.id));
    let retryable: unknown = null;
    for (const row of rows) {
      try {
        await deliver(row, transport, lastTry);
      } catch (error) {
        retryable = error;
      }
    }
    if (retryable) throw retryable;
  }

  async function deliver(row: OutboxRow, transport: Transporter, lastTry: boolean): Promise<void> {
    const id = row.id;
    try {
      await transport.sendMail({
        from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: row.attachments ?? undefined,
        messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@${domain}>`,
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = lastTry || isPermanent(error);
      console.warn(
        `[mail] ${row.kind} to ${row.to} failed: ${reason} (mail_outbox #${id}${final ? '' : ', will retry'})`,
      );
      await db
        .update(mailOutbox)
        .set({ error: reason, attempts: sql`${mailOutbox.attempts} + 1`, ...(final ? { status: 'failed' } : {}) })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
      if (final) return;
      throw error;
    }
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        error: null,
        attempts: sql`${mailOutbox.attempts} + 1`,
        sentAt: new Date(),
        ...withoutSecrets(row),
      })
      .where(eq(mailOutbox.id, id));
    if (row.ref) await onDelivered?.(db, row.ref);
  }

  // Only a delivery cut short on its last try gets here still queued; a failed try marked itself.
  async function giveUp(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ status: 'failed', error: sql`coalesce(${mailOutbox.error}, ${INTERRUPTED_REASON})` })
      .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'queued')));
  }

  function dispatch(queued: QueuedMail[]): void {
    if (queued.length === 0) return;
    if (transport) {
      jobs.wake(MAIL_QUEUE);
      return;
    }
    for (const { id, message } of queued) {
      console.info(
        `[mail] ${message.kind} to ${message.to}: "${message.subject}" (no SMTP_URL; kept in mail_outbox #${id})`,
      );
    }
  }

  async function send(message: MailMessage): Promise<number> {
    const queued = await db.transaction((tx) => enqueue(tx, [message]));
    dispatch(queued);
    return queued[0]!.id;
  }

  return {
    send,
    async sendBestEffort(message) {
      try {
        await send(message);
      } catch (error) {
        console.error(`[mail] could not queue ${message.kind} to ${message.to}:`, error);
      }
    },
    enqueue,
    dispatch,
    idle: () => jobs.idle([MAIL_QUEUE, MAIL_GIVEN_UP_QUEUE]),
    close() {
      transport?.close();
    },
  };
}
