import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StartupError } from '../errors';
import { migrationsFolder, projectRoot } from '../paths';
import { openDatabase, type DatabaseHandle } from './client';
import { lockDataDir, lockHolder } from './data-dir-lock';
import { seedDatabase, type SeedOptions, type SeedResult } from './seed';

/*
 * PGlite's memory only grows, and creating a database (initdb), migrating and seeding it touch
 * several times what serving needs. So the server does them in a short-lived process of its own,
 * which gives that memory back when it exits, and then opens the database ready to serve.
 */

const DATABASE_FOLDER = 'pglite';
/** Where a new database is made; it becomes DATABASE_FOLDER only once complete. */
const SETUP_FOLDER = '.pglite-setup';
/** The newest migration the set-up process applied; another one in migrations/ calls it again. */
const MIGRATED_FILE = 'pglite-migrated';

function newestMigration(): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? '';
}

function hasDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, DATABASE_FOLDER, 'PG_VERSION'));
}

function needsSetUp(dataDir: string): boolean {
  if (!hasDatabase(dataDir)) return true;
  const migrated = existsSync(join(dataDir, MIGRATED_FILE))
    ? readFileSync(join(dataDir, MIGRATED_FILE), 'utf8').trim()
    : undefined;
  return migrated !== newestMigration();
}

export interface SetUpRequest {
  dataDir: string;
  seed: SeedOptions;
}

export type SetUpAnswer = { ok: true; seed: SeedResult } | { ok: false; error: string };

/** What the set-up process answers: the entry next to this module's (source or bundle). */
function setUpEntry(): { args: string[] } {
  const here = fileURLToPath(import.meta.url);
  const entry = join(dirname(here), `setup-embedded-database${extname(here)}`);
  // From source (npm run dev, tests) the entry is TypeScript: tsx loads it, as it loads the server.
  return { args: extname(here) === '.ts' ? ['--import', 'tsx', entry] : [entry] };
}

export interface EmbeddedDatabase {
  database: DatabaseHandle;
  /** What the set-up process seeded, when it ran. */
  seeded?: SeedResult;
}

/** Thrown when the server stops while the set-up process runs. */
export class SetUpStopped extends Error {
  override name = 'SetUpStopped';
}

/**
 * Opens the embedded database in dataDir for the server, taking the data dir's lock for as long
 * as the handle is open. A new database, or one with a migration to apply, is first made,
 * migrated and seeded by a process of its own, under the same lock. `onSetUp` is given a stop for
 * that process, for a server told to stop meanwhile.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  seed: SeedOptions,
  onSetUp: (stop: () => Promise<void>) => void = () => undefined,
): Promise<EmbeddedDatabase> {
  const releaseLock = lockDataDir(dataDir);
  try {
    const seeded = needsSetUp(dataDir) ? await runSetUpProcess({ dataDir, seed }, onSetUp) : undefined;
    const database = await openDatabase({ dataDir, dataDirLock: releaseLock });
    return { database, seeded };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function runSetUpProcess(request: SetUpRequest, onSetUp: (stop: () => Promise<void>) => void): Promise<SeedResult> {
  const child = spawn(process.execPath, setUpEntry().args, {
    cwd: projectRoot,
    // The server's output is the set-up's: PGlite's and Node's own messages, if any.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // 'close': after the exit and the end of the IPC channel, so after the answer.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let stopped = false;
  onSetUp(async () => {
    stopped = true;
    child.kill('SIGKILL');
    await exited;
  });
  return new Promise<SeedResult>((resolve, reject) => {
    let answer: SetUpAnswer | undefined;
    child.once('message', (message) => (answer = message as SetUpAnswer));
    // A process that could not start; once it runs, its exit tells what happened.
    child.once('error', (error) => {
      if (!stopped) reject(error);
    });
    void exited.then((code) => {
      if (stopped) reject(new SetUpStopped('the server stopped while the embedded database was being set up'));
      else if (answer?.ok && code === 0) resolve(answer.seed);
      else
        reject(
          new StartupError(
            `Setting up the embedded database in ${request.dataDir} failed: ${answer && !answer.ok ? answer.error : `the process exited with code ${code}`}`,
          ),
        );
    });
    child.send(request, () => undefined);
  });
}

/**
 * In the set-up process: makes the database if there is none, applies the migrations and seeds
 * it. The server that started this process holds the data dir's lock; a new database is made
 * aside and moved into place only once complete, so a start interrupted (or a server gone)
 * meanwhile leaves no half-made database behind.
 */
export async function setUpEmbeddedDatabase({ dataDir, seed }: SetUpRequest): Promise<SeedResult> {
  if (lockHolder(dataDir) !== process.ppid) {
    throw new Error(`the lock of ${dataDir} is not held by the server that started the set-up (pid ${process.ppid})`);
  }
  const target = join(dataDir, DATABASE_FOLDER);
  // A folder with files but no database is what an earlier version left of an interrupted start:
  // PGlite makes the database in it, as it did then.
  const aside = !hasDatabase(dataDir) && (!existsSync(target) || readdirSync(target).length === 0);
  const setUpDir = join(dataDir, SETUP_FOLDER);
  if (aside) rmSync(setUpDir, { recursive: true, force: true });

  const database = await openDatabase({ dataDir: aside ? setUpDir : dataDir, dataDirLock: () => undefined });
  let seeded: SeedResult;
  try {
    await database.migrate();
    seeded = await seedDatabase(database.db, seed);
  } finally {
    await database.close();
  }
  // The server is gone (and its lock with it): the database may now be another server's.
  if (!process.connected) throw new Error('the server that started the set-up has stopped');
  if (aside) {
    rmSync(target, { recursive: true, force: true });
    renameSync(join(setUpDir, DATABASE_FOLDER), target);
    rmSync(setUpDir, { recursive: true, force: true });
  }
  writeFileSync(join(dataDir, MIGRATED_FILE), `${newestMigration()}\n`);
  return seeded;
}
