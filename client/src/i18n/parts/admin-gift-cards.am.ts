import type { adminGiftCardsEn } from './admin-gift-cards.en';

export const adminGiftCardsAm: Partial<Record<keyof typeof adminGiftCardsEn, string>> = {
};
