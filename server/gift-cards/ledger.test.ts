import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type {
  GiftCardDto,
  GiftCardLedgerResult,
  GiftCardLookupDto,
  GiftCardTransactionDto,
} from '@shared/schemas/gift-card';
import { auditLog, giftCardTransactions, giftCards } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { issueGiftCard, redeem, UNKNOWN_CODE_ANSWER } from '../../test-support/api/gift-cards';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// 10 PM on June 10 in Minneapolis is already June 11 in UTC.
const NOW = new Date('2026-06-11T03:00:00.000Z');
const MINUTE = 60_000;

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];
type SignedIn = Awaited<ReturnType<typeof signInAs>>;

let clock = NOW;
let ctx: TestContext;
let manager: SignedIn;
let staff: SignedIn;
let otherStaff: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext({ RESTAURANT_TIMEZONE: 'America/Chicago' }, { now: () => clock });
  [manager, staff, otherStaff] = await Promise.all([
    signInAs(ctx, 'manager'),
    signInAs(ctx, 'staff'),
    signInAs(ctx, 'staff'),
  ]);
});
beforeEach(() => {
  clock = NOW;
});
afterAll(() => ctx.close());

async function lookup(agent: Agent, code: string): Promise<GiftCardLookupDto> {
  const res = await agent.post('/api/admin/gift-cards/lookup').send({ code });
  expect(res.status).toBe(200);
  return res.body as GiftCardLookupDto;
}

const undo = (agent: Agent, transactionId: number) =>
  agent.post(`/api/admin/gift-cards/transactions/${transactionId}/undo`).send({});

async function ledgerRows(cardId: number) {
  return ctx.database.db
    .select()
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.giftCardId, cardId))
    .orderBy(giftCardTransactions.id);
}

async function storedCard(cardId: number) {
  const [card] = await ctx.database.db.select().from(giftCards).where(eq(giftCards.id, cardId));
  return card!;
}

/** Makes a card expired, as a restaurant that set an expiry would have it. */
async function expire(cardId: number, at = new Date('2026-06-01T04:59:59.999Z')) {
  await ctx.database.db.update(giftCards).set({ expiryDate: at }).where(eq(giftCards.id, cardId));
}

