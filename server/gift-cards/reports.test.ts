import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AnalyticsDto } from '@shared/analytics';
import type {
  GiftCardDayReportDto,
  GiftCardDto,
  GiftCardLedgerResult,
  GiftCardSummaryDto,
} from '@shared/schemas/gift-card';
import { giftCards } from '../db/schema';
import { signInAs } from '../../test-support/api/admins';
import { issueGiftCard, redeem } from '../../test-support/api/gift-cards';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

type SignedIn = Awaited<ReturnType<typeof signInAs>>;

async function redeemed(who: SignedIn, code: string, amount: number): Promise<GiftCardLedgerResult> {
  const res = await redeem(who.agent, code, amount);
  expect(res.status).toBe(200);
  return res.body as GiftCardLedgerResult;
}

describe('GET /api/admin/gift-cards/report', () => {
  // The restaurant is in Minneapolis. A database of its own: the day's figures are exact on every run.
  const DAY = '2031-03-14';
  let clock = new Date('2031-03-14T18:00:00Z');
  let ctx: TestContext;
  let manager: SignedIn;
  let abebe: SignedIn;
  let hirut: SignedIn;
  beforeAll(async () => {
    ctx = await createTestContext(
      { RESTAURANT_TIMEZONE: 'America/Chicago' },
      { now: () => clock, isolatedDatabase: true },
    );
    [manager, abebe, hirut] = await Promise.all([
      signInAs(ctx, 'manager'),
      signInAs(ctx, 'staff'),
      signInAs(ctx, 'staff'),
    ]);
  });
  afterAll(() => ctx.close());

  test("a restaurant day's redemptions by staff member, undone ones listed but not counted", async () => {
    const card = await issueGiftCard(manager.agent, 100);
    clock = new Date('2031-03-14T04:30:00Z'); // 11:30 PM on March 13 in Minneapolis
    await redeemed(abebe, card.code, 4);
    clock = new Date('2031-03-14T15:00:00Z');
    const first = await redeemed(abebe, card.code, 10);
    clock = new Date('2031-03-14T16:00:00Z');
    const second = await redeemed(hirut, card.code, 7.25);
    clock = new Date('2031-03-14T17:00:00Z');
    const third = await redeemed(abebe, card.code, 5);
    clock = new Date('2031-03-14T18:00:00Z');
    const undone = await redeemed(abebe, card.code, 3);
    expect(
      (await abebe.agent.post(`/api/admin/gift-cards/transactions/${undone.transactionId}/undo`).send({})).status,
    ).toBe(200);
    clock = new Date('2031-03-15T05:30:00Z'); // 12:30 AM on March 15 in Minneapolis
    await redeemed(hirut, card.code, 1);
    clock = new Date('2031-03-15T04:00:00Z'); // 11 PM on March 14: today, for the default date

    const res = await hirut.agent.get('/api/admin/gift-cards/report');
    expect(res.status).toBe(200);
    const report = res.body as GiftCardDayReportDto;
    expect(report).toMatchObject({ date: DAY, redemptions: 3, total: '22.25' });
    const byName = Object.fromEntries(report.staff.map((group) => [group.staff?.username, group]));
    expect(byName).toEqual({
      [abebe.admin.username]: {
        staff: { id: abebe.admin.id, username: abebe.admin.username },
        staffUsername: abebe.admin.username,
        redemptions: 2,
        total: '15.00',
      },
      [hirut.admin.username]: {
        staff: { id: hirut.admin.id, username: hirut.admin.username },
        staffUsername: hirut.admin.username,
        redemptions: 1,
        total: '7.25',
      },
    });
    const masked = `SELAM-…-${card.code.slice(-4)}`;
    expect(
      report.transactions.map((entry) => [entry.id, entry.maskedCode, entry.amount, entry.undoneAt !== null]),
    ).toEqual([
      [first.transactionId, masked, '-10.00', false],
      [second.transactionId, masked, '-7.25', false],
      [third.transactionId, masked, '-5.00', false],
      [undone.transactionId, masked, '-3.00', true],
    ]);

    const dayBefore = await hirut.agent.get('/api/admin/gift-cards/report?date=2031-03-13');
    expect(dayBefore.body).toMatchObject({ date: '2031-03-13', redemptions: 1, total: '4.00' });
    const quiet = await hirut.agent.get('/api/admin/gift-cards/report?date=2031-03-10');
    expect(quiet.body).toEqual({ date: '2031-03-10', staff: [], redemptions: 0, total: '0.00', transactions: [] });
  });

  test('a day still to come, or of a year the site does not work in, is 400 with why', async () => {
    clock = new Date('2031-03-15T04:00:00Z'); // 11 PM on March 14 in Minneapolis
    const cases = [
      ['2031-03-15', 'Choose today or an earlier date'],
      ['2199-12-31', 'Choose today or an earlier date'],
      ['9999-12-31', 'Choose a date from 2000 to 2199'],
      ['1999-12-31', 'Choose a date from 2000 to 2199'],
    ];
    for (const [date, message] of cases) {
      const res = await abebe.agent.get(`/api/admin/gift-cards/report?date=${date}`);
      expect(res.status, date).toBe(400);
      expect(res.body.fieldErrors, date).toEqual({ date: [message] });
    }
  });

  test('a date that is not YYYY-MM-DD is 400; without a session 401', async () => {
    for (const date of ['14-03-2031', '2031-02-30', 'today']) {
      const res = await abebe.agent.get(`/api/admin/gift-cards/report?date=${date}`);
      expect(res.status, date).toBe(400);
      expect(res.body.fieldErrors.date).toHaveLength(1);
    }
    expect((await request(ctx.app).get('/api/admin/gift-cards/report')).status).toBe(401);
  });
});

