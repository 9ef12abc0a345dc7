import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded database, sized for one small restaurant in one process.
 * PGlite's memory (WebAssembly) only grows: whatever Postgres touches once stays resident for the
 * life of the process, so these cap what it may touch. PostgreSQL's defaults assume a server with
 * a machine to itself.
 *
 * - `shared_buffers` (128 MB by default, all of it written at start): the page cache inside
 *   Postgres. Pages it does not hold are read from the files, which the operating system caches.
 * - `maintenance_work_mem` (64 MB by default): what an index build (a migration) may sort in
 *   memory before it uses temporary files.
 *
 * `npx tsx scripts/bench-embedded-settings.ts` prints what each costs in speed and saves in memory.
 */
export const EMBEDDED_POSTGRES_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '8MB',
  maintenance_work_mem: '16MB',
};

/** PGlite's start parameters with these settings (the overrides win over the table's). */
export function pgliteStartParams(overrides: Record<string, string> = {}): string[] {
  const settings = { ...EMBEDDED_POSTGRES_SETTINGS, ...overrides };
  // startParams replaces PGlite's own parameters, which it needs (single-user mode, no workers).
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}
