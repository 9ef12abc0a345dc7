import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed';
import { migrationsFolder } from '../../server/paths';

/** Where this run keeps its snapshots: a folder the global setup makes and removes. */
export const SNAPSHOTS_ENV = 'SELAM_TEST_PGLITE_SNAPSHOTS';

export const TEST_SEED = { adminUsername: 'owner', adminPassword: 'owner-password-123' };

/**
 * A new in-memory embedded database spends seconds setting itself up (PGlite's initdb) before
 * the migrations and the seed run; starting from a copy of one's files is several times faster.
 * Each kind is made once per run, by the first test file to ask, and kept as a tarball in the
 * run's folder: `empty` (a new database, for the migration and seed tests) and `seeded`
 * (migrated and seeded, as every test app's database starts). Without the folder (outside
 * vitest) there is none, and the database is set up from nothing.
 */
export async function pgliteSnapshot(kind: 'empty' | 'seeded'): Promise<Blob | undefined> {
  const folder = process.env[SNAPSHOTS_ENV];
  if (!folder) return undefined;
  const file = join(folder, `${kind}.tar`);
  const lock = join(folder, `${kind}.lock`);
  for (;;) {
    const saved = await readFile(file).catch(() => undefined);
    if (saved) return new Blob([new Uint8Array(saved)]);
    // Another test file is making it: wait for the file.
    if (
      !(await mkdir(lock).then(
        () => true,
        () => false,
      ))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      const made = await make(kind);
      await writeFile(`${file}.tmp`, new Uint8Array(await made.arrayBuffer()));
      await rename(`${file}.tmp`, file);
      return made;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

async function make(kind: 'empty' | 'seeded'): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    if (kind === 'seeded') {
      const db = drizzle({ client, schema });
      await migrate(db, { migrationsFolder });
      await seedDatabase(db as unknown as Database, TEST_SEED);
    }
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
