// Gift cards: the purchase form and the back office's gift cards.

export const GIFT_CARD = {
  minAmount: 10,
  maxAmount: 500,
  defaultAmount: 50,
  presets: [25, 50, 75, 100, 150, 200],
  messageMaxChars: 250,
  validYears: 1,
  defaultTheme: 'traditional',
} as const;
export const GIFT_CARD_THEMES = ['traditional', 'coffee', 'elegant', 'festive'] as const;
export type GiftCardTheme = (typeof GIFT_CARD_THEMES)[number];
export const GIFT_CARD_STATUSES = ['active', 'used', 'expired'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
