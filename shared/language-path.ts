/**
 * Every language the site speaks, in the picker's order; English, the first, is the default and
 * has no prefix. A new language is an entry here, its dictionary files
 * (`client/src/i18n/parts/<part>.<code>.ts`) and its server texts: every list of languages in the
 * code (the picker, the URL prefixes, hreflang, the sitemap, the admin preference) follows this one.
 * `locale` is the BCP 47 tag `Intl` formats the language's dates, times and money with.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', ogLocale: 'en_US', locale: 'en-US' },
  { code: 'am', name: 'Amharic', nativeName: 'አማርኛ', ogLocale: 'am_ET', locale: 'am-ET' },
] as const;

/**
 * The public site's language is in its URL: English pages have no prefix, the others start with
 * their code ("/am/menu"). The back office is not under a language prefix.
 */
export type SiteLanguage = (typeof LANGUAGES)[number]['code'];

export const SITE_LANGUAGES = LANGUAGES.map((language) => language.code) as [SiteLanguage, ...SiteLanguage[]];
export const DEFAULT_LANGUAGE = 'en' satisfies SiteLanguage;

/** The languages content is translated into: every one but English. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (
    language,
  ): language is Extract<(typeof LANGUAGES)[number], { code: Exclude<SiteLanguage, typeof DEFAULT_LANGUAGE> }> =>
    language.code !== DEFAULT_LANGUAGE,
);

/** A stored language code, or null when it is not (or no longer) one the site speaks. */
export function siteLanguageOf(code: string | null | undefined): SiteLanguage | null {
  return SITE_LANGUAGES.find((language) => language === code) ?? null;
}

/** A stored language code to write in: one no longer spoken (or none) reads as English. */
export function languageOrDefault(code: string | null | undefined): SiteLanguage {
  return siteLanguageOf(code) ?? DEFAULT_LANGUAGE;
}

/** The BCP 47 tag `Intl` formats a language's dates, times and money with: am -> "am-ET". */
export function localeOf(language: SiteLanguage): string {
  return LANGUAGES.find((entry) => entry.code === language)?.locale ?? LANGUAGES[0].locale;
}

/** The path prefix of a language's pages: "" for English, "/am" for Amharic. */
export function languagePrefix(language: SiteLanguage): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The language of a path and the path without its language prefix: "/am/menu" -> am, "/menu". */
export function splitLanguagePath(path: string): { language: SiteLanguage; path: string } {
  for (const language of SITE_LANGUAGES) {
    const prefix = languagePrefix(language);
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`)))
      return { language, path: path.slice(prefix.length) || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path };
}

/** A public path (without prefix) in a language: ("/menu", am) -> "/am/menu", ("/", am) -> "/am". */
export function pathInLanguage(path: string, language: SiteLanguage): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

export function isBackOfficePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