describe('POST /api/admin/gift-cards/redeem', () => {
  test('staff redeem $12.50 of a $50 card: the balance, the ledger entry with its note, the audit', async () => {
    const card = await issueGiftCard(manager.agent, 50);
    const res = await redeem(staff.agent, card.code, 12.5, 'Table 4, check 1182');
    expect(res.status).toBe(200);
    const result = res.body as GiftCardLedgerResult;
    expect(result).toEqual({ code: card.code, balance: '37.50', status: 'active', transactionId: expect.any(Number) });
    expect((await storedCard(card.id)).balance).toBe('37.50');

    const looked = await lookup(staff.agent, card.code);
    expect(looked).toMatchObject({
      id: card.id,
      code: card.code,
      amount: '50.00',
      balance: '37.50',
      status: 'active',
      expiresAt: null,
      recipientName: card.recipientName,
    });
    expect(looked.transactions.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      ['redeem', '-12.50', '37.50'],
      ['issue', '50.00', '50.00'],
    ]);
    expect(looked.transactions[0]).toEqual({
      id: result.transactionId,
      giftCardId: card.id,
      kind: 'redeem',
      amount: '-12.50',
      balanceAfter: '37.50',
      staff: { id: staff.admin.id, username: staff.admin.username },
      staffUsername: staff.admin.username,
      note: 'Table 4, check 1182',
      expiresAt: null,
      reversesId: null,
      undoneAt: null,
      createdAt: NOW.toISOString(),
    } satisfies GiftCardTransactionDto);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'gift-card'), eq(auditLog.entityId, String(card.id)), eq(auditLog.action, 'redeem')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminUserId: staff.admin.id,
      details: { amount: '12.50', balance: '37.50', transactionId: result.transactionId },
    });
  });

  test('the amount may be a decimal string; spending the whole balance leaves the card used', async () => {
    const card = await issueGiftCard(manager.agent, 25);
    const res = await redeem(staff.agent, card.code, '25.00');
    expect(res.body).toMatchObject({ balance: '0.00', status: 'used' });
    const more = await redeem(staff.agent, card.code, 0.01);
    expect(more.status).toBe(400);
    expect(more.body.fieldErrors).toEqual({ amount: ['This card has only $0.00 left'] });
  });

  test('400 with fieldErrors.amount for more than the balance, zero, negative or more than 2 decimals; nothing is written', async () => {
    const card = await issueGiftCard(manager.agent, 50);
    await redeem(staff.agent, card.code, 12.5);
    const over = await redeem(staff.agent, card.code, 37.51);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { amount: ['This card has only $37.50 left'] },
      fieldErrorKeys: { amount: { key: 'giftCard.overBalance', params: { balance: '$37.50' } } },
    });
    const refusals: [unknown, string][] = [
      [0, 'Enter an amount greater than $0.00'],
      [-5, 'Enter an amount greater than $0.00'],
      ['-5.00', 'Enter an amount greater than $0.00'],
      [1.234, 'Use at most 2 decimals'],
      ['abc', 'Enter an amount like 12.50'],
      [null, 'Enter an amount like 12.50'],
    ];
    for (const [amount, message] of refusals) {
      const res = await redeem(staff.agent, card.code, amount);
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.fieldErrors.amount, String(amount)).toEqual([message]);
    }
    expect((await storedCard(card.id)).balance).toBe('37.50');
    expect(await ledgerRows(card.id)).toHaveLength(2);
  });

  test('codes match in any case, with or without dashes, spaces and the SELAM prefix', async () => {
    const card = await issueGiftCard(manager.agent, 50);
    const body = card.code.slice('SELAM-'.length).replaceAll('-', '');
    const typings = [
      card.code.toLowerCase(),
      `  ${card.code.replaceAll('-', ' ')}  `,
      card.code.replaceAll('-', ''),
      body,
      body.toLowerCase(),
      `${body.slice(0, 4)}-${body.slice(4, 8)} ${body.slice(8)}`,
    ];
    for (const typed of typings) {
      const res = await redeem(staff.agent, typed, 1);
      expect(res.status, typed).toBe(200);
      expect(res.body.code).toBe(card.code);
    }
    expect((await lookup(staff.agent, body.toLowerCase())).balance).toBe('44.00');
  });

  test('an unknown code and one with 0, O, 1 or I (outside the alphabet) get the same 404', async () => {
    const card = await issueGiftCard(manager.agent, 50);
    const unknown = await redeem(staff.agent, 'SELAM-AAAA-BBBB-CCCC', 5);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(UNKNOWN_CODE_ANSWER);
    for (const look of ['0', 'O', '1', 'I']) {
      const malformed = `${card.code.slice(0, -1)}${look}`;
      const res = await redeem(staff.agent, malformed, 5);
      expect(res.status, malformed).toBe(404);
      expect(res.body, malformed).toEqual(unknown.body);
      const looked = await staff.agent.post('/api/admin/gift-cards/lookup').send({ code: malformed });
      expect(looked.status).toBe(404);
      expect(looked.body).toEqual(unknown.body);
    }
    for (const typed of ['SELAM', 'SELAM-7KQ2', `${card.code}X`, 'x'.repeat(64)]) {
      expect((await redeem(staff.agent, typed, 5)).body, typed).toEqual(unknown.body);
    }
    expect((await storedCard(card.id)).balance).toBe('50.00');
  });

  test('an expired card is refused with its date; a manager extends it, audited, and it can be spent again', async () => {
    const card = await issueGiftCard(manager.agent, 40);
    await expire(card.id);
    const refused = await redeem(staff.agent, card.code, 10);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'This gift card expired on Sunday, May 31 and cannot be used. A manager can extend it.',
      messageKey: 'giftCard.expired',
      params: { date: '2026-05-31' },
    });
    expect((await lookup(staff.agent, card.code)).status).toBe('expired');

    const forbidden = await staff.agent
      .post(`/api/admin/gift-cards/${card.id}/extend`)
      .send({ expiresOn: '2027-06-30' });
    expect(forbidden.status).toBe(403);
    const extended = await manager.agent
      .post(`/api/admin/gift-cards/${card.id}/extend`)
      .send({ expiresOn: '2027-06-30', note: 'Guest was abroad' });
    expect(extended.status).toBe(200);
    // The end of June 30 in Minneapolis (CDT, UTC-5).
    expect(extended.body).toMatchObject({
      id: card.id,
      status: 'active',
      balance: '40.00',
      expiresAt: '2027-07-01T04:59:59.999Z',
    });
    expect((extended.body as GiftCardLookupDto).transactions[0]).toMatchObject({
      kind: 'extend',
      amount: '0.00',
      balanceAfter: '40.00',
      expiresAt: '2027-07-01T04:59:59.999Z',
      note: 'Guest was abroad',
      staff: { id: manager.admin.id },
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'gift-card'), eq(auditLog.entityId, String(card.id)), eq(auditLog.action, 'extend')),
      );
    expect(audit).toMatchObject({
      adminUserId: manager.admin.id,
      details: { from: '2026-06-01T04:59:59.999Z', to: '2027-07-01T04:59:59.999Z', note: 'Guest was abroad' },
    });

    expect((await redeem(staff.agent, card.code, 10)).body).toMatchObject({ balance: '30.00', status: 'active' });

    const never = await manager.agent.post(`/api/admin/gift-cards/${card.id}/extend`).send({ expiresOn: null });
    expect(never.body).toMatchObject({ expiresAt: null, status: 'active' });
    expect((await storedCard(card.id)).expiryDate).toBeNull();
  });

  test('an extension to a day before today, or not a date, is refused', async () => {
    const card = await issueGiftCard(manager.agent, 40);
    const past = await manager.agent.post(`/api/admin/gift-cards/${card.id}/extend`).send({ expiresOn: '2026-06-09' });
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors).toEqual({ expiresOn: ['Choose today or a later date'] });
    // Today is June 10 in Minneapolis: the card stays valid to its end.
    const today = await manager.agent.post(`/api/admin/gift-cards/${card.id}/extend`).send({ expiresOn: '2026-06-10' });
    expect(today.body).toMatchObject({ status: 'active', expiresAt: '2026-06-11T04:59:59.999Z' });
    for (const expiresOn of ['2026-02-30', 'soon', undefined]) {
      const res = await manager.agent.post(`/api/admin/gift-cards/${card.id}/extend`).send({ expiresOn });
      expect(res.status, String(expiresOn)).toBe(400);
      expect(res.body.fieldErrors.expiresOn).toHaveLength(1);
    }
    expect((await manager.agent.post('/api/admin/gift-cards/999999/extend').send({ expiresOn: null })).status).toBe(
      404,
    );
  });
});

