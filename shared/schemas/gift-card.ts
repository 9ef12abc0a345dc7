import { z } from 'zod';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '../language-path';
import {
  GIFT_CARD,
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_THEMES,
  type GiftCardRequestStatus,
  type GiftCardStatus,
  type GiftCardTheme,
  type GiftCardTransactionKind,
} from '../gift-card-constants';
import {
  emailField,
  isoDate,
  moneyString,
  optionalText,
  personName,
  phoneField,
  requiredText,
  typedText,
} from './common';
import { msg } from '../messages/message';
import type { PaymentStatus } from '../ordering-constants';

/** The amount a card is issued for, e.g. "50.00". */
const amount = moneyString(msg('field.money'), {
  min: { cents: GIFT_CARD.minAmount * 100, message: msg('giftCard.minAmount') },
  max: { cents: GIFT_CARD.maxAmount * 100, message: msg('giftCard.maxAmount') },
});

const MESSAGE_TOO_LONG = msg('giftCard.messageTooLong');

export const giftCardPurchaseSchema = z.object({
  amount: amount.prefault(GIFT_CARD.defaultAmount),
  recipientName: personName(msg('giftCard.recipientRequired')),
  recipientEmail: emailField(),
  senderName: personName(msg('giftCard.senderRequired')),
  message: typedText('multi').max(GIFT_CARD.messageMaxChars, MESSAGE_TOO_LONG).optional(),
  designTheme: z.string().default(GIFT_CARD.defaultTheme),
  /** The language of the recipient's email. */
  language: z.enum(SITE_LANGUAGES, { error: 'Choose the language of the email' }).default(DEFAULT_LANGUAGE),
});

/** A card staff create by hand (Gift Cards > Create Manual Gift Card). */
export const manualGiftCardSchema = giftCardPurchaseSchema.extend({
  amount,
  designTheme: z.enum(GIFT_CARD_THEMES).default('traditional'),
  message: typedText('multi')
    .max(GIFT_CARD.messageMaxChars, MESSAGE_TOO_LONG)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
});

export type GiftCardPurchaseInput = z.infer<typeof giftCardPurchaseSchema>;
export type GiftCardPurchaseFormValues = z.input<typeof giftCardPurchaseSchema>;
export type ManualGiftCardInput = z.infer<typeof manualGiftCardSchema>;
export type ManualGiftCardFormValues = z.input<typeof manualGiftCardSchema>;

/** A gift card as the admin API returns it: every stored field. */
export interface GiftCardDto {
  id: number;
  /** e.g. SELAM-7KQ2-M9XP-4HTD */
  code: string;
  /** Decimal strings, e.g. "50.00". */
  amount: string;
  balance: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string | null;
  designTheme: GiftCardTheme;
  /** An active card reads "expired" once its expiry date has passed. */
  status: GiftCardStatus;
  paymentIntentId: string | null;
  /** null: the card never expires (the default; see docs/decisions/015-gift-cards-do-not-expire.md). */
  expiryDate: string | null;
  /** True once the card's email was delivered over SMTP ("Pending" until then). */
  emailSent: boolean;
  emailSentAt: string | null;
  /** The language of the recipient's email. */
  language: SiteLanguage;
  createdAt: string;
  updatedAt: string;
  /** Dollars spent from it, net of undone redemptions, e.g. "12.50". */
  redeemedTotal: string;
  /** When its latest redemption still standing was made; null before the first. */
  lastRedeemedAt: string | null;
}

/** GET /api/gift-card-submission-status */
export interface GiftCardSubmissionStatus {
  enabled: boolean;
  /** Card payments are on too: the form pays at Stripe's Checkout and the card is issued by itself. */
  payOnline: boolean;
}

// ---- Codes ----------------------------------------------------------------------------------

const CODE_PREFIX = 'SELAM';
const CODE_BODY = new RegExp(`^(?:${CODE_PREFIX})?([${GIFT_CARD_CODE_ALPHABET}]{12})$`);

/**
 * A typed or scanned code in its stored form (SELAM-7KQ2-M9XP-4HTD), or null when it cannot be
 * one. Any case; dashes and spaces are optional; the SELAM prefix may be left out. Characters the
 * alphabet leaves out (0, O, 1, I) make the code malformed.
 */
