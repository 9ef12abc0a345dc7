import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'test-support/**/*.test.ts'],
          globalSetup: ['test-support/api/global-setup.ts'],
          // A worker loads the server's modules once for all the files it runs, rather than once per
          // file: most of a file's time was that load. The server keeps no state in a module that
          // is not keyed by its app or database, so one file's apps never see another's.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'client', include: ['client/src/**/*.test.{ts,tsx}'] } },
    ],
    setupFiles: ['test-support/api/fail-on-console-error.ts', 'test-support/api/cheap-hashing.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A test file spends much of its time waiting on PostgreSQL, so one per core, not vitest's
    // default of one fewer (which on a 2-core machine runs every file in turn).
    maxWorkers: availableParallelism(),
  },
});
