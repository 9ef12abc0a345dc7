import { aboutEn } from './parts/about.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useAboutI18n = pageI18n(aboutEn, import.meta.glob(['./parts/about.*.ts', '!./parts/about.en.ts']));
export type AboutMessageKey = PageMessageKey<typeof aboutEn>;
