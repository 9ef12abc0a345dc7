import { giftCardEn } from './parts/gift-card.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useGiftCardI18n = pageI18n(
  giftCardEn,
  import.meta.glob(['./parts/gift-card.*.ts', '!./parts/gift-card.en.ts']),
);
export type GiftCardMessageKey = PageMessageKey<typeof giftCardEn>;
