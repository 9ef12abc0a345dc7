import type { HallBlock, HallBlockState } from '@shared/hall-events';
import type { HallDayDto } from '@shared/schemas/hall-events';
import { datesOfMonth } from '@shared/time';

/** "2026-12" -> "2027-01" for `delta` 1. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const monthOf = (date: string) => date.slice(0, 7);

/** Blank cells before the 1st in a week that starts on Sunday, and the month's dates. */
export function monthGrid(month: string): { leading: number; dates: string[] } {
  const dates = datesOfMonth(month);
  const leading = new Date(`${dates[0]}T00:00:00Z`).getUTCDay();
  return { leading, dates };
}

/** How a block shows on the public calendar: a block of a day not taken yet is "unavailable". */
export type ShownBlockState = HallBlockState | 'unavailable';

export function shownState(day: HallDayDto, state: HallBlockState): ShownBlockState {
  return state === 'free' && !day.bookable ? 'unavailable' : state;
}

/** The runs of a day that are all free, on a day requests are taken for. */
export function freeRuns(day: HallDayDto | undefined, runs: readonly (readonly HallBlock[])[]): HallBlock[][] {
  if (!day?.bookable) return [];
  const free = new Set(day.blocks.filter((entry) => entry.state === 'free').map((entry) => entry.block));
  return runs.filter((run) => run.every((block) => free.has(block))).map((run) => [...run]);
}

/**
 * The run a person means by choosing `block` of a day: the free run that starts with it, or else
 * any free run that holds it; null when the package cannot start or include it there.
 */
export function runForBlock(
  block: HallBlock,
  day: HallDayDto | undefined,
  runs: readonly (readonly HallBlock[])[],
): HallBlock[] | null {
  const free = freeRuns(day, runs);
  return free.find((run) => run[0] === block) ?? free.find((run) => run.includes(block)) ?? null;
}

/**
 * Where the arrow keys move in the calendar's blocks: left and right through the day's blocks
 * and on to the next day's, up and down to the same block of the day before or after.
 */
export function movedFocus(
  position: { day: number; block: number },
  key: string,
  days: number,
  blocks: number,
): { day: number; block: number } | null {
  const flat = position.day * blocks + position.block;
  const last = days * blocks - 1;
  const to = (index: number) => ({ day: Math.floor(index / blocks), block: index % blocks });
  switch (key) {
    case 'ArrowRight':
      return flat < last ? to(flat + 1) : null;
    case 'ArrowLeft':
      return flat > 0 ? to(flat - 1) : null;
    case 'ArrowDown':
      return position.day + 1 < days ? { day: position.day + 1, block: position.block } : null;
    case 'ArrowUp':
      return position.day > 0 ? { day: position.day - 1, block: position.block } : null;
    case 'Home':
      return { day: position.day, block: 0 };
    case 'End':
      return { day: position.day, block: blocks - 1 };
    default:
      return null;
  }
}
