import { describe, expect, test } from 'vitest';
import type { CateringStatus } from '@shared/catering-constants';
import {
  addressPreview,
  cateringStats,
  DEFAULT_CATERING_FILTERS,
  filterCateringOrders,
  isFiltered,
  matchesDate,
  matchesSearch,
} from './catering-filters';

const TODAY = '2026-11-20';

function buildOrder(
  overrides: Partial<{
    firstName: string;
    lastName: string;
    email: string;
    eventType: string;
    deliveryAddress: string;
    status: CateringStatus;
    eventDate: string;
    quotedAmount: string | null;
  }> = {},
) {
  return {
    firstName: 'Abebe',
    lastName: 'Bikila',
    email: 'abebe@example.com',
    eventType: 'Wedding',
    deliveryAddress: '100 Main Street, Minneapolis',
    status: 'pending' as CateringStatus,
    eventDate: '2026-11-25',
    quotedAmount: null as string | null,
    ...overrides,
  };
}

describe('matchesSearch', () => {
  test('an empty or blank search matches every order', () => {
    expect(matchesSearch(buildOrder(), '')).toBe(true);
    expect(matchesSearch(buildOrder(), '   ')).toBe(true);
  });

  test.each([
    ['first name', 'abe'],
    ['last name', 'BIKILA'],
    ['email', 'abebe@example'],
    ['event type', 'wedd'],
    ['delivery address', 'main street'],
  ])('finds an order by its %s, ignoring case', (_field, search) => {
    expect(matchesSearch(buildOrder(), search)).toBe(true);
  });

  test('does not match text found in none of the searched fields', () => {
    expect(matchesSearch(buildOrder(), 'Graduation')).toBe(false);
  });
});

describe('matchesDate', () => {
  test('upcoming keeps today and later, drops past events', () => {
    expect(matchesDate(buildOrder({ eventDate: TODAY }), 'upcoming', TODAY)).toBe(true);
    expect(matchesDate(buildOrder({ eventDate: '2027-03-01' }), 'upcoming', TODAY)).toBe(true);
    expect(matchesDate(buildOrder({ eventDate: '2026-11-19' }), 'upcoming', TODAY)).toBe(false);
  });

  test('this-week is today through 7 days ahead, across a month end', () => {
    const today = '2026-11-28';
    expect(matchesDate(buildOrder({ eventDate: '2026-11-27' }), 'this-week', today)).toBe(false);
    expect(matchesDate(buildOrder({ eventDate: '2026-11-28' }), 'this-week', today)).toBe(true);
    expect(matchesDate(buildOrder({ eventDate: '2026-12-05' }), 'this-week', today)).toBe(true);
    expect(matchesDate(buildOrder({ eventDate: '2026-12-06' }), 'this-week', today)).toBe(false);
  });

  test('pending-quote (Needs Quote) keeps only pending orders, whatever their date', () => {
    expect(matchesDate(buildOrder({ status: 'pending', eventDate: '2020-01-01' }), 'pending-quote', TODAY)).toBe(true);
    expect(matchesDate(buildOrder({ status: 'quoted' }), 'pending-quote', TODAY)).toBe(false);
    expect(matchesDate(buildOrder({ status: 'confirmed' }), 'pending-quote', TODAY)).toBe(false);
  });
});

describe('filterCateringOrders', () => {
  const orders = [
    buildOrder({ firstName: 'Abebe', status: 'pending', eventDate: '2026-11-22' }),
    buildOrder({ firstName: 'Tirunesh', status: 'confirmed', eventDate: '2026-12-24' }),
    buildOrder({ firstName: 'Haile', status: 'pending', eventDate: '2026-10-01' }),
  ];

  test('with the default filters every order is kept, in order', () => {
    expect(filterCateringOrders(orders, DEFAULT_CATERING_FILTERS, TODAY)).toEqual(orders);
  });

  test('search, status and date filters combine', () => {
    const result = filterCateringOrders(orders, { search: '', status: 'pending', date: 'upcoming' }, TODAY);
    expect(result.map((order) => order.firstName)).toEqual(['Abebe']);
    expect(filterCateringOrders(orders, { search: 'tiru', status: 'pending', date: 'all' }, TODAY)).toEqual([]);
    expect(filterCateringOrders(orders, { search: 'tiru', status: 'all', date: 'upcoming' }, TODAY)).toHaveLength(1);
  });

  test('isFiltered tells a filtered list from the whole one', () => {
    expect(isFiltered(DEFAULT_CATERING_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_CATERING_FILTERS, search: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_CATERING_FILTERS, date: 'this-week' })).toBe(true);
  });
});

describe('cateringStats', () => {
  test('counts by status and sums quoted amounts of completed orders only', () => {
    const stats = cateringStats([
      buildOrder({ status: 'pending' }),
      buildOrder({ status: 'pending' }),
      buildOrder({ status: 'quoted', quotedAmount: '900.00' }),
      buildOrder({ status: 'confirmed', quotedAmount: '1500.00' }),
      buildOrder({ status: 'completed', quotedAmount: '1250.10' }),
      buildOrder({ status: 'completed', quotedAmount: '0.20' }),
      buildOrder({ status: 'completed', quotedAmount: null }),
      buildOrder({ status: 'cancelled', quotedAmount: '300.00' }),
    ]);
    expect(stats).toEqual({ total: 8, pending: 2, quoted: 1, confirmed: 1, revenue: 1250.3 });
  });

  test('no orders give zeros', () => {
    expect(cateringStats([])).toEqual({ total: 0, pending: 0, quoted: 0, confirmed: 0, revenue: 0 });
  });
});

describe('addressPreview', () => {
  test('keeps an address of up to 30 characters as it is', () => {
    expect(addressPreview('100 Main Street')).toBe('100 Main Street');
    expect(addressPreview('x'.repeat(30))).toBe('x'.repeat(30));
  });

  test('cuts a longer address at 30 characters and adds "…"', () => {
    expect(addressPreview('1234 University Avenue West, Saint Paul, MN 55104')).toBe('1234 University Avenue West, S…');
    expect(addressPreview('  1234 Lake Street, Minneapolis, MN 55408  ')).toBe('1234 Lake Street, Minneapolis,…');
  });

  test('an empty address has no preview', () => {
    expect(addressPreview('')).toBeNull();
    expect(addressPreview('   ')).toBeNull();
    expect(addressPreview(null)).toBeNull();
  });
});
