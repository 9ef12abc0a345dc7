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

let beforeRefusal: (() => Promise<void>) | undefined;

/**
 * What to await before a refusal with message keys is thrown: lib/messages sets it when a page
 * that can show one loads it, so pages that never do (the landing page) do not carry it.
 */
export function onRefusal(prepare: () => Promise<void>): void {
  beforeRefusal = prepare;
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
    const reason =
      typeof body.messageKey === 'string' ? ({ key: body.messageKey, params: body.params } as Message) : undefined;
    // The texts to word it in are fetched first, so whoever catches the error can show it at once.
    if (reason || body.fieldErrorKeys) await beforeRefusal?.();
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
