import { createServer, type Socket } from 'node:net';
import { expect, test } from './support/test';

/**
 * The tests' API requests retry a connection reset once (see support/test.ts). A server that
 * resets the first connection of each request, as the app's does when a request lands on a
 * keep-alive connection it is closing, proves it for every kind of request context.
 */
function resettingServer() {
  let connections = 0;
  const server = createServer((socket: Socket) => {
    connections += 1;
    const reset = connections % 2 === 1;
    socket.once('data', () => {
      if (reset) socket.resetAndDestroy();
      else socket.end('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok');
    });
  });
  return {
    url: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/`))),
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('a request reset before it is read is sent once more, from page.request, request and a new context', async ({ page, request, playwright }) => {
  const server = resettingServer();
  const url = await server.url();
  const standalone = await playwright.request.newContext();
  try {
    for (const context of [page.request, request, standalone]) {
      expect(await (await context.get(url)).text()).toBe('ok');
      expect(await (await context.post(url, { data: { kind: 'post' } })).text()).toBe('ok');
    }
    expect(server.connections()).toBe(12);
    await expect(request.get(url, { maxRetries: 0 })).rejects.toThrow(/ECONNRESET|socket hang up/);
  } finally {
    await standalone.dispose();
    await server.close();
  }
});
