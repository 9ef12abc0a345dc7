import { hallEventsEn } from './parts/hall-events.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

/** The hall's packages, calendar and request form, and the client's request and proposal pages. */
export const useHallEventsI18n = pageI18n(
  hallEventsEn,
  import.meta.glob(['./parts/hall-events.*.ts', '!./parts/hall-events.en.ts']),
);
export type HallEventsMessageKey = PageMessageKey<typeof hallEventsEn>;