describe('POST /api/admin/gift-cards/transactions/:id/undo', () => {
  test('the maker undoes their latest redemption: the balance comes back, the redemption is marked undone', async () => {
    const card = await issueGiftCard(manager.agent, 50);
    const redeemed = (await redeem(staff.agent, card.code, 12.5)).body as GiftCardLedgerResult;
    expect(redeemed.balance).toBe('37.50');
    clock = new Date(NOW.getTime() + 10 * MINUTE);
    const res = await undo(staff.agent, redeemed.transactionId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: card.code,
      balance: '50.00',
      status: 'active',
      transactionId: expect.any(Number),
    });

    const looked = await lookup(staff.agent, card.code);
    expect(looked.balance).toBe('50.00');
    const [undoEntry, redemption] = looked.transactions;
    expect(undoEntry).toMatchObject({
      id: res.body.transactionId,
      kind: 'undo',
      amount: '12.50',
      balanceAfter: '50.00',
      reversesId: redeemed.transactionId,
      staff: { id: staff.admin.id },
    });
    expect(redemption).toMatchObject({ id: redeemed.transactionId, kind: 'redeem', undoneAt: clock.toISOString() });

    const again = await undo(staff.agent, redeemed.transactionId);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'This redemption was already undone.',
      messageKey: 'giftCard.alreadyUndone',
    });
    expect((await storedCard(card.id)).balance).toBe('50.00');
  });

  test('a card spent to zero is active again after the undo', async () => {
    const card = await issueGiftCard(manager.agent, 20);
    const redeemed = (await redeem(staff.agent, card.code, 20)).body as GiftCardLedgerResult;
    expect(redeemed.status).toBe('used');
    expect((await undo(staff.agent, redeemed.transactionId)).body).toMatchObject({
      balance: '20.00',
      status: 'active',
    });
  });

  test('after 10 minutes the undo is refused, with the way out', async () => {
    const card = await issueGiftCard(manager.agent, 50);
    const redeemed = (await redeem(staff.agent, card.code, 12.5)).body as GiftCardLedgerResult;
    clock = new Date(NOW.getTime() + 10 * MINUTE + 1000);
    const res = await undo(staff.agent, redeemed.transactionId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'A redemption can be undone only within 10 minutes. Ask a manager to adjust the balance.',
      messageKey: 'giftCard.undoTooLate',
      params: { minutes: 10 },
    });
    expect((await storedCard(card.id)).balance).toBe('37.50');
  });

  test("another staff member, or a manager, cannot undo someone else's redemption", async () => {
    const card = await issueGiftCard(manager.agent, 50);
    const redeemed = (await redeem(staff.agent, card.code, 12.5)).body as GiftCardLedgerResult;
    for (const other of [otherStaff, manager]) {
      const res = await undo(other.agent, redeemed.transactionId);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: 'Only the person who made a redemption can undo it. Ask a manager to adjust the balance.',
        messageKey: 'giftCard.undoNotYours',
      });
    }
    expect((await storedCard(card.id)).balance).toBe('37.50');
  });

  test("only the card's latest redemption still standing can be undone", async () => {
    const card = await issueGiftCard(manager.agent, 50);
    const first = (await redeem(staff.agent, card.code, 5)).body as GiftCardLedgerResult;
    const second = (await redeem(staff.agent, card.code, 7)).body as GiftCardLedgerResult;
    const refused = await undo(staff.agent, first.transactionId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: "Only the card's latest redemption can be undone.",
      messageKey: 'giftCard.undoNotLatest',
    });
    expect((await undo(staff.agent, second.transactionId)).body).toMatchObject({ balance: '45.00' });
    expect((await undo(staff.agent, first.transactionId)).body).toMatchObject({ balance: '50.00' });
  });

  test('only a redemption can be undone; an unknown id is 404; a card voided since stays void', async () => {
    const card = await issueGiftCard(manager.agent, 50);
    const [issue] = await ledgerRows(card.id);
    const notRedemption = await undo(staff.agent, issue!.id);
    expect(notRedemption.status).toBe(409);
    expect(notRedemption.body).toMatchObject({
      message: 'Only a redemption can be undone.',
      messageKey: 'giftCard.undoOnlyRedemption',
    });
    for (const id of ['999999', 'abc', '0x10']) {
      const res = await staff.agent.post(`/api/admin/gift-cards/transactions/${id}/undo`).send({});
      expect(res.status, id).toBe(404);
      expect(res.body.messageKey).toBe('giftCard.transactionNotFound');
    }

    const redeemed = (await redeem(staff.agent, card.code, 10)).body as GiftCardLedgerResult;
    expect((await manager.agent.post(`/api/admin/gift-cards/${card.id}/void`).send({})).status).toBe(200);
    const res = await undo(staff.agent, redeemed.transactionId);
    expect(res.status).toBe(409);
    expect(res.body.messageKey).toBe('giftCard.voided');
    expect(await storedCard(card.id)).toMatchObject({ balance: '0.00', status: 'void' });
  });
});

