import { z } from 'zod';
import { GIFT_CARD, GIFT_CARD_THEMES } from '../constants';
import { emailField, optionalText } from './common';

const amount = z
  .number({ error: 'Minimum amount is $10' })
  .min(GIFT_CARD.minAmount, 'Minimum amount is $10')
  .max(GIFT_CARD.maxAmount, 'Maximum amount is $500')
  .multipleOf(0.01, 'Use at most 2 decimals');

export const giftCardPurchaseSchema = z.object({
  amount: amount.default(GIFT_CARD.defaultAmount),
  recipientName: z.string({ error: 'Recipient name is required' }).trim().min(1, 'Recipient name is required').max(100),
  recipientEmail: emailField(),
  senderName: z.string({ error: 'Your name is required' }).trim().min(1, 'Your name is required').max(100),
  message: z
    .string()
    .max(GIFT_CARD.messageMaxChars, 'Message must be under 250 characters')
    .optional(),
  designTheme: z.string().default(GIFT_CARD.defaultTheme),
});

/** A card staff create by hand (Gift Cards > Create Manual Gift Card). */
export const manualGiftCardSchema = giftCardPurchaseSchema.extend({
  amount,
  designTheme: z.enum(GIFT_CARD_THEMES).default('traditional'),
  message: optionalText(GIFT_CARD.messageMaxChars),
});

export type GiftCardPurchaseInput = z.infer<typeof giftCardPurchaseSchema>;
export type GiftCardPurchaseFormValues = z.input<typeof giftCardPurchaseSchema>;
export type ManualGiftCardInput = z.infer<typeof manualGiftCardSchema>;
