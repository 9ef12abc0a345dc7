import { use, useCallback, useEffect } from 'react';
import { siteLanguageOf } from '@shared/language-path';
import { readMessage, type Message } from '@shared/messages/message';
import { hasText } from '@shared/plural';
import { renderMessage } from '@shared/messages/render';
import { onRefusal } from './api-request';
import { useI18n, type LanguageCode } from './i18n';
import { readable, type ReadablePromise } from './readable-promise';

type Texts = Readonly<Partial<Record<string, string>>>;

/**
 * The texts of validation rules and server refusals, by key (`shared/messages`), one file per
 * language. Every language is fetched on demand, English too, so pages without a form never
 * download them: a form fetches them when it mounts, a refusal before it is thrown.
 */
const files = import.meta.glob<Record<string, Texts>>('../i18n/parts/messages.*.ts');
const loaded = new Map<LanguageCode, Texts>();
const loading = new Map<LanguageCode, Promise<void>>();

function loadOne(language: LanguageCode): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    const file = files[`../i18n/parts/messages.${language}.ts`];
    promise = (file ? file() : Promise.resolve<Record<string, Texts>>({})).then(
      (module) => void loaded.set(language, Object.values(module)[0] ?? {}),
      () => {
        // Offline or a stale deploy: English words from the server still show; try again next time.
        loading.delete(language);
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

const both = new Map<LanguageCode, ReadablePromise<void>>();

/** Fetches the English texts and `language`'s: once, and again after a failed try. */
export function loadMessages(language: LanguageCode): Promise<void> {
  const last = both.get(language);
  if (last && (last.status === 'pending' || ready(language))) return last;
  const promise = readable(Promise.all([loadOne('en'), loadOne(language)]).then(() => undefined));
  both.set(language, promise);
  return promise;
}

const ready = (language: LanguageCode) => loaded.has('en') && loaded.has(language);

onRefusal(() => loadMessages(readerLanguage()));

/** The page's language, for code outside React (a refusal is read before any component sees it). */
export function readerLanguage(): LanguageCode {
  return typeof document === 'undefined' ? 'en' : (siteLanguageOf(document.documentElement.lang) ?? 'en');
}

/** A message in `language`, or null when its texts are not here or this client does not know the key. */
export function messageIn(message: Message, language: LanguageCode): string | null {
  const english = loaded.get('en');
  if (!english || !hasText(english, message.key)) return null;
  return renderMessage(message, language, loaded.get(language) ?? english, english as Record<string, string>);
}

/** A rule's message (a `msg()` string from a schema) in `language`; plain words stay as they are. */
function textIn(text: string, language: LanguageCode): string {
  const english = loaded.get('en');
  const message = english ? readMessage(text, english) : null;
  return (message && messageIn(message, language)) ?? text;
}

/** Starts fetching the message texts of the chosen language, for a form that may show one. */
export function usePreloadMessages(): void {
  const { language } = useI18n();
  useEffect(() => {
    void loadMessages(language);
  }, [language]);
}

/**
 * Shows schema and server messages in the chosen language: a `msg()` string or a `{ key, params }`.
 * Suspends until the texts are here (a form preloads them, so that is rarely noticed).
 */
export function useMessageText(): (text: string | Message) => string {
  const { language } = useI18n();
  // The same promise on every render, loaded or not (see readable-promise.ts); a failed fetch is
  // tried again by the next form that mounts or refusal that arrives, not by rendering.
  use(both.get(language) ?? loadMessages(language));
  return useCallback(
    (text: string | Message) => (typeof text === 'string' ? textIn(text, language) : (messageIn(text, language) ?? '')),
    [language],
  );
}