describe('managers: adjust and void', () => {
  test("adjust moves the balance either way, with its reason, within 0 and the card's amount", async () => {
    const card = await issueGiftCard(manager.agent, 50);
    await redeem(staff.agent, card.code, 30);
    const adjust = (body: object) => manager.agent.post(`/api/admin/gift-cards/${card.id}/adjust`).send(body);

    const up = await adjust({ amount: 5.25, note: 'Charged twice for one coffee' });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ id: card.id, balance: '25.25', status: 'active' });
    expect((up.body as GiftCardLookupDto).transactions[0]).toMatchObject({
      kind: 'adjust',
      amount: '5.25',
      balanceAfter: '25.25',
      note: 'Charged twice for one coffee',
    });
    expect((await adjust({ amount: '-25.25', note: 'Paid out in cash' })).body).toMatchObject({
      balance: '0.00',
      status: 'used',
    });
    expect((await adjust({ amount: 10, note: 'Cash refund reversed' })).body).toMatchObject({
      balance: '10.00',
      status: 'active',
    });

    const below = await adjust({ amount: -10.01, note: 'x' });
    expect(below.status).toBe(400);
    expect(below.body.fieldErrors).toEqual({ amount: ['The balance cannot go below $0.00; this card has $10.00'] });
    const above = await adjust({ amount: 40.01, note: 'x' });
    expect(above.status).toBe(400);
    expect(above.body.fieldErrors).toEqual({
      amount: ['The balance cannot be more than the card was issued for ($50.00)'],
    });
    const noReason = await adjust({ amount: 5, note: '  ' });
    expect(noReason.body.fieldErrors).toEqual({ note: ["Say why, for the card's history"] });
    const zero = await adjust({ amount: 0, note: 'x' });
    expect(zero.body.fieldErrors).toEqual({ amount: ['Enter an amount other than $0.00'] });
    expect((await storedCard(card.id)).balance).toBe('10.00');

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'gift-card'), eq(auditLog.entityId, String(card.id)), eq(auditLog.action, 'adjust')),
      );
    expect(audit).toHaveLength(3);
    expect((await adjust({ amount: 1, note: 'x' })).status).toBe(200);
    expect(
      (await manager.agent.post('/api/admin/gift-cards/999999/adjust').send({ amount: 1, note: 'x' })).status,
    ).toBe(404);
  });

  test('void takes the balance to zero for good: redemption 409, the balance check says void and 0.00', async () => {
    const card = await issueGiftCard(manager.agent, 60);
    await redeem(staff.agent, card.code, 15);
    const res = await manager.agent.post(`/api/admin/gift-cards/${card.id}/void`).send({ note: 'Reported stolen' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: card.id, balance: '0.00', status: 'void' });
    expect((res.body as GiftCardLookupDto).transactions[0]).toMatchObject({
      kind: 'void',
      amount: '-45.00',
      balanceAfter: '0.00',
      note: 'Reported stolen',
    });

    const refused = await redeem(staff.agent, card.code, 1);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'This gift card was voided and cannot be used.',
      messageKey: 'giftCard.voided',
    });
    const balance = await request(ctx.app).post('/api/gift-cards/balance').send({ code: card.code.toLowerCase() });
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({ balance: '0.00', status: 'void', expiresAt: null });

    const again = await manager.agent.post(`/api/admin/gift-cards/${card.id}/void`).send({});
    expect(again.status).toBe(409);
    expect(again.body.messageKey).toBe('giftCard.alreadyVoid');
    expect(
      (await manager.agent.post(`/api/admin/gift-cards/${card.id}/adjust`).send({ amount: 5, note: 'x' })).body
        .messageKey,
    ).toBe('giftCard.voided');
    expect(
      (await manager.agent.post(`/api/admin/gift-cards/${card.id}/extend`).send({ expiresOn: null })).body.messageKey,
    ).toBe('giftCard.voided');
    const list = await manager.agent.get('/api/admin/gift-cards');
    expect((list.body as GiftCardDto[]).find((row) => row.id === card.id)).toMatchObject({
      status: 'void',
      balance: '0.00',
      redeemedTotal: '15.00',
    });
  });
});

