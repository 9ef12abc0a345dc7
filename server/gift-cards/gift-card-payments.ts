import { eq } from 'drizzle-orm';
import { GIFT_CARD } from '@shared/gift-card-constants';
import { languageOrDefault } from '@shared/language-path';
import { msg } from '@shared/messages/message';
import { centsOf, dollarsOf } from '@shared/money';
import type { Actor } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { giftCardRequests } from '../db/schema';
import { AppError } from '../errors';
import type { QueuedMail } from '../mail/mailer';
import { registerPaymentPurpose, type AfterPaymentMove, type PaymentRow } from '../payments';
import { loadSettings } from '../site';
import { giftCardEmail, insertGiftCard, type GiftCard } from './gift-cards';
import { lockCardById, voidLockedCard } from './ledger';
import { giftCardPaymentAlertMail, giftCardRequestSentMail, type GiftCardPaymentTrouble } from './request-mail';

type GiftCardRequest = typeof giftCardRequests.$inferSelect;

async function lockRequest(tx: Database, id: number): Promise<GiftCardRequest | undefined> {
  const [request] = await tx.select().from(giftCardRequests).where(eq(giftCardRequests.id, id)).for('update');
  return request;
}

/** Whole: nothing of it spent, nor voided. Only such a card's payment may go back to the buyer. */
const isWhole = (card: GiftCard) => card.status !== 'void' && centsOf(card.balance) === centsOf(card.amount);

/**
 * Paid at Checkout: the card is issued from the request in the transaction that moved the
 * payment, under the request's lock, so a replayed event finds it issued and issues nothing
 * more. The recipient's card and the buyer's note are queued with it and sent after the commit.
 */
async function issuePaidRequest(ctx: AppContext, tx: Database, payment: PaymentRow): Promise<AfterPaymentMove> {
  const request = await lockRequest(tx, payment.subjectId);
  if (!request || request.status !== 'awaiting_payment') return {};
  const now = ctx.now();
  const language = languageOrDefault(request.language);
  const card = await insertGiftCard(
    tx,
    null,
    {
      amount: request.amount,
      recipientName: request.recipientName,
      recipientEmail: request.recipientEmail,
      senderName: request.senderName,
      message: request.message,
      designTheme: request.designTheme,
      language,
    },
    now,
    { paymentIntentId: payment.paymentIntentId, note: `Paid online (payment ${payment.id})` },
  );
  const [issued] = await tx
    .update(giftCardRequests)
    .set({ status: 'issued', giftCardId: card.id, handledAt: now, updatedAt: now })
    .where(eq(giftCardRequests.id, request.id))
    .returning();
  const { businessInfo } = await loadSettings(tx);
  const mails = await ctx.mailer.enqueue(tx, [
    await giftCardEmail(ctx, { ...card, language }, businessInfo),
    giftCardRequestSentMail(issued!, businessInfo),
  ]);
  return { mails };
}

/** The card a paid request issued, locked; undefined before it was issued. */
async function lockIssuedCard(
  tx: Database,
  payment: PaymentRow,
): Promise<{ request: GiftCardRequest; card: GiftCard } | undefined> {
  const request = await lockRequest(tx, payment.subjectId);
  if (!request?.giftCardId) return undefined;
  return { request, card: await lockCardById(tx, request.giftCardId) };
}

/**
 * The bank took the money back outside the back office (a dispute, or a refund in Stripe's
 * dashboard): a whole card is voided; a card already spent is left for a manager. The
 * restaurant is told either way.
 */
async function moneyTakenBack(
  ctx: AppContext,
  tx: Database,
  payment: PaymentRow,
  trouble: GiftCardPaymentTrouble,
): Promise<QueuedMail[]> {
  const issued = await lockIssuedCard(tx, payment);
  if (!issued || issued.card.status === 'void') return [];
  const voided = isWhole(issued.card);
  const card = voided
    ? (
        await voidLockedCard(
          tx,
          null,
          issued.card,
          `${trouble === 'disputed' ? 'Disputed' : 'Refunded in Stripe'} (payment ${payment.id})`,
          ctx.now(),
        )
      ).card
    : issued.card;
  const settings = await loadSettings(tx);
  return ctx.mailer.enqueue(tx, [
    giftCardPaymentAlertMail(
      trouble,
      issued.request,
      card,
      voided,
      settings.businessInfo,
      `${ctx.publicUrl}/admin?tab=gift-cards`,
      settings.restaurantLanguage,
    ),
  ]);
}

/** A request follows its payment: issued when paid, expired when the session ended unpaid. */
async function requestFollowsPayment(
  ctx: AppContext,
  tx: Database,
  payment: PaymentRow,
  from: PaymentRow['status'],
): Promise<AfterPaymentMove> {
  if (payment.status === 'paid' && from === 'awaiting_payment') return issuePaidRequest(ctx, tx, payment);
  if (payment.status === 'expired') {
    const request = await lockRequest(tx, payment.subjectId);
    if (request?.status === 'awaiting_payment')
      await tx
        .update(giftCardRequests)
        .set({ status: 'expired', handledAt: ctx.now(), updatedAt: ctx.now() })
        .where(eq(giftCardRequests.id, request.id));
    return {};
  }
  // A refund made here voided the card first; one made in Stripe's dashboard is handled now.
  if (payment.status === 'refunded' || payment.status === 'partially_refunded')
    return { mails: await moneyTakenBack(ctx, tx, payment, 'refunded') };
  return {};
}

/**
 * A manager's refund of a card bought online: whole only, and only while nothing of the card is
 * spent. The card is voided in the refund's transaction, which commits before Stripe is asked,
 * so the money never goes back while the card can still be spent; a refund Stripe does not
 * answer is retried by the reconciliation and never brings the card back.
 */
async function voidBeforeRefund(
  ctx: AppContext,
  tx: Database,
  payment: PaymentRow,
  cents: number,
  actor: Actor,
): Promise<void> {
  if (cents !== payment.amountCents || payment.refundedCents > 0)
    throw AppError.conflict(msg('giftCard.refundWholeOnly', { amount: dollarsOf(payment.amountCents) }));
  const issued = await lockIssuedCard(tx, payment);
  if (!issued) throw AppError.conflict(msg('payments.refundNotPaid'));
  if (issued.card.status === 'void') throw AppError.conflict(msg('giftCard.voided'));
  if (!isWhole(issued.card)) throw AppError.conflict(msg('giftCard.notRefundableUsed'));
  await voidLockedCard(tx, actor, issued.card, `Refunded to the buyer (payment ${payment.id})`, ctx.now());
}

export function registerGiftCardPayments(ctx: AppContext): void {
  registerPaymentPurpose(ctx, 'gift_card', {
    moved: requestFollowsPayment,
    disputed: async (ctx, tx, payment) => ({ mails: await moneyTakenBack(ctx, tx, payment, 'disputed') }),
    beforeRefund: voidBeforeRefund,
    abandonedAfterMinutes: GIFT_CARD.checkoutAbandonedMinutes,
  });
}