export function normalizeGiftCardCode(input: string): string | null {
  const body = CODE_BODY.exec(
    input
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, ''),
  )?.[1];
  return body ? [CODE_PREFIX, body.slice(0, 4), body.slice(4, 8), body.slice(8)].join('-') : null;
}

/**
 * A code as a printed report shows it: the prefix and the last group (SELAM-…-4HTD), enough to
 * match a receipt, never enough to spend the card.
 */
export function maskGiftCardCode(code: string): string {
  return `${CODE_PREFIX}-…-${code.slice(-4)}`;
}

/**
 * A card code in a request body (codes never travel in URLs, so they stay out of logs). A
 * malformed code reads as unknown: the 404 of the route, never a hint at the format.
 */
export const giftCardCodeField = z
  .string({ error: msg('giftCard.codeRequired') })
  .trim()
  .min(1, msg('giftCard.codeRequired'))
  .max(64, msg('giftCard.unknownCode'));

/** POST /api/gift-cards/balance, POST /api/admin/gift-cards/lookup */
export const giftCardCodeSchema = z.object({ code: giftCardCodeField });
export type GiftCardCodeInput = z.infer<typeof giftCardCodeSchema>;

// ---- The ledger -----------------------------------------------------------------------------

const ledgerNote = optionalText(GIFT_CARD.noteMaxChars, 'multi');

/** POST /api/admin/gift-cards/redeem: more than the balance is refused by the ledger (400, fieldErrors.amount). */
export const giftCardRedeemSchema = z.object({
  code: giftCardCodeField,
  /** e.g. "12.50": at least a cent. */
  amount: moneyString(msg('field.money'), { min: { cents: 1, message: msg('giftCard.redeemPositive') } }),
  note: ledgerNote,
});
export type GiftCardRedeemInput = z.infer<typeof giftCardRedeemSchema>;
export type GiftCardRedeemFormValues = z.input<typeof giftCardRedeemSchema>;

/** POST /api/admin/gift-cards/:id/adjust: a signed change of the balance, with the reason. */
export const giftCardAdjustSchema = z.object({
  /** e.g. "-5.00" takes five dollars off: at least a cent either way. */
  amount: moneyString(msg('field.money'), { signed: true, min: { cents: 1, message: msg('giftCard.adjustNonZero') } }),
  note: requiredText(msg('giftCard.noteRequired'), GIFT_CARD.noteMaxChars, 'multi'),
});
export type GiftCardAdjustInput = z.infer<typeof giftCardAdjustSchema>;

/** POST /api/admin/gift-cards/:id/void */
export const giftCardVoidSchema = z.object({ note: ledgerNote });
export type GiftCardVoidInput = z.infer<typeof giftCardVoidSchema>;

/** POST /api/admin/gift-cards/:id/extend: a new last day (restaurant's date), or null for no expiry. */
export const giftCardExtendSchema = z.object({
  expiresOn: isoDate(msg('giftCard.expiryRequired')).nullable(),
  note: ledgerNote,
});
export type GiftCardExtendInput = z.infer<typeof giftCardExtendSchema>;

/** One event of a card's ledger. */
export interface GiftCardTransactionDto {
  id: number;
  giftCardId: number;
  kind: GiftCardTransactionKind;
  /** The signed change of the balance, e.g. "-12.50" for a redemption; "0.00" for an extension. */
  amount: string;
  balanceAfter: string;
  /** Who did it, by their current username; null for a card issued before the ledger existed, or an account since deleted. */
  staff: { id: number; username: string } | null;
  /** Their username when they did it, kept when the account is deleted. */
  staffUsername: string | null;
  note: string | null;
  /** For an extension: the new expiry (null: never). */
  expiresAt: string | null;
  /** For an undo: the redemption it reversed. */
  reversesId: number | null;
  /** For a redemption: when it was undone, or null. */
  undoneAt: string | null;
  createdAt: string;
}

/** POST /api/admin/gift-cards/redeem, and POST /api/admin/gift-cards/transactions/:id/undo */
export interface GiftCardLedgerResult {
  code: string;
  balance: string;
  status: GiftCardStatus;
  /** The ledger row this request wrote. */
  transactionId: number;
}

/** POST /api/admin/gift-cards/lookup, and the answer of adjust, void and extend. */
export interface GiftCardLookupDto {
  id: number;
  code: string;
  amount: string;
  balance: string;
  status: GiftCardStatus;
  expiresAt: string | null;
  recipientName: string;
  /** Newest first. */
  transactions: GiftCardTransactionDto[];
}

