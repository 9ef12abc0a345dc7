import type { HallBlock, HallBlockTimes } from '@shared/hall-events';
import { formatClock } from '@shared/time';
import { formatList } from '@/lib/format-date';
import { useHallEventsI18n } from '@/i18n/hall-events';

/** A block's name ("evening"), a run's ("afternoon and evening") and its times, in the reader's language. */
export function useBlockNames() {
  const { t, language } = useHallEventsI18n();
  const name = (block: HallBlock) => t(`hallEvents.block.${block}`);
  const run = (blocks: readonly HallBlock[]) => formatList(blocks.map(name), language);
  /** The run at the start of a line: "Afternoon and evening". */
  const runTitle = (blocks: readonly HallBlock[]) => {
    const text = run(blocks);
    return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
  };
  const times = (blocks: readonly HallBlock[], blockTimes: HallBlockTimes) =>
    `${formatClock(blockTimes[blocks[0]!].start, language)} – ${formatClock(blockTimes[blocks[blocks.length - 1]!].end, language)}`;
  return { name, run, runTitle, times };
}
