import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { z } from 'zod';
import type { Route } from './route-table';

/** Who sends a request: nobody, or a signed-in session of a role. */
export type Caller = 'anonymous' | 'staff' | 'admin';

export interface FuzzRequest {
  method: string;
  /** Path and query exactly as they go on the wire (already percent-encoded where meant). */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The declared Content-Length differs from the body: the client sees whatever Node makes of it. */
  lengthMismatch: boolean;
}

// ---------------------------------------------------------------------------------------------
// Values

/**
 * Strings chosen to break parsers, number coercion, path handling and encodings. None of them
 * looks like a stack trace, a file path of this machine or SQL text, so a response that shows
 * one of those never merely echoes what the fuzzer sent earlier.
 */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '0x10',
  '1e3',
  '-1',
  '-0',
  '0',
  '00000000001',
  '1.5',
  'NaN',
  'Infinity',
  '9'.repeat(30),
  '2147483648',
  'null',
  'true',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  '%ZZ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "'; --",
  '${7*7}',
  '{{7*7}}',
  'ሰላም ዓለም',
  'Ünïcödé ß ﬁ',
  '👨‍👩‍👧‍👦🇪🇹',
  '\u202eevil\u202c',
  '\u2066isolated\u2069\u200e\u200f\u061c',
  'Window seat\r\nGuests: 200',
  'line\rbreaks\u0085and\u2028separators\u2029',
  '\u0080\u009f\u007f\u200b\u2060',
  'Refund pending. Log in at selam-refunds.example',
  '\ufeff',
  '\ud800',
  'x'.repeat(5_000),
  '=HYPERLINK("http://evil.example")',
  'javascript:alert(1)',
  '//evil.example/x.png',
  'https://evil.example',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Around the 100 KB body limit: just under it reaches the schemas, over it is a 413. */
const hugeString = fc.constantFrom(90_000, 101_000, 150_000).map((size) => 'y'.repeat(size));

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    1e-7,
    1e21,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

// ---------------------------------------------------------------------------------------------
// Values that look right for a field, so requests get past the first check and deeper

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Amounts at and past every edge: a cent, sub-cent, exponents, floats that are not cents, the largest and beyond, signed. */
const MONEY_EDGES: unknown[] = [
  '12.50',
  '0',
  '0.01',
  '-0.01',
  '0.001',
  '12.345',
  '0.0000000001',
  '1e-9',
  '1e20',
  '-5',
  '99999999.99',
  '100000000.00',
  12.5,
  10,
  500,
  501,
  0.01,
  -0.01,
  1e-9,
  -1e-9,
  0.1 + 0.2,
  1e20,
  -1e20,
  99_999_999.99,
  100_000_000,
];

/**
 * The ends of the calendar and just past them, for every date field and date query: date
 * arithmetic there must never run past 9999 (where a loop over dates would not end). Two of
 * them (9998-12-31 to 9999-12-31) make a short range.
 */
export const CALENDAR_EDGE_DATES = [
  '0000-01-01',
  '1999-12-31',
  '2199-12-31',
  '2200-01-01',
  '9998-12-31',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
];
export const CALENDAR_EDGE_MONTHS = ['0000-01', '1999-12', '2199-12', '2200-01', '9999-12', '10000-01', '+010000-01'];

/** The names of the fields and queries that hold a date (`date`, `startDate`, `eventDate`, `expiresOn`…) or a month. */
export const DATE_FIELD = /date|expiresOn/i;
export const MONTH_FIELD = /^month$/;

const dateValue = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -3, max: 90 }).map(isoDay) },
  { weight: 2, arbitrary: fc.constantFrom(...CALENDAR_EDGE_DATES, '0000-12-31', '9999-12-01', '2026-02-30') },
);
const monthValue = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -40, max: 400 }).map((days) => isoDay(days).slice(0, 7)) },
  { weight: 2, arbitrary: fc.constantFrom(...CALENDAR_EDGE_MONTHS, '2027-13', '0000-00', '2027-3') },
);

