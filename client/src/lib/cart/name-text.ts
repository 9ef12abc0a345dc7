import { DEFAULT_LANGUAGE, type SiteLanguage } from '@shared/language-path';
import type { NameTranslations } from '@shared/schemas/ordering';

/** A name in `language`, with the `lang` to mark it by when it falls back to English. */
export function nameIn(
  named: { name: string; translations?: NameTranslations | null },
  language: SiteLanguage,
): { text: string; lang: typeof DEFAULT_LANGUAGE | undefined } {
  if (language === DEFAULT_LANGUAGE) return { text: named.name, lang: undefined };
  const translated = (named.translations as Record<string, { name?: string } | undefined> | undefined)?.[language]
    ?.name;
  return translated ? { text: translated, lang: undefined } : { text: named.name, lang: DEFAULT_LANGUAGE };
}
