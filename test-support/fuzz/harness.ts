import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createAdmin } from '../api/admins';
import { stopAtEventStreamHeaders } from '../api/event-stream';
import type { TestContext } from '../api/test-app';
import type { Caller, FuzzRequest } from './arbitraries';
import { changedTables, databaseFingerprinter, type Fingerprint } from './db-fingerprint';
import { isApiErrorBody, isRefusalByReset, leaksIn } from './response-checks';

/**
 * Tables a route writes by design on a request it refuses. Nothing else may change on a
 * refusal.
 */
export const WRITES_ON_REFUSAL: Record<string, string[]> = {
  // Every sign-in attempt is logged, a failed one too, and failures count towards the lockout
  // (docs/api.md, POST /api/admin/login).
  'POST /api/admin/login': ['login_attempts'],
};

/** A caller for POST /api/admin/logout: a session of its own, signed in just before the request. */
export type FuzzCaller = Caller | 'fresh-session';

type Agent = TestAgent;

export interface Harness {
  /** The signed-in callers' own admin ids: the fuzzer must not change these accounts. */
  protectedIds: Set<number>;
  /**
   * Sends one request as the caller and checks every property; throws with a report on a breach.
   * The status is 'reset' when Node 24 reset the connection of a request Node itself refuses
   * (a body longer than its Content-Length, a request line and headers over Node's limit).
   */
  check(routeKey: string, caller: FuzzCaller, req: FuzzRequest): Promise<{ status: number | 'reset' }>;
  /** True while the caller's session still works (the fuzzer must not sign its callers out). */
  stillSignedIn(caller: Caller): Promise<boolean>;
  close(): Promise<void>;
}

