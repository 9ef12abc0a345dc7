/**
 * The number a guests box holds, as a whole number, so the form's schema judges a number and
 * never a blank: a box left empty or holding no number counts as `fallback` (the smallest party
 * the form accepts, e.g. 10 for catering, 1 for a table).
 */
export function guestCountValue(value: unknown, fallback: number): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : fallback;
}