const plausibleByName: [RegExp, fc.Arbitrary<unknown>][] = [
  [/email/i, fc.oneof(fc.constantFrom('diner@guest.example', 'OWNER@Example.COM', 'a@b.co'), fc.emailAddress())],
  [DATE_FIELD, dateValue],
  [MONTH_FIELD, monthValue],
  [
    /^(time|eventTime|open|close|first|last)$/,
    fc.constantFrom('00:00', '11:00', '17:30', '18:00', '21:30', '23:59', '24:00', '7:5'),
  ],
  [/phone/i, fc.constantFrom('(612) 555-0101', '+1 651 555 0123', '5555555555', '123')],
  [
    /password/i,
    fc.oneof(fc.constantFrom('correct-horse-battery', 'short'), fc.string({ minLength: 10, maxLength: 24 })),
  ],
  [
    /username/i,
    fc.oneof(fc.constantFrom('owner', 'admin', 'OWNER', 'no.such-user_1'), fc.stringMatching(/^[a-z0-9._-]{1,20}$/)),
  ],
  [/token/i, fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.constantFrom('expired', '0'))],
  [/price|amount|cost/i, fc.oneof(fc.constantFrom(...MONEY_EDGES), fc.integer({ min: 0, max: 1000 }))],
  [
    /image/i,
    fc.oneof(
      fc.uuid().map((id) => `/api/images/${id}`),
      fc.constantFrom('/images/injera.svg', '', '/api/admin/users?x=1', '/images/../api/health.png'),
    ),
  ],
  [
    /facebook|instagram|tiktok|uberEats|doorDash|url/i,
    fc.constantFrom('https://example.com/selam', 'http://example.com', 'javascript:alert(1)'),
  ],
  [/^guests$/, fc.integer({ min: -1, max: 25 })],
  [/guestCount/, fc.integer({ min: 5, max: 520 })],
  [/displayOrder/, fc.integer({ min: -1, max: 10_001 })],
  [/intervalMinutes/, fc.integer({ min: 10, max: 130 })],
  [/year/i, fc.integer({ min: 1890, max: 2110 })],
];

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The fields of an object schema (or of every branch of a union of objects). */
function fieldSchemas(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  if (def.options) return Object.assign({}, ...def.options.map(fieldSchemas)) as Record<string, z.ZodType>;
  if (def.innerType) return fieldSchemas(def.innerType);
  if (def.in) return fieldSchemas(def.in);
  return {};
}

export function fieldNames(schema: z.ZodType): string[] {
  return Object.keys(fieldSchemas(schema));
}

/**
 * A value shaped like the schema (real field names, enum members, nested objects), with each
 * field now and then swapped for a hostile value, a field dropped, or a stray key added.
 */
export function shapedLike(schema: z.ZodType, name = '', depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const orHostile = (arb: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 5, arbitrary: arb }, { weight: 1, arbitrary: hostileValue });
  switch (def.type) {
    case 'object': {
      if (depth > 4) return hostileValue;
      const model = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, child]) => [key, orHostile(shapedLike(child, key, depth + 1))]),
      );
      return fc
        .tuple(
          fc.oneof(fc.record(model), fc.record(model, { requiredKeys: [] })),
          fc.oneof(
            { weight: 4, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: fc.tuple(hostileString, hostileValue) },
          ),
        )
        .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shapedLike(def.innerType!, name, depth);
    case 'nullable':
      return fc.oneof(
        { weight: 4, arbitrary: shapedLike(def.innerType!, name, depth) },
        { weight: 1, arbitrary: fc.constant(null) },
      );
    case 'pipe':
      return shapedLike(def.in!, name, depth);
    case 'union':
      return fc.oneof(...def.options!.map((option) => shapedLike(option, name, depth)));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(shapedLike(def.element!, name, depth + 1), { maxLength: 4 });
    case 'number':
    case 'string': {
      const known = plausibleByName.find(([pattern]) => pattern.test(name));
      if (known) return known[1];
      return def.type === 'number'
        ? fc.integer({ min: -2, max: 600 })
        : fc.oneof(fc.constantFrom('Selam', 'Doro Wot', 'Appetizers', 'Birthday Party'), fc.string({ maxLength: 30 }));
    }
    default:
      return hostileValue;
  }
}

const DROP = Symbol('drop');

/**
 * A body the route accepts with up to two fields changed: dropped, given a hostile value or
 * another value of the right shape, or a stray field added.
 */
