/**
 * The public site's language is in its URL: English pages have no prefix, Amharic ones start
 * with /am ("/am/menu"). The back office is not under a language prefix.
 */
export type SiteLanguage = 'en' | 'am';

export const SITE_LANGUAGES: readonly SiteLanguage[] = ['en', 'am'];

/** A stored language code, or null when it is not (or no longer) one the site speaks. */
export function siteLanguageOf(code: string | null | undefined): SiteLanguage | null {
  return SITE_LANGUAGES.find((language) => language === code) ?? null;
}
export const AMHARIC_PREFIX = '/am';

/** The language of a path and the path without its language prefix: "/am/menu" -> am, "/menu". */
export function splitLanguagePath(path: string): { language: SiteLanguage; path: string } {
  if (path === AMHARIC_PREFIX || path.startsWith(`${AMHARIC_PREFIX}/`)) {
    return { language: 'am', path: path.slice(AMHARIC_PREFIX.length) || '/' };
  }
  return { language: 'en', path };
}

/** A public path (without prefix) in a language: ("/menu", am) -> "/am/menu", ("/", am) -> "/am". */
export function pathInLanguage(path: string, language: SiteLanguage): string {
  if (language === 'en') return path;
  return path === '/' ? AMHARIC_PREFIX : `${AMHARIC_PREFIX}${path}`;
}

export function isBackOfficePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
