import { hallAm } from './parts/hall.am';
import { hallEn } from './parts/hall.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useHallI18n = pageI18n(hallEn, hallAm);
export type HallMessageKey = PageMessageKey<typeof hallEn>;
