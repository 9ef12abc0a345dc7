import { contactAm } from './parts/contact.am';
import { contactEn } from './parts/contact.en';
import { pageI18n, type PageMessageKey } from './page-i18n';

export const useContactI18n = pageI18n(contactEn, contactAm);
export type ContactMessageKey = PageMessageKey<typeof contactEn>;
