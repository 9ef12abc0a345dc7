import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';

/** PostgreSQL when TEST_DATABASE_URL is set (CI), otherwise a fresh in-memory PGlite. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
export const testDriver = testDatabaseUrl ? 'postgres' : 'pglite';

const SEED = { adminUsername: 'owner', adminPassword: 'owner-password-123' };

/**
 * On PostgreSQL the global setup has already migrated and seeded the shared test database;
 * an in-memory PGlite is new for each test file and gets the same treatment here.
 *
 * `isolated` gives a test that changes restaurant-wide settings (reservations off, gift cards
 * on) a PostgreSQL database of its own, so test files running in parallel never see the change.
 */
export async function openTestDatabase(options: { isolated?: boolean } = {}): Promise<DatabaseHandle> {
  if (testDatabaseUrl && options.isolated) return openIsolatedPostgres(testDatabaseUrl);
  const database = await openDatabase({ databaseUrl: testDatabaseUrl, dataDir: 'memory://' });
  if (!testDatabaseUrl) {
    await database.migrate();
    await seedDatabase(database.db, SEED);
  }
  return database;
}

async function openIsolatedPostgres(sharedUrl: string): Promise<DatabaseHandle> {
  const database = await openEmptyPostgres(sharedUrl, 'selam_test');
  await database.migrate();
  await seedDatabase(database.db, SEED);
  return database;
}

/**
 * A new, empty PostgreSQL database next to the one `sharedUrl` names, neither migrated nor
 * seeded (for the migration and seed tests); closing the handle drops it.
 */
export async function openEmptyPostgres(sharedUrl: string, prefix: string): Promise<DatabaseHandle> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const adminUrl = new URL(sharedUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
      await cleanup.connect();
      try {
        // pg's pool.end() resolves before its connections have closed. A plain drop waits (up to
        // 5 s) for them to go, where `with (force)` would cut them off mid-goodbye and their pool
        // would log an error that fails the test. Force is only for a connection that stays.
        await cleanup
          .query(`drop database if exists ${name}`)
          .catch(() => cleanup.query(`drop database if exists ${name} with (force)`));
      } finally {
        await cleanup.end();
      }
    },
  };
}
