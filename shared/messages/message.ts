import { hasText } from '../plural';
import type { MessageKey } from './en';

export type { MessageKey };

/** A parameter: a value, or another message (or a list of them) shown in the same language. */
export type MessageParam = string | number | Message | Message[];
export type MessageParams = Record<string, MessageParam>;

/**
 * A text by key and parameters, e.g. `{ key: 'reservation.closedDate', params: { date, label } }`.
 * A plural message's form is chosen by its `count` parameter (see plural.ts).
 */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * A message written as one string, the form zod and a thrown refusal carry: the key, then its
 * parameters as JSON, e.g. `reservation.partyTooLarge{"max":10}`. The server turns it back into
 * English words plus the key (`readMessage`); the client shows it in the chosen language.
 */
export function msg(key: MessageKey, params?: MessageParams): string {
  return params ? `${key}${JSON.stringify(params)}` : key;
}

const REFERENCE = /^([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)(\{.*\})?$/s;

/** Whether `text` is written as a `msg()` string (a key, maybe parameters) rather than plain words. */
export function isMessageReference(text: string): boolean {
  return REFERENCE.test(text);
}

/** The message a `msg()` string holds, or null when it is plain text or names no key of `texts`. */
export function readMessage(text: string, texts: Readonly<Record<string, unknown>>): Message | null {
  const match = REFERENCE.exec(text);
  if (!match || !hasText(texts, match[1]!)) return null;
  if (!match[2]) return { key: match[1] as MessageKey };
  try {
    const params: unknown = JSON.parse(match[2]);
    return typeof params === 'object' && params !== null && !Array.isArray(params)
      ? { key: match[1] as MessageKey, params: params as MessageParams }
      : null;
  } catch {
    return null;
  }
}
