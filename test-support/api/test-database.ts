import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed';

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
  const name = `selam_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
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
  await database.migrate();
  await seedDatabase(database.db, SEED);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