async function signedInAgent(ctx: TestContext, base: string, role: 'staff' | 'admin') {
  const admin = await createAdmin(ctx, { role });
  const agent = request.agent(base);
  const res = await agent.post('/api/admin/login').send({ username: admin.username, password: admin.password });
  if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status}`);
  return { agent, id: admin.id };
}

function summary(req: FuzzRequest): string {
  const body = req.body === undefined ? '(none)' : Buffer.isBuffer(req.body) ? `<${req.body.length} bytes>` : req.body;
  return [
    `${req.method} ${req.url.slice(0, 300)}`,
    `headers: ${JSON.stringify(req.headers).slice(0, 500)}`,
    `body: ${body.slice(0, 500)}${body.length > 500 ? `… (${body.length} chars)` : ''}`,
  ].join('\n');
}

// A live stream never ends: of its answer only the headers are read (its route is in EVENT_STREAM_ROUTES).
stopAtEventStreamHeaders();

async function send(agent: Agent | ReturnType<typeof request>, req: FuzzRequest, signedIn: boolean) {
  const verb = req.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch' | 'options' | 'head';
  let pending = agent[verb](req.url).timeout({ response: 15_000, deadline: 20_000 });
  for (const [name, value] of Object.entries(req.headers)) {
    // An agent merges a Cookie header into its own jar (its session cookie wins), so only
    // anonymous requests carry the garbage cookie as sent.
    if (signedIn && name === 'Cookie') continue;
    pending = pending.set(name, value);
  }
  if (req.body !== undefined) pending = pending.send(req.body);
  return pending.ok(() => true);
}

/** How long an answer whose socket closed before it ended may still be working (writing to the database). */
const ABANDONED_ANSWER_GRACE_MS = 2_000;

export async function createHarness(ctx: TestContext): Promise<Harness> {
  // A request whose Content-Length is shorter than its body can be answered by Node (a 400 to
  // the leftover bytes on Node 20 and 22, a reset on Node 24, closing the socket) while the app
  // is still handling the first part. So a request counts as in flight until the app ends its
  // answer, even on a closed socket, and every fingerprint waits until nothing is.
  let inFlight = 0;
  const idleWaiters: (() => void)[] = [];
  // The app has ended its answer when it calls `res.end`, whichever layer's: a middleware such as
  // compression puts its own `end` in place, which never reaches Node's when the socket is
  // already gone. So every `end` put on the response is wrapped, and the answer counts as over once
  // one was called and Node's has run or the socket is gone.
  const server = http.createServer((req, res) => {
    inFlight += 1;
    let counted = false;
    let appEnded = false;
    const over = () => {
      if (counted || !appEnded || !(res.writableEnded || res.destroyed)) return;
      counted = true;
      inFlight -= 1;
      if (inFlight === 0) idleWaiters.splice(0).forEach((wake) => wake());
    };
    const wrap = (end: typeof res.end) =>
      function (this: http.ServerResponse, ...args: unknown[]) {
        appEnded = true;
        const result = (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
        over();
        return result;
      } as typeof res.end;
    let current = wrap(res.end);
    Object.defineProperty(res, 'end', {
      configurable: true,
      get: () => current,
      set: (end: typeof res.end) => (current = wrap(end)),
    });
    // A socket gone before any `end` (an answer torn down after its headers went out): the app is
    // given a moment to finish what it was doing, then the answer counts as over.
    res.on('close', () => {
      if (appEnded) over();
      else
        setTimeout(() => {
          appEnded = true;
          over();
        }, ABANDONED_ANSWER_GRACE_MS).unref();
    });
    ctx.app(req, res);
  });
  const appIdle = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((wake) => idleWaiters.push(wake)));
  const settled = async () => {
    await appIdle();
    await ctx.app.mailer.idle();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const [staff, admin] = await Promise.all([signedInAgent(ctx, base, 'staff'), signedInAgent(ctx, base, 'admin')]);
  const agents: Record<Caller, Agent | ReturnType<typeof request>> = {
    anonymous: request(base),
    staff: staff.agent,
    admin: admin.agent,
  };
  const fingerprint = await databaseFingerprinter(ctx.database.db);
  // The database as the last check left it (settled), while nothing but checks has run since:
  // the next check starts from it instead of settling and reading the database again.
  let lastSeen: Fingerprint | undefined;

  return {
    protectedIds: new Set([staff.id, admin.id]),

    async check(routeKey, caller, req) {
      // Signing in writes a session and a sign-in attempt.
      const agent = caller === 'fresh-session' ? (await signedInAgent(ctx, base, 'staff')).agent : agents[caller];
      if (caller === 'fresh-session') lastSeen = undefined;
      let before = lastSeen;
      lastSeen = undefined;
      if (!before) {
        await settled();
        before = await fingerprint.read();
      }
      const res = await send(agent, req, caller !== 'anonymous').catch((error: unknown) => {
        if (isRefusalByReset(req, error)) return 'reset' as const;
        throw error;
      });
      await settled();
      if (res === 'reset') {
        if (pollutedPrototype())
          throw new Error(
            `Object.prototype was polluted\ncaller: ${caller}\n${summary(req)}\nanswer: connection reset`,
          );
        return { status: 'reset' };
      }
      const after = await fingerprint.read();
      lastSeen = after;

      const problems: string[] = [];
      if (res.status >= 500) problems.push(`answered ${res.status}`);
      const text = res.text ?? (Buffer.isBuffer(res.body) ? '' : JSON.stringify(res.body ?? ''));
      const contentType = res.headers['content-type'] as string | undefined;
      const requestText = `${decodeURIComponentSafe(req.url)}\n${JSON.stringify(req.headers)}\n${req.body?.toString() ?? ''}`;
      if (!contentType?.startsWith('image/')) problems.push(...leaksIn(text, requestText));
      // With a wrong Content-Length the answer may be Node's own to the leftover bytes, and a
      // request line over Node's limit never reaches the app: neither is the API's answer.
      const fromApp = !req.lengthMismatch && res.status !== 431;
      if (fromApp && res.status >= 400 && req.method !== 'HEAD' && !isApiErrorBody(contentType, res.body)) {
        problems.push(`a ${res.status} that is not { message, code }: ${contentType} ${text.slice(0, 200)}`);
      }
      if (fromApp && (res.status < 200 || res.status >= 300)) {
        const changed = changedTables(before, after, WRITES_ON_REFUSAL[routeKey]);
        if (changed.length > 0) problems.push(`a ${res.status} answer wrote to ${changed.join(', ')}`);
      }
      if (pollutedPrototype()) problems.push('Object.prototype was polluted');

      if (problems.length > 0) {
        throw new Error(
          `${problems.join('; ')}\ncaller: ${caller}\n${summary(req)}\nanswer: ${res.status} ${contentType} ${text.slice(0, 500)}`,
        );
      }
      return { status: res.status };
    },

    async stillSignedIn(caller) {
      lastSeen = undefined;
      if (caller === 'anonymous') return true;
      const res = await agents[caller].get('/api/admin/check-auth');
      return res.body?.authenticated === true;
    },

    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function pollutedPrototype(): boolean {
  return Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return `${text}\n${decodeURIComponent(text)}`;
  } catch {
    return text;
  }
}
