import { and, eq } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import { centsOf } from '@shared/money';
import { normalizeGiftCardCode } from '@shared/schemas/gift-card';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { giftCardTransactions, giftCards } from '../db/schema';
import { AppError } from '../errors';
import type { GiftCard } from './gift-cards';
import { assertSpendable, lockCardById, standing, writeLedger } from './ledger';

/** A card a diner typed at checkout, as far as the order may know it: its id, the code's last 4 and what it can pay. */
export interface CardAtCheckout {
  id: number;
  last4: string;
  balanceCents: number;
  /** The row as read (under its lock when asked). */
  card: GiftCard;
}

/**
 * The card a typed code names, when a diner may spend it: an unknown and a malformed code get
 * the same field error; a void or expired card, or one with nothing left, a 409 with its reason.
 * `lock` takes the card's row lock, as the till does, until the order's transaction ends.
 */
export async function giftCardAtCheckout(
  ctx: AppContext,
  db: Database,
  typed: string,
  options: { lock: boolean },
): Promise<CardAtCheckout> {
  const code = normalizeGiftCardCode(typed);
  const query = code ? db.select().from(giftCards).where(eq(giftCards.code, code)) : undefined;
  const [card] = query ? (options.lock ? await query.for('update') : await query) : [];
  if (!card) throw AppError.invalid({ giftCardCode: [msg('giftCard.unknownCode')] });
  assertSpendable(ctx, card, ctx.now());
  const balanceCents = centsOf(card.balance);
  if (balanceCents === 0) throw AppError.conflict(msg('giftCard.noBalance'));
  return { card, id: card.id, last4: card.code.slice(-4), balanceCents };
}

/**
 * Spends `cents` of a card locked by `giftCardAtCheckout`, in the order's transaction: a
 * `redeem` entry with no staff, noting the order. The balance never goes below zero (the card's
 * check constraint stands behind the lock). Answers the entry's id.
 */
export async function spendOnOrder(
  tx: Database,
  card: GiftCard,
  cents: number,
  orderNumber: string,
  now: Date,
): Promise<number> {
  const written = await writeLedger(tx, {
    card,
    actor: null,
    kind: 'redeem',
    change: -cents,
    note: `Online order #${orderNumber}`,
    now,
  });
  return written.transactionId;
}

/**
 * Gives an order's part back to its card through an `undo` of the order's redemption, once: a
 * redemption already undone answers `returned` again, so a replayed status change restores
 * nothing more. A card voided since is not touched (`card_void`): a manager decides.
 */
export async function giveBackOrderSpend(
  tx: Database,
  redemptionId: number,
  note: string,
  now: Date,
): Promise<'returned' | 'card_void'> {
  const [redemption] = await tx.select().from(giftCardTransactions).where(eq(giftCardTransactions.id, redemptionId));
  if (!redemption) return 'card_void';
  const card = await lockCardById(tx, redemption.giftCardId);
  const [stillStanding] = await tx
    .select({ id: giftCardTransactions.id })
    .from(giftCardTransactions)
    .where(and(eq(giftCardTransactions.id, redemptionId), standing(tx)));
  if (!stillStanding) return 'returned';
  if (card.status === 'void') return 'card_void';
  const restored = -centsOf(redemption.amount);
  // A manager's adjustment since may leave less room than the part: the card goes back to its amount at most.
  const change = Math.min(restored, centsOf(card.amount) - centsOf(card.balance));
  await writeLedger(tx, { card, actor: null, kind: 'undo', change, note, now, reversesId: redemption.id });
  return 'returned';
}
