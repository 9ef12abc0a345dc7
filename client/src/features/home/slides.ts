import type { MessageKey } from '@/i18n/en';

export interface HeroSlide {
  id: string;
  src: string;
  alt: MessageKey;
  caption: MessageKey;
}

/** The five hero illustrations; photos can replace them later without layout changes (object-cover). */
export const HERO_SLIDES: readonly HeroSlide[] = [
  { id: 'mesob', src: '/images/home/hero-mesob.svg', alt: 'home.slide.mesob.alt', caption: 'home.slide.mesob.caption' },
  {
    id: 'jebena',
    src: '/images/home/hero-jebena.svg',
    alt: 'home.slide.jebena.alt',
    caption: 'home.slide.jebena.caption',
  },
  {
    id: 'family',
    src: '/images/home/hero-dining-room.svg',
    alt: 'home.slide.family.alt',
    caption: 'home.slide.family.caption',
  },
  { id: 'tibs', src: '/images/home/hero-tibs.svg', alt: 'home.slide.tibs.alt', caption: 'home.slide.tibs.caption' },
  { id: 'hall', src: '/images/home/hero-hall.svg', alt: 'home.slide.hall.alt', caption: 'home.slide.hall.caption' },
];

/** Intrinsic size of the illustrations, so the browser reserves their box before they load. */
export const HERO_IMAGE_SIZE = { width: 1200, height: 900 } as const;
