import http from 'node:http';

/**
 * Signs of internals in an answer: a stack frame, a path of this machine, an error class name,
 * SQL or a database error text. Each is written so the fuzzer's own inputs never match it.
 */
const LEAKS: [string, RegExp][] = [
  ['stack frame', / {4}at /],
  ['file path', /\/work\/|node_modules|\/home\/|\/usr\/(?:lib|local)\/|file:\/\/|\.[cm]?[jt]sx?:\d+:\d+/],
  ['error class', /\b[A-Z][A-Za-z]*Error\b(?!s)|\bError: /],
  [
    'SQL text',
    /\b(?:insert into|delete from)\s+"?\w|\bselect\s+[\w".*]+(?:\s*,\s*[\w".*]+)*\s+from\s+"?\w|\bupdate\s+"\w+"\s+set\b/i,
  ],
  [
    'database error',
    /violates (?:not-null|check|unique|foreign key) constraint|duplicate key value|syntax error at or near|relation "[^"]+" does not exist|Failed query|invalid input syntax for/i,
  ],
];

/**
 * The leaks in a response body. A match the request itself contains (a field echoed back in a
 * validation message, say) is the caller's own text, not a leak.
 */
export function leaksIn(body: string, requestText: string): string[] {
  const found: string[] = [];
  for (const [kind, pattern] of LEAKS) {
    for (const match of body.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      if (!requestText.includes(match[0])) found.push(`${kind}: ${JSON.stringify(match[0])}`);
    }
  }
  return found;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isMessage = (value: unknown) =>
  isObject(value) && typeof value.key === 'string' && (value.params === undefined || isObject(value.params));

/**
 * docs/api.md: every error is `{ message, code, fieldErrors? }` in JSON, with the same texts by
 * key beside them: `messageKey` and `params` together, `fieldErrorKeys` only for fields of `fieldErrors`.
 */
export function isApiErrorBody(contentType: string | undefined, body: unknown): boolean {
  if (!contentType?.startsWith('application/json')) return false;
  if (!isObject(body)) return false;
  const { message, code, fieldErrors, messageKey, params, fieldErrorKeys, ...rest } = body;
  return (
    typeof message === 'string' &&
    message.length > 0 &&
    typeof code === 'string' &&
    (fieldErrors === undefined || isObject(fieldErrors)) &&
    (messageKey === undefined ? params === undefined : typeof messageKey === 'string' && isObject(params)) &&
    (fieldErrorKeys === undefined ||
      (isObject(fieldErrorKeys) &&
        isObject(fieldErrors) &&
        Object.entries(fieldErrorKeys).every(([field, key]) => field in fieldErrors && isMessage(key)))) &&
    Object.keys(rest).length === 0
  );
}

/** The fewest bytes the request's line and headers take on the wire (the client adds more). */
function headBytesAtLeast(req: { method: string; url: string; headers: Record<string, string> }): number {
  const lines = [
    `${req.method} ${req.url} HTTP/1.1`,
    ...Object.entries(req.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 2);
}

/**
 * Whether a failed request was one Node itself refuses before the app has it whole, and the
 * failure is the reset Node 24 sends then, with the rest of a large body still unread (Node 20
 * and 22 answer instead: 400 to the bytes past the Content-Length, 431 to a request line and
 * headers over Node's limit). A reset of any other request is a failure.
 */
export function isRefusalByReset(
  req: { method: string; url: string; headers: Record<string, string>; lengthMismatch: boolean },
  error: unknown,
  maxHeaderSize = http.maxHeaderSize,
): boolean {
  const refusedByNode = req.lengthMismatch || headBytesAtLeast(req) > maxHeaderSize;
  return refusedByNode && isObject(error) && error.code === 'ECONNRESET';
}
