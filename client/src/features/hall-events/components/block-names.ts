import type { HallBlock, HallBlockTimes } from '@shared/hall-events';
import { formatClock } from '@shared/time';
import { formatList } from '@/lib/format-date';
import { useHallEventsI18n } from '@/i18n/hall-events';

/** A block's name ("evening"), a run's ("afternoon and evening") and its times, in the reader's language. */
export function useBlockNames() {
  const { t, language } = useHallEventsI18n();
  const name = (block: HallBlock) => t(`hallEvents.block.${block}`);
  const run = (blocks: readonly HallBlock[]) => formatList(blocks.map(name), language);
  const times = (blocks: readonly HallBlock[], blockTimes: HallBlockTimes) =>
    `${formatClock(blockTimes[blocks[0]!].start, language)} – ${formatClock(blockTimes[blocks[blocks.length - 1]!].end, language)}`;
  return { name, run, times };
}
