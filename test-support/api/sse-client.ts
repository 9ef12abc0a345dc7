import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGunzip } from 'node:zlib';
import request from 'supertest';
import type { Express } from 'express';
import type { TestAdmin } from './admins';

/** Only a hang reaches this: an event or an end that never comes. */
export const HANG_MS = 20_000;

/** An app listening on a port of its own, as a live stream needs a real connection. */
export async function listen(app: Express): Promise<{ base: string; server: http.Server; close(): Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The session cookie of `admin` signed in on `app`. */
export async function sessionCookie(app: Express, admin: TestAdmin): Promise<string> {
  const res = await request(app).post('/api/admin/login').send({ username: admin.username, password: admin.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const cookies = res.headers['set-cookie'] as unknown as string[];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

export interface EventStream {
  response: IncomingMessage;
  /** Every `data:` of an `order` event so far, parsed. */
  events: Record<string, unknown>[];
  /** How many `: keep-alive` comments came. */
  heartbeats: number;
  /** Resolves with the first event (so far or to come) `match` accepts. */
  next(match: (event: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET `path` and reads it as a live stream, gunzipping it when it comes compressed. */
export function openEventStream(base: string, path: string, headers: Record<string, string>): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers }, (response) => {
      const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
      const waiters: (() => void)[] = [];
      let buffered = '';
      let endStream = () => undefined as void;
      const stream: EventStream = {
        response,
        events: [],
        heartbeats: 0,
        next(match) {
          return new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`no such event after ${HANG_MS / 1000} s`)), HANG_MS);
            const look = () => {
              const event = stream.events.find(match);
              if (!event) return false;
              clearTimeout(timer);
              found(event);
              return true;
            };
            const wait = () => {
              if (!look()) waiters.push(wait);
            };
            wait();
          });
        },
        ended: new Promise<void>((done) => (endStream = done)),
        close: () => req.destroy(),
      };
      body.setEncoding('utf8');
      body.on('data', (chunk: string) => {
        buffered += chunk;
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (block === ': keep-alive') stream.heartbeats += 1;
          const data = /^data: (.*)$/m.exec(block);
          if (/^event: order$/m.test(block) && data)
            stream.events.push(JSON.parse(data[1]!) as Record<string, unknown>);
          end = buffered.indexOf('\n\n');
        }
        waiters.splice(0).forEach((wake) => wake());
      });
      body.on('end', () => endStream());
      body.on('error', () => endStream());
      response.on('close', () => endStream());
      resolve(stream);
    });
    req.on('error', reject);
  });
}
