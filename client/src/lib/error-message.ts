import { ApiRequestError } from './api-request';
import { messageIn, readerLanguage } from './messages';

/**
 * What to tell a person when a request failed: the server's reason when it refused for one they
 * can act on (a 4xx such as "Username already exists" or "Too many requests"), in the page's
 * language when this client knows its key and in the server's English words otherwise; and the
 * screen's `fallback` for anything else (a 5xx, a lost connection, a proxy's HTML page).
 * `statuses` narrows which refusals are repeated, e.g. [409] where a 400 is shown on the fields.
 */
export function errorMessage(error: unknown, fallback: string, statuses?: readonly number[]): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (statuses ? !statuses.includes(error.status) : error.status < 400 || error.status >= 500) return fallback;
  const translated = error.reason && messageIn(error.reason, readerLanguage());
  if (translated) return translated;
  const message = error.serverMessage.trim();
  return message && !message.startsWith('<') ? message : fallback;
}
