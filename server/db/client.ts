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
import { pgliteStartParams } from './pglite-settings';
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
  /** Sends a NOTIFY to every other process on the database (a no-op on the single-process PGlite). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTENs on `channel` until the answered function is called. On PostgreSQL a dropped listener
   * reconnects, then calls `onResync`: notifications sent while it was away are lost.
   */
  listen(channel: string, onMessage: (payload: string) => void, onResync: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without one the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  dataDir: string;
  /**
   * With `memory://`: the files of a database saved earlier (PGlite's dumpDataDir) to start from,
   * instead of setting up a new one, which takes PGlite seconds (tests).
   */
  startFrom?: Blob;
  /**
   * The release of the data dir's lock when the caller has already taken it (or a process that
   * holds it works through this one): the handle releases it on close instead of taking its own.
   */
  dataDirLock?: () => void;
  /** Called with every statement the app sends through drizzle (benchmarks count them). */
  onQuery?: (query: string) => void;
}

// Any fixed number works; it only has to be the same in every app process.
const MIGRATION_LOCK_KEY = 7_218_301;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onQuery) : openPglite(options);
}

/** drizzle's logger, when a caller wants to see each statement. */
function queryLogger(onQuery: DatabaseOptions['onQuery']) {
  return onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
}

function openPostgres(connectionString: string, onQuery?: DatabaseOptions['onQuery']): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzleNodePg({ client: pool, schema, ...queryLogger(onQuery) });
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
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onMessage, onResync) => listenPostgres(connectionString, channel, onMessage, onResync),
    close: () => pool.end(),
  };
}

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/** A LISTEN on a connection of its own (a pooled one would be handed to other queries). */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onResync: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;
  let outage = false;

  const lost = (client: pg.Client, error: Error) => {
    if (stopped || client !== current) return;
    current = undefined;
    if (!outage) console.error(`[db] change listener lost (${error.message}); reconnecting`);
    outage = true;
    client.end().catch(() => undefined);
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped || client !== current) return;
    delay = RECONNECT_FIRST_MS;
    if (outage) {
      outage = false;
      onResync();
    }
  };

  await connect();
  return async () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    await current?.end().catch(() => undefined);
  };
}

async function openPglite({ dataDir, startFrom, dataDirLock, onQuery }: DatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const releaseLock = inMemory ? () => undefined : (dataDirLock ?? lockDataDir(dataDir));
  const location = inMemory ? dataDir : join(dataDir, 'pglite');
  if (!inMemory) mkdirSync(location, { recursive: true });
  const client = await PGlite.create({
    dataDir: location,
    loadDataDir: inMemory ? startFrom : undefined,
    startParams: pgliteStartParams(),
  }).catch((error: unknown) => {
    releaseLock();
    throw error;
  });
  const db = drizzlePglite({ client, schema, ...queryLogger(onQuery) });
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
    // One process: the feed's local listeners have already run.
    notify: async () => undefined,
    listen: async () => async () => undefined,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      releaseLock();
    },
  };
}
