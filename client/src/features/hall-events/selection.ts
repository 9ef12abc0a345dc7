import { useCallback, useState } from 'react';
import type { HallBlock } from '@shared/hall-events';

/**
 * What the page's sections choose for the request form: a package (from its card or the form),
 * a date and blocks (from the calendar or an alternative offered after "just taken"). `seq`
 * changes with each choice, so the form applies a choice once, even the same one again.
 */
export interface HallSelection {
  packageId: number | null;
  date: string | null;
  blocks: HallBlock[];
  seq: number;
}

export function useHallSelection() {
  const [selection, setSelection] = useState<HallSelection>({ packageId: null, date: null, blocks: [], seq: 0 });
  /** A package chosen on its card: the form takes it. */
  const choosePackage = useCallback(
    (packageId: number) => setSelection((current) => ({ ...current, packageId, seq: current.seq + 1 })),
    [],
  );
  /** A date and its blocks chosen on the calendar: the form takes them. */
  const chooseRun = useCallback(
    (date: string, blocks: HallBlock[]) =>
      setSelection((current) => ({ ...current, date, blocks, seq: current.seq + 1 })),
    [],
  );
  /** The package the form has now, so the calendar offers its runs (the form already has it: no new choice). */
  const followPackage = useCallback(
    (packageId: number | null) =>
      setSelection((current) => (current.packageId === packageId ? current : { ...current, packageId })),
    [],
  );
  return { selection, choosePackage, chooseRun, followPackage };
}
