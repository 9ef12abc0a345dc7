// The home page's sections below the first screen load when scrolled near; their texts ship with them.
import { homeSectionsEn } from './parts/home-sections.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useHomeSectionsI18n = pageI18n(
  homeSectionsEn,
  import.meta.glob(['./parts/home-sections.*.ts', '!./parts/home-sections.en.ts']),
);
export type HomeSectionsMessageKey = PageMessageKey<typeof homeSectionsEn>;
