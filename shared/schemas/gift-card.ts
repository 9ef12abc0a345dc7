import { z } from 'zod';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '../language-path';
import { GIFT_CARD, GIFT_CARD_THEMES, type GiftCardStatus, type GiftCardTheme } from '../gift-card-constants';
import { emailField, personName } from './common';
import { msg } from '../messages/message';

const amount = z
  .number({ error: msg('giftCard.minAmount') })
  .min(GIFT_CARD.minAmount, msg('giftCard.minAmount'))
  .max(GIFT_CARD.maxAmount, msg('giftCard.maxAmount'))
  .multipleOf(0.01, msg('giftCard.cents'));

const MESSAGE_TOO_LONG = msg('giftCard.messageTooLong');

export const giftCardPurchaseSchema = z.object({
  amount: amount.default(GIFT_CARD.defaultAmount),
  recipientName: personName(msg('giftCard.recipientRequired')),
  recipientEmail: emailField(),
  senderName: personName(msg('giftCard.senderRequired')),
  message: z.string().max(GIFT_CARD.messageMaxChars, MESSAGE_TOO_LONG).optional(),
  designTheme: z.string().default(GIFT_CARD.defaultTheme),
  /** The language of the recipient's email. */
  language: z.enum(SITE_LANGUAGES, { error: 'Choose the language of the email' }).default(DEFAULT_LANGUAGE),
});

/** A card staff create by hand (Gift Cards > Create Manual Gift Card). */
export const manualGiftCardSchema = giftCardPurchaseSchema.extend({
  amount,
  designTheme: z.enum(GIFT_CARD_THEMES).default('traditional'),
  message: z
    .string()
    .trim()
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
  expiryDate: string;
  /** True once the card's email was delivered over SMTP ("Pending" until then). */
  emailSent: boolean;
  emailSentAt: string | null;
  /** The language of the recipient's email. */
  language: SiteLanguage;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/gift-card-submission-status */
export interface GiftCardSubmissionStatus {
  enabled: boolean;
}
