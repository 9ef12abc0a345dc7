import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdmin, signInAs } from '../../test-support/api/admins';
import { expectConsoleError } from '../../test-support/api/fail-on-console-error';
import { insertTestOrder } from '../../test-support/api/orders';
import { HANG_MS, listen, openEventStream, sessionCookie, type EventStream } from '../../test-support/api/sse-client';
import { createTestContext, startAnotherApp, type TestContext } from '../../test-support/api/test-app';
import { testDatabaseUrl, testDriver } from '../../test-support/api/test-database';
import { publishChange } from '../db/change-feed';
import { loadEnv } from '../env';
import { httpTimeouts } from '../http/server-timeouts';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { orderEventsHub } from './order-events-hub';

const NOW = new Date('2093-05-13T17:00:00Z');
const PATH = '/api/admin/online-orders/events';

// A database of its own: the hub's reads are counted, and other files' orders would add to them.
let ctx: TestContext;
let cookie: string;
let served: Awaited<ReturnType<typeof listen>>;
let manager: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  ctx = await createTestContext({}, { now: () => NOW, isolatedDatabase: true });
  cookie = await sessionCookie(ctx.app, await createAdmin(ctx, { role: 'manager' }));
  manager = await signInAs(ctx, 'manager');
  served = await listen(ctx.app);
});
afterAll(async () => {
  await served?.close();
  await ctx?.close();
});

/** An order as placing one stores it, then the after-commit hint placing gives. */
async function placeOrder(database: DatabaseHandle = ctx.database) {
  const order = await insertTestOrder(database.db, { createdAt: NOW });
  publishChange(database.db, 'orders');
  return order;
}

const open = (base = served.base, headers: Record<string, string> = {}) =>
  openEventStream(base, PATH, { Cookie: cookie, ...headers });

test('without a session the stream answers 401', async () => {
  const res = await request(ctx.app).get(PATH);
  expect(res.status).toBe(401);
  expect(res.body.code).toBe('UNAUTHENTICATED');
});

test('a HEAD request gets the stream’s headers and an end', async () => {
  const res = await request(ctx.app).head(PATH).set('Cookie', cookie).timeout({ response: HANG_MS });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
});

test('a stream hears of an order placed, and of one moved, after it opened, and of nothing before', async () => {
  const before = await placeOrder();
  const stream = await open();
  try {
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.response.headers['cache-control']).toBe('no-store, no-transform');
    expect(stream.response.headers['x-accel-buffering']).toBe('no');
    const placed = await placeOrder();
    expect(await stream.next((event) => event.id === placed.id)).toEqual({
      id: placed.id,
      orderNumber: placed.orderNumber,
      status: 'pending',
      paymentStatus: 'pending',
    });
    // The clock stands still: the order's change number, not its updated_at, tells the move.
    const moved = await manager.agent
      .post(`/api/admin/online-orders/${placed.id}/status`)
      .send({ status: 'rejected', reason: 'Out of injera' });
    expect(moved.status).toBe(200);
    await stream.next((event) => event.id === placed.id && event.status === 'rejected');
    expect(stream.events.map((event) => event.id)).not.toContain(before.id);
  } finally {
    stream.close();
  }
});

test('a stream opened after the others closed hears nothing of what changed while none was open', async () => {
  const hub = orderEventsHub(ctx.app.context);
  const first = await open();
  first.close();
  const giveUpAt = Date.now() + HANG_MS;
  while (hub.openStreams > 0 && Date.now() < giveUpAt) await sleep(10);
  expect(hub.openStreams).toBe(0);
  const meanwhile = await placeOrder();
  const stream = await open();
  try {
    const placed = await placeOrder();
    await stream.next((event) => event.id === placed.id);
    expect(stream.events.map((event) => event.id)).not.toContain(meanwhile.id);
  } finally {
    stream.close();
  }
});

test('to a client accepting gzip, the first event arrives while the stream stays open', async () => {
  const stream = await open(served.base, { 'Accept-Encoding': 'gzip' });
  try {
    // no-transform: compression() leaves the stream as it is, so nothing sits in a gzip buffer.
    expect(stream.response.headers['content-encoding']).toBeUndefined();
    const placed = await placeOrder();
    await stream.next((event) => event.id === placed.id);
    expect(stream.response.complete).toBe(false);
  } finally {
    stream.close();
  }
});

