import { orderEn } from './parts/order.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useOrderI18n = pageI18n(orderEn, import.meta.glob(['./parts/order.*.ts', '!./parts/order.en.ts']));
export type OrderMessageKey = PageMessageKey<typeof orderEn>;
