import { DEFAULT_LANGUAGE, type SiteLanguage } from '@shared/language-path';

const ETHIOPIC = /[\u1200-\u139F\u2D80-\u2DDF]/u;
const LATIN = /[A-Za-z]/;

/**
 * The `lang` of a name kept in Latin letters (the business's, a street address) inside a page in
 * another language: "en", so a screen reader reads it with English sounds rather than spelling
 * it out in the page's voice. None on an English page, or for a name in the page's own script.
 */
export function latinTextLang(
  text: string | null | undefined,
  language: SiteLanguage,
): typeof DEFAULT_LANGUAGE | undefined {
  if (language === DEFAULT_LANGUAGE || !text || ETHIOPIC.test(text) || !LATIN.test(text)) return undefined;
  return DEFAULT_LANGUAGE;
}
