import { menuAm } from './parts/menu.am';
import { menuEn } from './parts/menu.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useMenuI18n = pageI18n(menuEn, menuAm);
export type MenuMessageKey = PageMessageKey<typeof menuEn>;
