import type { GiftCardTheme } from '@shared/constants';
import { GIFT_CARD_LOOKS } from '@/components/art/gift-card-art';
import { type GiftCardMessageKey } from '@/i18n/gift-card';

/** Each card design: its name and its look. */
export const GIFT_CARD_THEMES: Record<GiftCardTheme, { label: GiftCardMessageKey; card: string; accent: string }> = {
  traditional: { label: 'giftCard.theme.traditional', ...GIFT_CARD_LOOKS.traditional },
  coffee: { label: 'giftCard.theme.coffee', ...GIFT_CARD_LOOKS.coffee },
  elegant: { label: 'giftCard.theme.elegant', ...GIFT_CARD_LOOKS.elegant },
  festive: { label: 'giftCard.theme.festive', ...GIFT_CARD_LOOKS.festive },
};