// Summary figures cover every card ever made: a database of this file's own.
describe('GET /api/admin/gift-cards/summary and the analytics tiles', () => {
  // 10 PM on June 10 in Minneapolis.
  const NOW = new Date('2026-06-11T03:00:00.000Z');
  let own: TestContext;
  let manager: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    own = await createTestContext(
      { RESTAURANT_TIMEZONE: 'America/Chicago' },
      { now: () => NOW, isolatedDatabase: true },
    );
    [manager, staff] = await Promise.all([signInAs(own, 'manager'), signInAs(own, 'staff')]);
  });
  afterAll(() => own.close());

  const summary = async () => {
    const res = await manager.agent.get('/api/admin/gift-cards/summary');
    expect(res.status).toBe(200);
    return res.body as GiftCardSummaryDto;
  };
  const tiles = async () => ((await manager.agent.get('/api/admin/analytics')).body as AnalyticsDto).giftCards;
  const createdAt = (card: GiftCardDto, at: string) =>
    own.database.db
      .update(giftCards)
      .set({ createdAt: new Date(at) })
      .where(eq(giftCards.id, card.id));

  test('real figures from the ledger: redemption rate, outstanding balances, this month against last', async () => {
    expect(await summary()).toEqual({
      sold: 0,
      issuedTotal: '0.00',
      redeemedTotal: '0.00',
      outstanding: '0.00',
      active: 0,
      redemptionRate: 0,
      trends: { sold: null, issued: null },
    });
    expect(await tiles()).toEqual({
      sold: 0,
      totalValue: '0.00',
      active: 0,
      redemptionRate: 0,
      redeemedTotal: '0.00',
      outstanding: '0.00',
    });

    const older = await issueGiftCard(manager.agent, 100);
    const spent = await issueGiftCard(manager.agent, 50);
    const voided = await issueGiftCard(manager.agent, 50);
    const lapsed = await issueGiftCard(manager.agent, 30);
    // This month so far: no last month yet, so no trend.
    expect((await summary()).trends).toEqual({ sold: null, issued: null });

    // 11:30 PM on May 31 in Minneapolis: last month, though June 1 in UTC.
    await createdAt(older, '2026-06-01T04:30:00Z');
    await createdAt(lapsed, '2026-04-20T15:00:00Z');
    await redeemed(staff, older.code, 25);
    const undone = await redeemed(staff, spent.code, 10);
    expect(
      (await staff.agent.post(`/api/admin/gift-cards/transactions/${undone.transactionId}/undo`).send({})).status,
    ).toBe(200);
    await redeemed(staff, spent.code, 5.5);
    await redeemed(staff, voided.code, 20);
    expect((await manager.agent.post(`/api/admin/gift-cards/${voided.id}/void`).send({})).status).toBe(200);
    await own.database.db
      .update(giftCards)
      .set({ expiryDate: new Date('2026-06-01T00:00:00Z') })
      .where(eq(giftCards.id, lapsed.id));

    // Issued 230.00; redeemed 25 + 5.50 + 20 (the undone 10 left out) = 50.50; 50.50 / 230 = 22.0 %.
    // Outstanding: 75.00 + 44.50 on the two active cards; the void and the expired one owe nothing.
    expect(await summary()).toEqual({
      sold: 4,
      issuedTotal: '230.00',
      redeemedTotal: '50.50',
      outstanding: '119.50',
      active: 2,
      redemptionRate: 22,
      trends: { sold: { thisMonth: 2, lastMonth: 1 }, issued: { thisMonth: '100.00', lastMonth: '100.00' } },
    });
    expect(await tiles()).toEqual({
      sold: 4,
      totalValue: '230.00',
      active: 2,
      redemptionRate: 22,
      redeemedTotal: '50.50',
      outstanding: '119.50',
    });
  });

  test('the list and the export add what each card has redeemed and when it was last used', async () => {
    const card = await issueGiftCard(manager.agent, 40);
    const kept = await redeemed(staff, card.code, 12.5);
    const undone = await redeemed(staff, card.code, 2);
    await staff.agent.post(`/api/admin/gift-cards/transactions/${undone.transactionId}/undo`).send({});
    const list = (await manager.agent.get('/api/admin/gift-cards')).body as GiftCardDto[];
    expect(list.find((row) => row.id === card.id)).toMatchObject({
      balance: '27.50',
      redeemedTotal: '12.50',
      lastRedeemedAt: NOW.toISOString(),
      expiryDate: null,
    });
    expect(kept.balance).toBe('27.50');
    const unused = await issueGiftCard(manager.agent, 10);
    const listed = ((await manager.agent.get('/api/admin/gift-cards')).body as GiftCardDto[]).find(
      (row) => row.id === unused.id,
    );
    expect(listed).toMatchObject({ redeemedTotal: '0.00', lastRedeemedAt: null });

    const csv = (await manager.agent.get('/api/admin/gift-cards/export').buffer(true)).text.slice(1).split('\r\n');
    expect(csv[0]!.split(',').slice(-4)).toEqual(['Expires', 'Email Sent', 'Redeemed', 'Last Redemption']);
    expect(
      csv
        .find((line) => line.startsWith(card.code))!
        .split(',')
        .slice(-4),
    ).toEqual(['', 'Pending', '12.50', '2026-06-10']);
    expect(
      csv
        .find((line) => line.startsWith(unused.code))!
        .split(',')
        .slice(-4),
    ).toEqual(['', 'Pending', '0.00', '']);
  });
});
