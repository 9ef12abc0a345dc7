import { CATERING, CATERING_STATUSES, type CateringStatus } from '@shared/catering-constants';
import type { CateringOrderDto } from '@shared/schemas/catering';
import { addDays } from '@shared/time';
import { truncate } from '@/lib/format';

export const CATERING_STATUS_FILTERS = ['all', ...CATERING_STATUSES] as const;
export type CateringStatusFilter = (typeof CATERING_STATUS_FILTERS)[number];

/** Date filter of the catering list; 'pending-quote' reads "Needs Quote". */
export const CATERING_DATE_FILTERS = ['all', 'upcoming', 'this-week', 'pending-quote'] as const;
export type CateringDateFilter = (typeof CATERING_DATE_FILTERS)[number];

export interface CateringFilters {
  search: string;
  status: CateringStatusFilter;
  date: CateringDateFilter;
}

export const DEFAULT_CATERING_FILTERS: CateringFilters = { search: '', status: 'all', date: 'all' };

type FilterableOrder = Pick<
  CateringOrderDto,
  'firstName' | 'lastName' | 'email' | 'eventType' | 'deliveryAddress' | 'status' | 'eventDate'
>;

/** Case-insensitive search over first name, last name, email, event type and delivery address. */
export function matchesSearch(order: FilterableOrder, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [order.firstName, order.lastName, order.email, order.eventType, order.deliveryAddress].some((value) =>
    (value ?? '').toLowerCase().includes(needle),
  );
}

/**
 * The date filter, judged on the event's calendar date against `today` (YYYY-MM-DD in the
 * restaurant's time zone): upcoming is today or later; this-week is today through 7 days ahead;
 * pending-quote is every order still waiting for its quote.
 */
export function matchesDate(order: FilterableOrder, filter: CateringDateFilter, today: string): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'upcoming':
      return order.eventDate >= today;
    case 'this-week':
      return order.eventDate >= today && order.eventDate <= addDays(today, CATERING.thisWeekDays);
    case 'pending-quote':
      return order.status === 'pending';
  }
}

export function filterCateringOrders<T extends FilterableOrder>(
  orders: readonly T[],
  filters: CateringFilters,
  today: string,
): T[] {
  return orders.filter(
    (order) =>
      matchesSearch(order, filters.search) &&
      (filters.status === 'all' || order.status === filters.status) &&
      matchesDate(order, filters.date, today),
  );
}

export function isFiltered(filters: CateringFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all' || filters.date !== 'all';
}

export interface CateringStats {
  total: number;
  pending: number;
  quoted: number;
  confirmed: number;
  /** Sum of quotedAmount over completed orders, in dollars: the money actually earned. */
  revenue: number;
}

export function cateringStats(orders: readonly Pick<CateringOrderDto, 'status' | 'quotedAmount'>[]): CateringStats {
  const count = (status: CateringStatus) => orders.filter((order) => order.status === status).length;
  // Summed in cents so that 0.10 + 0.20 stays 0.30.
  const revenueCents = orders
    .filter((order) => order.status === 'completed')
    .reduce((sum, order) => {
      const amount = Number(order.quotedAmount ?? 0);
      return sum + (Number.isFinite(amount) ? Math.round(amount * 100) : 0);
    }, 0);
  return {
    total: orders.length,
    pending: count('pending'),
    quoted: count('quoted'),
    confirmed: count('confirmed'),
    revenue: revenueCents / 100,
  };
}

/** The delivery address cut at 30 characters for the list, or null when there is none. */
export function addressPreview(address: string | null | undefined): string | null {
  const text = address?.trim();
  return text ? truncate(text, CATERING.addressPreviewChars) : null;
}