export function mutatedValid(valid: object[], schemas: z.ZodType[]): fc.Arbitrary<unknown> {
  const fields: Record<string, z.ZodType> = Object.assign({}, ...schemas.map(fieldSchemas));
  return fc.constantFrom(...valid).chain((base) => {
    const keys = [...new Set([...Object.keys(base), ...Object.keys(fields)])];
    const change = fc.constantFrom(...keys).chain((key) =>
      fc.tuple(
        fc.oneof(
          fc.constant(key),
          hostileString.filter((name) => name.length < 100),
        ),
        fc.oneof(
          { weight: 3, arbitrary: hostileValue },
          { weight: 1, arbitrary: fc.constant<unknown>(DROP) },
          { weight: 2, arbitrary: fields[key] ? shapedLike(fields[key], key) : hostileValue },
        ),
      ),
    );
    return fc.array(change, { maxLength: 2 }).map((changes) => {
      const body: Record<string, unknown> = { ...base };
      for (const [key, value] of changes) {
        if (value === DROP) delete body[key];
        else body[key] = value;
      }
      return body;
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Path parameters

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as invalid UTF-8. */
function encode(text: string): string {
  return text
    .split(/(\p{Surrogate})/u)
    .map((part) => (/^\p{Surrogate}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

const RAW_PARAMS = [
  '0x10',
  '1e3',
  '-1',
  '0',
  '00001',
  '1.0',
  '2147483647',
  '2147483648',
  '99999999999999999999999',
  '..%2f..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  '1%00',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%20',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'reservation-1',
  'catering-1',
  'mail-1',
  'reservation-0',
  'mail-99999999999',
  'reservation--1',
  'x'.repeat(3_000),
];

/**
 * One path segment, on the wire: plausible ids (small numbers, uuids, notification ids) and
 * hostile ones. `protectedIds` are the signed-in callers' own accounts, which the fuzzer must
 * not change (a password change would end its sessions).
 */
export function pathParam(protectedIds: ReadonlySet<number>, knownParams: string[] = []): fc.Arbitrary<string> {
  return fc
    .oneof(
      {
        weight: knownParams.length > 0 ? 2 : 0,
        arbitrary: knownParams.length > 0 ? fc.constantFrom(...knownParams) : fc.constant('1'),
      },
      // Every table has rows with small ids; a few more cases name none.
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
      { weight: 1, arbitrary: fc.integer({ min: 13, max: 60 }).map(String) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom('reservation', 'catering', 'mail'), fc.integer({ min: 1, max: 30 }))
          .map(([type, id]) => `${type}-${id}`),
      },
      { weight: 4, arbitrary: fc.constantFrom(...RAW_PARAMS) },
      { weight: 3, arbitrary: hostileString.filter((value) => value.length < 4_000).map(encode) },
    )
    .filter((segment) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return true;
      }
      return !(/^\s*\d+\s*$/.test(decoded) && protectedIds.has(Number(decoded)));
    });
}

// ---------------------------------------------------------------------------------------------
// Query strings

const queryKey = (route: Route, queryFields: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: queryFields.length > 0 ? fc.constantFrom(...queryFields) : fc.constant('q') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'a[b]',
        'a[]',
        '__proto__',
        'constructor[prototype][x]',
        `${route.params[0] ?? 'id'}`,
        '',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );

/** Dates and months near today and at the ends of the calendar, so calendar queries get past their schema. */
const calendarQueryValue = fc.oneof(dateValue, monthValue, fc.constantFrom('2027-03-14', '2027-11-07'));

const queryValue = fc.oneof(
  { weight: 3, arbitrary: hostileString.filter((value) => value.length < 3_000) },
  { weight: 2, arbitrary: calendarQueryValue },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'true',
      'false',
      '80',
      'webp',
      'jpg',
      'avif',
      'gif',
      '16',
      '2400',
      '2401',
      '1.5',
      'Appetizers',
      'Meat Dishes',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: -1, max: 3_000 }).map(String) },
);

/** A raw query string: repeated keys, bracket keys, bad percent-encoding, and now and then a huge one. */
export function queryString(route: Route, queryFields: string[]): fc.Arbitrary<string> {
  const pair = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(queryKey(route, queryFields), queryValue)
        .map(([key, value]) => `${encode(key)}=${encode(value)}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%ZZ=1',
        'a=%E0%A4%A',
        '=',
        '&&',
        'category',
        'a[b]=c',
        'a[b][c]=d',
        'date[]=1',
        'w=1&w=2',
      ),
    },
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant('') },
    { weight: 6, arbitrary: fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join('&')}`) },
    // Node answers 431 for a request line over its header limit; just under it reaches the app.
    {
      weight: 1,
      arbitrary: fc.constantFrom(12_000, 20_000).map((size) => `?${queryFields[0] ?? 'q'}=${'z'.repeat(size)}`),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Bodies

interface Body {
  contentType?: string;
  body?: string | Buffer;
  contentEncoding?: string;
}

/** A PNG of 1×1 pixel, so an upload can succeed when everything else about it is right. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const FILE_NAMES = [
  'dish.png',
  '../../etc/passwd.png',
  '..\\..\\x.png',
  '/etc/passwd',
  'a"b.png',
  'ሽሮ.png',
  '',
  '.',
  '..',
  'x'.repeat(300),
];

const multipart: fc.Arbitrary<Body> = fc
  .record({
    boundary: fc.oneof(
      { weight: 4, arbitrary: fc.constant('fuzz-boundary') },
      { weight: 1, arbitrary: fc.constantFrom('b', '"quoted"', '') },
    ),
    field: fc.oneof(
      { weight: 4, arbitrary: fc.constant('image') },
      { weight: 1, arbitrary: fc.constantFrom('photo', 'image[]', '') },
    ),
    fileName: fc.oneof(
      fc.constantFrom(...FILE_NAMES),
      hostileString.filter((name) => name.length < 500 && !/["\r\n]/.test(name)),
    ),
    content: fc.oneof(
      fc.constant(TINY_PNG),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    ),
    extraParts: fc.oneof(
      { weight: 3, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 14 }) },
    ),
    closed: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  })
  .map(({ boundary, field, fileName, content, extraParts, closed }) => {
    const bare = boundary.replaceAll('"', '');
    const parts = [
      Buffer.from(
        `--${bare}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
      ...Array.from({ length: extraParts }, (_, index) =>
        Buffer.from(`--${bare}\r\nContent-Disposition: form-data; name="note${index}"\r\n\r\nvalue\r\n`),
      ),
      Buffer.from(closed ? `--${bare}--\r\n` : ''),
    ];
    return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
  });

const MALFORMED_JSON = [
  '{bad',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'nul',
  '{"a":1}{"b":2}',
  '\ufeff{"a":1}',
  '{"a":01}',
  '{"a":NaN}',
  '{"a":"\\x41"}',
  '{"a":"\\u00"}',
  '"just a string"',
  '42',
  'null',
  '   ',
  '\u0000',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;charset=garbage',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/merge-patch+json',
  'multipart/form-data',
  'image/png',
  'garbage',
  ';',
];

/** Raw JSON text: __proto__ and constructor keys survive only when written by hand. */
function withPrototypeKeys(value: unknown): string {
  const polluting = '"__proto__":{"polluted":"yes","role":"admin"},"constructor":{"prototype":{"polluted":"yes"}}';
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const rest = JSON.stringify(value).slice(1, -1);
    return `{${polluting}${rest ? `,${rest}` : ''}}`;
  }
  return `{${polluting}}`;
}

/** A JSON body nested thousands of levels deep, optionally inside one of the route's fields. */
const deeplyNested = (fields: string[]) =>
  fc
    .record({
      depth: fc.integer({ min: 500, max: 20_000 }),
      array: fc.boolean(),
      field: fc.option(fc.constantFrom(...(fields.length ? fields : ['a']))),
    })
    .map(({ depth, array, field }) => {
      const nested = array
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      return field ? `{"${field}":${nested}}` : nested;
    });

const GZIP_BOMB = gzipSync(`{"a":"${'b'.repeat(5_000_000)}"}`);

export function requestBody(schemas: z.ZodType[], valid: object[] = []): fc.Arbitrary<Body> {
  const fields = [...new Set(schemas.flatMap(fieldNames))];
  const shaped =
    schemas.length > 0
      ? fc.oneof(...schemas.map((schema) => shapedLike(schema)))
      : fc.dictionary(hostileString, hostileValue, { maxKeys: 4 });
  const nearlyValid = valid.length > 0 ? mutatedValid(valid, schemas) : shaped;
  const json = (text: fc.Arbitrary<string>): fc.Arbitrary<Body> =>
    text.map((body) => ({ contentType: 'application/json', body }));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<Body>({}) },
    { weight: valid.length > 0 ? 8 : 0, arbitrary: json(nearlyValid.map((value) => JSON.stringify(value))) },
    { weight: 5, arbitrary: json(shaped.map((value) => JSON.stringify(value))) },
    {
      weight: 1,
      arbitrary: json(
        fc
          .tuple(fields.length ? fc.constantFrom(...fields) : fc.constant('a'), hugeString)
          .map(([field, value]) => JSON.stringify({ [field]: value })),
      ),
    },
    { weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value))) },
    { weight: 2, arbitrary: json(shaped.map(withPrototypeKeys)) },
    { weight: 1, arbitrary: json(deeplyNested(fields)) },
    {
      weight: 1,
      arbitrary: json(
        fc
          .tuple(fields.length ? fc.constantFrom(...fields) : fc.constant('a'), fc.constantFrom('a\u0000b', '\u0000'))
          .map(([field, value]) => JSON.stringify({ [field]: value, [`k\u0000${field}`]: 1 })),
      ),
    },
    { weight: 2, arbitrary: json(fc.constantFrom(...MALFORMED_JSON)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...CONTENT_TYPES),
          fc.oneof(
            shaped.map((value) => JSON.stringify(value)),
            fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
          ),
        )
        .map(([contentType, body]) => ({ contentType, body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-garbage'), shaped, fc.boolean())
        .map(([contentEncoding, value, compress]) => {
          const text = JSON.stringify(value) ?? 'null';
          return {
            contentType: 'application/json',
            contentEncoding,
            body: compress && contentEncoding === 'gzip' ? gzipSync(text) : text,
          };
        }),
    },
    // A few kilobytes that inflate to megabytes: the body limit applies to what is inflated.
    {
      weight: 1,
      arbitrary: fc.constant<Body>({ contentType: 'application/json', contentEncoding: 'gzip', body: GZIP_BOMB }),
    },
    { weight: 2, arbitrary: multipart },
  );
}

