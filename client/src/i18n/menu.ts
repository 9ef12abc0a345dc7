import { menuEn } from './parts/menu.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useMenuI18n = pageI18n(menuEn, import.meta.glob(['./parts/menu.*.ts', '!./parts/menu.en.ts']));
export type MenuMessageKey = PageMessageKey<typeof menuEn>;
