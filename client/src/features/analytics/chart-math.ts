import type { DayBookings } from '@shared/analytics';

export interface Scale {
  /** The top of the axis, a round number at or above the largest value (at least 1). */
  top: number;
  /** Tick values from 0 to top. */
  ticks: number[];
}

/** A round axis for counts: steps of 1, 2 or 5 times a power of ten, about four of them. */
export function countScale(max: number, targetTicks = 4): Scale {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const rough = max / targetTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power,
  );
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

export interface BookingSummary {
  bookings: number;
  covers: number;
  /** The day with the most covers (the earliest on a tie); null without bookings. */
  busiest: DayBookings | null;
  first: string | null;
  last: string | null;
}

export function summarizeBookings(days: DayBookings[]): BookingSummary {
  let bookings = 0;
  let covers = 0;
  let busiest: DayBookings | null = null;
  for (const day of days) {
    bookings += day.bookings;
    covers += day.covers;
    if (day.bookings > 0 && (!busiest || day.covers > busiest.covers)) busiest = day;
  }
  return { bookings, covers, busiest, first: days.at(0)?.date ?? null, last: days.at(-1)?.date ?? null };
}

/** Label every n-th day so that labels stay at least `minGap` pixels apart; the last day is always labelled. */
export function labelEvery(count: number, width: number, minGap = 56): number {
  if (count <= 1 || width <= 0) return 1;
  const perDay = width / count;
  return Math.max(1, Math.ceil(minGap / perDay));
}

export function isLabelled(index: number, count: number, every: number): boolean {
  const last = count - 1;
  if (index === last) return true;
  // Count back from the last day (today), and keep clear of it.
  return (last - index) % every === 0 && last - index >= every;
}

export interface Share<K extends string> {
  key: K;
  count: number;
  /** Rounded percent of the total; 0 when the total is 0. */
  percent: number;
}

/** Counts by status in a fixed order, with each one's share of the total. */
export function shares<K extends string>(
  counts: Record<K, number>,
  order: readonly K[],
): { items: Share<K>[]; total: number } {
  const total = order.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
  const items = order.map((key) => {
    const count = counts[key] ?? 0;
    return { key, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
  return { items, total };
}

/** Where each non-empty share sits on a stacked 0–100 % bar. */
export function stackSegments<K extends string>(
  items: Share<K>[],
  total: number,
): { key: K; start: number; width: number }[] {
  if (total === 0) return [];
  const segments: { key: K; start: number; width: number }[] = [];
  let start = 0;
  for (const item of items) {
    if (item.count === 0) continue;
    const width = (item.count / total) * 100;
    segments.push({ key: item.key, start, width });
    start += width;
  }
  return segments;
}
