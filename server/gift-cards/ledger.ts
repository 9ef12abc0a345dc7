import { and, desc, eq, isNotNull, notExists, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GIFT_CARD, type GiftCardStatus } from '@shared/gift-card-constants';
import { msg } from '@shared/messages/message';
import {
  normalizeGiftCardCode,
  type GiftCardAdjustInput,
  type GiftCardBalanceDto,
  type GiftCardCodeInput,
  type GiftCardExtendInput,
  type GiftCardLedgerResult,
  type GiftCardLookupDto,
  type GiftCardRedeemInput,
  type GiftCardTransactionDto,
  type GiftCardVoidInput,
} from '@shared/schemas/gift-card';
import { addDays, zonedInstant, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { adminUsers, giftCardTransactions, giftCards } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit, type Actor } from '../audit';
import { centsOf, dollarsOf, formatMoney } from '@shared/money';
import { effectiveStatus, type GiftCard } from './gift-cards';

type LedgerRow = typeof giftCardTransactions.$inferSelect;

const ENTITY = 'gift-card';
const UNKNOWN_CODE = msg('giftCard.unknownCode');
const NOT_FOUND = msg('giftCard.notFound');

/** The undo entries, joined to the redemptions they reverse. */
const undos = alias(giftCardTransactions, 'undos');

/** Unknown and malformed codes get the same answer, so the answer never hints at the format. */
const unknownCode = () => AppError.notFound(UNKNOWN_CODE);

/**
 * The card row, locked until the transaction ends: every change of a card's balance, status or
 * expiry takes this lock first, so two tills can never both spend the same dollars.
 */
async function lockCard(tx: Database, where: SQL): Promise<GiftCard | undefined> {
  const [card] = await tx.select().from(giftCards).where(where).for('update');
  return card;
}

export async function lockCardByCode(tx: Database, typed: string): Promise<GiftCard> {
  const code = normalizeGiftCardCode(typed);
  const card = code ? await lockCard(tx, eq(giftCards.code, code)) : undefined;
  if (!card) throw unknownCode();
  return card;
}

export async function lockCardById(tx: Database, id: number): Promise<GiftCard> {
  const card = await lockCard(tx, eq(giftCards.id, id));
  if (!card) throw AppError.notFound(NOT_FOUND);
  return card;
}

/** A card staff may spend from: neither void nor past its expiry. */
export function assertSpendable(ctx: AppContext, card: GiftCard, now: Date): void {
  if (card.status === 'void') throw AppError.conflict(msg('giftCard.voided'));
  if (effectiveStatus(card, now) === 'expired') {
    throw AppError.conflict(msg('giftCard.expired', { date: zonedMoment(ctx.timeZone, card.expiryDate ?? now).date }));
  }
}

/** The stored status after the balance becomes `balance`: empty is used; money again is active. */
function statusWithBalance(card: GiftCard, balance: number): GiftCardStatus {
  if (card.status === 'void') return 'void';
  if (balance === 0) return 'used';
  return card.status === 'used' ? 'active' : card.status;
}

export interface LedgerWrite {
  card: GiftCard;
  /** Who wrote it; null for what the site does by itself (a diner's online order, a payment). */
  actor: Actor | null;
  kind: LedgerRow['kind'];
  /** The signed change, in cents. */
  change: number;
  note?: string | null;
  now: Date;
  /** The card's columns that change with it (balance and status are worked out here). */
  cardChanges?: Partial<Pick<GiftCard, 'expiryDate' | 'status'>>;
  expiresAt?: Date | null;
  reversesId?: number;
}

/** The card as the entry left it, and the entry's id. */
export interface LedgerWritten {
  card: GiftCard;
  transactionId: number;
}

/** Writes one ledger entry and the card's new balance together; the caller holds the card's lock. */
export async function writeLedger(tx: Database, write: LedgerWrite): Promise<LedgerWritten> {
  const { card, actor, change, now } = write;
  const balance = centsOf(card.balance) + change;
  const [updated] = await tx
    .update(giftCards)
    .set({ balance: dollarsOf(balance), status: statusWithBalance(card, balance), ...write.cardChanges })
    .where(eq(giftCards.id, card.id))
    .returning();
  const [row] = await tx
    .insert(giftCardTransactions)
    .values({
      giftCardId: card.id,
      kind: write.kind,
      amount: dollarsOf(change),
      balanceAfter: dollarsOf(balance),
      adminUserId: actor?.admin.id ?? null,
      staffUsername: actor?.admin.username ?? null,
      note: write.note ?? null,
      expiresAt: write.expiresAt ?? null,
      reversesId: write.reversesId ?? null,
      createdAt: now,
    })
    .returning({ id: giftCardTransactions.id });
  return { card: updated!, transactionId: row!.id };
}

