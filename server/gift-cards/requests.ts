import { desc, eq } from 'drizzle-orm';
import { dollarsOf } from '@shared/money';
import { alias } from 'drizzle-orm/pg-core';
import { languageOrDefault } from '@shared/language-path';
import { msg } from '@shared/messages/message';
import type {
  GiftCardDto,
  GiftCardRequestDto,
  GiftCardRequestInput,
  GiftCardRequestIssuedDto,
} from '@shared/schemas/gift-card';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { adminUsers, giftCardRequests, giftCards, payments } from '../db/schema';
import { AppError } from '../errors';
import {
  giftCardRequestAlertMail,
  giftCardRequestDeclinedMail,
  giftCardRequestReceivedMail,
  giftCardRequestSentMail,
} from './request-mail';
import { recordAudit, type Actor } from '../audit';
import { insertGiftCard, sendGiftCardEmail } from './gift-cards';
import { readSettings } from '../site';
import { paymentOfRequest } from './request-payment';

type GiftCardRequest = typeof giftCardRequests.$inferSelect;

const ENTITY = 'gift-card-request';
const NOT_FOUND = msg('giftCard.requestNotFound');

/**
 * The public gift card form, while Settings → gift card sales is on: a pending request, a
 * receipt to the buyer and a heads-up to the restaurant. Nothing is paid online; staff phone
 * the buyer, then issue the card. The request is saved before any mail, so a mail failure never
 * loses it.
 */
export async function submitGiftCardRequest(
  ctx: AppContext,
  input: GiftCardRequestInput,
  ip: string,
): Promise<{ id: number; status: 'pending' }> {
  // People never see the hidden "website" field; only form-filling bots put text in it.
  if (input.website?.trim()) throw AppError.badRequest(msg('giftCard.requestNotSent'));
  const { businessInfo, giftCardsEnabled, restaurantLanguage } = await readSettings(ctx.db);
  if (!giftCardsEnabled)
    throw AppError.conflict(msg('giftCard.salesOff', { phone: businessInfo.phone }), undefined, 'FEATURE_DISABLED');

  const { website: _honeypot, ...fields } = input;
  const [request] = await ctx.db
    .insert(giftCardRequests)
    .values({ ...fields, status: 'pending', fromIp: ip })
    .returning();

  await ctx.mailer.sendBestEffort({ ...giftCardRequestReceivedMail(request!, businessInfo), fromPublicForm: true });
  await ctx.mailer.sendBestEffort(
    giftCardRequestAlertMail(request!, businessInfo, `${ctx.publicUrl}/admin?tab=gift-cards`, restaurantLanguage),
  );
  return { id: request!.id, status: 'pending' };
}

const handler = alias(adminUsers, 'handler');

/** Requests with who handled them, the card issued and the online payment, newest first (or one, by id). */
async function readRequests(db: Database, id?: number): Promise<GiftCardRequestDto[]> {
  const rows = await db
    .select({ request: giftCardRequests, handlerName: handler.username, card: giftCards, payment: payments })
    .from(giftCardRequests)
    .leftJoin(handler, eq(handler.id, giftCardRequests.handledBy))
    .leftJoin(giftCards, eq(giftCards.id, giftCardRequests.giftCardId))
    .leftJoin(payments, paymentOfRequest)
    .where(id === undefined ? undefined : eq(giftCardRequests.id, id))
    .orderBy(desc(giftCardRequests.createdAt), desc(giftCardRequests.id));
  return rows.map(({ request, handlerName, card, payment }) => toDto(request, handlerName, card, payment));
}

function toDto(
  request: GiftCardRequest,
  handlerName: string | null,
  card: typeof giftCards.$inferSelect | null,
  payment: typeof payments.$inferSelect | null,
): GiftCardRequestDto {
  return {
    id: request.id,
    amount: request.amount,
    designTheme: request.designTheme,
    recipientName: request.recipientName,
    recipientEmail: request.recipientEmail,
    senderName: request.senderName,
    senderEmail: request.senderEmail,
    senderPhone: request.senderPhone,
    message: request.message,
    language: languageOrDefault(request.language),
    status: request.status,
    giftCardId: request.giftCardId,
    giftCardCode: card?.code ?? null,
    giftCardBalance: card?.balance ?? null,
    giftCardStatus: card?.status ?? null,
    paidOnline: payment !== null && request.status === 'issued',
    paymentId: payment?.id ?? null,
    payment: payment && {
      status: payment.status,
      refunded: dollarsOf(payment.refundedCents),
      disputed: payment.disputed,
    },
    handledBy:
      request.handledBy !== null && handlerName !== null ? { id: request.handledBy, username: handlerName } : null,
    handledAt: request.handledAt?.toISOString() ?? null,
    note: request.note,
    createdAt: request.createdAt.toISOString(),
  };
}

