import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SETTING_KEYS } from '@shared/business-info';
import type { GiftCardDto } from '@shared/schemas/gift-card';
import { zonedMoment } from '@shared/time';
import { auditLog, giftCardTransactions, giftCards, mailOutbox } from '../db/schema';
import { generateGiftCardCode } from './gift-cards';
import { signInAs } from '../../test-support/api/admins';
import { parseCsv } from '../../test-support/api/csv';
import { changeSettings } from '../../test-support/api/settings';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { lettersOf } from '../../test-support/names';

// 10 PM on June 10 in Minneapolis is already June 11 in UTC.
const NOW = new Date('2026-06-11T03:00:00.000Z');
const CODE_FORMAT = /^SELAM-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

let ctx: TestContext;
let manager: Agent;
let staff: Agent;
beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => NOW });
  [{ agent: manager }, { agent: staff }] = await Promise.all([signInAs(ctx, 'manager'), signInAs(ctx, 'staff')]);
});
afterAll(() => ctx.close());

function buildGiftCard(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    amount: 75,
    recipientName: `Meron ${lettersOf(tag)}`,
    recipientEmail: `meron-${tag}@guest.example`,
    senderName: 'Dawit',
    message: 'Happy birthday! Enjoy the kitfo.',
    designTheme: 'coffee',
    ...overrides,
  };
}

async function createCard(agent: Agent, overrides: Record<string, unknown> = {}): Promise<GiftCardDto> {
  const res = await agent.post('/api/admin/gift-cards').send(buildGiftCard(overrides));
  expect(res.status).toBe(201);
  return res.body as GiftCardDto;
}

async function insertCard(values: { status?: 'active' | 'used' | 'expired'; expiryDate: Date; balance?: string }) {
  const [card] = await ctx.database.db
    .insert(giftCards)
    .values({
      code: `TEST-${randomUUID()}`,
      amount: '40.00',
      balance: values.balance ?? '40.00',
      recipientName: 'Stored Recipient',
      recipientEmail: `stored-${randomUUID().slice(0, 8)}@guest.example`,
      senderName: 'Stored Sender',
      status: values.status ?? 'active',
      expiryDate: values.expiryDate,
    })
    .returning();
  return card!;
}

describe('POST /api/admin/gift-cards', () => {
  test('creates an active card with a SELAM code, balance = amount, no expiry, and its ledger opened', async () => {
    const input = buildGiftCard({ amount: 75.5 });
    const res = await manager.post('/api/admin/gift-cards').send(input);
    expect(res.status).toBe(201);
    const card = res.body as GiftCardDto;
    expect(card.code).toMatch(CODE_FORMAT);
    expect(card).toMatchObject({
      amount: '75.50',
      balance: '75.50',
      status: 'active',
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      senderName: 'Dawit',
      message: 'Happy birthday! Enjoy the kitfo.',
      designTheme: 'coffee',
      paymentIntentId: null,
      emailSent: false,
      emailSentAt: null,
    });
    expect(card.expiryDate).toBeNull();
    expect(card).toMatchObject({ redeemedTotal: '0.00', lastRedeemedAt: null, createdAt: NOW.toISOString() });
    const ledger = await ctx.database.db
      .select()
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.giftCardId, card.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'issue',
        amount: '75.50',
        balanceAfter: '75.50',
        staffUsername: expect.any(String),
        adminUserId: expect.any(Number),
      }),
    ]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'gift-card'), eq(auditLog.entityId, String(card.id)), eq(auditLog.action, 'create')),
      );
    expect(audit).toHaveLength(1);
  });

  test('emails the card to the recipient; without SMTP the email stays Pending', async () => {
    const card = await createCard(manager, { amount: 120, senderName: 'The Haile family' });
    await ctx.app.mailer.idle();
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, card.recipientEmail));
    expect(mail).toMatchObject({ kind: 'gift-card', status: 'logged' });
    expect(mail!.subject).toBe('The Haile family sent you a $120.00 gift card for Selam Ethiopian Restaurant');
    for (const part of [card.code, '$120.00', 'Happy birthday! Enjoy the kitfo.', 'dine-in or takeout']) {
      expect(mail!.text).toContain(part);
    }
    // No expiry, so no "valid until" line.
    expect(mail!.text).not.toContain('2027');
    const list = await manager.get('/api/admin/gift-cards');
    expect((list.body as GiftCardDto[]).find((row) => row.id === card.id)).toMatchObject({
      emailSent: false,
      emailSentAt: null,
    });
  });

  test('codes stay unique and well-formed across many cards', async () => {
    const cards = await Promise.all(Array.from({ length: 15 }, () => createCard(manager, { amount: 10 })));
    expect(new Set(cards.map((card) => card.code)).size).toBe(15);
    for (const card of cards) expect(card.code).toMatch(CODE_FORMAT);
    const codes = Array.from({ length: 20_000 }, generateGiftCardCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => CODE_FORMAT.test(code))).toBe(true);
  });

  test('answers 400 with the agreed messages', async () => {
    const res = await manager
      .post('/api/admin/gift-cards')
      .send({ amount: 5, recipientName: ' ', recipientEmail: 'nope', senderName: '', message: 'm'.repeat(251) });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      amount: ['Minimum amount is $10'],
      recipientName: ['Recipient name is required'],
      recipientEmail: ['Valid email is required'],
      senderName: ['Your name is required'],
      message: ['Message must be under 250 characters'],
    });
    const tooMuch = await manager.post('/api/admin/gift-cards').send(buildGiftCard({ amount: 501 }));
    expect(tooMuch.body.fieldErrors).toEqual({ amount: ['Maximum amount is $500'] });
  });

  test('malformed JSON 400, no session 401, staff 403', async () => {
    const bad = await manager.post('/api/admin/gift-cards').set('Content-Type', 'application/json').send('{bad');
    expect(bad.status).toBe(400);
    const input = buildGiftCard();
    expect((await request(ctx.app).post('/api/admin/gift-cards').send(input)).status).toBe(401);
    expect((await staff.post('/api/admin/gift-cards').send(input)).status).toBe(403);
    const stored = await ctx.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.recipientEmail, input.recipientEmail));
    expect(stored).toHaveLength(0);
  });
});

