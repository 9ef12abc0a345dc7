import { cateringEn } from './parts/catering.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useCateringI18n = pageI18n(
  cateringEn,
  import.meta.glob(['./parts/catering.*.ts', '!./parts/catering.en.ts']),
);
export type CateringMessageKey = PageMessageKey<typeof cateringEn>;
