import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { GiftCardDayReportDto, GiftCardTransactionDto } from '@shared/schemas/gift-card';
import { signInAs } from '../../test-support/api/admins';
import { issueGiftCard, redeem } from '../../test-support/api/gift-cards';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

type SignedIn = Awaited<ReturnType<typeof signInAs>>;

const NOW = new Date('2026-06-10T17:00:00.000Z');
const MINUTE = 60_000;

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

const history = (who: SignedIn, cardId: number) => who.agent.get(`/api/admin/gift-cards/${cardId}/transactions`);
const lookUp = (who: SignedIn, code: string) => who.agent.post('/api/admin/gift-cards/lookup').send({ code });

describe('GET /api/admin/gift-cards/report: codes are masked', () => {
  test("staff and managers read each redemption's code as SELAM-…-last group, never the whole code", async () => {
    const card = await issueGiftCard(manager.agent, 50);
    expect((await redeem(staff.agent, card.code, 5)).status).toBe(200);
    const lastGroup = card.code.slice(-4);
    for (const who of [staff, otherStaff, manager]) {
      const res = await who.agent.get('/api/admin/gift-cards/report?date=2026-06-10');
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(card.code);
      expect(res.text).not.toContain(card.code.slice(6, 15));
      const entry = (res.body as GiftCardDayReportDto).transactions.find((row) => row.giftCardId === card.id);
      expect(entry).toMatchObject({ maskedCode: `SELAM-…-${lastGroup}`, amount: '-5.00' });
      expect(entry).not.toHaveProperty('code');
    }
  });
});

describe('GET /api/admin/gift-cards/:id/transactions: staff read the history of a card they looked up by its code', () => {
  test("403 before a look-up, 200 for 10 minutes after it, 403 again after; another staff member's look-up does not count", async () => {
    const card = await issueGiftCard(manager.agent, 50);
    await redeem(staff.agent, card.code, 10);

    const before = await history(otherStaff, card.id);
    expect(before.status).toBe(403);
    expect(before.body).toMatchObject({ code: 'FORBIDDEN', messageKey: 'giftCard.historyNeedsLookup' });
    expect(before.text).not.toContain(card.code);

    expect((await lookUp(staff, card.code)).status).toBe(200);
    expect((await history(otherStaff, card.id)).status).toBe(403);
    const after = await history(staff, card.id);
    expect(after.status).toBe(200);
    expect((after.body as GiftCardTransactionDto[]).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['redeem', '-10.00'],
      ['issue', '50.00'],
    ]);

    clock = new Date(NOW.getTime() + 10 * MINUTE);
    expect((await history(staff, card.id)).status).toBe(200);
    clock = new Date(NOW.getTime() + 10 * MINUTE + 1);
    expect((await history(staff, card.id)).status).toBe(403);

    // Looking it up again opens it again.
    expect((await lookUp(staff, card.code.toLowerCase())).status).toBe(200);
    expect((await history(staff, card.id)).status).toBe(200);
  });

  test('a look-up opens only the card looked up; an unknown card answers staff the same 403 as one not looked up', async () => {
    const [looked, other] = [await issueGiftCard(manager.agent, 30), await issueGiftCard(manager.agent, 40)];
    expect((await lookUp(staff, looked.code)).status).toBe(200);
    expect((await history(staff, looked.id)).status).toBe(200);
    expect((await history(staff, other.id)).status).toBe(403);
    expect((await history(staff, 999_999)).status).toBe(403);
    expect((await lookUp(staff, 'SELAM-AAAA-BBBB-CCCC')).status).toBe(404);
  });

  test("managers read any card's history without a look-up; an unknown card is 404", async () => {
    const card = await issueGiftCard(manager.agent, 50);
    const res = await history(manager, card.id);
    expect(res.status).toBe(200);
    expect((res.body as GiftCardTransactionDto[]).map((entry) => entry.kind)).toEqual(['issue']);
    expect((await history(manager, 999_999)).status).toBe(404);
  });
});
