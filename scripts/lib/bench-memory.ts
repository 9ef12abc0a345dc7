// The server's resident memory for bench-api.ts: idle (just started, before any request) and
// after the read phase, on the embedded database after a first start on an empty DATA_DIR and
// after a restart on the same DATA_DIR, and on PostgreSQL. The embedded database is held to
// TARGET_MB in each; PostgreSQL is printed for comparison.
import { readdirSync, readFileSync } from 'node:fs';
import autocannon, { type Options } from 'autocannon';
import type { ServerProcess } from './server-process';

export const RSS_TARGET_MB = 300;
const SETTLE_MS = 2_000;

export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/** The processes the server started that still run (the embedded database's set-up must have ended). */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

interface Row {
  label: string;
  idle?: number;
  afterReads?: number;
  children: number[];
}

export interface MemoryBench {
  /** Call first thing on a server just started. */
  idle(label: string, server: ServerProcess): Promise<void>;
  /** Call after the read phase, with its reads: a restart on the same port runs them again. */
  afterReads(label: string, server: ServerProcess, reads: Options[]): void;
  /** A server restarted on the same DATA_DIR and port: idle, the same reads, after them. */
  restarted(label: string, server: ServerProcess): Promise<void>;
  /** Prints the table; adds a miss for each embedded figure over the target. */
  report(misses: string[]): void;
}

export function memoryBench(durationSeconds: number, connections: number): MemoryBench {
  const rows = new Map<string, Row>();
  let lastReads: Options[] = [];
  const row = (label: string) => {
    let found = rows.get(label);
    if (!found) rows.set(label, (found = { label, children: [] }));
    return found;
  };

  const bench: MemoryBench = {
    async idle(label, server) {
      await new Promise((done) => setTimeout(done, SETTLE_MS));
      const entry = row(label);
      entry.idle = rssMb(server.pid);
      entry.children = childrenOf(server.pid);
    },
    afterReads(label, server, reads) {
      row(label).afterReads = rssMb(server.pid);
      lastReads = reads;
    },
    async restarted(label, server) {
      await bench.idle(label, server);
      for (const read of lastReads) await autocannon({ connections, ...read, duration: durationSeconds });
      bench.afterReads(label, server, lastReads);
    },
    report(misses) {
      console.log('\nResident memory of the server process (MB)');
      console.log(`${''.padEnd(52)}${'idle'.padStart(8)}${'after reads'.padStart(13)}`);
      const cell = (mb: number | undefined, width: number) => (mb === undefined ? '–' : mb.toFixed(0)).padStart(width);
      for (const { label, idle, afterReads, children } of rows.values()) {
        console.log(`${label.padEnd(52)}${cell(idle, 8)}${cell(afterReads, 13)}`);
        if (children.length > 0) misses.push(`${label}: the server still has child processes (${children.join(', ')})`);
        if (!label.startsWith('Embedded')) continue;
        for (const [phase, mb] of [
          ['idle', idle],
          ['after reads', afterReads],
        ] as const) {
          if (mb !== undefined && mb > RSS_TARGET_MB)
            misses.push(`${label}: ${mb.toFixed(0)} MB resident ${phase} (target ${RSS_TARGET_MB} MB)`);
        }
      }
    },
  };
  return bench;
}
