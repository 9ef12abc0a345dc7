// A public page's own texts ship with that page's chunk; the common texts (header, footer,
// dialogs, toasts) live in the entry and every page's translator falls back on them.
import { areaI18n } from '@/lib/i18n';
import { commonAm } from './parts/common.am';
import { commonEn } from './parts/common.en';

export type PageMessageKey<Part> = keyof typeof commonEn | keyof Part;

export function pageI18n<Key extends string>(english: Record<Key, string>, amharic: Partial<Record<Key, string>>) {
  type PageKey = keyof typeof commonEn | Key;
  const pageAmharic: Partial<Record<PageKey, string>> = { ...commonAm, ...amharic } as Partial<Record<PageKey, string>>;
  return areaI18n<PageKey>({ ...commonEn, ...english }, pageAmharic);
}
