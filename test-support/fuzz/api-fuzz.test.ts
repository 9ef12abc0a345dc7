import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { categories, sessions } from '../../server/db/schema';
import { signInAs } from '../api/admins';
import { insertTestOrder } from '../api/orders';
import { createTestContext } from '../api/test-app';
import {
  CALENDAR_EDGE_DATES,
  CALENDAR_EDGE_MONTHS,
  DATE_FIELD,
  fieldNames,
  fuzzRequest,
  MONTH_FIELD,
  TINY_PNG,
  type FuzzRequest,
} from './arbitraries';
import { changedTables, databaseFingerprinter } from './db-fingerprint';
import { createHarness, type FuzzCaller } from './harness';
import { EVENT_STREAM_ROUTES } from '../api/event-stream';
import { BODY_SCHEMAS, documentedRoutes, listRoutes, QUERY_SCHEMAS, type Route } from './route-table';
import { validBodies } from './valid-bodies';

/**
 * Property-based fuzzing of every route the app serves, as nobody, as staff and as an admin,
 * with hostile paths, queries, bodies and headers. For every request:
 * 1. never a 5xx;
 * 2. no stack trace, file path, error class or SQL in the body;
 * 3. a refused request (3xx or 4xx) writes nothing, except the tables named in WRITES_ON_REFUSAL;
 * and every error is `{ message, code }` JSON, and nothing pollutes Object.prototype.
 *
 * fast-check prints the seed and path of a failure; `FUZZ_RUNS=<factor>` runs more cases.
 */

// Restaurant-wide settings change under the fuzzer, so on PostgreSQL it gets a database of its own.
const ctx = await createTestContext({}, { isolatedDatabase: true });
const harness = await createHarness(ctx);
const routes = listRoutes(ctx.app);
const VALID = validBodies();
const knownParams = await seedRows();
afterAll(async () => {
  await harness.close();
  await ctx.close();
});