// ---------------------------------------------------------------------------------------------
// Headers

const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

const headerArbs: Record<string, fc.Arbitrary<string>> = {
  Cookie: fc.oneof(
    fc.constantFrom(
      'selam.sid=garbage',
      'selam.sid=s%3Afake.signature',
      'selam.sid=s:',
      `selam.sid=${'c'.repeat(4_000)}`,
      '=;=;;',
      'a=b; selam.sid=',
    ),
    headerText,
  ),
  'If-None-Match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"abc"', '"', '""', 'W/'), headerText),
  'If-Modified-Since': fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'garbage', 'Fri, 31 Dec 9999 23:59:59 GMT'),
  Accept: fc.constantFrom('text/html', '*/*', 'application/xml', 'image/webp', 'garbage/', ''),
  'Accept-Encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*;q=0', 'garbage'),
  Range: fc.constantFrom('bytes=0-10', 'bytes=abc', 'bytes=-1', 'bytes=5-1', 'items=0-1', 'bytes=0-0,1-1,2-2'),
  'X-Forwarded-For': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1', ''),
  'X-HTTP-Method-Override': fc.constantFrom('DELETE', 'PUT', 'GARBAGE'),
  'User-Agent': fc.oneof(fc.constant('x'.repeat(2_000)), headerText),
};

