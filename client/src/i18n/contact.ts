import { contactEn } from './parts/contact.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useContactI18n = pageI18n(contactEn, import.meta.glob(['./parts/contact.*.ts', '!./parts/contact.en.ts']));
export type ContactMessageKey = PageMessageKey<typeof contactEn>;