/** A few rows of each kind, so small ids and a real image uuid name something. */
async function seedRows(): Promise<string[]> {
  // The mailer prints what it keeps in the outbox; the test setup silences it only inside tests.
  const quiet = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const { agent } = await signInAs(ctx, 'admin');
  const created = [
    ...VALID['POST /api/reservations']!.map((body) => agent.post('/api/reservations').send(body)),
    ...VALID['POST /api/admin/catering-orders']!.map((body) => agent.post('/api/admin/catering-orders').send(body)),
    ...VALID['POST /api/admin/gift-cards']!.map((body) => agent.post('/api/admin/gift-cards').send(body)),
    ...VALID['POST /api/admin/schedule-exceptions']!.map((body) =>
      agent.post('/api/admin/schedule-exceptions').send(body),
    ),
  ];
  for (const res of await Promise.all(created))
    if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${res.text}`);
  // Pickup orders, pending and accepted, for the board's buttons to move.
  await insertTestOrder(ctx.database.db);
  await insertTestOrder(ctx.database.db, { status: 'accepted' });
  const image = await agent
    .post('/api/upload-image')
    .attach('image', TINY_PNG, { filename: 'dot.png', contentType: 'image/png' });
  if (image.status !== 201) throw new Error(`seeding the image failed: ${image.status} ${image.text}`);
  await ctx.app.mailer.idle();
  quiet.mockRestore();
  // The places of the site's content name something too.
  return [String(image.body.imageUrl).split('/').pop()!, 'hall', 'home'];
}

/** Every status the fuzzed requests got, to show the cases reach past the first refusal. */
const seen = new Set<number>();

// The default run is sized for every `npm test`; FUZZ_RUNS=<factor> multiplies every count.
const scale = Number(process.env.FUZZ_RUNS ?? 1);
const LOGOUT = 'POST /api/admin/logout';

/** Routes that read a body or a path parameter get more cases than plain reads. */
function runsFor(route: Route): number {
  const base =
    BODY_SCHEMAS[route.key] || route.method !== 'GET' ? 8 : route.params.length > 0 || QUERY_SCHEMAS[route.key] ? 6 : 3;
  return Math.max(1, Math.round(base * scale));
}

/** The route's path with a seeded row's id (or a well-formed token) for each parameter. */
function plainPath(route: Route): string {
  const place = route.path.includes('/testimonials/') ? 'home' : 'hall';
  return route.path.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'token' ? 'A'.repeat(43) : name === 'place' ? place : '1',
  );
}

/**
 * The route's first case, whatever the seed: the request a client of the API would send (its
 * first valid body, as an admin), so even a short run reaches the successes behind the refusals.
 */
function plainRequest(route: Route): [FuzzCaller, FuzzRequest] {
  const caller: FuzzCaller = route.key === LOGOUT ? 'fresh-session' : 'admin';
  const body = VALID[route.key]?.[0];
  const request: FuzzRequest = body
    ? {
        method: route.method,
        url: plainPath(route),
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        lengthMismatch: false,
      }
    : { method: route.method, url: plainPath(route), headers: {}, lengthMismatch: false };
  return [caller, request];
}

/** The logout route is fuzzed without the shared sessions, which it would end. */
function callersFor(route: Route): FuzzCaller[] {
  return route.key === LOGOUT ? ['anonymous', 'fresh-session'] : ['anonymous', 'staff', 'admin'];
}

describe('the route table', () => {
  test('is read from the running app and holds every kind of route', () => {
    const keys = routes.map((route) => route.key);
    expect(keys.length).toBeGreaterThanOrEqual(50);
    for (const key of [
      'POST /api/reservations',
      'DELETE /api/menu-items/:id',
      'GET /api/health',
      'GET /api/site-info',
      'POST /api/upload-image',
      LOGOUT,
      // A live stream: the harness reads its headers only (test-support/api/event-stream.ts).
      ...EVENT_STREAM_ROUTES,
    ]) {
      expect(keys).toContain(key);
    }
    expect(routes.find((route) => route.key === 'POST /api/catering/:id/send-quote')?.params).toEqual(['id']);
  });

  test('matches the routes docs/api.md describes, both ways', () => {
    const documented = documentedRoutes(readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8'));
    expect(documented.length).toBeGreaterThanOrEqual(50);
    expect(routes.map((route) => route.key).sort()).toEqual(documented);
  });

  test('names only routes that exist for its body and query schemas and its valid bodies', () => {
    const keys = new Set(routes.map((route) => route.key));
    for (const key of [...Object.keys(BODY_SCHEMAS), ...Object.keys(QUERY_SCHEMAS), ...Object.keys(VALID)])
      expect(keys, key).toContain(key);
  });
});

describe('the database fingerprint', () => {
  test('covers every table and sees a write, but not a session expiry moving', async () => {
    const fingerprint = await databaseFingerprinter(ctx.database.db);
    expect(fingerprint.tables).toEqual(
      expect.arrayContaining(['reservations', 'menu_items', 'sessions', 'login_attempts', 'images', 'audit_log']),
    );
    const before = await fingerprint.read();

    await ctx.database.db.update(sessions).set({ expire: sql`${sessions.expire} + interval '1 minute'` });
    expect(changedTables(before, await fingerprint.read())).toEqual([]);

    const [row] = await ctx.database.db
      .insert(categories)
      .values({ name: `fingerprint-${Date.now()}` })
      .returning();
    expect(changedTables(before, await fingerprint.read())).toEqual(['categories']);
    expect(changedTables(before, await fingerprint.read(), ['categories'])).toEqual([]);
    await ctx.database.db.delete(categories).where(eq(categories.id, row!.id));
    expect(changedTables(before, await fingerprint.read())).toEqual([]);
  });
});

describe('every route under hostile input', () => {
  test.each(routes.map((route) => [route.key, route] as const))('%s', async (_key, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callersFor(route)),
        fuzzRequest({
          route,
          bodySchemas: BODY_SCHEMAS[route.key] ?? [],
          validBodies: VALID[route.key],
          querySchema: QUERY_SCHEMAS[route.key],
          protectedIds: harness.protectedIds,
          knownParams,
        }),
        async (caller, req) => {
          const { status } = await harness.check(route.key, caller, req);
          if (status !== 'reset') seen.add(status);
        },
      ),
      { numRuns: runsFor(route), examples: [plainRequest(route)] },
    );
    expect(await harness.stillSignedIn('staff')).toBe(true);
    expect(await harness.stillSignedIn('admin')).toBe(true);
  });

  test('any method on any route path, and paths no route serves', async () => {
    const anyRoute = fc.constantFrom(...routes.filter((route) => route.key !== LOGOUT));
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD');
    const unknown: Route = { method: 'GET', path: '/api/:a/:b', key: 'GET /api/:a/:b', params: ['a', 'b'] };
    // First, whatever the seed: a JSON body over the API's limit.
    const booking = routes.find((route) => route.key === 'POST /api/reservations')!;
    const oversized: FuzzRequest = {
      method: 'POST',
      url: booking.path,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...VALID[booking.key]![0], requests: 'y'.repeat(150_000) }),
      lengthMismatch: false,
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<FuzzCaller>('anonymous', 'staff', 'admin'),
        fc.oneof(anyRoute, fc.constant(unknown)).chain((route) =>
          fuzzRequest(
            {
              route,
              bodySchemas: BODY_SCHEMAS[route.key] ?? [],
              validBodies: VALID[route.key],
              protectedIds: harness.protectedIds,
              knownParams,
            },
            method,
          ).map((req) => ({ route, req })),
        ),
        async (caller, { route, req }) => {
          // A method a path does not serve is another route (or none): no table is written by design.
          const { status } = await harness.check(
            req.method === route.method ? route.key : `${req.method} ${route.path}`,
            caller,
            req,
          );
          if (status !== 'reset') seen.add(status);
        },
      ),
      { numRuns: Math.max(1, Math.round(16 * scale)), examples: [['anonymous', { route: booking, req: oversized }]] },
    );
  });

  test('reached successes as well as every kind of refusal', () => {
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 201, 204, 400, 401, 403, 404, 413, 415]));
  });
});

/**
 * Every date field and date query, each set to every value at the ends of the calendar (and a
 * range's two ends to short ranges there), once each rather than by chance: there, date
 * arithmetic that ran past 9999 would never end. Dates outside the years the site works in are
 * never accepted.
 */
describe('every date field and date query at the ends of the calendar', () => {
  type Where = 'body' | 'query';
  const EDGE_RANGES = [
    ['9998-12-31', '9999-12-31'],
    ['9999-12-01', '9999-12-31'],
    ['2199-12-01', '2199-12-31'],
    ['2199-12-31', '2200-01-01'],
  ];
  const calendarFields = (names: string[]) =>
    [...new Set(names)].filter((name) => DATE_FIELD.test(name) || MONTH_FIELD.test(name));
  const cases = routes.flatMap((route) => [
    ...calendarFields((BODY_SCHEMAS[route.key] ?? []).flatMap(fieldNames)).map(
      (field) => [route.key, field, route, 'body' as Where] as const,
    ),
    ...calendarFields(QUERY_SCHEMAS[route.key] ? fieldNames(QUERY_SCHEMAS[route.key]!) : []).map(
      (field) => [route.key, field, route, 'query' as Where] as const,
    ),
  ]);
  const inCalendarYears = (value: string) => /^2[01]\d\d-/.test(value);

  test('are every one the schemas name', () => {
    expect(cases.map(([key, field]) => `${key} ${field}`)).toEqual(
      expect.arrayContaining([
        'GET /api/availability/month month',
        'POST /api/admin/schedule-exceptions endDate',
        'GET /api/admin/gift-cards/report date',
        'POST /api/reservations date',
        'POST /api/admin/gift-cards/:id/extend expiresOn',
      ]),
    );
  });

  test.each(cases)('%s: %s', async (key, field, route, where) => {
    const path = plainPath(route);
    const bodies = (values: Record<string, string>) => (VALID[key] ?? [{}]).map((base) => ({ ...base, ...values }));
    const requests: { req: FuzzRequest; values: string[] }[] = [];
    const send = (values: Record<string, string>) => {
      if (where === 'query') {
        requests.push({
          req: {
            method: route.method,
            url: `${path}?${new URLSearchParams(values)}`,
            headers: {},
            lengthMismatch: false,
          },
          values: Object.values(values),
        });
        return;
      }
      for (const body of bodies(values)) {
        const req = {
          method: route.method,
          url: path,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          lengthMismatch: false,
        };
        requests.push({ req, values: Object.values(values) });
      }
    };
    for (const value of MONTH_FIELD.test(field) ? CALENDAR_EDGE_MONTHS : CALENDAR_EDGE_DATES) send({ [field]: value });
    if (field === 'endDate')
      for (const [startDate, endDate] of EDGE_RANGES) send({ startDate: startDate!, endDate: endDate! });

    // The public booking differs from staff's; every other route is the same for whoever may use it.
    const callers: FuzzCaller[] = key === 'POST /api/reservations' ? ['anonymous', 'admin'] : ['admin'];
    for (const caller of callers) {
      for (const { req, values } of requests) {
        const { status } = await harness.check(key, caller, req);
        if (!values.every(inCalendarYears))
          expect(status, `${caller} ${req.url} ${req.body ?? ''}`).toBeGreaterThanOrEqual(400);
      }
    }
  });
});