/** The audit record of a ledger entry, in the entry's transaction; the details end with the entry's id. */
function auditLedger(
  tx: Database,
  actor: Actor,
  action: string,
  written: LedgerWritten,
  details: Record<string, unknown>,
) {
  return recordAudit(tx, actor, {
    action,
    entity: ENTITY,
    entityId: written.card.id,
    details: { ...details, transactionId: written.transactionId },
  });
}

/** Spends `amount` of a card at the table. */
export function redeemGiftCard(
  ctx: AppContext,
  actor: Actor,
  input: GiftCardRedeemInput,
): Promise<GiftCardLedgerResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const card = await lockCardByCode(tx, input.code);
    assertSpendable(ctx, card, now);
    const balance = centsOf(card.balance);
    const amount = centsOf(input.amount);
    if (amount > balance)
      throw AppError.invalid({
        amount: [msg('giftCard.overBalance', { balance: formatMoney(dollarsOf(balance), 'en') })],
      });
    const written = await writeLedger(tx, { card, actor, kind: 'redeem', change: -amount, note: input.note, now });
    await auditLedger(tx, actor, 'redeem', written, { amount: dollarsOf(amount), balance: written.card.balance });
    return ledgerResult(written.card, written.transactionId, now);
  });
}

/**
 * Gives back a redemption: only its maker, within GIFT_CARD.undoMinutes, and only the card's
 * latest redemption still standing. Anything else is a manager's adjustment.
 */
export async function undoRedemption(
  ctx: AppContext,
  actor: Actor,
  transactionId: number,
): Promise<GiftCardLedgerResult> {
  const now = ctx.now();
  const notFound = () => AppError.notFound(msg('giftCard.transactionNotFound'));
  const [target] = await ctx.db
    .select({ giftCardId: giftCardTransactions.giftCardId })
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.id, transactionId));
  if (!target) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const card = await lockCardById(tx, target.giftCardId);
    const [redemption] = await tx.select().from(giftCardTransactions).where(eq(giftCardTransactions.id, transactionId));
    if (!redemption) throw notFound();
    if (redemption.kind !== 'redeem') throw AppError.conflict(msg('giftCard.undoOnlyRedemption'));
    const [undone] = await tx
      .select({ id: giftCardTransactions.id })
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.reversesId, redemption.id));
    if (undone) throw AppError.conflict(msg('giftCard.alreadyUndone'));
    if (redemption.adminUserId !== actor.admin.id) throw AppError.conflict(msg('giftCard.undoNotYours'));
    if (now.getTime() - redemption.createdAt.getTime() > GIFT_CARD.undoMinutes * 60_000) {
      throw AppError.conflict(msg('giftCard.undoTooLate', { minutes: GIFT_CARD.undoMinutes }));
    }
    const [latest] = await tx
      .select({ id: giftCardTransactions.id })
      .from(giftCardTransactions)
      .where(
        and(
          eq(giftCardTransactions.giftCardId, card.id),
          eq(giftCardTransactions.kind, 'redeem'),
          // A card spent on an online order meanwhile is the order's; the till's latest is its own.
          atTheTill,
          standing(tx),
        ),
      )
      .orderBy(desc(giftCardTransactions.id))
      .limit(1);
    const restored = -centsOf(redemption.amount);
    // A manager's adjustment since can leave no room to give the whole redemption back.
    if (latest?.id !== redemption.id || centsOf(card.balance) + restored > centsOf(card.amount)) {
      throw AppError.conflict(msg('giftCard.undoNotLatest'));
    }
    if (card.status === 'void') throw AppError.conflict(msg('giftCard.voided'));
    const written = await writeLedger(tx, {
      card,
      actor,
      kind: 'undo',
      change: restored,
      now,
      reversesId: redemption.id,
    });
    await auditLedger(tx, actor, 'undo-redeem', written, {
      amount: dollarsOf(restored),
      balance: written.card.balance,
      reverses: redemption.id,
    });
    return ledgerResult(written.card, written.transactionId, now);
  });
}

