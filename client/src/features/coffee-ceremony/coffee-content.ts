import { type CoffeeTranslate } from '@/i18n/coffee';

/** The hero carousel's pictures; words in the i18n files. */
export const COFFEE_SLIDES = [
  { id: 'roasting', src: '/images/coffee/roasting.svg' },
  { id: 'pouring', src: '/images/coffee/jebena-pour.svg' },
  { id: 'ceremony', src: '/images/coffee/ceremony.svg' },
] as const;

export const COFFEE_SLIDE_SIZE = { width: 800, height: 500 } as const;

export const ROUNDS = ['abol', 'tona', 'baraka'] as const;

export const ELEMENTS = [
  { id: 'jebena', src: '/images/coffee/jebena.svg' },
  { id: 'incense', src: '/images/coffee/incense.svg' },
  { id: 'cini', src: '/images/coffee/cini.svg' },
] as const;

export const ELEMENT_SIZE = { width: 400, height: 300 } as const;

/** One stage of the virtual ceremony viewer. */
export interface CeremonyStage {
  id: (typeof ROUNDS)[number];
  name: string;
  ethiopianName: string;
  image: string;
  description: string;
  culturalSignificance: string;
  duration: string;
  steps: string[];
  blessings: string[];
}

const STAGE_IMAGES: Record<CeremonyStage['id'], string> = {
  abol: '/images/coffee/jebena-pour.svg',
  tona: '/images/coffee/cini.svg',
  baraka: '/images/coffee/ceremony.svg',
};
const STEP_NUMBERS = [1, 2, 3, 4] as const;
const BLESSING_NUMBERS = [1, 2] as const;

/** The three stages (abol, tona, baraka) in the visitor's language. */
export function ceremonyStages(t: CoffeeTranslate): CeremonyStage[] {
  return ROUNDS.map((id) => ({
    id,
    name: t(`coffee.stage.${id}.name`),
    ethiopianName: t(`coffee.stage.${id}.ethiopianName`),
    image: STAGE_IMAGES[id],
    description: t(`coffee.stage.${id}.description`),
    culturalSignificance: t(`coffee.stage.${id}.significance`),
    duration: t(`coffee.stage.${id}.duration`),
    steps: STEP_NUMBERS.map((n) => t(`coffee.stage.${id}.step${n}`)),
    blessings: BLESSING_NUMBERS.map((n) => t(`coffee.stage.${id}.blessing${n}`)),
  }));
}
