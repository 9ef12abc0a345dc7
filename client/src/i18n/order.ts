import { orderAm } from './parts/order.am';
import { orderEn } from './parts/order.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useOrderI18n = pageI18n(orderEn, orderAm);
export type OrderMessageKey = PageMessageKey<typeof orderEn>;
