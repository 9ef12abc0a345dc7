import { describe, expect, test } from 'vitest';
import type { GiftCardTransactionDto } from '@shared/schemas/gift-card';
import {
  filterGiftCards,
  isStatusFilter,
  monthTrend,
  reportFileName,
  signedMoney,
  canRefund,
  isUnpaidCheckout,
  requestShownStatus,
  sortRequests,
  statusTone,
  undoableRedemption,
  type GiftCardLike,
} from './gift-card-logic';

const card = (overrides: Partial<GiftCardLike> = {}): GiftCardLike => ({
  code: 'SELAM-AAAA-BBBB-CCCC',
  amount: '50.00',
  recipientName: 'Abebe Bikila',
  senderName: 'Tirunesh Dibaba',
  status: 'active',
  ...overrides,
});

describe('filterGiftCards', () => {
  const cards = [
    card({
      code: 'SELAM-7KQ2-M9XP-4HTD',
      recipientName: 'Abebe Bikila',
      senderName: 'Selam Restaurant',
      status: 'active',
    }),
    card({ code: 'SELAM-ZZZZ-YYYY-XXXX', recipientName: 'Derartu Tulu', senderName: 'Haile G', status: 'used' }),
    card({ code: 'SELAM-QQQQ-RRRR-SSSS', recipientName: 'Kenenisa B', senderName: 'Abebe Family', status: 'expired' }),
  ];

  test('an empty search and All Status keeps every card', () => {
    expect(filterGiftCards(cards, '  ', 'all')).toHaveLength(3);
  });

  test('search is case-insensitive over code, recipient and sender', () => {
    expect(filterGiftCards(cards, 'm9xp', 'all').map((c) => c.recipientName)).toEqual(['Abebe Bikila']);
    expect(filterGiftCards(cards, 'DERARTU', 'all').map((c) => c.recipientName)).toEqual(['Derartu Tulu']);
    expect(filterGiftCards(cards, 'abebe', 'all').map((c) => c.recipientName)).toEqual(['Abebe Bikila', 'Kenenisa B']);
  });

  test('the status filter combines with the search', () => {
    expect(filterGiftCards(cards, 'abebe', 'expired').map((c) => c.recipientName)).toEqual(['Kenenisa B']);
    expect(filterGiftCards(cards, '', 'used').map((c) => c.recipientName)).toEqual(['Derartu Tulu']);
    expect(filterGiftCards(cards, 'derartu', 'active')).toEqual([]);
  });

  test('only the five filter values are accepted', () => {
    expect(['all', 'active', 'used', 'expired', 'void'].every(isStatusFilter)).toBe(true);
    expect(isStatusFilter('pending')).toBe(false);
  });
});

describe('statusTone', () => {
  test('badges: active green, used gray, expired and void red, anything else blue', () => {
    expect(statusTone('active')).toBe('success');
    expect(statusTone('used')).toBe('neutral');
    expect(statusTone('expired')).toBe('danger');
    expect(statusTone('void')).toBe('danger');
    expect(statusTone('refunded')).toBe('info');
  });
});

describe('reportFileName', () => {
  test('takes the name the server gives the attachment', () => {
    expect(reportFileName('attachment; filename="gift-cards-2026-11-21.csv"', '2026-11-22')).toBe(
      'gift-cards-2026-11-21.csv',
    );
  });

  test('falls back to gift-cards-<today>.csv without a usable header', () => {
    expect(reportFileName(null, '2026-11-22')).toBe('gift-cards-2026-11-22.csv');
    expect(reportFileName('attachment', '2026-11-22')).toBe('gift-cards-2026-11-22.csv');
  });
});

describe('monthTrend', () => {
  test('is the whole percent change from last month', () => {
    expect(monthTrend(112, 100)).toBe(12);
    expect(monthTrend(46, 50)).toBe(-8);
    expect(monthTrend(3, 3)).toBe(0);
    expect(monthTrend(0, 4)).toBe(-100);
    expect(monthTrend(1, 3)).toBe(-67);
  });

  test('is null without a last month to compare with', () => {
    expect(monthTrend(5, 0)).toBeNull();
    expect(monthTrend(0, 0)).toBeNull();
  });
});

