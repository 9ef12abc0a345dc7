import { reservationsEn } from './parts/reservations.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useReservationsI18n = pageI18n(
  reservationsEn,
  import.meta.glob(['./parts/reservations.*.ts', '!./parts/reservations.en.ts']),
);
export type ReservationsMessageKey = PageMessageKey<typeof reservationsEn>;
