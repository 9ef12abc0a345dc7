import { rmSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { migrateWith, migrationsUpTo } from '../../test-support/api/migrations';
import { openEmptyPglite, openEmptyPostgres } from '../../test-support/api/test-database';
import type { DatabaseHandle } from './client';
import { giftCardTransactions, giftCards } from './schema';

// A database from before the ledger: every card had a one-year expiry and no history.
const before0015 = migrationsUpTo('0014_catering_gift_card_language');
afterAll(() => rmSync(before0015, { recursive: true, force: true }));

function describeUpgradeOn(name: string, open: () => Promise<DatabaseHandle>) {
  describe(`migration 0015 (the gift-card ledger) on ${name}`, () => {
    test("opens every card's ledger, records what was spent before it, and clears active cards' expiry", async () => {
      const database = await open();
      try {
        await migrateWith(database, before0015);
        const { db } = database;
        await db.execute(sql`insert into gift_cards (code, amount, balance, recipient_name, recipient_email, sender_name, status, expiry_date, created_at, updated_at) values
          ('SELAM-AAAA-AAAA-AAAA', '50.00', '50.00', 'Meron', 'meron@guest.example', 'Dawit', 'active', '2027-01-15T12:00:00Z', '2026-01-15T12:00:00Z', '2026-01-15T12:00:00Z'),
          ('SELAM-BBBB-BBBB-BBBB', '80.00', '32.50', 'Liya', 'liya@guest.example', 'Abebe', 'active', '2027-02-01T12:00:00Z', '2026-02-01T12:00:00Z', '2026-03-05T18:00:00Z'),
          ('SELAM-CCCC-CCCC-CCCC', '25.00', '0.00', 'Hanna', 'hanna@guest.example', 'Selam', 'used', '2026-12-01T12:00:00Z', '2025-12-01T12:00:00Z', '2026-02-10T19:00:00Z'),
          ('SELAM-DDDD-DDDD-DDDD', '40.00', '40.00', 'Yonas', 'yonas@guest.example', 'Tigist', 'expired', '2025-06-01T12:00:00Z', '2024-06-01T12:00:00Z', '2025-06-02T12:00:00Z')`);

        await database.migrate();

        const cards = await db
          .select({
            code: giftCards.code,
            balance: giftCards.balance,
            status: giftCards.status,
            expiryDate: giftCards.expiryDate,
          })
          .from(giftCards)
          .orderBy(asc(giftCards.code));
        expect(cards).toEqual([
          { code: 'SELAM-AAAA-AAAA-AAAA', balance: '50.00', status: 'active', expiryDate: null },
          { code: 'SELAM-BBBB-BBBB-BBBB', balance: '32.50', status: 'active', expiryDate: null },
          // Only active cards lose their expiry: a used or expired card keeps its history as it was.
          {
            code: 'SELAM-CCCC-CCCC-CCCC',
            balance: '0.00',
            status: 'used',
            expiryDate: new Date('2026-12-01T12:00:00Z'),
          },
          {
            code: 'SELAM-DDDD-DDDD-DDDD',
            balance: '40.00',
            status: 'expired',
            expiryDate: new Date('2025-06-01T12:00:00Z'),
          },
        ]);

        const ledger = await db
          .select({
            code: giftCards.code,
            kind: giftCardTransactions.kind,
            amount: giftCardTransactions.amount,
            balanceAfter: giftCardTransactions.balanceAfter,
            note: giftCardTransactions.note,
            staff: giftCardTransactions.adminUserId,
            createdAt: giftCardTransactions.createdAt,
          })
          .from(giftCardTransactions)
          .innerJoin(giftCards, eq(giftCards.id, giftCardTransactions.giftCardId))
          .orderBy(asc(giftCards.code), asc(giftCardTransactions.id));
        expect(ledger).toEqual([
          {
            code: 'SELAM-AAAA-AAAA-AAAA',
            kind: 'issue',
            amount: '50.00',
            balanceAfter: '50.00',
            note: null,
            staff: null,
            createdAt: new Date('2026-01-15T12:00:00Z'),
          },
          {
            code: 'SELAM-BBBB-BBBB-BBBB',
            kind: 'issue',
            amount: '80.00',
            balanceAfter: '80.00',
            note: null,
            staff: null,
            createdAt: new Date('2026-02-01T12:00:00Z'),
          },
          {
            code: 'SELAM-BBBB-BBBB-BBBB',
            kind: 'adjust',
            amount: '-47.50',
            balanceAfter: '32.50',
            note: 'Balance before the ledger',
            staff: null,
            createdAt: new Date('2026-03-05T18:00:00Z'),
          },
          {
            code: 'SELAM-CCCC-CCCC-CCCC',
            kind: 'issue',
            amount: '25.00',
            balanceAfter: '25.00',
            note: null,
            staff: null,
            createdAt: new Date('2025-12-01T12:00:00Z'),
          },
          {
            code: 'SELAM-CCCC-CCCC-CCCC',
            kind: 'adjust',
            amount: '-25.00',
            balanceAfter: '0.00',
            note: 'Balance before the ledger',
            staff: null,
            createdAt: new Date('2026-02-10T19:00:00Z'),
          },
          {
            code: 'SELAM-DDDD-DDDD-DDDD',
            kind: 'issue',
            amount: '40.00',
            balanceAfter: '40.00',
            note: null,
            staff: null,
            createdAt: new Date('2024-06-01T12:00:00Z'),
          },
        ]);

        // The card statuses gained void.
        await db
          .update(giftCards)
          .set({ status: 'void', balance: '0.00' })
          .where(eq(giftCards.code, 'SELAM-AAAA-AAAA-AAAA'));
        const [voided] = await db
          .select({ status: giftCards.status })
          .from(giftCards)
          .where(eq(giftCards.code, 'SELAM-AAAA-AAAA-AAAA'));
        expect(voided).toEqual({ status: 'void' });
      } finally {
        await database.close();
      }
    });
  });
}

describeUpgradeOn('PGlite', () => openEmptyPglite());

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('PostgreSQL', () => {
  describeUpgradeOn('PostgreSQL', () => openEmptyPostgres(postgresUrl ?? '', 'gift_ledger_migration'));
});
