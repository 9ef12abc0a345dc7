// The entry's English: the common texts (header, footer, dialogs, toasts) and the landing page.
// Every other page's texts ship with that page (see page-i18n.ts); English is complete.
import { commonEn } from './parts/common.en';
import { homeEn } from './parts/home.en';

export const en = {
  ...commonEn,
  ...homeEn,
} as const;

export type MessageKey = keyof typeof en;
