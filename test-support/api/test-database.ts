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
 * on) a PostgreSQL database of its own, so test files running in parallel never see the change:
 * a copy of the template the global setup migrated and seeded.
 */
export async function openTestDatabase(options: { isolated?: boolean } = {}): Promise<DatabaseHandle> {
  if (testDatabaseUrl && options.isolated) return openEmptyPostgres(testDatabaseUrl, 'selam_test', templateDatabaseName(testDatabaseUrl));
  const database = await openDatabase({ databaseUrl: testDatabaseUrl, dataDir: 'memory://' });
  if (!testDatabaseUrl) {
    await database.migrate();
    await seedDatabase(database.db, SEED);
  }
  return database;
}

/** The migrated and seeded database that isolated test databases are copies of (global-setup.ts). */
export function templateDatabaseName(sharedUrl: string): string {
  return `${new URL(sharedUrl).pathname.slice(1)}_template`;
}

/** Makes the template: a new database next to `sharedUrl`, migrated and seeded, with no connection left open. */
export async function createTemplateDatabase(sharedUrl: string): Promise<void> {
  const name = templateDatabaseName(sharedUrl);
  await adminQuery(sharedUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(sharedUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: urlOf(sharedUrl, name), dataDir: 'memory://' });
  try {
    await database.migrate();
    await seedDatabase(database.db, SEED);
  } finally {
    await database.close();
  }
  // A database is copied only when no one is connected to it, and pg's pool.end() resolves
  // before its connections have gone.
  while (Number((await adminQuery(sharedUrl, 'select count(*) as n from pg_stat_activity where datname = $1', [name]))[0]!.n) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function dropTemplateDatabase(sharedUrl: string): Promise<void> {
  await adminQuery(sharedUrl, `drop database if exists ${templateDatabaseName(sharedUrl)} with (force)`);
}

function urlOf(sharedUrl: string, name: string): string {
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs a statement on the server's `postgres` database, as creating and dropping databases needs. */
async function adminQuery(sharedUrl: string, statement: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const admin = new pg.Client({ connectionString: urlOf(sharedUrl, 'postgres') });
  await admin.connect();
  try {
    return (await admin.query(statement, params)).rows as Record<string, unknown>[];
  } finally {
    await admin.end();
  }
}

/**
 * A new PostgreSQL database next to the one `sharedUrl` names: empty, neither migrated nor
 * seeded (for the migration and seed tests), or a copy of `template`; closing the handle drops it.
 */
export async function openEmptyPostgres(sharedUrl: string, prefix: string, template?: string): Promise<DatabaseHandle> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(sharedUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openDatabase({ databaseUrl: urlOf(sharedUrl, name), dataDir: 'memory://' });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: urlOf(sharedUrl, 'postgres') });
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