export function listGiftCardRequests(ctx: AppContext): Promise<GiftCardRequestDto[]> {
  return readRequests(ctx.db);
}

async function readRequest(db: Database, id: number): Promise<GiftCardRequestDto> {
  const [request] = await readRequests(db, id);
  if (!request) throw AppError.notFound(NOT_FOUND);
  return request;
}

/**
 * The request's row, locked until the transaction ends, so two managers handling it at once
 * take turns and the second sees what the first did. Only a pending request may be handled.
 */
async function lockPendingRequest(tx: Database, id: number): Promise<GiftCardRequest> {
  const [request] = await tx.select().from(giftCardRequests).where(eq(giftCardRequests.id, id)).for('update');
  if (!request) throw AppError.notFound(NOT_FOUND);
  if (request.status === 'issued') throw AppError.conflict(msg('giftCard.requestAlreadyIssued'));
  if (request.status === 'declined') throw AppError.conflict(msg('giftCard.requestAlreadyDeclined'));
  if (request.status !== 'pending') throw AppError.conflict(msg('giftCard.requestPaidOnline'));
  return request;
}

/**
 * Payment taken by phone: the card is made from the request in one transaction with the
 * request's new status, then emailed to the recipient, and the buyer is told it was sent.
 */
export async function issueGiftCardRequest(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<GiftCardRequestIssuedDto> {
  // Read before the card is saved, so nothing after the commit can fail the request.
  const { businessInfo } = await readSettings(ctx.db);
  const { request, card } = await ctx.db.transaction(async (tx) => {
    const pending = await lockPendingRequest(tx, id);
    const language = languageOrDefault(pending.language);
    const input = {
      amount: pending.amount,
      recipientName: pending.recipientName,
      recipientEmail: pending.recipientEmail,
      senderName: pending.senderName,
      message: pending.message,
      designTheme: pending.designTheme,
      language,
    };
    const card = await insertGiftCard(tx, actor, input, ctx.now());
    const [request] = await tx
      .update(giftCardRequests)
      .set({ status: 'issued', giftCardId: card.id, handledBy: actor.admin.id, handledAt: ctx.now() })
      .where(eq(giftCardRequests.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'issue',
      entity: ENTITY,
      entityId: id,
      details: { giftCardId: card.id, amount: pending.amount },
    });
    return { request: request!, card: { ...card, language } };
  });
  await sendGiftCardEmail(ctx, card, businessInfo);
  await ctx.mailer.sendBestEffort(giftCardRequestSentMail(request, businessInfo));
  return { request: await readRequest(ctx.db, id), card: cardDto(card) };
}

function cardDto(card: typeof giftCards.$inferSelect): GiftCardDto {
  return {
    ...card,
    language: languageOrDefault(card.language),
    expiryDate: card.expiryDate?.toISOString() ?? null,
    emailSentAt: card.emailSentAt?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
    redeemedTotal: '0.00',
    lastRedeemedAt: null,
  };
}

/**
 * Not going ahead (the buyer changed their mind, or never answered): no card. The buyer is told
 * it is closed and nothing was charged, after the commit.
 */
export async function declineGiftCardRequest(
  ctx: AppContext,
  actor: Actor,
  id: number,
  note: string | null,
): Promise<GiftCardRequestDto> {
  const { businessInfo } = await readSettings(ctx.db);
  const declined = await ctx.db.transaction(async (tx) => {
    const pending = await lockPendingRequest(tx, id);
    await tx
      .update(giftCardRequests)
      .set({ status: 'declined', note, handledBy: actor.admin.id, handledAt: ctx.now() })
      .where(eq(giftCardRequests.id, id));
    await recordAudit(tx, actor, {
      action: 'decline',
      entity: ENTITY,
      entityId: id,
      details: note ? { note } : undefined,
    });
    return pending;
  });
  await ctx.mailer.sendBestEffort(giftCardRequestDeclinedMail(declined, businessInfo));
  return readRequest(ctx.db, id);
}
