import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { SNAPSHOTS_ENV, TEST_SEED } from './pglite-snapshots';
import { dropTemplateDatabase } from './test-database';

/**
 * Prepares the shared PostgreSQL test database once per run and drops the last run's template
 * (the first test file that needs a database of its own makes a new one, see openTestDatabase);
 * and makes the folder where the run's embedded database snapshots are kept (pglite-snapshots.ts). Test files and the
 * processes they start inherit its name through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const snapshots = await mkdtemp(join(tmpdir(), 'selam-pglite-snapshots-'));
  process.env[SNAPSHOTS_ENV] = snapshots;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    try {
      await database.migrate();
      await seedDatabase(database.db, TEST_SEED);
    } finally {
      await database.close();
    }
    await dropTemplateDatabase(url);
  }
  return async () => {
    if (url) await dropTemplateDatabase(url);
    await rm(snapshots, { recursive: true, force: true });
  };
}
