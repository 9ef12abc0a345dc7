import { messagesEn } from './en';
import { readMessage, type Message } from './message';
import { renderMessage } from './render';

/** The message a `msg()` string holds, when it names a key of the catalog; null for plain text. */
export function messageOf(text: string): Message | null {
  return readMessage(text, messagesEn);
}

/** A message in English words, as the server answers it. */
export function inEnglish(message: Message): string {
  return renderMessage(message, 'en', messagesEn, messagesEn);
}

/** A `msg()` string in English words; any other text as it is. */
export function englishText(text: string): string {
  const message = messageOf(text);
  return message ? inEnglish(message) : text;
}
