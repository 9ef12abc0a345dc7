import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded database, sized for one small restaurant in one process.
 * PGlite's memory (WebAssembly) only grows: whatever Postgres touches once stays resident for the
 * life of the process, so each setting caps what it may touch. PostgreSQL's defaults assume a
 * server with a machine to itself (128 MB of shared buffers, written in full at start).
 *
 * - `shared_buffers`: the page cache inside Postgres; pages it does not hold are read from the
 *   files, which the operating system caches.
 * - `maintenance_work_mem`: what an index build (a migration) may sort in memory.
 * - `work_mem`: what one sort or hash of a query may use before it spills to a temporary file.
 * - `temp_buffers`: what a session may keep of temporary tables (the app makes none).
 * - `max_connections`: PGlite has one connection; Postgres sizes its lock and process tables by
 *   this (superuser_reserved_connections, 3, must stay below it).
 */
export const EMBEDDED_POSTGRES_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  work_mem: '4MB',
  temp_buffers: '1MB',
  max_connections: '5',
};

/** PGlite's start parameters with these settings (extra ones win over the table's). */
export function pgliteStartParams(overrides: Record<string, string> = {}): string[] {
  const settings = { ...EMBEDDED_POSTGRES_SETTINGS, ...overrides };
  // startParams replaces PGlite's own parameters, which it needs (single-user mode, no workers).
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}
