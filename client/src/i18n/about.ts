import { aboutAm } from './parts/about.am';
import { aboutEn } from './parts/about.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useAboutI18n = pageI18n(aboutEn, aboutAm);
export type AboutMessageKey = PageMessageKey<typeof aboutEn>;