/** Cross-site writes are refused with 403 before anything else; mostly the fuzzer sends no Origin. */
const sourceHeaders = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('https://evil.example', 'null', 'garbage', 'http://127.0.0.1.evil.example')
      .map((origin) => ({ Origin: origin })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('https://evil.example/page', 'not a url').map((referer) => ({ Referer: referer })),
  },
);

const otherHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(headerArbs, { requiredKeys: [] })
  .map(
    (headers) =>
      Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<string, string>,
  );

// ---------------------------------------------------------------------------------------------
// A whole request

export interface RouteInputs {
  route: Route;
  bodySchemas: z.ZodType[];
  /** Bodies the route accepts, to be changed a little. */
  validBodies?: object[];
  querySchema?: z.ZodType;
  protectedIds: ReadonlySet<number>;
  /** Path parameters that name existing rows (an uploaded image's uuid, say). */
  knownParams?: string[];
}

export function fuzzRequest(
  { route, bodySchemas, validBodies = [], querySchema, protectedIds, knownParams = [] }: RouteInputs,
  method: fc.Arbitrary<string> = fc.constant(route.method),
): fc.Arbitrary<FuzzRequest> {
  const segments = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? pathParam(protectedIds, knownParams) : fc.constant(segment)));
  const queryFields = querySchema ? fieldNames(querySchema) : [];
  return fc
    .record({
      method,
      path: fc.tuple(...segments).map((parts) => parts.join('/')),
      query: queryString(route, queryFields),
      body: requestBody(bodySchemas, validBodies),
      source: sourceHeaders,
      headers: fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: otherHeaders }),
      lengthMismatch: fc.integer({ min: 0, max: 19 }).map((draw) => draw === 0),
    })
    .map(({ method: verb, path, query, body, source, headers, lengthMismatch }) => {
      const all: Record<string, string> = { ...headers, ...source };
      if (body.contentType !== undefined) all['Content-Type'] = body.contentType;
      if (body.contentEncoding !== undefined) all['Content-Encoding'] = body.contentEncoding;
      const size = body.body === undefined ? 0 : Buffer.byteLength(body.body);
      const mismatch = lengthMismatch && size > 1;
      if (mismatch) all['Content-Length'] = String(Math.floor(size / 2));
      return { method: verb, url: `${path}${query}`, headers: all, body: body.body, lengthMismatch: mismatch };
    });
}
