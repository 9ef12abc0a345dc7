// What the autocannon benchmarks (bench-api.ts, bench-gift-cards.ts) share: their --duration
// option, the rate they report, the mail server their production servers send to, and a run
// on each database.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { createPostgresDatabase, startProductionServer, TEST_OWNER, type ServerProcess } from './server-process';

/** The --duration=<s> option: seconds per measured run, 10 when not given. */
export function durationArg(): number {
  return Number(process.argv.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? 10);
}

/** Requests answered per second over the whole run (autocannon's average counts whole-second samples). */
export function rateOf(result: Result): number {
  return result.requests.total / result.duration;
}

/**
 * A mail server on a free local port that takes every message and keeps none: the server under
 * test then queues and delivers its emails as in production. Give it `SMTP_URL: sink.url`.
 */
export async function startMailSink(): Promise<{ url: string; close(): Promise<void> }> {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => sink.close(() => resolve())) };
}

export const EMBEDDED_LABEL = 'Embedded (PGlite)';
export const EMBEDDED_RESTARTED_LABEL = 'Embedded (PGlite), restarted on the same DATA_DIR';

/**
 * Starts the built server on a fresh embedded database, then, when DATABASE_URL names a
 * PostgreSQL server, on a fresh database there, and runs `bench` against each in turn; each
 * server and its data are gone afterwards. With `restarted`, the embedded server is then
 * restarted on the same DATA_DIR and port, and `restarted` runs against it.
 */
export async function onEachDatabase(
  name: string,
  env: Record<string, string>,
  bench: (label: string, server: ServerProcess) => Promise<void>,
  restarted?: (label: string, server: ServerProcess) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `selam-${name}-`));
  try {
    const embedded = await startProductionServer({ dataDir, env });
    try {
      await bench(EMBEDDED_LABEL, embedded);
    } finally {
      await embedded.stop();
    }
    if (restarted) {
      const again = await startProductionServer({ dataDir, env, port: embedded.port });
      try {
        await restarted(EMBEDDED_RESTARTED_LABEL, again);
      } finally {
        await again.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (!process.env.DATABASE_URL) {
    console.log(
      '\nDATABASE_URL is not set: PostgreSQL skipped (set it to a server URL, e.g. postgres://postgres@127.0.0.1:5432/postgres).',
    );
    return;
  }
  const database = await createPostgresDatabase(process.env.DATABASE_URL, `selam_${name.replaceAll('-', '_')}`);
  const postgres = await startProductionServer({ databaseUrl: database.url, env });
  try {
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.stop();
    await database.drop();
  }
}

/** A signed-in owner's requests: the session cookie, JSON, and this site's Origin (server/middleware/same-origin.ts). */
export async function signIn(base: string): Promise<Record<string, string>> {
  const headers = { 'content-type': 'application/json', origin: base };
  const res = await fetch(`${base}/api/admin/login`, { method: 'POST', headers, body: JSON.stringify(TEST_OWNER) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { ...headers, cookie };
}

/** Milliseconds of CPU (user and system) process `pid` has used so far, from /proc. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks of 1/100 s on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
