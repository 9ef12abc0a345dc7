import {
  GIFT_CARD,
  GIFT_CARD_STATUSES,
  type GiftCardRequestStatus,
  type GiftCardStatus,
} from '@shared/gift-card-constants';
import type { SiteLanguage } from '@shared/language-path';
import { centsOf } from '@shared/money';
import type { GiftCardRequestDto, GiftCardTransactionDto } from '@shared/schemas/gift-card';
import { formatMoney } from '@/lib/format';

/** The fields of a gift card the search and badges read. */
export interface GiftCardLike {
  code: string;
  amount: string;
  recipientName: string;
  senderName: string;
  status: string;
}

export type StatusFilter = 'all' | GiftCardStatus;

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...GIFT_CARD_STATUSES];

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

/** Case-insensitive search over code, recipient and sender, combined with the status filter. */
export function filterGiftCards<T extends GiftCardLike>(
  cards: readonly T[],
  search: string,
  status: StatusFilter,
): T[] {
  const needle = search.trim().toLowerCase();
  return cards.filter((card) => {
    if (status !== 'all' && card.status !== status) return false;
    if (!needle) return true;
    return [card.code, card.recipientName, card.senderName].some((text) => text.toLowerCase().includes(needle));
  });
}

export type BadgeTone = 'success' | 'neutral' | 'danger' | 'info';

/** The status badge's colour: active green, used gray, expired and void red, anything else blue. */
export function statusTone(status: string): BadgeTone {
  if (status === 'active') return 'success';
  if (status === 'used') return 'neutral';
  if (status === 'expired' || status === 'void') return 'danger';
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

/**
 * This month against last month as a whole percent change (+12, -8, 0), or null when last month
 * had nothing to compare with.
 */
export function monthTrend(thisMonth: number, lastMonth: number): number | null {
  if (!(lastMonth > 0) || !Number.isFinite(thisMonth)) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
}

/** The moment a redemption can no longer be undone, in ms since the epoch. */
export function undoDeadline(transaction: Pick<GiftCardTransactionDto, 'createdAt'>): number {
  return Date.parse(transaction.createdAt) + GIFT_CARD.undoMinutes * 60_000;
}

/**
 * The redemption the signed-in staff member may still undo: the card's latest one that stands
 * (not undone), when they made it and it is younger than the undo window; otherwise null.
 */
export function undoableRedemption<T extends Pick<GiftCardTransactionDto, 'kind' | 'undoneAt' | 'staff' | 'createdAt'>>(
  transactions: readonly T[],
  staffId: number,
  now: number,
): T | null {
  const latest = transactions.find((entry) => entry.kind === 'redeem' && entry.undoneAt === null);
  if (!latest || latest.staff?.id !== staffId) return null;
  return now < undoDeadline(latest) ? latest : null;
}

/**
 * Pending requests first (oldest first, as they wait to be phoned), then the others, newest
 * first: paid online, being paid at Stripe's Checkout, handled, or never paid.
 */
export function sortRequests<T extends Pick<GiftCardRequestDto, 'status' | 'createdAt'>>(requests: readonly T[]): T[] {
  const time = (request: T) => Date.parse(request.createdAt);
  const pending = requests.filter((request) => request.status === 'pending').sort((a, b) => time(a) - time(b));
  const handled = requests.filter((request) => request.status !== 'pending').sort((a, b) => time(b) - time(a));
  return [...pending, ...handled];
}

/** A request as the list shows it: its status, or `refunded` once its online payment was given back. */
export type RequestShownStatus = GiftCardRequestStatus | 'refunded';

export function requestShownStatus(request: Pick<GiftCardRequestDto, 'status' | 'payment'>): RequestShownStatus {
  const payment = request.payment?.status;
  return payment === 'refunded' || payment === 'partially_refunded' ? 'refunded' : request.status;
}

/** Checkouts the buyer left unpaid: kept out of the list until staff ask for them. */
export function isUnpaidCheckout(request: Pick<GiftCardRequestDto, 'status'>): boolean {
  return request.status === 'expired';
}

/**
 * Whether a request's online payment may be refunded, in full: it was paid and nothing of it
 * given back, and its card is active and untouched (balance equal to the amount), since the
 * refund voids the card. A card already spent from is settled with the buyer another way.
 */
export function canRefund(
  request: Pick<
    GiftCardRequestDto,
    'paidOnline' | 'paymentId' | 'payment' | 'amount' | 'giftCardStatus' | 'giftCardBalance'
  >,
): boolean {
  return (
    request.paidOnline &&
    request.paymentId !== null &&
    request.payment?.status === 'paid' &&
    request.giftCardStatus === 'active' &&
    request.giftCardBalance !== null &&
    centsOf(request.giftCardBalance) === centsOf(request.amount)
  );
}

/** A change of a balance with its sign: "+$5.00", "-$12.50", "$0.00". */
export function signedMoney(amount: string, language: SiteLanguage): string {
  const text = formatMoney(amount, language);
  return Number(amount) > 0 ? `+${text}` : text;
}
