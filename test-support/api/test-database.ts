import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { pgliteSnapshot, TEST_SEED } from './pglite-snapshots';

/** PostgreSQL when TEST_DATABASE_URL is set (CI), otherwise a fresh in-memory PGlite. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
export const testDriver = testDatabaseUrl ? 'postgres' : 'pglite';

/**
 * On PostgreSQL the global setup has already migrated and seeded the shared test database;
 * an in-memory PGlite is new for each test file, a copy of one migrated and seeded once per run.
 *
 * `isolated` gives a test that changes restaurant-wide settings (reservations off, gift cards
 * on) a PostgreSQL database of its own, so test files running in parallel never see the change:
 * a copy of a template migrated and seeded once per run.
 */
export async function openTestDatabase(options: { isolated?: boolean } = {}): Promise<DatabaseHandle> {
  if (testDatabaseUrl && options.isolated)
    return openEmptyPostgres(testDatabaseUrl, 'selam_test', await readyTemplate(testDatabaseUrl));
  if (testDatabaseUrl) return openDatabase({ databaseUrl: testDatabaseUrl, dataDir: 'memory://' });
  const seeded = await pgliteSnapshot('seeded');
  const database = await openDatabase({ dataDir: 'memory://', startFrom: seeded });
  if (!seeded) {
    await database.migrate();
    await seedDatabase(database.db, TEST_SEED);
  }
  return database;
}

/** A new, empty in-memory embedded database, neither migrated nor seeded (for the migration and seed tests). */
export async function openEmptyPglite(): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: 'memory://', startFrom: await pgliteSnapshot('empty') });
}

/** The migrated and seeded database that isolated test databases are copies of. */
export function templateDatabaseName(sharedUrl: string): string {
  return `${new URL(sharedUrl).pathname.slice(1)}_template`;
}

let templateReady: Promise<string> | undefined;

/**
 * The template's name, once it exists: the first test file to need it in a run makes it (the
 * global setup dropped the last run's), under a lock the others wait on. It is made under another
 * name and renamed when complete, so no one copies a half-made one.
 */
function readyTemplate(sharedUrl: string): Promise<string> {
  templateReady ??= (async () => {
    const name = templateDatabaseName(sharedUrl);
    const admin = new pg.Client({ connectionString: urlOf(sharedUrl, 'postgres') });
    await admin.connect();
    try {
      // Held until this session ends.
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return name;
      const making = `${name}_making`;
      await admin.query(`drop database if exists ${making} with (force)`);
      await admin.query(`create database ${making}`);
      const database = await openDatabase({ databaseUrl: urlOf(sharedUrl, making), dataDir: 'memory://' });
      try {
        await database.migrate();
        await seedDatabase(database.db, TEST_SEED);
      } finally {
        await database.close();
      }
      // Renaming, like copying, needs everyone gone, and pg's pool.end() resolves before its
      // connections have closed.
      while (
        Number(
          (await admin.query('select count(*) as n from pg_stat_activity where datname = $1', [making])).rows[0].n,
        ) > 0
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query(`alter database ${making} rename to ${name}`);
      return name;
    } finally {
      await admin.end();
    }
  })();
  return templateReady;
}

/** Drops the template (global setup, before and after a run). */
export async function dropTemplateDatabase(sharedUrl: string): Promise<void> {
  const name = templateDatabaseName(sharedUrl);
  await adminQuery(sharedUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(sharedUrl, `drop database if exists ${name}_making with (force)`);
}

function urlOf(sharedUrl: string, name: string): string {
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs a statement on the server's `postgres` database, as creating and dropping databases needs. */
async function adminQuery(sharedUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: urlOf(sharedUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(statement);
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
