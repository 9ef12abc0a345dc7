import { CATERING } from '@shared/constants';

/**
 * The number a catering form's guest box holds. A box left empty or holding no number counts as
 * the smallest party we cater (10), so the schema judges a number and never a blank.
 */
export function guestCountValue(value: unknown): number {
  if (typeof value === 'number') return Number.isNaN(value) ? CATERING.minGuests : value;
  const count = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(count) ? CATERING.minGuests : count;
}
