import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { maskGiftCardCode, type GiftCardDayReportDto, type GiftCardSummaryDto } from '@shared/schemas/gift-card';
import { addDays, zonedMoment } from '@shared/time';
import { msg } from '@shared/messages/message';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { giftCardTransactions, giftCards } from '../db/schema';
import { AppError } from '../errors';
import { centsOf, dollarsOf } from '@shared/money';
import { atTheTill, ledgerQuery, transactionDto } from './ledger';

/** The instant the restaurant's `date` (YYYY-MM-DD) begins, in SQL. */
const localMidnight = (date: string, timeZone: string) => sql`(${date}::date)::timestamp at time zone ${timeZone}`;

/** `column` falls on the restaurant's days from `from` up to, not including, `to`. */
const between = (column: AnyPgColumn, from: string, to: string, timeZone: string): SQL =>
  sql`${column} >= ${localMidnight(from, timeZone)} and ${column} < ${localMidnight(to, timeZone)}`;

const moneySum = (column: AnyPgColumn, filter?: SQL) =>
  sql<string>`coalesce(sum(${column})${filter ? sql` filter (where ${filter})` : sql``}, 0)::numeric(14, 2)::text`;
const countWhere = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);

/**
 * One restaurant day's redemptions, for closing the till: per staff member and in all, undone
 * ones listed but not counted. Codes are masked for everyone: the report is read by all staff
 * and printed, and managers find a card's full code in the list.
 */
export async function giftCardDayReport(ctx: AppContext, date: string): Promise<GiftCardDayReportDto> {
  // A day still to come has nothing to report.
  if (date > zonedMoment(ctx.timeZone, ctx.now()).date) throw AppError.invalid({ date: [msg('field.futureDate')] });
  const rows = await ledgerQuery(ctx.db)
    .where(
      and(
        eq(giftCardTransactions.kind, 'redeem'),
        // A card spent on an online order was never in the till.
        atTheTill,
        between(giftCardTransactions.createdAt, date, addDays(date, 1), ctx.timeZone),
      ),
    )
    .orderBy(giftCardTransactions.id);
  const transactions = rows.map((row) => ({ ...transactionDto(row), maskedCode: maskGiftCardCode(row.code) }));

  const groups = new Map<string, GiftCardDayReportDto['staff'][number] & { cents: number }>();
  let redemptions = 0;
  let cents = 0;
  for (const entry of transactions) {
    const key = entry.staff ? `id:${entry.staff.id}` : `name:${entry.staffUsername ?? ''}`;
    const group = groups.get(key) ?? {
      staff: entry.staff,
      staffUsername: entry.staffUsername,
      redemptions: 0,
      total: '0.00',
      cents: 0,
    };
    groups.set(key, group);
    if (entry.undoneAt) continue;
    const spent = -centsOf(entry.amount);
    group.redemptions += 1;
    group.cents += spent;
    redemptions += 1;
    cents += spent;
  }
  const staff = [...groups.values()]
    .map(({ cents: groupCents, ...group }) => ({ ...group, total: dollarsOf(groupCents) }))
    .sort((a, b) =>
      (a.staff?.username ?? a.staffUsername ?? '').localeCompare(b.staff?.username ?? b.staffUsername ?? ''),
    );
  return { date, staff, redemptions, total: dollarsOf(cents), transactions };
}

/** "2026-06-10" -> the first day of its month, `months` months later (negative: earlier). */
function firstOfMonth(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The gift-card figures, from the cards and their ledger: the section's tiles and the analytics
 * screen both read them here. Months are the restaurant's calendar months.
 */
export async function giftCardSummary(db: Database, now: Date, timeZone: string): Promise<GiftCardSummaryDto> {
  const today = zonedMoment(timeZone, now).date;
  const thisMonth = firstOfMonth(today, 0);
  const lastMonth = firstOfMonth(today, -1);
  const nextMonth = firstOfMonth(today, 1);
  const activeNow = sql`${giftCards.status} = 'active' and (${giftCards.expiryDate} is null or ${giftCards.expiryDate} > ${now})`;
  const inThisMonth = between(giftCards.createdAt, thisMonth, nextMonth, timeZone);
  const inLastMonth = between(giftCards.createdAt, lastMonth, thisMonth, timeZone);
  const [[cards], [ledger]] = await Promise.all([
    db
      .select({
        sold: count(),
        issued: moneySum(giftCards.amount),
        active: countWhere(activeNow),
        outstanding: moneySum(giftCards.balance, activeNow),
        soldThisMonth: countWhere(inThisMonth),
        soldLastMonth: countWhere(inLastMonth),
        issuedThisMonth: moneySum(giftCards.amount, inThisMonth),
        issuedLastMonth: moneySum(giftCards.amount, inLastMonth),
      })
      .from(giftCards),
    db
      .select({ spent: moneySum(giftCardTransactions.amount, sql`${giftCardTransactions.kind} in ('redeem', 'undo')`) })
      .from(giftCardTransactions),
  ]);
  const issuedCents = centsOf(cards?.issued ?? '0');
  const redeemedCents = -centsOf(ledger?.spent ?? '0');
  const hadLastMonth = (cards?.soldLastMonth ?? 0) > 0;
  return {
    sold: cards?.sold ?? 0,
    issuedTotal: dollarsOf(issuedCents),
    redeemedTotal: dollarsOf(redeemedCents),
    outstanding: cards?.outstanding ?? '0.00',
    active: cards?.active ?? 0,
    redemptionRate: issuedCents === 0 ? 0 : Math.round((redeemedCents * 1000) / issuedCents) / 10,
    trends: {
      sold: hadLastMonth ? { thisMonth: cards!.soldThisMonth, lastMonth: cards!.soldLastMonth } : null,
      issued: hadLastMonth ? { thisMonth: cards!.issuedThisMonth, lastMonth: cards!.issuedLastMonth } : null,
    },
  };
}