describe('undoableRedemption', () => {
  const at = Date.parse('2026-11-27T19:00:00Z');
  type Entry = Pick<GiftCardTransactionDto, 'id' | 'kind' | 'amount' | 'staff' | 'undoneAt' | 'createdAt'>;
  const entry = (overrides: Partial<Entry>): Entry => ({
    id: 1,
    kind: 'redeem',
    amount: '-12.50',
    staff: { id: 7, username: 'almaz' },
    undoneAt: null,
    createdAt: new Date(at).toISOString(),
    ...overrides,
  });
  const issue = entry({ id: 0, kind: 'issue', amount: '50.00', createdAt: new Date(at - 86_400_000).toISOString() });

  test('the latest redemption, by the signed-in staff member, within 10 minutes', () => {
    const redemption = entry({ id: 3 });
    expect(undoableRedemption([redemption, issue], 7, at + 9 * 60_000 + 59_000)).toBe(redemption);
  });

  test('not once 10 minutes have passed', () => {
    expect(undoableRedemption([entry({ id: 3 }), issue], 7, at + 10 * 60_000)).toBeNull();
  });

  test("not someone else's redemption, nor one without a staff member", () => {
    expect(undoableRedemption([entry({ staff: { id: 8, username: 'dawit' } }), issue], 7, at)).toBeNull();
    expect(undoableRedemption([entry({ staff: null }), issue], 7, at)).toBeNull();
  });

  test('an undone redemption is passed over for the one before it; a card never redeemed has none', () => {
    const earlier = entry({ id: 2, createdAt: new Date(at - 60_000).toISOString() });
    const undone = entry({ id: 3, undoneAt: new Date(at + 1000).toISOString() });
    const undo = entry({ id: 4, kind: 'undo', amount: '12.50', createdAt: new Date(at + 1000).toISOString() });
    expect(undoableRedemption([undo, undone, earlier, issue], 7, at + 2000)).toBe(earlier);
    expect(undoableRedemption([issue], 7, at)).toBeNull();
  });
});

describe('sortRequests', () => {
  test('pending ones first, oldest first; then the others, newest first', () => {
    const requests = [
      { id: 1, status: 'issued' as const, createdAt: '2026-11-20T10:00:00Z' },
      { id: 2, status: 'pending' as const, createdAt: '2026-11-25T10:00:00Z' },
      { id: 3, status: 'declined' as const, createdAt: '2026-11-24T10:00:00Z' },
      { id: 4, status: 'pending' as const, createdAt: '2026-11-22T10:00:00Z' },
      { id: 5, status: 'awaiting_payment' as const, createdAt: '2026-11-26T10:00:00Z' },
      { id: 6, status: 'expired' as const, createdAt: '2026-11-21T10:00:00Z' },
    ];
    expect(sortRequests(requests).map((request) => request.id)).toEqual([4, 2, 5, 3, 6, 1]);
  });
});

const paidOnline = {
  status: 'issued' as const,
  amount: '50.00',
  paidOnline: true,
  paymentId: 12,
  payment: { status: 'paid' as const, refunded: '0.00', disputed: false },
  giftCardStatus: 'active' as const,
  giftCardBalance: '50.00',
};

describe('canRefund', () => {
  test('a card paid online and never used can be refunded whole', () => {
    expect(canRefund(paidOnline)).toBe(true);
    expect(canRefund({ ...paidOnline, amount: '50', giftCardBalance: '50.00' })).toBe(true);
  });

  test('not once the card was spent from, voided or expired', () => {
    expect(canRefund({ ...paidOnline, giftCardBalance: '49.99' })).toBe(false);
    expect(canRefund({ ...paidOnline, giftCardBalance: '0.00', giftCardStatus: 'used' })).toBe(false);
    expect(canRefund({ ...paidOnline, giftCardStatus: 'void' })).toBe(false);
    expect(canRefund({ ...paidOnline, giftCardStatus: 'expired' })).toBe(false);
  });

  test('not when the payment is not simply paid: refunded, in part or whole', () => {
    for (const status of ['partially_refunded', 'refunded', 'awaiting_payment', 'expired'] as const)
      expect(canRefund({ ...paidOnline, payment: { ...paidOnline.payment, status } }), status).toBe(false);
  });

  test('never for a request paid by phone, or without its card', () => {
    expect(canRefund({ ...paidOnline, paidOnline: false, paymentId: null, payment: null })).toBe(false);
    expect(canRefund({ ...paidOnline, giftCardStatus: null, giftCardBalance: null })).toBe(false);
  });
});

describe('requestShownStatus', () => {
  test('its status, or refunded once the online payment was given back', () => {
    expect(requestShownStatus(paidOnline)).toBe('issued');
    expect(requestShownStatus({ status: 'pending', payment: null })).toBe('pending');
    expect(requestShownStatus({ ...paidOnline, payment: { ...paidOnline.payment, status: 'refunded' } })).toBe(
      'refunded',
    );
  });

  test('checkouts left unpaid are the ones kept out of the list', () => {
    expect(isUnpaidCheckout({ status: 'expired' })).toBe(true);
    expect(isUnpaidCheckout({ status: 'awaiting_payment' })).toBe(false);
  });
});

describe('signedMoney', () => {
  test('a credit gets a plus, a debit keeps its minus, nothing has no sign', () => {
    expect(signedMoney('5.00', 'en')).toBe('+$5.00');
    expect(signedMoney('-12.50', 'en')).toBe('-$12.50');
    expect(signedMoney('0.00', 'en')).toBe('$0.00');
  });
});
