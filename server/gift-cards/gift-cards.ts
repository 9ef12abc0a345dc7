import { randomBytes } from 'node:crypto';
import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type GiftCardStatus } from '@shared/gift-card-constants';
import { languageOrDefault } from '@shared/language-path';
import type { GiftCardDto, GiftCardSubmissionStatus, ManualGiftCardInput } from '@shared/schemas/gift-card';
import type { BusinessInfo } from '@shared/schemas/settings';
import { zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { giftCardTransactions, giftCards } from '../db/schema';
import { giftCardMail } from './gift-card-mail';
import { recordAudit, type Actor } from '../audit';
import { toCsv } from '../http/csv';
import { cardPaymentsOn } from '../payments';
import { loadSettings, readSettings } from '../site';

export type GiftCard = typeof giftCards.$inferSelect;

/** The outbox `ref` of a card's email: once delivered, the card reads "emailed". */
const GIFT_CARD_REF = 'gift-card:';

/** Marks the card of a delivered email as emailed; other refs are not a card's. */
export async function markGiftCardEmailed(db: Database, ref: string, at: Date): Promise<void> {
  if (!ref.startsWith(GIFT_CARD_REF)) return;
  const id = Number(ref.slice(GIFT_CARD_REF.length));
  if (Number.isInteger(id))
    await db.update(giftCards).set({ emailSent: true, emailSentAt: at }).where(eq(giftCards.id, id));
}

// 32 characters without look-alikes (no 0/O, no 1/I): easy to read out over the phone, and
// 256 is a multiple of 32, so masking a random byte picks each one with equal chance.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_GROUPS = 3;
const CODE_GROUP_LENGTH = 4;
const CODE_ATTEMPTS = 5;

/** e.g. SELAM-7KQ2-M9XP-4HTD: 60 random bits, so nobody guesses a valid code. */
export function generateGiftCardCode(): string {
  const chars = [...randomBytes(CODE_GROUPS * CODE_GROUP_LENGTH)].map((byte) => CODE_ALPHABET[byte & 31]);
  const groups = Array.from({ length: CODE_GROUPS }, (_, i) =>
    chars.slice(i * CODE_GROUP_LENGTH, (i + 1) * CODE_GROUP_LENGTH).join(''),
  );
  return ['SELAM', ...groups].join('-');
}

/** The status to show: an active card whose expiry date has passed is expired. */
export function effectiveStatus(card: Pick<GiftCard, 'status' | 'expiryDate'>, now: Date): GiftCardStatus {
  return card.status === 'active' && card.expiryDate !== null && card.expiryDate.getTime() <= now.getTime()
    ? 'expired'
    : card.status;
}

/** A card as the list and the export read it: its row with what its ledger says was spent. */
export type ListedGiftCard = GiftCard & Pick<GiftCardDto, 'redeemedTotal'> & { lastRedeemedAt: Date | null };

export function listGiftCards(ctx: AppContext): Promise<ListedGiftCard[]> {
  return cardsAsOf(ctx.db, ctx.now());
}

const undos = alias(giftCardTransactions, 'undos');

/** Every card, newest first, with the status it has at `now` and its redemptions net of undos. */
async function cardsAsOf(db: Database, now: Date): Promise<ListedGiftCard[]> {
  const ledger = giftCardTransactions;
  const undone = db.select({ id: undos.id }).from(undos).where(eq(undos.reversesId, ledger.id));
  const isStandingRedemption = and(eq(ledger.kind, 'redeem'), notExists(undone));
  const spent = db
    .select({
      giftCardId: ledger.giftCardId,
      redeemedTotal:
        sql<string>`coalesce(-sum(${ledger.amount}) filter (where ${ledger.kind} in ('redeem', 'undo')), 0)::numeric(14, 2)::text`.as(
          'redeemed_total',
        ),
      lastRedeemedAt: sql<Date | null>`max(${ledger.createdAt}) filter (where ${isStandingRedemption})`
        .mapWith(ledger.createdAt)
        .as('last_redeemed_at'),
    })
    .from(ledger)
    .groupBy(ledger.giftCardId)
    .as('spent');
  const rows = await db
    .select({ card: giftCards, redeemedTotal: spent.redeemedTotal, lastRedeemedAt: spent.lastRedeemedAt })
    .from(giftCards)
    .leftJoin(spent, eq(spent.giftCardId, giftCards.id))
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id));
  return rows.map(({ card, redeemedTotal, lastRedeemedAt }) => ({
    ...answered(card, now),
    redeemedTotal: redeemedTotal ?? '0.00',
    lastRedeemedAt,
  }));
}

/** A card as the API answers it: its status at `now`; a stored language no longer spoken reads as English. */
function answered(card: GiftCard, now: Date): GiftCard {
  return { ...card, status: effectiveStatus(card, now), language: languageOrDefault(card.language) };
}

