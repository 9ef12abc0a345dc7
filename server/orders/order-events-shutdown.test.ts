import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { findFreePort } from '../../scripts/lib/server-process';
import { HANG_MS, openEventStream } from '../../test-support/api/sse-client';

const ENTRY = fileURLToPath(new URL('../index.ts', import.meta.url));
const ADMIN = { username: 'stream-owner', password: 'stream-owner-password-1' };

// The server as `npm run dev` runs it, on an embedded database in memory: told to stop with live
// streams open, it ends them and stops, instead of waiting for its grace period to cut them.
test(
  'SIGTERM ends the open live streams and the server stops without waiting out its grace period',
  async () => {
    const port = await findFreePort();
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      const giveUpAt = Date.now() + 60_000;
      while (!output.includes('[server] development on')) {
        if (Date.now() > giveUpAt) throw new Error(`the server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const streams = await Promise.all(
        Array.from({ length: 5 }, () => openEventStream(base, '/api/admin/online-orders/events', { Cookie: cookie })),
      );
      expect(streams.map((stream) => stream.response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      child.kill('SIGTERM');
      await Promise.all(streams.map((stream) => stream.ended));
      expect(await exited).toBe(0);
      expect(output).toContain('[server] stopped');
      expect(output).not.toContain('requests still open after the grace period');
    } finally {
      child.kill('SIGKILL');
    }
  },
  90_000 + HANG_MS,
);
