// A public page's own texts ship with that page's chunk; the common texts (header, footer,
// dialogs, toasts) live in the entry and every page's translator falls back on them.
import { areaI18n, type Translations } from '@/lib/i18n';
import { commonEn } from './parts/common.en';

export type PageMessageKey<Part> = keyof typeof commonEn | keyof Part;

/** `english` is the page's part; `translations` its other languages (`import.meta.glob` of `parts/<page>.*.ts`). */
export function pageI18n<Key extends string>(english: Record<Key, string>, translations: Translations) {
  return areaI18n<keyof typeof commonEn | Key>({ ...commonEn, ...english }, translations);
}