describe('GET /api/admin/gift-cards', () => {
  test('lists cards newest first with every field of a card', async () => {
    const older = await createCard(manager);
    const newer = await createCard(manager);
    const res = await manager.get('/api/admin/gift-cards');
    expect(res.status).toBe(200);
    const cards = res.body as GiftCardDto[];
    const ids = cards.map((card) => card.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(Object.keys(cards.find((card) => card.id === older.id)!).sort()).toEqual(
      [
        'amount',
        'balance',
        'code',
        'createdAt',
        'designTheme',
        'emailSent',
        'emailSentAt',
        'expiryDate',
        'id',
        'language',
        'lastRedeemedAt',
        'message',
        'paymentIntentId',
        'recipientEmail',
        'recipientName',
        'redeemedTotal',
        'senderName',
        'status',
        'updatedAt',
      ].sort(),
    );
  });

  test('an active card past its expiry date reads as expired; a used one stays used', async () => {
    const lapsed = await insertCard({ expiryDate: new Date('2026-06-01T05:00:00Z') });
    const valid = await insertCard({ expiryDate: new Date('2026-07-01T05:00:00Z') });
    const used = await insertCard({ status: 'used', balance: '0.00', expiryDate: new Date('2026-06-01T05:00:00Z') });
    const res = await manager.get('/api/admin/gift-cards');
    const statusOf = (id: number) => (res.body as GiftCardDto[]).find((card) => card.id === id)?.status;
    expect(statusOf(lapsed.id)).toBe('expired');
    expect(statusOf(valid.id)).toBe('active');
    expect(statusOf(used.id)).toBe('used');
  });

  test('no session 401, staff 403', async () => {
    expect((await request(ctx.app).get('/api/admin/gift-cards')).status).toBe(401);
    expect((await staff.get('/api/admin/gift-cards')).status).toBe(403);
  });
});

describe('GET /api/admin/gift-cards/export', () => {
  test('downloads a CSV named after the restaurant day, one row per card', async () => {
    const card = await createCard(manager, { amount: 60, designTheme: 'festive' });
    const lapsed = await insertCard({ expiryDate: new Date('2026-06-01T05:00:00Z') });
    const res = await manager.get('/api/admin/gift-cards/export').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gift-cards-2026-06-10.csv"');
    expect(res.text.charCodeAt(0)).toBe(0xfeff);

    const [header, ...rows] = parseCsv(res.text.slice(1));
    expect(header).toEqual([
      'Code',
      'Amount',
      'Balance',
      'Status',
      'Recipient Name',
      'Recipient Email',
      'Sender',
      'Theme',
      'Created',
      'Expires',
      'Email Sent',
      'Redeemed',
      'Last Redemption',
    ]);
    const [stored] = await ctx.database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(rows.find((row) => row[0] === card.code)).toEqual([
      card.code,
      '60.00',
      '60.00',
      'active',
      card.recipientName,
      card.recipientEmail,
      'Dawit',
      'festive',
      zonedMoment('America/Chicago', stored!.createdAt).date,
      '',
      'Pending',
      '0.00',
      '',
    ]);
    expect(rows.find((row) => row[0] === lapsed.code)?.[9]).toBe('2026-06-01');
    expect(rows.find((row) => row[0] === lapsed.code)?.[3]).toBe('expired');
  });

  test('cells that a spreadsheet would run as formulas are neutralised', async () => {
    // Names are letters now, but rows stored before that rule, and a name that starts with a
    // hyphen, still reach the export.
    const card = await createCard(manager, { message: null });
    const atCard = await createCard(manager);
    const named = (id: number, recipientName: string, senderName: string) =>
      ctx.database.db.update(giftCards).set({ recipientName, senderName }).where(eq(giftCards.id, id));
    await named(card.id, '=HYPERLINK("http://evil.example","Click")', '+cmd|calc');
    await named(atCard.id, '@SUM(A1:A9)', '-Abebe');
    const res = await manager.get('/api/admin/gift-cards/export').buffer(true);
    const rows = parseCsv(res.text.slice(1));
    const row = rows.find((cells) => cells[0] === card.code)!;
    expect(row[4]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row[6]).toBe(`'+cmd|calc`);
    const atRow = rows.find((cells) => cells[0] === atCard.code)!;
    expect(atRow[4]).toBe(`'@SUM(A1:A9)`);
    expect(atRow[6]).toBe(`'-Abebe`);
  });

  test('no session 401, staff 403', async () => {
    expect((await request(ctx.app).get('/api/admin/gift-cards/export')).status).toBe(401);
    expect((await staff.get('/api/admin/gift-cards/export')).status).toBe(403);
  });
});

describe('GET /api/gift-card-submission-status', () => {
  test('is public and reflects the giftCardsEnabled setting; without Stripe keys nothing is paid online', async () => {
    // A database of its own: other test files read this restaurant-wide switch.
    const own = await createTestContext({}, { isolatedDatabase: true });
    try {
      expect((await request(own.app).get('/api/gift-card-submission-status')).body).toEqual({
        enabled: false,
        payOnline: false,
      });
      await changeSettings(own.database.db, { [SETTING_KEYS.giftCardsEnabled]: true });
      const on = await request(own.app).get('/api/gift-card-submission-status');
      expect(on.status).toBe(200);
      expect(on.body).toEqual({ enabled: true, payOnline: false });
    } finally {
      await own.close();
    }
  });
});

describe('the expiry of new cards (Settings)', () => {
  test('none by default; a restaurant elsewhere may set 60 to 240 months; other values are refused', async () => {
    // A database of its own: the setting is restaurant-wide.
    const own = await createTestContext(
      { RESTAURANT_TIMEZONE: 'America/Chicago' },
      { now: () => NOW, isolatedDatabase: true },
    );
    try {
      const { agent } = await signInAs(own, 'manager');
      expect((await agent.get('/api/admin/settings')).body.giftCardValidMonths).toBe(0);
      const create = async () => {
        const res = await agent.post('/api/admin/gift-cards').send(buildGiftCard());
        expect(res.status).toBe(201);
        return res.body as GiftCardDto;
      };
      expect((await create()).expiryDate).toBeNull();

      const set = await agent.put('/api/admin/settings').send({ giftCardValidMonths: 60 });
      expect(set.status).toBe(200);
      expect(set.body.giftCardValidMonths).toBe(60);
      expect((await create()).expiryDate).toBe('2031-06-11T03:00:00.000Z');

      for (const months of [12, 59, 241, 60.5, -1, '60']) {
        const res = await agent.put('/api/admin/settings').send({ giftCardValidMonths: months });
        expect(res.status, String(months)).toBe(400);
        expect(res.body.fieldErrors.giftCardValidMonths, String(months)).toEqual([
          'Enter 0 for no expiry, or from 60 to 240 months',
        ]);
      }
      expect((await agent.put('/api/admin/settings').send({ giftCardValidMonths: 0 })).body.giftCardValidMonths).toBe(
        0,
      );
      expect((await create()).expiryDate).toBeNull();
      const { agent: staffAgent } = await signInAs(own, 'staff');
      expect((await staffAgent.put('/api/admin/settings').send({ giftCardValidMonths: 60 })).status).toBe(403);
    } finally {
      await own.close();
    }
  });
});

describe('gift card email over SMTP', () => {
  let smtp: SMTPServer;
  let withSmtp: TestContext;
  const received: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    withSmtp = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { now: () => NOW });
  });
  afterAll(async () => {
    await withSmtp.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  test('a delivered card email marks the card emailSent with the time', async () => {
    const { agent } = await signInAs(withSmtp, 'admin');
    const card = await createCard(agent);
    expect(card.emailSent).toBe(false);
    await withSmtp.app.mailer.idle();
    expect(received).toContain(card.recipientEmail);
    const list = await agent.get('/api/admin/gift-cards');
    expect((list.body as GiftCardDto[]).find((row) => row.id === card.id)).toMatchObject({
      emailSent: true,
      emailSentAt: NOW.toISOString(),
    });
  });
});
