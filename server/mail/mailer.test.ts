import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createAdmin, signInAs } from '../../test-support/api/admins';
import { expectConsoleError } from '../../test-support/api/fail-on-console-error';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { createMailer, failInterruptedMail, INTERRUPTED_REASON } from './mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP receiver on a free port; `rejectTo` makes it refuse one recipient. */
async function startSmtpReceiver(rejectTo?: string) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === rejectTo) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('with SMTP_URL set, mail goes to the SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let ctx: TestContext;
  const refused = `refused-${Date.now()}@staff.example`;

  beforeAll(async () => {
    smtp = await startSmtpReceiver(refused);
    ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://selam.example', MAIL_FROM: 'Selam <no-reply@selam.example>' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  test('a password reset is delivered, with the link, and the outbox row says sent', async () => {
    const admin = await createAdmin(ctx);
    await request(ctx.app).post('/api/admin/forgot-password').send({ email: admin.email }).expect(200);
    await ctx.app.mailer.idle();

    const message = smtp.received.find((mail) => mail.to.includes(admin.email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('no-reply@selam.example');
    expect(message!.raw).toMatch(/Subject: .*reset your admin password/);
    expect(message!.raw.replace(/=\r\n/g, '')).toMatch(/https:\/\/selam\.example\/admin\/reset-password\?token=/);

    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  test('replies go where the message says; the outbox keeps the reply address for a retry', async () => {
    const to = `client-${Date.now()}@diner.example`;
    await ctx.app.mailer.send({ kind: 'catering-quote', to, subject: 'Your quote', text: 'Total: $1,250.00', replyTo: 'catering@selam.example' });
    await ctx.app.mailer.idle();
    const message = smtp.received.find((mail) => mail.to.includes(to));
    expect(message!.raw).toMatch(/Reply-To: catering@selam\.example/);
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row).toMatchObject({ status: 'sent', replyTo: 'catering@selam.example' });
  });

  test('sendBestEffort records and delivers like send, then runs onDelivered', async () => {
    const to = `best-effort-${Date.now()}@diner.example`;
    let delivered = false;
    await ctx.app.mailer.sendBestEffort({ kind: 'gift-card', to, subject: 'A gift for you', text: 'x' }, async () => {
      delivered = true;
    });
    await ctx.app.mailer.idle();
    expect(smtp.received.some((mail) => mail.to.includes(to))).toBe(true);
    expect(delivered).toBe(true);
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row).toMatchObject({ kind: 'gift-card', status: 'sent' });
  });

  test('a refused delivery is recorded as failed with the reason; the request still succeeds', async () => {
    const admin = await createAdmin(ctx, { email: refused });
    const res = await request(ctx.app).post('/api/admin/request-username').send({ email: admin.email });
    expect(res.status).toBe(200);
    await ctx.app.mailer.idle();
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, refused));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row!.error).toMatch(/mailbox unavailable/);
  });
});

describe('with SMTP_URL unset', () => {
  test('every message is kept in the outbox as logged', async () => {
    const ctx = await createTestContext();
    try {
      const admin = await createAdmin(ctx);
      await request(ctx.app).post('/api/admin/request-username').send({ email: admin.email }).expect(200);
      await ctx.app.mailer.idle();
      const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
      expect(row).toMatchObject({ kind: 'username-reminder', status: 'logged', attempts: 1 });
      expect(row!.text).toContain(admin.username);
    } finally {
      await ctx.close();
    }
  });

  test('an unreachable SMTP server fails the mail, not the request', async () => {
    const ctx = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const admin = await createAdmin(ctx);
      await request(ctx.app).post('/api/admin/request-username').send({ email: admin.email }).expect(200);
      await ctx.app.mailer.idle();
      const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
      expect(row!.status).toBe('failed');
      expect(row!.error).toMatch(/ECONNREFUSED/);
    } finally {
      await ctx.close();
    }
  });
});

describe('sendBestEffort when the outbox cannot be written', () => {
  test('logs the kind, the recipient and the error, and resolves: the request that sent it goes on', async () => {
    const ctx = await createTestContext();
    const diskFull = new Error('the disk is full');
    const failingDb = new Proxy(ctx.database.db, {
      get: (target, property, receiver) =>
        property === 'insert'
          ? () => {
              throw diskFull;
            }
          : Reflect.get(target, property, receiver),
    });
    const mailer = createMailer({ db: failingDb, from: 'Selam <no-reply@selam.example>' });
    const logged = expectConsoleError();
    const to = `lost-${Date.now()}@diner.example`;
    const message = { kind: 'reservation-received', to, subject: 'Received', text: 'x' };
    try {
      await expect(mailer.send(message)).rejects.toBe(diskFull);
      await expect(mailer.sendBestEffort(message)).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledWith(`[mail] could not queue reservation-received to ${to}:`, diskFull);
      expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([]);
    } finally {
      mailer.close();
      await ctx.close();
    }
  });
});

describe('a delivery cut short by a crash', () => {
  test('is marked failed once well past the time-outs, shows as failed and can be sent again', async () => {
    const ctx = await createTestContext({}, { isolatedDatabase: true });
    try {
      const now = new Date();
      const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
      const tag = `${Date.now()}`;
      const [stale, recent] = await ctx.database.db
        .insert(mailOutbox)
        .values([
          { kind: 'reservation-received', to: `stale-${tag}@diner.example`, subject: 'Received', text: 'x', createdAt: minutesAgo(10) },
          { kind: 'reservation-alert', to: `recent-${tag}@diner.example`, subject: 'Alert', text: 'y', createdAt: minutesAgo(1) },
        ])
        .returning({ id: mailOutbox.id });

      expect(await failInterruptedMail(ctx.database.db, now)).toBe(1);
      const status = async (id: number) => (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
      expect(await status(stale!.id)).toMatchObject({ status: 'failed', error: INTERRUPTED_REASON });
      expect((await status(recent!.id))!.status).toBe('queued');

      const admin = await signInAs(ctx, 'admin');
      await admin.agent.post(`/api/admin/mail-outbox/${stale!.id}/retry`).expect(202);
      await admin.agent.post(`/api/admin/mail-outbox/${recent!.id}/retry`).expect(409);
    } finally {
      await ctx.close();
    }
  });
});
