import { describe, expect, test } from 'vitest';
import { adminPreferencesSchema } from './schemas/auth';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languagePrefix,
  localeOf,
  pathInLanguage,
  SITE_LANGUAGES,
  siteLanguageOf,
  splitLanguagePath,
} from './language-path';

describe('the languages the site speaks, from one list', () => {
  test('English, without a prefix, is the default; every other language has its code as prefix', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(SITE_LANGUAGES).toEqual(LANGUAGES.map((language) => language.code));
    for (const { code } of LANGUAGES) expect(languagePrefix(code)).toBe(code === 'en' ? '' : `/${code}`);
  });

  test.each(LANGUAGES.map((language) => language.code))('a page in %s goes to its address and back', (code) => {
    for (const path of ['/', '/menu', '/reservations/manage/abc']) {
      expect(splitLanguagePath(pathInLanguage(path, code))).toEqual({ language: code, path });
    }
  });

  test('a path that only starts like a prefix is English', () => {
    expect(splitLanguagePath('/amharic-night')).toEqual({ language: 'en', path: '/amharic-night' });
    expect(splitLanguagePath('/am')).toEqual({ language: 'am', path: '/' });
  });

  test("an admin's preference takes exactly these languages; a stored code no longer spoken reads as none", () => {
    for (const { code } of LANGUAGES)
      expect(adminPreferencesSchema.parse({ preferredLanguage: code })).toEqual({ preferredLanguage: code });
    expect(adminPreferencesSchema.safeParse({ preferredLanguage: 'ti' }).success).toBe(false);
    expect(siteLanguageOf('ti')).toBeNull();
    expect(siteLanguageOf('am')).toBe('am');
  });

  test.each(LANGUAGES.map((language) => language.code))(
    "%s formats dates and money with a locale this runtime's Intl knows",
    (code) => {
      const locale = localeOf(code);
      expect(locale.startsWith(code)).toBe(true);
      // A locale Intl lacks falls back to another without an error; the docs say what to do then.
      expect(new Intl.DateTimeFormat(locale).resolvedOptions().locale).toBe(locale);
    },
  );
});
