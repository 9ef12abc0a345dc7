import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MailOutboxEntryDto } from '@shared/schemas/notifications';
import { auditLog, mailOutbox } from '../db/schema';
import { signInAs, type TestAdmin } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

let ctx: TestContext;
let admin: { agent: TestAgent; admin: TestAdmin };
let manager: TestAgent;
let staff: TestAgent;

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, m, s] = await Promise.all([signInAs(ctx, 'admin'), signInAs(ctx, 'manager'), signInAs(ctx, 'staff')]);
  admin = a;
  manager = m.agent;
  staff = s.agent;
});
afterAll(() => ctx.close());

async function addMail(status: string) {
  const to = `guest-${randomUUID().slice(0, 8)}@diner.example`;
  const text = `Reset link: https://selam.example/admin/reset-password?token=secret-${randomUUID()}`;
  const [row] = await ctx.database.db
    .insert(mailOutbox)
    .values({
      kind: 'password-reset',
      to,
      subject: 'Reset your password',
      text,
      status,
      error: status === 'failed' ? 'connect ECONNREFUSED' : null,
      attempts: 1,
    })
    .returning();
  return row!;
}

describe('GET /api/admin/mail-outbox', () => {
  test('lists the latest emails with status and error, never the body', async () => {
    const failed = await addMail('failed');
    const res = await admin.agent.get('/api/admin/mail-outbox');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(100);
    const entry = (res.body as MailOutboxEntryDto[]).find((row) => row.id === failed.id);
    expect(entry).toEqual({
      id: failed.id,
      kind: 'password-reset',
      to: failed.to,
      subject: 'Reset your password',
      status: 'failed',
      error: 'connect ECONNREFUSED',
      attempts: 1,
      createdAt: failed.createdAt.toISOString(),
      sentAt: null,
    });
    expect(res.text).not.toContain('secret-');
    expect(res.text).not.toContain('"text"');
  });

  test('managers may read it; staff get 403 and strangers 401', async () => {
    expect((await manager.get('/api/admin/mail-outbox')).status).toBe(200);
    expect((await staff.get('/api/admin/mail-outbox')).status).toBe(403);
    expect((await request(ctx.app).get('/api/admin/mail-outbox')).status).toBe(401);
  });
});

describe('POST /api/admin/mail-outbox/:id/retry', () => {
  test('a failed email is sent again as a new entry; the old one is marked retried and audited', async () => {
    const failed = await addMail('failed');
    const res = await admin.agent.post(`/api/admin/mail-outbox/${failed.id}/retry`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.any(Number) });
    expect(res.body.id).not.toBe(failed.id);
    await ctx.app.mailer.idle();

    const [old] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(old!.status).toBe('retried');
    const [again] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, res.body.id));
    expect(again).toMatchObject({
      kind: failed.kind,
      to: failed.to,
      subject: failed.subject,
      text: failed.text,
      status: 'logged',
    });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mail'), eq(auditLog.entityId, String(failed.id)), eq(auditLog.action, 'retry')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      adminUserId: admin.admin.id,
      details: { kind: 'password-reset', to: failed.to },
    });
  });

  test('a failed email keeps its link for the retry; once sent again, the old entry keeps no link secret', async () => {
    const failed = await addMail('failed');
    expect(failed.text).toMatch(/token=secret-/);
    const res = await admin.agent.post(`/api/admin/mail-outbox/${failed.id}/retry`);
    expect(res.status).toBe(202);
    const [old] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(old).toMatchObject({
      status: 'retried',
      text: 'Reset link: https://selam.example/admin/reset-password?token=(removed)',
      attachments: null,
    });
    const [again] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, res.body.id));
    expect(again!.text).toBe(failed.text);
  });

  test('only failed emails can be retried: sent, logged or already retried answer 409', async () => {
    for (const status of ['sent', 'logged', 'retried', 'queued']) {
      const mail = await addMail(status);
      const res = await admin.agent.post(`/api/admin/mail-outbox/${mail.id}/retry`);
      expect(res.status, status).toBe(409);
      expect(res.body.message).toBe(`Only emails that failed can be sent again (this one is ${status})`);
    }
  });

  test('two clicks at once send it once: one 202, one 409', async () => {
    const failed = await addMail('failed');
    const answers = await Promise.all([
      manager.post(`/api/admin/mail-outbox/${failed.id}/retry`),
      manager.post(`/api/admin/mail-outbox/${failed.id}/retry`),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([202, 409]);
    await ctx.app.mailer.idle();
    const copies = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, failed.to));
    expect(copies).toHaveLength(2);
  });

  test('an unknown or non-numeric id answers 404', async () => {
    const res = await admin.agent.post('/api/admin/mail-outbox/2147483000/retry');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Email not found');
    expect((await admin.agent.post('/api/admin/mail-outbox/nope/retry')).status).toBe(404);
  });

  test('staff get 403 and strangers 401, and the email stays failed', async () => {
    const failed = await addMail('failed');
    expect((await staff.post(`/api/admin/mail-outbox/${failed.id}/retry`)).status).toBe(403);
    expect((await request(ctx.app).post(`/api/admin/mail-outbox/${failed.id}/retry`)).status).toBe(401);
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(row!.status).toBe('failed');
  });

  test('malformed JSON answers 400', async () => {
    const failed = await addMail('failed');
    const res = await admin.agent
      .post(`/api/admin/mail-outbox/${failed.id}/retry`)
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect(res.status).toBe(400);
  });
});
