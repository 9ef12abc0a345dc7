import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createAdmin, signInAs } from '../../test-support/api/admins';
import { expectConsoleError } from '../../test-support/api/fail-on-console-error';
import { startSmtpReceiver, type SmtpReceiver } from '../../test-support/api/smtp-receiver';
import { createTestContext, mailSettled, type TestContext } from '../../test-support/api/test-app';
import { createJobQueue } from '../jobs/job-queue';
import { giftCards } from '../db/schema';
import { createMailer } from './mailer';

describe('with SMTP_URL set, mail goes to the SMTP server', () => {
  let smtp: SmtpReceiver;
  let ctx: TestContext;
  const refused = `refused-${Date.now()}@staff.example`;

  beforeAll(async () => {
    smtp = await startSmtpReceiver(refused);
    ctx = await createTestContext({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://selam.example',
      MAIL_FROM: 'Selam <no-reply@selam.example>',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  test('a password reset is delivered, with the link, and the outbox row says sent', async () => {
    const admin = await createAdmin(ctx);
    await request(ctx.app).post('/api/admin/forgot-password').send({ email: admin.email }).expect(200);
    await mailSettled(ctx.app);

    const message = smtp.received.find((mail) => mail.to.includes(admin.email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('no-reply@selam.example');
    expect(message!.raw).toMatch(/Subject: .*reset your admin password/);
    expect(message!.raw.replace(/=\r\n/g, '')).toMatch(/https:\/\/selam\.example\/admin\/reset-password\?token=/);

    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // A resend of this row after a crash would carry the same Message-ID.
    expect(message!.raw).toMatch(
      new RegExp(`Message-ID: <outbox-${row!.id}\\.${row!.createdAt.getTime()}@selam\\.example>`, 'i'),
    );
  });

  test('once delivered, the outbox keeps no link secret and no calendar file; the email had them all', async () => {
    const to = `secrets-${Date.now()}@diner.example`;
    const reset = 'https://selam.example/admin/reset-password?token=Reset_Token-123456789';
    const manage = 'https://selam.example/reservations/manage/ManageToken_abcdefghijklmnopqrstu';
    const offer = 'https://selam.example/reservations/waitlist/OfferToken-0123456789abcdef';
    const text = `Reset: ${reset}\nManage: ${manage}\nOffer: ${offer}`;
    await ctx.app.mailer.send({
      kind: 'reservation-received',
      to,
      subject: 'Links',
      text,
      html: `<a href="${manage}">Manage</a>`,
      attachments: [{ filename: 'reservation.ics', contentType: 'text/calendar', content: `URL:${manage}` }],
    });
    await mailSettled(ctx.app);

    const message = smtp.received.find((mail) => mail.to.includes(to))!;
    const raw = message.raw.replace(/=\r\n/g, '');
    for (const secret of ['Reset_Token-123456789', 'ManageToken_abcdefghijklmnopqrstu', 'OfferToken-0123456789abcdef'])
      expect(raw).toContain(secret);

    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row).toMatchObject({
      status: 'sent',
      text:
        'Reset: https://selam.example/admin/reset-password?token=(removed)\n' +
        'Manage: https://selam.example/reservations/manage/(removed)\n' +
        'Offer: https://selam.example/reservations/waitlist/(removed)',
      html: '<a href="https://selam.example/reservations/manage/(removed)">Manage</a>',
      attachments: null,
    });
  });

  test("an email suppressed over its recipient's limit keeps no link secret and no calendar file either", async () => {
    const smtpForLimit = await startSmtpReceiver();
    const limited = await createTestContext(
      { SMTP_URL: smtpForLimit.url },
      { rateLimits: { publicFormMailPerRecipientPerHour: 1 } },
    );
    try {
      const to = `limited-${Date.now()}@diner.example`;
      const manage = 'https://selam.example/reservations/manage/ManageToken_abcdefghijklmnopqrstu';
      const message = {
        kind: 'reservation-received',
        to,
        subject: 'Received',
        text: `Manage: ${manage}`,
        html: `<a href="${manage}">Manage</a>`,
        attachments: [{ filename: 'reservation.ics', contentType: 'text/calendar', content: `URL:${manage}` }],
        fromPublicForm: true,
      };
      await limited.app.mailer.send(message);
      await limited.app.mailer.send(message);
      await mailSettled(limited.app);
      const rows = await limited.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(mailOutbox.id);
      expect(rows.map((row) => row.status)).toEqual(['sent', 'suppressed']);
      for (const row of rows) {
        expect(row).toMatchObject({
          text: 'Manage: https://selam.example/reservations/manage/(removed)',
          html: '<a href="https://selam.example/reservations/manage/(removed)">Manage</a>',
          attachments: null,
        });
      }
      expect(smtpForLimit.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    } finally {
      await limited.close();
      await smtpForLimit.close();
    }
  });

  test('replies go where the message says; the outbox keeps the reply address for a retry', async () => {
    const to = `client-${Date.now()}@diner.example`;
    await ctx.app.mailer.send({
      kind: 'catering-quote',
      to,
      subject: 'Your quote',
      text: 'Total: $1,250.00',
      replyTo: 'catering@selam.example',
    });
    await mailSettled(ctx.app);
    const message = smtp.received.find((mail) => mail.to.includes(to));
    expect(message!.raw).toMatch(/Reply-To: catering@selam\.example/);
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row).toMatchObject({ status: 'sent', replyTo: 'catering@selam.example' });
  });

  test('a gift card email marks its card emailed once the mail server took it', async () => {
    const to = `gift-${Date.now()}@diner.example`;
    const [card] = await ctx.database.db
      .insert(giftCards)
      .values({
        code: `T${Date.now()}`.slice(0, 16),
        amount: '50.00',
        balance: '50.00',
        recipientName: 'Almaz',
        recipientEmail: to,
        senderName: 'Kebede',
        expiryDate: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await ctx.app.mailer.sendBestEffort({
      kind: 'gift-card',
      to,
      subject: 'A gift for you',
      text: 'x',
      ref: `gift-card:${card!.id}`,
    });
    await mailSettled(ctx.app);
    expect(smtp.received.some((mail) => mail.to.includes(to))).toBe(true);
    const [after] = await ctx.database.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(after).toMatchObject({ emailSent: true });
  });

  test('an email with an HTML part and an attachment arrives with both', async () => {
    const to = `parts-${Date.now()}@diner.example`;
    await ctx.app.mailer.send({
      kind: 'reservation-received',
      to,
      subject: 'Received',
      text: 'Plain words',
      html: '<p>Plain words</p>',
      attachments: [
        {
          filename: 'reservation.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        },
      ],
    });
    await mailSettled(ctx.app);
    const raw = smtp.received.find((mail) => mail.to.includes(to))!.raw;
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST;\s+name=reservation\.ics/);
  });

  test('an inline image survives the outbox: it arrives as base64 PNG with the Content-ID the HTML names', async () => {
    const to = `inline-${Date.now()}@diner.example`;
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010800000000', 'hex');
    await ctx.app.mailer.send({
      kind: 'gift-card',
      to,
      subject: 'Your card',
      text: 'Code: SELAM-7KQ2-M9XP-4HTD',
      html: '<p><img src="cid:gift-card-qr@selam" alt="QR"></p>',
      attachments: [
        {
          filename: 'gift-card-qr.png',
          contentType: 'image/png',
          content: png.toString('base64'),
          encoding: 'base64',
          cid: 'gift-card-qr@selam',
        },
      ],
    });
    await mailSettled(ctx.app);
    const raw = smtp.received.find((mail) => mail.to.includes(to))!.raw;
    expect(raw).toMatch(/Content-Type: multipart\/related/);
    expect(raw).toMatch(/Content-Type: image\/png; name=gift-card-qr\.png/);
    expect(raw).toMatch(/Content-ID: <gift-card-qr@selam>/);
    expect(raw).toMatch(/Content-Transfer-Encoding: base64/);
    expect(raw.replace(/\r\n/g, '')).toContain(png.toString('base64'));
  });

  test('a refused delivery is recorded as failed with the reason; the request still succeeds', async () => {
    const admin = await createAdmin(ctx, { email: refused });
    const res = await request(ctx.app).post('/api/admin/request-username').send({ email: admin.email });
    expect(res.status).toBe(200);
    await mailSettled(ctx.app);
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, refused));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row!.error).toMatch(/mailbox unavailable/);
  });
});

test('the emails of one transaction are one delivery job; a retry sends only the one still owed', async () => {
  const busy = `busy-${Date.now()}@diner.example`;
  const smtp = await startSmtpReceiver(undefined, 0, busy);
  const ctx = await createTestContext({ SMTP_URL: smtp.url }, { mailRetry: { retryLimit: 2, retryDelaySeconds: 1 } });
  try {
    const to = `host-${Date.now()}@selam.example`;
    const queued = await ctx.database.db.transaction((tx) =>
      ctx.app.mailer.enqueue(tx, [
        { kind: 'reservation-received', to: busy, subject: 'Received', text: 'Your table' },
        { kind: 'reservation-alert', to, subject: 'New booking', text: 'A table for 2' },
      ]),
    );
    ctx.app.mailer.dispatch(queued);
    const ids = queued.map((mail) => mail.id);
    const { rows: jobs } = await ctx.database.executeSql(
      `select data from ${ctx.app.context.jobs.schema}.job where name = 'mail' and data->'outboxIds' = $1::jsonb`,
      [JSON.stringify(ids)],
    );
    expect(jobs).toHaveLength(1);

    const rows = async () =>
      ctx.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);
    // The first try sends one and is told to come back for the other.
    await expect
      .poll(async () => (await rows()).map((row) => row.status), { timeout: 10_000, interval: 100 })
      .toEqual(['queued', 'sent']);
    expect((await rows())[0]).toMatchObject({ attempts: 1, error: expect.stringMatching(/try again later/) });
    await expect
      .poll(async () => (await rows()).map((row) => row.status), { timeout: 15_000, interval: 250 })
      .toEqual(['sent', 'sent']);
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.to.includes(busy))).toHaveLength(1);
  } finally {
    await ctx.close();
    await smtp.close();
  }
});

test('a delivery job queued with a single outboxId (before jobs grouped their emails) is still delivered', async () => {
  const smtp = await startSmtpReceiver();
  const ctx = await createTestContext({ SMTP_URL: smtp.url });
  try {
    const [row] = await ctx.database.db
      .insert(mailOutbox)
      .values({ kind: 'catering-quote', to: `older-${Date.now()}@diner.example`, subject: 'Your quote', text: 'Total' })
      .returning();
    await ctx.database.db.transaction((tx) =>
      ctx.app.context.jobs.enqueue(tx, [{ name: 'mail', data: { outboxId: row!.id } }]),
    );
    ctx.app.context.jobs.wake('mail');
    await mailSettled(ctx.app);
    const [after] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
  } finally {
    await ctx.close();
    await smtp.close();
  }
});

describe('with SMTP_URL unset', () => {
  test('every message is kept in the outbox as logged', async () => {
    const ctx = await createTestContext();
    try {
      const admin = await createAdmin(ctx);
      await request(ctx.app).post('/api/admin/request-username').send({ email: admin.email }).expect(200);
      await mailSettled(ctx.app);
      const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
      expect(row).toMatchObject({ kind: 'username-reminder', status: 'logged', attempts: 1 });
      expect(row!.text).toContain(admin.username);
    } finally {
      await ctx.close();
    }
  });

  test('an unreachable SMTP server is tried again, then the mail is failed; the request succeeds', async () => {
    const ctx = await createTestContext(
      { SMTP_URL: 'smtp://127.0.0.1:1' },
      { mailRetry: { retryLimit: 1, retryDelaySeconds: 1 } },
    );
    try {
      const admin = await createAdmin(ctx);
      await request(ctx.app).post('/api/admin/request-username').send({ email: admin.email }).expect(200);
      await mailSettled(ctx.app);
      const row = async () =>
        (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email)))[0]!;
      // The first try failed and a retry waits: still queued, with the reason.
      expect(await row()).toMatchObject({ status: 'queued', attempts: 1 });
      expect((await row()).error).toMatch(/ECONNREFUSED/);
      await expect.poll(async () => (await row()).status, { timeout: 15_000, interval: 250 }).toBe('failed');
      expect(await row()).toMatchObject({ attempts: 2 });

      const signedIn = await signInAs(ctx, 'admin');
      await signedIn.agent.post(`/api/admin/mail-outbox/${(await row()).id}/retry`).expect(202);
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
        property === 'transaction' ? () => Promise.reject(diskFull) : Reflect.get(target, property, receiver),
    });
    // A queue that is never started: nothing reaches it when the outbox row cannot be written.
    const jobs = createJobQueue({ database: ctx.database, schema: 'never_started', timeZone: 'America/Chicago' });
    const mailer = createMailer({
      db: failingDb,
      jobs,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Selam <no-reply@selam.example>',
    });
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
