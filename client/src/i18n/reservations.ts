import { reservationsAm } from './parts/reservations.am';
import { reservationsEn } from './parts/reservations.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useReservationsI18n = pageI18n(reservationsEn, reservationsAm);
export type ReservationsMessageKey = PageMessageKey<typeof reservationsEn>;
