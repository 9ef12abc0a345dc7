import { ApiRequestError } from './api-request';

/**
 * What to tell a person when a request failed: the server's own words when it refused for a
 * reason they can act on (a 4xx such as "Username already exists" or "Too many requests"), and
 * the screen's `fallback` for anything else (a 5xx, a lost connection, a proxy's HTML page).
 * `statuses` narrows which refusals are repeated, e.g. [409] where a 400 is shown on the fields.
 */
export function errorMessage(error: unknown, fallback: string, statuses?: readonly number[]): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (statuses ? !statuses.includes(error.status) : error.status < 400 || error.status >= 500) return fallback;
  const message = error.serverMessage.trim();
  return message && !message.startsWith('<') ? message : fallback;
}