/** An entry made by staff at the till: a card spent on an online order has no staff. */
export const atTheTill = isNotNull(giftCardTransactions.staffUsername);

/** A redemption no undo entry reverses (correlated to the outer giftCardTransactions row). */
export function standing(db: Database): SQL {
  return notExists(db.select({ id: undos.id }).from(undos).where(eq(undos.reversesId, giftCardTransactions.id)));
}

/** A manager's signed correction of the balance, with the reason; the balance stays within 0 and the card's amount. */
export function adjustGiftCard(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: GiftCardAdjustInput,
): Promise<GiftCardLookupDto> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const card = await lockCardById(tx, id);
    if (card.status === 'void') throw AppError.conflict(msg('giftCard.voided'));
    const balance = centsOf(card.balance);
    const change = centsOf(input.amount);
    if (balance + change < 0)
      throw AppError.invalid({
        amount: [msg('giftCard.adjustBelowZero', { balance: formatMoney(dollarsOf(balance), 'en') })],
      });
    if (balance + change > centsOf(card.amount)) {
      throw AppError.invalid({
        amount: [msg('giftCard.adjustAboveAmount', { amount: formatMoney(card.amount, 'en') })],
      });
    }
    const written = await writeLedger(tx, { card, actor, kind: 'adjust', change, note: input.note, now });
    await auditLedger(tx, actor, 'adjust', written, {
      amount: dollarsOf(change),
      balance: written.card.balance,
      note: input.note,
    });
    return lookupOf(tx, written.card, now);
  });
}

/** Cancels a card for good: its balance goes to zero and it can no longer be used. */
export function voidGiftCard(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: GiftCardVoidInput,
): Promise<GiftCardLookupDto> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const card = await lockCardById(tx, id);
    if (card.status === 'void') throw AppError.conflict(msg('giftCard.alreadyVoid'));
    const written = await voidLockedCard(tx, actor, card, input.note, now);
    return lookupOf(tx, written.card, now);
  });
}

/** Voids a card whose lock the caller holds: a `void` entry takes its balance to zero, with the audit record when staff did it. */
export async function voidLockedCard(
  tx: Database,
  actor: Actor | null,
  card: GiftCard,
  note: string | null,
  now: Date,
): Promise<LedgerWritten> {
  const balance = centsOf(card.balance);
  const written = await writeLedger(tx, {
    card,
    actor,
    kind: 'void',
    change: -balance,
    note,
    now,
    cardChanges: { status: 'void' },
  });
  if (actor) await auditLedger(tx, actor, 'void', written, { balance: dollarsOf(balance), note });
  return written;
}

/**
 * A new expiry: the end of `expiresOn` in the restaurant's zone, or none. An expired card with
 * money on it becomes usable again.
 */
export async function extendGiftCard(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: GiftCardExtendInput,
): Promise<GiftCardLookupDto> {
  const now = ctx.now();
  const today = zonedMoment(ctx.timeZone, now).date;
  if (input.expiresOn !== null && input.expiresOn < today)
    throw AppError.invalid({ expiresOn: [msg('giftCard.expiryPast')] });
  const expiryDate = input.expiresOn === null ? null : endOfDay(input.expiresOn, ctx.timeZone);
  if (expiryDate === undefined) throw AppError.invalid({ expiresOn: [msg('field.realDate')] });
  return ctx.db.transaction(async (tx) => {
    const card = await lockCardById(tx, id);
    if (card.status === 'void') throw AppError.conflict(msg('giftCard.voided'));
    const status = card.status === 'expired' ? (centsOf(card.balance) > 0 ? 'active' : 'used') : card.status;
    const written = await writeLedger(tx, {
      card,
      actor,
      kind: 'extend',
      change: 0,
      note: input.note,
      now,
      expiresAt: expiryDate,
      cardChanges: { expiryDate, status },
    });
    await auditLedger(tx, actor, 'extend', written, {
      from: card.expiryDate?.toISOString() ?? null,
      to: expiryDate?.toISOString() ?? null,
      note: input.note,
    });
    return lookupOf(tx, written.card, now);
  });
}