describe('GET /api/admin/gift-cards/:id/transactions', () => {
  test("the card's ledger, newest first, for staff who looked it up; an unknown card is 404", async () => {
    const card = await issueGiftCard(manager.agent, 50);
    await redeem(staff.agent, card.code, 10);
    await redeem(otherStaff.agent, card.code, 2.5);
    await lookup(staff.agent, card.code);
    const res = await staff.agent.get(`/api/admin/gift-cards/${card.id}/transactions`);
    expect(res.status).toBe(200);
    const entries = res.body as GiftCardTransactionDto[];
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.balanceAfter, entry.staff?.id])).toEqual([
      ['redeem', '-2.50', '37.50', otherStaff.admin.id],
      ['redeem', '-10.00', '40.00', staff.admin.id],
      ['issue', '50.00', '50.00', manager.admin.id],
    ]);
    expect((await manager.agent.get('/api/admin/gift-cards/999999/transactions')).status).toBe(404);
  });
});

describe('permissions', () => {
  test('staff may look up, redeem, undo, read the history of a card looked up and the report; not adjust, void, extend, the list or the summary', async () => {
    const card = await issueGiftCard(manager.agent, 50);
    expect((await staff.agent.post('/api/admin/gift-cards/lookup').send({ code: card.code })).status).toBe(200);
    const redeemed = await redeem(staff.agent, card.code, 5);
    expect(redeemed.status).toBe(200);
    expect((await undo(staff.agent, redeemed.body.transactionId)).status).toBe(200);
    expect((await staff.agent.get(`/api/admin/gift-cards/${card.id}/transactions`)).status).toBe(200);
    expect((await staff.agent.get('/api/admin/gift-cards/report')).status).toBe(200);
    for (const [path, body] of [
      [`/api/admin/gift-cards/${card.id}/adjust`, { amount: -5, note: 'x' }],
      [`/api/admin/gift-cards/${card.id}/void`, {}],
      [`/api/admin/gift-cards/${card.id}/extend`, { expiresOn: null }],
    ] as const) {
      const res = await staff.agent.post(path).send(body);
      expect(res.status, path).toBe(403);
    }
    expect((await staff.agent.get('/api/admin/gift-cards/summary')).status).toBe(403);
    expect((await staff.agent.get('/api/admin/gift-cards')).status).toBe(403);
    expect(await storedCard(card.id)).toMatchObject({ balance: '50.00', status: 'active' });
    expect(
      (await request(ctx.app).post('/api/admin/gift-cards/redeem').send({ code: card.code, amount: 5 })).status,
    ).toBe(401);
  });
});

describe('concurrent redemptions', () => {
  test('10 tills redeeming $10 at once from a $50 card: exactly 5 succeed, 5 are refused, $0.00 left', async () => {
    const card = await issueGiftCard(manager.agent, 50);
    const tills = await Promise.all(Array.from({ length: 10 }, () => signInAs(ctx, 'staff')));
    const answers = await Promise.all(tills.map(({ agent }) => redeem(agent, card.code, 10)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((res) => res.status === 400)) {
      expect(refused.body.fieldErrors).toEqual({ amount: ['This card has only $0.00 left'] });
    }
    expect(
      answers
        .filter((res) => res.status === 200)
        .map((res) => res.body.balance)
        .sort(),
    ).toEqual(['0.00', '10.00', '20.00', '30.00', '40.00']);
    expect(await storedCard(card.id)).toMatchObject({ balance: '0.00', status: 'used' });
    const redemptions = (await ledgerRows(card.id)).filter((row) => row.kind === 'redeem');
    expect(redemptions.map((row) => row.balanceAfter)).toEqual(['40.00', '30.00', '20.00', '10.00', '0.00']);
  });
});
