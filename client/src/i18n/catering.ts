import { cateringAm } from './parts/catering.am';
import { cateringEn } from './parts/catering.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useCateringI18n = pageI18n(cateringEn, cateringAm);
export type CateringMessageKey = PageMessageKey<typeof cateringEn>;
