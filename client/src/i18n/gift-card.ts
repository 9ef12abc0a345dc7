import { giftCardAm } from './parts/gift-card.am';
import { giftCardEn } from './parts/gift-card.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useGiftCardI18n = pageI18n(giftCardEn, giftCardAm);
export type GiftCardMessageKey = PageMessageKey<typeof giftCardEn>;
