// Starts the production build (`node dist/server/index.js`, as `npm start` does) as a real child
// process on a port and a database of its own, for tests and benchmarks that need the whole
// server: signals, restarts, sockets. Run `npm run build` first.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const ROOT = resolve(import.meta.dirname, '..', '..');
// Another build of the server (to compare two builds) may be named in SERVER_ENTRY.
const DEFAULT_ENTRY = resolve(ROOT, process.env.SERVER_ENTRY ?? 'dist/server/index.js');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const OUTPUT_LIMIT = 1_000_000;

export const TEST_SESSION_SECRET = 'server-process-session-secret-long-enough-0123456789';
export const TEST_OWNER = { username: 'owner', password: 'owner-password-123' } as const;

export interface StartOptions {
  /** Extra or overriding environment variables (TRUST_PROXY, SMTP_URL, …). */
  env?: Record<string, string>;
  /**
   * The embedded database's folder; ignored when databaseUrl is given. Without either, a new
   * temporary folder, deleted when the process exits.
   */
  dataDir?: string;
  /** A PostgreSQL database; unset means the embedded one in dataDir. */
  databaseUrl?: string;
  /** A fixed port; otherwise a free one (from portRange when given). */
  port?: number;
  /** Where to look for a free port, inclusive, when no port is given. */
  portRange?: { from: number; to: number };
  /** The built server to run; `dist/server/index.js` (or SERVER_ENTRY) by default. */
  entry?: string;
  /** How long it may take to be healthy; START_TIMEOUT_MS by default. */
  startTimeoutMs?: number;
}

export interface ExitResult {
  code: number | null;
  signal: string | null;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends the signal (SIGTERM by default) and resolves when the process has exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<ExitResult>;
  /** Resolves when the process exits, however that happens. */
  exited: Promise<ExitResult>;
}

// A test runner or benchmark that dies must not leave servers behind holding ports and data dirs.
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

function canListen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => done(false));
    // No host, as the server listens: the probe then collides with IPv4 and IPv6 listeners alike.
    probe.listen(port, () => probe.close(() => done(true)));
  });
}

/** A port nothing listens on: from the range (tried from a random point) or chosen by the OS. */
export async function findFreePort(range?: { from: number; to: number }): Promise<number> {
  if (!range) {
    return new Promise((done, fail) => {
      const probe = createServer();
      probe.once('error', fail);
      probe.listen(0, () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
    });
  }
  const size = range.to - range.from + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i += 1) {
    const port = range.from + ((start + i) % size);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${range.from} and ${range.to}`);
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Spawns the production server and resolves once GET /api/health answers 200. Rejects, with the
 * process output, when it exits first or is not healthy within 60 s (or startTimeoutMs; it is killed then).
 */
export async function startProductionServer(options: StartOptions = {}): Promise<ServerProcess> {
  const attempts = options.port === undefined ? 3 : 1;
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await findFreePort(options.portRange));
    try {
      return await spawnServer(options, port);
    } catch (error) {
      // Another process may take a probed port before the server binds it; try another one.
      const lostPort = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!lostPort || attempt >= attempts) throw error;
    }
  }
}

async function spawnServer(options: StartOptions, port: number): Promise<ServerProcess> {
  const scratchDir = options.databaseUrl || options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'selam-server-'));
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'LANG', 'TZ'].flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
  );
  const env: Record<string, string> = {
    ...inherited,
    SESSION_SECRET: TEST_SESSION_SECRET,
    ADMIN_USERNAME: TEST_OWNER.username,
    ADMIN_PASSWORD: TEST_OWNER.password,
    DATA_DIR: options.dataDir ?? scratchDir ?? '',
    DATABASE_URL: options.databaseUrl ?? '',
    ...options.env,
    NODE_ENV: 'production',
    PORT: String(port),
  };
  // The child gets this environment only, not the caller's (whose DATABASE_URL, PORT or
  // NODE_OPTIONS belong to something else).
  const child = spawn(process.execPath, [options.entry ?? DEFAULT_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);

  let text = '';
  const collect = (chunk: Buffer) => {
    if (text.length < OUTPUT_LIMIT) text += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  // 'close' rather than 'exit': it comes after the last output, which an error message needs.
  const exited = new Promise<ExitResult>((done) => {
    child.once('close', (code, signal) => {
      live.delete(child);
      if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
      done({ code, signal });
    });
  });
  let exit: ExitResult | undefined;
  void exited.then((result) => (exit = result));

  const url = `http://127.0.0.1:${port}`;
  const describe = () => `\n--- server output (port ${port}) ---\n${text}`;
  const startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
  const deadline = Date.now() + startTimeoutMs;
  // Health alone could be another server's that holds the port this one failed to take: the
  // server's own line that it listens on the port says the answer is from this process.
  const listening = new RegExp(`^\\[server\\] .* on http://\\S+:${port}\\b`, 'm');
  while (!(listening.test(text) && (await isHealthy(url)))) {
    if (exit) {
      throw new Error(`the server exited before it was ready (code ${exit.code}, signal ${exit.signal})${describe()}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`the server was not healthy within ${startTimeoutMs / 1000} s${describe()}`);
    }
    await sleep(150);
  }

  return {
    url,
    port,
    pid: child.pid!,
    output: () => text,
    exited,
    async stop(signal = 'SIGTERM') {
      if (exit) return exit;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/**
 * A new, empty PostgreSQL database on the server of `baseUrl` (same user and host), named
 * `<prefix>_<random>`. The server migrates and seeds it at its first start.
 */
export async function createPostgresDatabase(
  baseUrl: string,
  prefix: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => run(`drop database if exists ${name} with (force)`) };
}
