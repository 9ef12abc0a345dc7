import type { GiftCardTheme } from '@shared/gift-card-constants';
import { type GiftCardMessageKey } from '@/i18n/gift-card';

/** Each card design's name on the public page. */
export const THEME_LABELS: Record<GiftCardTheme, GiftCardMessageKey> = {
  traditional: 'giftCard.theme.traditional',
  coffee: 'giftCard.theme.coffee',
  elegant: 'giftCard.theme.elegant',
  festive: 'giftCard.theme.festive',
};
