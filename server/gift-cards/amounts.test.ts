import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GiftCardDto, GiftCardLookupDto } from '@shared/schemas/gift-card';
import { giftCardTransactions, giftCards } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { issueGiftCard, redeem } from '../../test-support/api/gift-cards';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

type SignedIn = Awaited<ReturnType<typeof signInAs>>;

const NOW = new Date('2026-06-10T17:00:00.000Z');

let ctx: TestContext;
let manager: SignedIn;
let staff: SignedIn;
let otherStaff: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => NOW });
  [manager, staff, otherStaff] = await Promise.all([
    signInAs(ctx, 'manager'),
    signInAs(ctx, 'staff'),
    signInAs(ctx, 'staff'),
  ]);
});
afterAll(() => ctx.close());

const DECIMALS = 'Use at most 2 decimals';
const FORMAT = 'Enter an amount like 12.50';
const TOO_LARGE = 'Enter at most $99,999,999.99';

async function stored(cardId: number) {
  const [card] = await ctx.database.db.select().from(giftCards).where(eq(giftCards.id, cardId));
  const ledger = await ctx.database.db
    .select()
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.giftCardId, cardId));
  return { balance: card!.balance, entries: ledger.length };
}

/** Amounts no till can spend or a manager move: less than a cent, more decimals, floats written with an exponent, more than the largest amount. */
const UNREADABLE: [unknown, string][] = [
  [1e-9, DECIMALS],
  ['0.0000000001', DECIMALS],
  [0.001, DECIMALS],
  ['0.001', DECIMALS],
  ['12.345', DECIMALS],
  [12.345, DECIMALS],
  ['1e-9', FORMAT],
  ['1e2', FORMAT],
  [1e20, TOO_LARGE],
  ['100000000000000000000', TOO_LARGE],
  [100_000_000, TOO_LARGE],
  ['100000000.00', TOO_LARGE],
];

describe('POST /api/admin/gift-cards/redeem: the amount is whole cents, from $0.01 to $99,999,999.99', () => {
  test.each(UNREADABLE)('%j is refused with 400 on amount, and nothing is written', async (amount, message) => {
    const card = await issueGiftCard(manager.agent, 50);
    const res = await redeem(staff.agent, card.code, amount);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ amount: [message] });
    expect(await stored(card.id)).toEqual({ balance: '50.00', entries: 1 });
  });

  test('numbers and strings with up to 2 decimals are taken exactly: 12.5, "0.01", 0.1, "7"', async () => {
    const card = await issueGiftCard(manager.agent, 50);
    for (const [amount, balance] of [
      [12.5, '37.50'],
      ['0.01', '37.49'],
      [0.1, '37.39'],
      ['7', '30.39'],
      [' 0.29 ', '30.10'],
    ] as const) {
      const res = await redeem(staff.agent, card.code, amount);
      expect(res.status, String(amount)).toBe(200);
      expect(res.body.balance, String(amount)).toBe(balance);
    }
  });

  test("a refused sub-cent redemption leaves another staff member's latest redemption undoable", async () => {
    const card = await issueGiftCard(manager.agent, 50);
    const mine = await redeem(staff.agent, card.code, 5);
    expect(mine.status).toBe(200);
    expect((await redeem(otherStaff.agent, card.code, 1e-9)).status).toBe(400);
    expect((await redeem(otherStaff.agent, card.code, '0.0000000001')).status).toBe(400);
    const undo = await staff.agent.post(`/api/admin/gift-cards/transactions/${mine.body.transactionId}/undo`).send({});
    expect(undo.status).toBe(200);
    expect(undo.body.balance).toBe('50.00');
  });
});

describe('POST /api/admin/gift-cards/:id/adjust: a signed amount of at least a cent either way', () => {
  const negatives: [unknown, string][] = [
    [-1e-9, DECIMALS],
    ['-0.0000000001', DECIMALS],
    ['-0.001', DECIMALS],
    [-1e20, TOO_LARGE],
    ['-100000000', TOO_LARGE],
  ];
  test.each([...UNREADABLE, ...negatives])(
    '%j is refused with 400 on amount, and nothing is written',
    async (amount, message) => {
      const card = await issueGiftCard(manager.agent, 50);
      await redeem(staff.agent, card.code, 20);
      const res = await manager.agent
        .post(`/api/admin/gift-cards/${card.id}/adjust`)
        .send({ amount, note: 'Till correction' });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ amount: [message] });
      expect(await stored(card.id)).toEqual({ balance: '30.00', entries: 2 });
    },
  );

  test('a cent either way, as a number or a string, is an adjustment', async () => {
    const card = await issueGiftCard(manager.agent, 50);
    await redeem(staff.agent, card.code, 20);
    const adjust = (amount: unknown) =>
      manager.agent.post(`/api/admin/gift-cards/${card.id}/adjust`).send({ amount, note: 'Till correction' });
    expect(((await adjust('-0.01')).body as GiftCardLookupDto).balance).toBe('29.99');
    expect(((await adjust(0.01)).body as GiftCardLookupDto).balance).toBe('30.00');
    expect(((await adjust(-12.5)).body as GiftCardLookupDto).transactions[0]).toMatchObject({
      kind: 'adjust',
      amount: '-12.50',
      balanceAfter: '17.50',
    });
  });
});

describe('POST /api/admin/gift-cards: the amount issued', () => {
  const issue = (amount: unknown) =>
    manager.agent
      .post('/api/admin/gift-cards')
      .send({ amount, recipientName: 'Meron', recipientEmail: 'meron@guest.example', senderName: 'Dawit' });

  test.each([
    [1e-9, DECIMALS],
    ['10.001', DECIMALS],
    [1e20, 'Maximum amount is $500'],
    ['1e3', FORMAT],
    [9.99, 'Minimum amount is $10'],
    ['500.01', 'Maximum amount is $500'],
  ] as [unknown, string][])('%j is refused with 400 on amount', async (amount, message) => {
    const res = await issue(amount);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ amount: [message] });
  });

  test('25.5 and "120" are issued as $25.50 and $120.00', async () => {
    for (const [amount, issued] of [
      [25.5, '25.50'],
      ['120', '120.00'],
    ] as const) {
      const res = await issue(amount);
      expect(res.status).toBe(201);
      expect((res.body as GiftCardDto).amount).toBe(issued);
      expect((res.body as GiftCardDto).balance).toBe(issued);
    }
  });
});
