import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Applies every migration in migrations/ that has not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs SQL written for node-postgres (`$1` parameters; several statements when there are no
   * parameters) on the driver's own connection: the job queue's statements go through it.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without one the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  dataDir: string;
}

// Any fixed number works; it only has to be the same in every app process.
const MIGRATION_LOCK_KEY = 7_218_301;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    async migrate() {
      // Several app processes may start at once against one database: one migrates at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const releaseLock = inMemory ? () => undefined : lockDataDir(dataDir);
  const location = inMemory ? dataDir : join(dataDir, 'pglite');
  if (!inMemory) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location).catch((error: unknown) => {
    releaseLock();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // The extended protocol takes one statement; the queue's schema set-up sends several.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      releaseLock();
    },
  };
}
