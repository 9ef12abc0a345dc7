import { GIFT_CARD_STATUSES, type GiftCardStatus } from '@shared/gift-card-constants';

/** The fields of a gift card the tiles, search and badges read. */
export interface GiftCardLike {
  code: string;
  amount: string;
  recipientName: string;
  senderName: string;
  status: string;
}

export interface GiftCardStats {
  /** Every card, whatever its status. */
  totalSold: number;
  /** Sum of the cards' original amounts, in dollars. */
  totalValue: number;
  activeCards: number;
  usedCards: number;
  /** Used cards as a whole percentage of all cards; 0 when there are none. */
  redemptionRate: number;
}

/** The four tiles above the list: Total Sold, Total Value, Active Cards, Redemption Rate. */
export function computeGiftCardStats(cards: readonly GiftCardLike[]): GiftCardStats {
  let totalCents = 0;
  let activeCards = 0;
  let usedCards = 0;
  for (const card of cards) {
    const amount = Number(card.amount);
    // Sum in cents so 0.1 + 0.2 style float error never shows up in a money tile.
    if (Number.isFinite(amount)) totalCents += Math.round(amount * 100);
    if (card.status === 'active') activeCards += 1;
    if (card.status === 'used') usedCards += 1;
  }
  const totalSold = cards.length;
  return {
    totalSold,
    totalValue: totalCents / 100,
    activeCards,
    usedCards,
    redemptionRate: totalSold === 0 ? 0 : Math.round((usedCards / totalSold) * 100),
  };
}

export type StatusFilter = 'all' | GiftCardStatus;

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...GIFT_CARD_STATUSES];

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

/** Case-insensitive search over code, recipient and sender, combined with the status filter. */
export function filterGiftCards<T extends GiftCardLike>(cards: readonly T[], search: string, status: StatusFilter): T[] {
  const needle = search.trim().toLowerCase();
  return cards.filter((card) => {
    if (status !== 'all' && card.status !== status) return false;
    if (!needle) return true;
    return [card.code, card.recipientName, card.senderName].some((text) => text.toLowerCase().includes(needle));
  });
}

export type BadgeTone = 'success' | 'neutral' | 'danger' | 'info';

/** The status badge's colour: active green, used gray, expired red, anything else blue. */
export function statusTone(status: string): BadgeTone {
  if (status === 'active') return 'success';
  if (status === 'used') return 'neutral';
  if (status === 'expired') return 'danger';
  return 'info';
}

export function isKnownStatus(status: string): status is GiftCardStatus {
  return (GIFT_CARD_STATUSES as readonly string[]).includes(status);
}

/** The file name the server gives the report (Content-Disposition), else gift-cards-<today>.csv. */
export function reportFileName(contentDisposition: string | null, today: string): string {
  const match = contentDisposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : `gift-cards-${today}.csv`;
}
