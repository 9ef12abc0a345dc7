import { blockRunsFor, eventMinutes, HALL_BLOCKS, type HallBlock, type HallBlockTimes } from '@shared/hall-events';
import type { SiteLanguage } from '@shared/language-path';
import type { EventPackageDto } from '@shared/schemas/hall-events';

/** A package's words in the reader's language: the Amharic translation where the manager gave one. */
export interface PackageText {
  name: string;
  shortDescription: string;
  description: string;
  features: string[];
  services: string[];
}

export function packageText(pkg: EventPackageDto, language: SiteLanguage): PackageText {
  const am = language === 'am' ? pkg.translations.am : undefined;
  const or = (translated: string | null | undefined, english: string) => (translated?.trim() ? translated : english);
  const list = (translated: string[] | undefined, english: string[]) =>
    translated && translated.some((item) => item.trim()) ? translated.filter((item) => item.trim()) : english;
  return {
    name: or(am?.name, pkg.name),
    shortDescription: or(am?.shortDescription, pkg.shortDescription),
    description: or(am?.description, pkg.description),
    features: list(am?.features, pkg.features),
    services: list(am?.services, pkg.services),
  };
}

/**
 * The runs of blocks a package may take on a day: with the hall's block times, exactly the runs
 * the server accepts; before they have loaded, every run of the package's `blocksNeeded`.
 */
export function packageRuns(pkg: EventPackageDto, times: HallBlockTimes | undefined): HallBlock[][] {
  if (times) return blockRunsFor(eventMinutes(pkg), times);
  const count = pkg.blocksNeeded;
  if (count < 1) return [];
  const runs: HallBlock[][] = [];
  for (let first = 0; first + count <= HALL_BLOCKS.length; first++) runs.push(HALL_BLOCKS.slice(first, first + count));
  return runs;
}

/** "afternoon+evening": a run as a select's value. */
export const runKey = (run: readonly HallBlock[]) => run.join('+');

export function runOfKey(key: string): HallBlock[] {
  return key.split('+').filter((block): block is HallBlock => (HALL_BLOCKS as readonly string[]).includes(block));
}
