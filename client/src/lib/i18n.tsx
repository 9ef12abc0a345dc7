import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LANGUAGE_STORAGE_KEY } from '@shared/constants';
import { isBackOfficePath, pathInLanguage, splitLanguagePath } from '@shared/language-path';
import { en, type MessageKey } from '@/i18n/en';

export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'am', name: 'Amharic', nativeName: 'አማርኛ' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

// English ships with the entry; the Amharic of the entry's texts is fetched only for a visitor
// who reads it (loadLanguage), before the first render in it.
const dictionaries: Record<LanguageCode, Partial<Record<MessageKey, string>>> = { en, am: {} };
let amharicLoaded: Promise<void> | undefined;

/** Fetches a language's texts once; call before rendering in it. */
export function loadLanguage(language: LanguageCode): Promise<void> {
  if (language === 'en') return Promise.resolve();
  amharicLoaded ??= import('@/i18n/am').then(({ am }) => {
    dictionaries.am = am;
  });
  return amharicLoaded;
}

export type Translator<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;
export type Translate = Translator<MessageKey>;

/** Fills `{name}` placeholders; unknown names are left as they are. */
export function fillTemplate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}

/** Looks a key up in the chosen language, then English; `{name}` placeholders are filled in. */
export function translate(language: LanguageCode, key: MessageKey, values?: Record<string, string | number>): string {
  return fillTemplate(dictionaries[language][key] ?? en[key], values);
}

/**
 * The translator hook of an area whose texts ship with its own lazy chunk (a page, the back
 * office), so other pages never download them: `t` takes that dictionary's keys, in the chosen
 * language, then English.
 */
export function areaI18n<Key extends string>(english: Record<Key, string>, amharic: Partial<Record<Key, string>>) {
  return function useAreaI18n(): { t: Translator<Key>; language: LanguageCode } {
    const { language } = useI18n();
    const t = useCallback(
      (key: Key, values?: Record<string, string | number>) => fillTemplate((language === 'am' ? amharic[key] : undefined) ?? english[key], values),
      [language],
    );
    return { t, language };
  };
}

interface I18nContextValue {
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
  t: Translate;
}

const I18nContext = createContext<I18nContextValue | null>(null);

/** The visitor's last choice: the back office's language, and where the site's own links start. */
export function storedLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return LANGUAGES.some((language) => language.code === stored) ? (stored as LanguageCode) : 'en';
  } catch {
    return 'en';
  }
}

function storeLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing can refuse storage; the choice still applies to this visit.
  }
}

/**
 * The public pages' language is their URL's (/am/... is Amharic); choosing another one moves to
 * the same page's address in it. The back office, which has no language in its URL, follows the
 * stored choice.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const backOffice = isBackOfficePath(location);
  const [stored, setStored] = useState<LanguageCode>(() => (backOffice ? storedLanguage() : 'en'));
  const { language: fromUrl, path } = splitLanguagePath(location);
  const language = backOffice ? stored : fromUrl;

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = 'ltr';
    // The Ethiopic font is downloaded only by visitors who read Amharic.
    if (language === 'am') {
      void import('@fontsource/noto-sans-ethiopic/400.css');
      void import('@fontsource/noto-sans-ethiopic/700.css');
    }
  }, [language]);

  const setLanguage = useCallback(
    (next: LanguageCode) => {
      storeLanguage(next);
      void loadLanguage(next).then(() => {
        if (backOffice) setStored(next);
        else navigate(pathInLanguage(path, next) + window.location.search);
      });
    },
    [backOffice, navigate, path],
  );

  const value = useMemo<I18nContextValue>(
    () => ({ language, setLanguage, t: (key, values) => translate(language, key, values) }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nContextValue {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useI18n must be used inside <I18nProvider>');
  return context;
}