/** The last instant of `date` in `timeZone` (the millisecond before the next day's midnight); undefined past the calendar's end. */
export function endOfDay(date: string, timeZone: string): Date | undefined {
  const next = addDays(date, 1);
  // A zone that skips midnight (a spring-forward at 00:00) starts that day at 01:00.
  const start = zonedInstant(next, '00:00', timeZone) ?? zonedInstant(next, '01:00', timeZone);
  return start ? new Date(start.getTime() - 1) : undefined;
}

/** Staff at the till: the card a code names, with its history. */
export async function lookUpGiftCard(ctx: AppContext, input: GiftCardCodeInput): Promise<GiftCardLookupDto> {
  // One snapshot for the card and its ledger, so a redemption committing at another till in
  // between never shows a history one entry ahead of the balance.
  return ctx.db.transaction(async (tx) => lookupOf(tx, await cardByCode(tx, input.code), ctx.now()), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** A card's ledger, newest first. */
export async function giftCardHistory(ctx: AppContext, id: number): Promise<GiftCardTransactionDto[]> {
  const [card] = await ctx.db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.id, id));
  if (!card) throw AppError.notFound(NOT_FOUND);
  return ledgerOf(ctx.db, eq(giftCardTransactions.giftCardId, id));
}

/** What a diner may learn from a code: the balance, the status and the expiry, nothing else. */
export async function checkGiftCardBalance(ctx: AppContext, input: GiftCardCodeInput): Promise<GiftCardBalanceDto> {
  const card = await cardByCode(ctx.db, input.code);
  const status = effectiveStatus(card, ctx.now());
  return {
    balance: status === 'void' ? '0.00' : card.balance,
    status,
    expiresAt: card.expiryDate?.toISOString() ?? null,
  };
}

async function cardByCode(db: Database, typed: string): Promise<GiftCard> {
  const code = normalizeGiftCardCode(typed);
  const [card] = code ? await db.select().from(giftCards).where(eq(giftCards.code, code)) : [];
  if (!card) throw unknownCode();
  return card;
}

function ledgerResult(card: GiftCard, transactionId: number, now: Date): GiftCardLedgerResult {
  return { code: card.code, balance: card.balance, status: effectiveStatus(card, now), transactionId };
}

async function lookupOf(db: Database, card: GiftCard, now: Date): Promise<GiftCardLookupDto> {
  return {
    id: card.id,
    code: card.code,
    amount: card.amount,
    balance: card.balance,
    status: effectiveStatus(card, now),
    expiresAt: card.expiryDate?.toISOString() ?? null,
    recipientName: card.recipientName,
    transactions: await ledgerOf(db, eq(giftCardTransactions.giftCardId, card.id)),
  };
}

/** Ledger entries matching `where`, newest first, with who made them and when a redemption was undone. */
export async function ledgerOf(
  db: Database,
  where: SQL,
  order: 'newest' | 'oldest' = 'newest',
): Promise<GiftCardTransactionDto[]> {
  const rows = await ledgerQuery(db)
    .where(where)
    .orderBy(order === 'newest' ? desc(giftCardTransactions.id) : giftCardTransactions.id);
  return rows.map(transactionDto);
}

/** Ledger entries with their staff's current username, the undo that reversed them, and their card's code. */
export function ledgerQuery(db: Database) {
  return db
    .select({
      row: giftCardTransactions,
      username: adminUsers.username,
      undoneAt: undos.createdAt,
      code: giftCards.code,
    })
    .from(giftCardTransactions)
    .innerJoin(giftCards, eq(giftCards.id, giftCardTransactions.giftCardId))
    .leftJoin(adminUsers, eq(adminUsers.id, giftCardTransactions.adminUserId))
    .leftJoin(undos, eq(undos.reversesId, giftCardTransactions.id))
    .$dynamic();
}

export function transactionDto({
  row,
  username,
  undoneAt,
}: {
  row: LedgerRow;
  username: string | null;
  undoneAt: Date | null;
}): GiftCardTransactionDto {
  return {
    id: row.id,
    giftCardId: row.giftCardId,
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    staff: row.adminUserId === null ? null : { id: row.adminUserId, username: username ?? row.staffUsername ?? '' },
    staffUsername: row.staffUsername,
    note: row.note,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    reversesId: row.reversesId,
    undoneAt: undoneAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
