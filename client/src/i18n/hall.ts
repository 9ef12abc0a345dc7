import { hallEn } from './parts/hall.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useHallI18n = pageI18n(hallEn, import.meta.glob(['./parts/hall.*.ts', '!./parts/hall.en.ts']));
export type HallMessageKey = PageMessageKey<typeof hallEn>;
