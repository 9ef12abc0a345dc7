import { and, count, eq, exists, gt, sql } from 'drizzle-orm';
import { GIFT_CARD } from '@shared/gift-card-constants';
import { languageOrDefault, pathInLanguage } from '@shared/language-path';
import { msg } from '@shared/messages/message';
import { centsOf, formatMoney } from '@shared/money';
import type { GiftCardCheckoutDto, GiftCardRequestInput } from '@shared/schemas/gift-card';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { giftCardRequests, payments } from '../db/schema';
import { AppError } from '../errors';
import { cardPaymentsOn, expireCheckout, insertPayment, startCheckout } from '../payments';
import type { RateLimits } from '../rate-limits';
import { readSettings } from '../site';
import { paymentOfRequest } from './request-payment';

const HOUR_MS = 3_600_000;

/** Requests that went to Stripe's Checkout, paid or not: the ones the card-testing limits count. */
const paidOnline = (db: Database) => exists(db.select({ id: payments.id }).from(payments).where(paymentOfRequest));

/**
 * The card-testing limits, counted from the requests themselves under one lock, so parallel
 * checkouts count one by one: `giftCardCheckoutsPerAddressPerHour` from one address, and
 * `giftCardCheckoutsPerEmailPerDay` for one buyer email. 0 switches a limit off.
 */
async function assertWithinCheckoutLimits(
  tx: Database,
  limits: RateLimits,
  input: { ip: string; senderEmail: string; now: Date },
): Promise<void> {
  const { giftCardCheckoutsPerAddressPerHour: perAddress, giftCardCheckoutsPerEmailPerDay: perEmail } = limits;
  if (perAddress <= 0 && perEmail <= 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gift-card-checkouts'))`);
  const made = async (where: ReturnType<typeof and>, sinceMs: number) => {
    const since = new Date(input.now.getTime() - sinceMs);
    const [row] = await tx
      .select({ n: count() })
      .from(giftCardRequests)
      .where(and(where, gt(giftCardRequests.createdAt, since), paidOnline(tx)));
    return row?.n ?? 0;
  };
  if (perAddress > 0 && (await made(eq(giftCardRequests.fromIp, input.ip), HOUR_MS)) >= perAddress)
    throw AppError.rateLimited(msg('giftCard.tooManyCheckouts'));
  const sameEmail = sql`lower(${giftCardRequests.senderEmail}) = ${input.senderEmail.toLowerCase()}`;
  if (perEmail > 0 && (await made(and(sameEmail), 24 * HOUR_MS)) >= perEmail)
    throw AppError.rateLimited(msg('giftCard.tooManyCheckoutsForEmail'));
}

/**
 * POST /api/gift-cards/checkout: the request and its payment are written and committed first;
 * then Stripe's Checkout Session is made for the request's amount, taken at once, open for
 * GIFT_CARD.checkoutSessionMinutes. The card is issued when Stripe says it is paid
 * (gift-card-payments.ts). When Stripe does not answer, the request ends `expired` and the buyer
 * may try again or send a request instead.
 */
export async function startGiftCardCheckout(
  ctx: AppContext,
  input: GiftCardRequestInput,
  ip: string,
): Promise<GiftCardCheckoutDto> {
  if (input.website?.trim()) throw AppError.badRequest(msg('giftCard.requestNotSent'));
  const settings = await readSettings(ctx.db);
  const phone = settings.businessInfo.phone;
  if (!settings.giftCardsEnabled)
    throw AppError.conflict(msg('giftCard.salesOff', { phone }), undefined, 'FEATURE_DISABLED');
  if (!cardPaymentsOn(ctx, settings))
    throw AppError.conflict(msg('giftCard.payOnlineOff', { phone }), undefined, 'FEATURE_DISABLED');

  const { website: _honeypot, ...fields } = input;
  const now = ctx.now();
  const { request, payment } = await ctx.db.transaction(async (tx) => {
    await assertWithinCheckoutLimits(tx, ctx.rateLimits, { ip, senderEmail: fields.senderEmail, now });
    const [request] = await tx
      .insert(giftCardRequests)
      .values({ ...fields, status: 'awaiting_payment', fromIp: ip, createdAt: now, updatedAt: now })
      .returning();
    const payment = await insertPayment(tx, {
      purpose: 'gift_card',
      subjectId: request!.id,
      amountCents: centsOf(request!.amount),
      tipCents: 0,
      now,
    });
    return { request: request!, payment };
  });

  const back = (outcome: 'paid' | 'cancelled') =>
    `${ctx.publicUrl}${pathInLanguage('/gift-card/payment', languageOrDefault(request.language))}?outcome=${outcome}`;
  const checkoutUrl = await startCheckout(ctx, payment.id, {
    lines: [
      {
        name: `${settings.businessInfo.name} gift card, ${formatMoney(request.amount, 'en')}, for ${request.recipientName}`,
        unitAmountCents: payment.amountCents,
        quantity: 1,
      },
    ],
    reference: `gift-card-request-${request.id}`,
    customerEmail: request.senderEmail,
    successUrl: back('paid'),
    cancelUrl: back('cancelled'),
    capture: 'automatic',
    expiresInMinutes: GIFT_CARD.checkoutSessionMinutes,
  });
  if (!checkoutUrl) {
    await expireCheckout(ctx, payment.id);
    throw AppError.paymentUnavailable(msg('giftCard.checkoutUnavailable'));
  }
  return { checkoutUrl };
}
