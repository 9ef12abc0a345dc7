import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { expect } from 'vitest';
import { giftCardRequests, giftCards, mailOutbox, payments } from '../../server/db/schema';
import { lettersOf } from '../names';
import type { CardPaymentsContext } from './card-payments';
import { postEvent } from './card-payments';

/** The gift card form's body, for a recipient and buyer of their own. */
export function giftCardForm(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    amount: 50,
    designTheme: 'coffee',
    recipientName: `Meron ${lettersOf(tag)}`,
    recipientEmail: `meron-${tag}@guest.example`,
    senderName: `Dawit ${lettersOf(tag)}`,
    senderEmail: `dawit-${tag}@buyer.example`,
    senderPhone: '(612) 555-0188',
    message: 'Happy birthday! Enjoy the kitfo.',
    ...overrides,
  };
}

export function postGiftCardCheckout(card: CardPaymentsContext, body: Record<string, unknown>, ip?: string) {
  const req = request(card.ctx.app).post('/api/gift-cards/checkout');
  if (ip) req.set('X-Forwarded-For', ip);
  return req.send(body);
}

/** A card bought at the fake's Checkout: the request, its payment and session, before and after paying. */
export async function startBuying(card: CardPaymentsContext, overrides: Record<string, unknown> = {}) {
  const form = giftCardForm(overrides);
  const res = await postGiftCardCheckout(card, form);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const db = card.ctx.database.db;
  const [request] = await db.select().from(giftCardRequests).where(eq(giftCardRequests.senderEmail, form.senderEmail));
  const [payment] = await db.select().from(payments).where(eq(payments.subjectId, request!.id));
  expect(payment!.purpose).toBe('gift_card');
  const session = card.stripe.sessions.get(payment!.checkoutSessionId!)!;
  return { form, res, request: request!, payment: payment!, session };
}

/** Buys a card: the buyer pays at the fake's Checkout and Stripe tells the app. Answers the issued card. */
export async function buyGiftCard(card: CardPaymentsContext, overrides: Record<string, unknown> = {}) {
  const started = await startBuying(card, overrides);
  const event = card.stripe.completeSession(started.session.id);
  const res = await postEvent(card, event);
  expect(res.status).toBe(200);
  const issued = await issuedCardOf(card, started.request.id);
  return { ...started, event, card: issued! };
}

export async function issuedCardOf(card: CardPaymentsContext, requestId: number) {
  const db = card.ctx.database.db;
  const [row] = await db.select().from(giftCardRequests).where(eq(giftCardRequests.id, requestId));
  if (!row?.giftCardId) return undefined;
  const [issued] = await db.select().from(giftCards).where(eq(giftCards.id, row.giftCardId));
  return issued;
}

export const mailTo = (card: CardPaymentsContext, to: string) =>
  card.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
