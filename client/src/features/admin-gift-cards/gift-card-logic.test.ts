import { describe, expect, test } from 'vitest';
import { computeGiftCardStats, filterGiftCards, isStatusFilter, reportFileName, statusTone, type GiftCardLike } from './gift-card-logic';

const card = (overrides: Partial<GiftCardLike> = {}): GiftCardLike => ({
  code: 'SELAM-AAAA-BBBB-CCCC',
  amount: '50.00',
  recipientName: 'Abebe Bikila',
  senderName: 'Tirunesh Dibaba',
  status: 'active',
  ...overrides,
});

describe('computeGiftCardStats', () => {
  test('with no cards every tile reads zero, and the redemption rate is 0 rather than NaN', () => {
    expect(computeGiftCardStats([])).toEqual({ totalSold: 0, totalValue: 0, activeCards: 0, usedCards: 0, redemptionRate: 0 });
  });

  test('counts cards, sums their amounts to the cent and counts active and used ones', () => {
    const stats = computeGiftCardStats([
      card({ amount: '10.10', status: 'active' }),
      card({ amount: '20.20', status: 'used' }),
      card({ amount: '0.10', status: 'expired' }),
      card({ amount: '0.20', status: 'active' }),
    ]);
    expect(stats.totalSold).toBe(4);
    expect(stats.totalValue).toBe(30.6);
    expect(stats.activeCards).toBe(2);
    expect(stats.usedCards).toBe(1);
  });

  test('the redemption rate is used over total as a rounded percent', () => {
    expect(computeGiftCardStats([card({ status: 'used' }), card(), card()]).redemptionRate).toBe(33);
    expect(computeGiftCardStats([card({ status: 'used' }), card({ status: 'used' }), card()]).redemptionRate).toBe(67);
    expect(computeGiftCardStats([card({ status: 'used' })]).redemptionRate).toBe(100);
  });

  test('an amount that is not a number adds nothing to the total value', () => {
    expect(computeGiftCardStats([card({ amount: 'abc' }), card({ amount: '25.00' })]).totalValue).toBe(25);
  });
});

describe('filterGiftCards', () => {
  const cards = [
    card({ code: 'SELAM-7KQ2-M9XP-4HTD', recipientName: 'Abebe Bikila', senderName: 'Selam Restaurant', status: 'active' }),
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

  test('only the four filter values are accepted', () => {
    expect(['all', 'active', 'used', 'expired'].every(isStatusFilter)).toBe(true);
    expect(isStatusFilter('pending')).toBe(false);
  });
});

describe('statusTone', () => {
  test('badges: active green, used gray, expired red, anything else blue', () => {
    expect(statusTone('active')).toBe('success');
    expect(statusTone('used')).toBe('neutral');
    expect(statusTone('expired')).toBe('danger');
    expect(statusTone('refunded')).toBe('info');
  });
});

describe('reportFileName', () => {
  test('takes the name the server gives the attachment', () => {
    expect(reportFileName('attachment; filename="gift-cards-2026-11-21.csv"', '2026-11-22')).toBe('gift-cards-2026-11-21.csv');
  });

  test('falls back to gift-cards-<today>.csv without a usable header', () => {
    expect(reportFileName(null, '2026-11-22')).toBe('gift-cards-2026-11-22.csv');
    expect(reportFileName('attachment', '2026-11-22')).toBe('gift-cards-2026-11-22.csv');
  });
});