/**
 * A card staff hand out (a prize, a goodwill gesture): full balance, no expiry unless Settings
 * set one (decision 015), emailed to the recipient after the insert commits. emailSent turns
 * true only once SMTP accepted the mail.
 */
export async function createGiftCard(
  ctx: AppContext,
  actor: Actor,
  input: ManualGiftCardInput,
): Promise<ListedGiftCard> {
  // Read before the card is saved, so nothing after the commit can fail the request.
  const { businessInfo } = await readSettings(ctx.db);
  const card = await ctx.db.transaction((tx) => insertGiftCard(tx, actor, input, ctx.now()));
  await sendGiftCardEmail(ctx, card, businessInfo);
  return { ...card, redeemedTotal: '0.00', lastRedeemedAt: null };
}

/**
 * Saves a new card inside the caller's transaction: a fresh code, the full balance, the expiry
 * Settings ask for (none by default), its ledger opened with an `issue` entry, and the audit
 * entry. The caller sends its email after the commit.
 */
export async function insertGiftCard(
  tx: Database,
  actor: Actor | null,
  input: ManualGiftCardInput,
  now: Date = new Date(),
  paid?: { paymentIntentId: string | null; note: string },
): Promise<GiftCard> {
  const { amount } = input;
  const { giftCardValidMonths } = await loadSettings(tx);
  const expiryDate = giftCardValidMonths === 0 ? null : monthsAfter(now, giftCardValidMonths);
  // A clash of 60-bit codes is all but impossible; when it happens, draw again.
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const [inserted] = await tx
      .insert(giftCards)
      .values({
        code: generateGiftCardCode(),
        amount,
        balance: amount,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        senderName: input.senderName,
        message: input.message,
        designTheme: input.designTheme,
        language: input.language,
        status: 'active',
        expiryDate,
        paymentIntentId: paid?.paymentIntentId ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: giftCards.code })
      .returning();
    if (!inserted) continue;
    await tx.insert(giftCardTransactions).values({
      giftCardId: inserted.id,
      kind: 'issue',
      amount,
      balanceAfter: amount,
      adminUserId: actor?.admin.id ?? null,
      staffUsername: actor?.admin.username ?? null,
      note: paid?.note ?? null,
      createdAt: inserted.createdAt,
    });
    if (actor)
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'gift-card',
        entityId: inserted.id,
        details: { amount, designTheme: inserted.designTheme },
      });
    return inserted;
  }
  throw new Error(`No unused gift card code after ${CODE_ATTEMPTS} attempts`);
}

/** The same instant `months` calendar months later (UTC calendar; a short month ends the count on its last day). */
function monthsAfter(from: Date, months: number): Date {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/** The card's email to its recipient, to queue in the transaction that issued the card. */
export async function giftCardEmail(ctx: AppContext, card: GiftCard, businessInfo: BusinessInfo) {
  return {
    ...(await giftCardMail(card, businessInfo, ctx.timeZone, ctx.publicUrl)),
    ref: `${GIFT_CARD_REF}${card.id}`,
  };
}

/** The card's email to its recipient; should even that fail, the card is listed with email "Pending". */
export async function sendGiftCardEmail(ctx: AppContext, card: GiftCard, businessInfo: BusinessInfo): Promise<void> {
  await ctx.mailer.sendBestEffort(await giftCardEmail(ctx, card, businessInfo));
}

const CSV_HEADER = [
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
];

export interface GiftCardsExport {
  csv: string;
  /** The restaurant's date the export was made on, for its file name. */
  date: string;
}

/** The Export Report spreadsheet: one row per card, dates in the restaurant's zone. */
export async function exportGiftCards(ctx: AppContext): Promise<GiftCardsExport> {
  const now = ctx.now();
  const cards = await cardsAsOf(ctx.db, now);
  const day = (date: Date) => zonedMoment(ctx.timeZone, date).date;
  const rows = cards.map((card) => [
    card.code,
    card.amount,
    card.balance,
    card.status,
    card.recipientName,
    card.recipientEmail,
    card.senderName,
    card.designTheme,
    day(card.createdAt),
    card.expiryDate ? day(card.expiryDate) : '',
    card.emailSent ? 'Yes' : 'Pending',
    card.redeemedTotal,
    card.lastRedeemedAt ? day(card.lastRedeemedAt) : '',
  ]);
  return { csv: toCsv(CSV_HEADER, rows), date: day(now) };
}

export async function giftCardSubmissionStatus(ctx: AppContext): Promise<GiftCardSubmissionStatus> {
  const settings = await readSettings(ctx.db);
  return { enabled: settings.giftCardsEnabled, payOnline: settings.giftCardsEnabled && cardPaymentsOn(ctx, settings) };
}
