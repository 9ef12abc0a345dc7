import { isApiErrorBody } from '@shared/api-error';
import type { Message } from '@shared/messages/message';

/**
 * A non-OK answer: the message reads "<status>: <server message or body text>". `reason` and
 * `fieldReasons` are the same messages by key, for showing them in the reader's language.
 */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly reason?: Message,
    readonly fieldReasons?: Record<string, Message>,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (isApiErrorBody(body)) {
    const reason = typeof body.messageKey === 'string' ? ({ key: body.messageKey, params: body.params } as Message) : undefined;
    // The texts to show it in are fetched first, so whoever catches the error can word it at once.
    // (Imported here, not above: most pages never see a refusal, and the entry stays small.)
    if (reason || body.fieldErrorKeys) await import('./messages').then((messages) => messages.loadMessages(messages.readerLanguage()));
    throw new ApiRequestError(res.status, body.message, body.code, body.fieldErrors, reason, body.fieldErrorKeys);
  }
  throw new ApiRequestError(res.status, text);
}

/** Sends cookies; a JSON body (with its content type) only when there is one. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