/** POST /api/gift-cards/balance: what a diner may learn from a code, nothing more. */
export interface GiftCardBalanceDto {
  balance: string;
  status: GiftCardStatus;
  expiresAt: string | null;
}

/** GET /api/admin/gift-cards/report?date=YYYY-MM-DD: a day's redemptions, for closing the till. */
export const giftCardReportQuerySchema = z.object({ date: isoDate(msg('field.dateRequired')).optional() });

export interface GiftCardDayReportDto {
  /** The restaurant's date. */
  date: string;
  staff: Array<{
    staff: { id: number; username: string } | null;
    /** Their username at the time, kept when the account is deleted. */
    staffUsername: string | null;
    /** Redemptions still standing (undone ones left out). */
    redemptions: number;
    /** Dollars redeemed, net of undos, e.g. "62.50". */
    total: string;
  }>;
  redemptions: number;
  total: string;
  /** Every redemption of the day, oldest first, undone ones marked; the card's code masked (SELAM-…-4HTD). */
  transactions: Array<GiftCardTransactionDto & { maskedCode: string }>;
}

/** GET /api/admin/gift-cards/summary: the section's tiles, from the ledger. */
export interface GiftCardSummaryDto {
  sold: number;
  /** Dollars issued on every card, e.g. "1250.00". */
  issuedTotal: string;
  /** Dollars redeemed, net of undos. */
  redeemedTotal: string;
  /** Sum of the balances of active cards: what the restaurant still owes. */
  outstanding: string;
  active: number;
  /** redeemedTotal / issuedTotal as a percent with one decimal; 0 without cards. */
  redemptionRate: number;
  /** This month against last month (restaurant's calendar); null when last month had none. */
  trends: {
    sold: { thisMonth: number; lastMonth: number } | null;
    issued: { thisMonth: string; lastMonth: string } | null;
  };
}

// ---- Requests from the public form ------------------------------------------------------------

/** POST /api/gift-card-requests: the buyer is phoned to pay, then staff issue the card. */
export const giftCardRequestSchema = giftCardPurchaseSchema.extend({
  amount,
  designTheme: z.enum(GIFT_CARD_THEMES, { error: msg('giftCard.themeRequired') }).default('traditional'),
  senderEmail: emailField(),
  senderPhone: phoneField(),
  message: optionalText(GIFT_CARD.messageMaxChars, 'multi'),
  /** Hidden from people (honeypot): only form-filling bots put text in it. */
  website: z.string().max(500).optional(),
});
export type GiftCardRequestInput = z.infer<typeof giftCardRequestSchema>;

/** POST /api/gift-cards/checkout: the request's body; the buyer pays at Stripe's Checkout. */
export const giftCardCheckoutSchema = giftCardRequestSchema;

/** POST /api/gift-cards/checkout (201) */
export interface GiftCardCheckoutDto {
  checkoutUrl: string;
}
export type GiftCardRequestFormValues = z.input<typeof giftCardRequestSchema>;

/** POST /api/admin/gift-card-requests/:id/decline */
export const giftCardRequestDeclineSchema = z.object({ note: ledgerNote });

export interface GiftCardRequestDto {
  id: number;
  amount: string;
  designTheme: GiftCardTheme;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  senderPhone: string;
  message: string | null;
  language: SiteLanguage;
  status: GiftCardRequestStatus;
  /** The card issued from it, once issued. */
  giftCardId: number | null;
  giftCardCode: string | null;
  handledBy: { id: number; username: string } | null;
  handledAt: string | null;
  note: string | null;
  createdAt: string;
  /** Paid at Stripe's Checkout: the card was issued by the payment, with no phone call. */
  paidOnline: boolean;
  /** The online payment (refunds go through it); null for a request paid by phone. */
  paymentId: number | null;
  payment: GiftCardRequestPaymentDto | null;
  /** The issued card's balance: a card bought online can be refunded only while it is whole. */
  giftCardBalance: string | null;
  giftCardStatus: GiftCardStatus | null;
}

export interface GiftCardRequestPaymentDto {
  status: PaymentStatus;
  refunded: string;
  disputed: boolean;
}

/** POST /api/admin/gift-card-requests/:id/issue */
export interface GiftCardRequestIssuedDto {
  request: GiftCardRequestDto;
  card: GiftCardDto;
}
