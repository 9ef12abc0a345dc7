/** The hall's pictures, in slideshow and gallery order; their words live in the i18n files. */
export const HALL_SLIDES = [
  { id: 'wedding', src: '/images/hall/wedding.svg' },
  { id: 'graduation', src: '/images/hall/graduation.svg' },
  { id: 'cultural', src: '/images/hall/cultural.svg' },
  { id: 'stage', src: '/images/hall/stage.svg' },
  { id: 'buffet', src: '/images/hall/buffet.svg' },
] as const;

export type HallSlide = (typeof HALL_SLIDES)[number];

/** Width and height of the illustrations (800 × 500), for layout without shifts. */
export const HALL_SLIDE_SIZE = { width: 800, height: 500 } as const;
