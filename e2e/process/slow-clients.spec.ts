import { connect } from 'node:net';
import { expect, onEachDatabase, test, type ServerProcess } from '../support/server-process';

// The limits set in server/index.ts, and how often Node checks them there.
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
const CHECK_INTERVAL_MS = 1_000;
// Room for a busy machine (timers fire late, never early), still far below the 30 s lateness
// Node's default check interval would allow.
const LATE_MS = 2 * CHECK_INTERVAL_MS + 8_000;

const SLOW_HEADER_CLIENTS = 50;

interface SlowClient {
  /** Resolves when the server has closed the connection. */
  closed: Promise<{ afterMs: number; received: string }>;
}

/**
 * A raw connection that sends `opening` at once, then `trickle` one byte a second (over and over)
 * until the server closes it.
 */
function slowClient(server: ServerProcess, opening: string, trickle = ''): SlowClient {
  const socket = connect(server.port, '127.0.0.1');
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  let startedAt = 0;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  // Writes racing the server's close fail with EPIPE or ECONNRESET; the close is what counts.
  socket.on('error', () => undefined);
  socket.on('connect', () => {
    startedAt = Date.now();
    if (opening) socket.write(opening);
    let sentBytes = 0;
    if (trickle) timer = setInterval(() => socket.write(trickle[sentBytes++ % trickle.length]!), 1_000);
  });
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - startedAt, received });
    });
  });
  return { closed };
}

onEachDatabase(() => {
  test('connections that trickle their headers or body are closed near the time-outs while everyone else is served', async ({
    launch,
    clientFor,
  }) => {
    const server = await launch();
    const host = `Host: 127.0.0.1:${server.port}\r\n`;
    const body = JSON.stringify({ firstName: 'Slow', lastName: 'Loris', note: 'x'.repeat(200) });

    const headerTricklers = Array.from({ length: SLOW_HEADER_CLIENTS }, () =>
      slowClient(server, `GET /api/menu-items HTTP/1.1\r\n${host}`, 'X-Waiting: still-typing\r\n'),
    );
    const silent = slowClient(server, '');
    const bodyTrickler = slowClient(
      server,
      `POST /api/reservations HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    const idleAfterAnswer = slowClient(server, `GET /api/health HTTP/1.1\r\n${host}\r\n`);
    const slowOnes = [...headerTricklers, silent, bodyTrickler, idleAfterAnswer];

    // Meanwhile the restaurant's visitors keep being served, on connections of their own.
    const visitors = await clientFor(server);
    let allClosed = false;
    void Promise.all(slowOnes.map((client) => client.closed)).then(() => (allClosed = true));
    // Until every slow connection is closed, or one outlives its bound (checked below).
    const giveUpAt = Date.now() + REQUEST_TIMEOUT_MS + LATE_MS + 5_000;
    let served = 0;
    while (!allClosed && Date.now() < giveUpAt) {
      const [health, menu] = await Promise.all([
        visitors.get('/api/health', { timeout: 5_000 }),
        visitors.get('/api/menu-items', { timeout: 5_000 }),
      ]);
      expect(health.status()).toBe(200);
      expect(menu.status()).toBe(200);
      expect(((await menu.json()) as unknown[]).length).toBeGreaterThan(0);
      served += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(served).toBeGreaterThan(5);

    for (const client of [...headerTricklers, silent]) {
      const { afterMs, received } = await client.closed;
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 1_000);
      expect(afterMs).toBeLessThanOrEqual(HEADERS_TIMEOUT_MS + LATE_MS);
    }
    const bodyClosed = await bodyTrickler.closed;
    expect(bodyClosed.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyClosed.afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 1_000);
    expect(bodyClosed.afterMs).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS + LATE_MS);

    const idleClosed = await idleAfterAnswer.closed;
    expect(idleClosed.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(idleClosed.afterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 1_000);
    expect(idleClosed.afterMs).toBeLessThanOrEqual(KEEP_ALIVE_TIMEOUT_MS + LATE_MS);

    expect((await visitors.get('/api/health')).status()).toBe(200);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });
});
