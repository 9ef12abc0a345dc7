import { GIFT_CARD, GIFT_CARD_THEMES, type GiftCardTheme } from '@shared/gift-card-constants';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@shared/language-path';

/**
 * A new card's form, on the public page and in the back office alike: the default amount and
 * design, the recipient's email in English until someone chooses otherwise, nothing else.
 */
export const BLANK_GIFT_CARD = {
  amount: GIFT_CARD.defaultAmount as number,
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  message: '',
  designTheme: GIFT_CARD.defaultTheme as GiftCardTheme,
  language: DEFAULT_LANGUAGE as SiteLanguage,
};

/** The design a card is drawn in: the one named when it is known, else the default (traditional). */
export function giftCardTheme(value: unknown): GiftCardTheme {
  return (GIFT_CARD_THEMES as readonly unknown[]).includes(value) ? (value as GiftCardTheme) : GIFT_CARD.defaultTheme;
}
