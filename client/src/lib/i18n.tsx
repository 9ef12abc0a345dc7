import { createContext, use, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LANGUAGE_STORAGE_KEY } from '@shared/constants';
import {
  isBackOfficePath,
  LANGUAGES,
  pathInLanguage,
  splitLanguagePath,
  type SiteLanguage,
} from '@shared/language-path';
import { templateOf, type TextKey } from '@shared/plural';
import { en, type MessageKey } from '@/i18n/en';
import { fulfilled, readable, type ReadablePromise } from './readable-promise';

export { LANGUAGES };
export type LanguageCode = SiteLanguage;

/**
 * An area's texts in other languages, as `import.meta.glob` gives them: one loader per file named
 * `<part>.<language>.ts` (e.g. `menu.am.ts`), each exporting one object of texts. A new language
 * is new files, picked up by each area's glob, and an entry in LANGUAGES.
 */
export type Translations = Record<string, () => Promise<unknown>>;
type Dictionary = Partial<Record<string, string>>;

/** Loads and merges the parts of `translations` in `language` (none for English). */
function loadParts(translations: Translations, language: LanguageCode): Promise<Dictionary> {
  const files = Object.entries(translations).filter(([file]) => file.endsWith(`.${language}.ts`));
  return Promise.all(files.map(([, load]) => load())).then((modules) =>
    Object.assign({}, ...modules.map((module) => Object.values(module as Record<string, Dictionary>)[0])),
  );
}

// English ships with the entry; the entry's texts in another language (the header, footer, dialogs
// and landing page) are fetched only for a visitor who reads it (loadLanguage), before the first
// render in it.
const ENTRY_TRANSLATIONS: Translations = import.meta.glob([
  '../i18n/parts/common.*.ts',
  '../i18n/parts/home.*.ts',
  '!../i18n/parts/*.en.ts',
]);
const dictionaries = new Map<LanguageCode, Dictionary>([['en', en]]);
const loadingLanguages = new Map<LanguageCode, Promise<void>>();

/** Fetches a language's entry texts once; call before rendering in it. */
export function loadLanguage(language: LanguageCode): Promise<void> {
  if (dictionaries.has(language)) return Promise.resolve();
  let loading = loadingLanguages.get(language);
  if (!loading) {
    loading = loadParts(ENTRY_TRANSLATIONS, language).then((dictionary) => {
      dictionaries.set(language, dictionary);
    });
    loadingLanguages.set(language, loading);
  }
  return loading;
}

/** A text by key; a plural message (`key#one`, `key#other`) by its plain key, `count` choosing the form. */
export type Translator<Key extends string> = (
  key: Key | TextKey<Key>,
  values?: Record<string, string | number>,
) => string;
export type Translate = Translator<MessageKey>;

/** Fills `{name}` placeholders; unknown names are left as they are. */
export function fillTemplate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}

/** Looks a key up in the chosen language, then English; `{name}` placeholders are filled in. */
export function translate(
  language: LanguageCode,
  key: MessageKey | TextKey<MessageKey>,
  values?: Record<string, string | number>,
): string {
  return fillTemplate(textIn(language, key, values, dictionaries.get(language), en), values);
}

/** `key`'s template in `language`'s dictionaries, in order, else English's; a plural message's form by `count`. */
function textIn(
  language: LanguageCode,
  key: string,
  values: Record<string, string | number> | undefined,
  ...found: (Dictionary | undefined)[]
): string {
  const english = found.pop() as Dictionary;
  for (const dictionary of found) {
    const text = dictionary && templateOf(dictionary, key, language, values?.count);
    if (text !== undefined) return text;
  }
  return templateOf(english, key, 'en', values?.count) ?? key;
}

/**
 * The translator hook of an area whose texts ship with its own lazy chunk (a page, the back
 * office), so other pages never download them: `t` takes that dictionary's keys, in the chosen
 * language, then the entry's texts in it, then English. In another language than English the
 * area's texts are fetched the first time it renders in it, and the area suspends meanwhile (a
 * page rendered on the server waits for them before it hydrates). If they cannot be fetched, the
 * area shows English.
 */
export function areaI18n<Key extends string>(english: Record<Key, string>, translations: Translations) {
  const parts = new Map<LanguageCode, ReadablePromise<Dictionary>>([['en', fulfilled({})]]);

  function partsIn(language: LanguageCode): ReadablePromise<Dictionary> {
    let loading = parts.get(language);
    if (!loading) {
      loading = readable(loadParts(translations, language).catch((): Dictionary => ({})));
      parts.set(language, loading);
    }
    return loading;
  }

  return function useAreaI18n(): { t: Translator<Key>; language: LanguageCode } {
    const { language } = useI18n();
    // Read through `use` whether the texts are here or not (see readable-promise.ts).
    const dictionary = use(partsIn(language));
    const t = useCallback<Translator<Key>>(
      (key, values) =>
        fillTemplate(textIn(language, key, values, dictionary, dictionaries.get(language), english), values),
      [dictionary, language],
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

const choiceListeners = new Set<(language: LanguageCode) => void>();

/** Calls `listener` with each language a person chooses in the picker. Returns an unsubscribe function. */
export function onLanguageChosen(listener: (language: LanguageCode) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
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
      for (const listener of choiceListeners) listener(next);
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
