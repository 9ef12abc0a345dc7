import { GiftCardsBoard } from '@/features/admin-gift-cards/components/gift-cards-board';

/** /admin?tab=gift-cards: the gift cards sold and made by hand. */
export function GiftCardsSection() {
  return <GiftCardsBoard />;
}
