import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { centsOf } from '@shared/money';
import { giftCards, giftCardTransactions } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { NOON, setOrdering, TODAY } from '../../test-support/api/card-payments';
import { issueGiftCard, redeem } from '../../test-support/api/gift-cards';
import { orderBody, postOrder, seedOrderingMenu, type OrderingMenu } from '../../test-support/api/ordering';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

// Runs on PostgreSQL and on the embedded database (npm run test:embedded).
let ctx: TestContext;
let menu: OrderingMenu;
beforeAll(async () => {
  ctx = await createTestContext(
    { RESTAURANT_TIMEZONE: 'America/Chicago' },
    { now: () => NOON, isolatedDatabase: true },
  );
  menu = await seedOrderingMenu(ctx.database.db, TODAY);
  await setOrdering(ctx, { autoAccept: false, slotLoadCapacity: 500 });
});
afterAll(() => ctx.close());

test('a till and a checkout spending one card at the same moment never spend more than it holds', async () => {
  const { agent } = await signInAs(ctx, 'manager');
  for (let round = 0; round < 4; round += 1) {
    const gift = await issueGiftCard(agent, 25);
    // Two sambusas: $20.71; the till takes $20.00.
    const [till, checkout] = await Promise.all([
      redeem(agent, gift.code, '20.00', `table ${round}`),
      postOrder(
        ctx.app,
        orderBody(`${TODAY}T18:${String(round * 15).padStart(2, '0')}`, [{ menuItemId: menu.sambusa, quantity: 2 }], {
          giftCardCode: gift.code,
        }),
      ),
    ]);
    const [card] = await ctx.database.db.select().from(giftCards).where(eq(giftCards.id, gift.id));
    const ledger = await ctx.database.db
      .select()
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.giftCardId, gift.id));
    const spent = ledger.filter((row) => row.kind === 'redeem').reduce((sum, row) => sum - centsOf(row.amount), 0);
    expect(centsOf(card!.balance)).toBeGreaterThanOrEqual(0);
    expect(centsOf(card!.balance)).toBe(2500 - spent);
    expect(ledger.every((row) => centsOf(row.balanceAfter) >= 0)).toBe(true);
    // Whoever came second saw what the first left: the order took the rest, or the till was refused.
    if (till.status === 200) {
      expect(checkout.status).toBe(201);
      expect(checkout.body.giftCard.amount).toBe('5.00');
    } else {
      expect(till.status).toBe(400);
      expect(checkout.body.giftCard.amount).toBe('20.71');
    }
  }
});