test('50 open streams are served by one read per change, not one each', async () => {
  const hub = orderEventsHub(ctx.app.context);
  const streams = await Promise.all(Array.from({ length: 50 }, () => open()));
  try {
    expect(hub.openStreams).toBe(50);
    const readsBefore = hub.reads;
    const placed = await placeOrder();
    await Promise.all(streams.map((stream) => stream.next((event) => event.id === placed.id)));
    expect(hub.reads - readsBefore).toBe(1);
  } finally {
    streams.forEach((stream) => stream.close());
  }
});

test('heartbeats keep the stream open past the server’s header, request and keep-alive limits', async () => {
  // The server options server/index.ts sets, at their shortest: they limit receiving a request.
  const limits = httpTimeouts(
    loadEnv({ NODE_ENV: 'test', HTTP_TIMEOUTS: '{"headersSeconds":1,"requestSeconds":1,"keepAliveSeconds":1}' }),
  );
  const app = await startAnotherApp(ctx, { database: ctx.database, streamHeartbeatMs: 50 });
  const server = http.createServer(limits, app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const stream = await openEventStream(`http://127.0.0.1:${port}`, PATH, {
    Cookie: await sessionCookie(app, await createAdmin(ctx, { role: 'manager' })),
  });
  try {
    const placed = await placeOrder();
    await stream.next((event) => event.id === placed.id);
    // 60 heartbeats take 3 s at least: every limit above has passed, and been checked, by then.
    const giveUpAt = Date.now() + HANG_MS;
    while (stream.heartbeats < 60 && Date.now() < giveUpAt) await sleep(10);
    expect(stream.heartbeats).toBeGreaterThanOrEqual(60);
    const later = await placeOrder();
    await stream.next((event) => event.id === later.id);
    expect(stream.response.complete).toBe(false);
  } finally {
    stream.close();
    server.closeAllConnections();
    server.close();
    await app.shutdown();
  }
});

test('shutting the app down ends its 5 open streams, so the server closes without waiting them out', async () => {
  const app = await startAnotherApp(ctx, { database: ctx.database });
  const other = await listen(app);
  const otherCookie = await sessionCookie(app, await createAdmin(ctx, { role: 'manager' }));
  const streams: EventStream[] = await Promise.all(
    Array.from({ length: 5 }, () => openEventStream(other.base, PATH, { Cookie: otherCookie })),
  );
  // As server/index.ts shuts down: no new connection, then the streams are ended.
  const closed = new Promise<void>((resolve) => other.server.close(() => resolve()));
  other.server.closeIdleConnections();
  app.endLiveStreams();
  await Promise.all(streams.map((stream) => stream.ended));
  await closed;
  expect(orderEventsHub(app.context).openStreams).toBe(0);
  await app.shutdown();
});

describe.runIf(testDriver === 'postgres')('two app processes on one PostgreSQL database', () => {
  let database: DatabaseHandle;
  let other: Awaited<ReturnType<typeof startAnotherApp>>;
  let otherServed: Awaited<ReturnType<typeof listen>>;
  let otherCookie: string;

  beforeAll(async () => {
    // This file's database opened a second time: another process, with a change feed of its own.
    const { rows } = await ctx.database.executeSql('select current_database() as name');
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${(rows[0] as { name: string }).name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    other = await startAnotherApp(ctx, { database });
    otherServed = await listen(other);
    otherCookie = await sessionCookie(other, await createAdmin(ctx, { role: 'manager' }));
  });
  afterAll(async () => {
    await otherServed?.close();
    await other?.shutdown();
    await database?.close();
  });

  test('an order placed, and one moved, through one process reach a stream of the other', async () => {
    const stream = await openEventStream(otherServed.base, PATH, { Cookie: otherCookie });
    try {
      const placed = await placeOrder();
      await stream.next((event) => event.id === placed.id && event.status === 'pending');
      const moved = await manager.agent
        .post(`/api/admin/online-orders/${placed.id}/status`)
        .send({ status: 'accepted', readyInMinutes: 20 });
      expect(moved.status).toBe(200);
      await stream.next((event) => event.id === placed.id && event.status === 'accepted');
    } finally {
      stream.close();
    }
  });

  test('an order whose notification was lost reaches the stream when the listener comes back', async () => {
    const stream = await openEventStream(otherServed.base, PATH, { Cookie: otherCookie });
    try {
      // Written without telling anyone: as if its NOTIFY had been lost.
      const lost = await insertTestOrder(ctx.database.db, { createdAt: NOW });
      expectConsoleError();
      await ctx.database.executeSql(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
      );
      await stream.next((event) => event.id === lost.id);
    } finally {
      stream.close();
    }
  });
});
