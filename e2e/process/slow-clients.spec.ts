import { connect } from 'node:net';
import { expect, onEachDatabase, test, type ServerProcess } from '../support/server-process';

// The server's time-outs, shortened (HTTP_TIMEOUTS; 15 s, 30 s and 5 s by default). Each is
// several seconds from the next, so which closes first is the server's doing, not the machine's.
const TIMEOUTS = { keepAliveSeconds: 1, headersSeconds: 4, requestSeconds: 10 };
// Only a hang reaches this: a slow connection the server never closes.
const HANG_MS = 60_000;

const SLOW_HEADER_CLIENTS = 50;

interface SlowClient {
  /** Resolves when the server has closed the connection: what it sent, and how many connections closed before. */
  closed: Promise<{ order: number; received: string }>;
  isOpen(): boolean;
}

/**
 * A raw connection that sends `opening` at once, then `trickle` one byte a second (over and over)
 * until the server closes it. `closings` counts the closes of every client, in order.
 */
function slowClient(server: ServerProcess, closings: { count: number }, opening: string, trickle = ''): SlowClient {
  const socket = connect(server.port, '127.0.0.1');
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  let open = true;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  // Writes racing the server's close fail with EPIPE or ECONNRESET; the close is what counts.
  socket.on('error', () => undefined);
  socket.on('connect', () => {
    if (opening) socket.write(opening);
    let sentBytes = 0;
    if (trickle) timer = setInterval(() => socket.write(trickle[sentBytes++ % trickle.length]!), 1_000);
  });
  const closed = new Promise<{ order: number; received: string }>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      open = false;
      resolve({ order: closings.count++, received });
    });
  });
  return { closed, isOpen: () => open };
}

onEachDatabase(() => {
  test('connections that trickle their headers or body, or sit idle, are closed by the matching time-out while everyone else is served', async ({
    launch,
    clientFor,
  }) => {
    const server = await launch({ HTTP_TIMEOUTS: JSON.stringify(TIMEOUTS) });
    const host = `Host: 127.0.0.1:${server.port}\r\n`;
    const body = JSON.stringify({ firstName: 'Slow', lastName: 'Loris', note: 'x'.repeat(200) });
    const closings = { count: 0 };

    const headerTricklers = Array.from({ length: SLOW_HEADER_CLIENTS }, () =>
      slowClient(server, closings, `GET /api/menu-items HTTP/1.1\r\n${host}`, 'X-Waiting: still-typing\r\n'),
    );
    const silent = slowClient(server, closings, '');
    // Its headers arrive at once: only the whole-request time-out may cut it off.
    const bodyTrickler = slowClient(
      server,
      closings,
      `POST /api/reservations HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    const idleAfterAnswer = slowClient(server, closings, `GET /api/health HTTP/1.1\r\n${host}\r\n`);
    const slowOnes = [...headerTricklers, silent, bodyTrickler, idleAfterAnswer];

    // Meanwhile the restaurant's visitors keep being served, on connections of their own; each
    // round notes how many header tricklers were still open when it was answered.
    const visitors = await clientFor(server);
    let allClosed = false;
    void Promise.all(slowOnes.map((client) => client.closed)).then(() => (allClosed = true));
    const giveUpAt = Date.now() + HANG_MS;
    const tricklersOpenWhenServed: number[] = [];
    while (!allClosed) {
      expect(Date.now(), 'every slow connection closed').toBeLessThan(giveUpAt);
      const [health, menu] = await Promise.all([visitors.get('/api/health'), visitors.get('/api/menu-items')]);
      expect(health.status()).toBe(200);
      expect(menu.status()).toBe(200);
      expect(((await menu.json()) as unknown[]).length).toBeGreaterThan(0);
      tricklersOpenWhenServed.push(headerTricklers.filter((client) => client.isOpen()).length);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(tricklersOpenWhenServed, 'visitors served while all the tricklers held their connections').toContain(
      SLOW_HEADER_CLIENTS,
    );

    const headerClosed = await Promise.all([...headerTricklers, silent].map((client) => client.closed));
    for (const { received } of headerClosed) expect(received).toMatch(/^HTTP\/1\.1 408 /);
    const bodyClosed = await bodyTrickler.closed;
    expect(bodyClosed.received).toMatch(/^HTTP\/1\.1 408 /);
    const idleClosed = await idleAfterAnswer.closed;
    expect(idleClosed.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(idleClosed.received).not.toContain(' 408 ');

    // The idle connection goes first (keep-alive), then every one without its headers, and the
    // one whose headers came in time last (the whole request's time-out).
    const headerOrders = headerClosed.map((closed) => closed.order);
    expect(idleClosed.order).toBeLessThan(Math.min(...headerOrders));
    expect(bodyClosed.order).toBeGreaterThan(Math.max(...headerOrders));

    expect((await visitors.get('/api/health')).status()).toBe(200);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });
});
