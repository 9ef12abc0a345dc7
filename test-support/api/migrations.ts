import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../server/paths';
import type { DatabaseHandle } from '../../server/db/client';

interface JournalEntry {
  idx: number;
  tag: string;
}

/** A copy of migrations/ that stops after `lastTag`, as an earlier release shipped it. */
export function migrationsUpTo(lastTag: string): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = mkdtempSync(join(tmpdir(), 'selam-migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

/** Applies the migrations of `folder` (see migrationsUpTo), as an earlier release did. */
export async function migrateWith(database: DatabaseHandle, folder: string): Promise<void> {
  const config = { migrationsFolder: folder };
  if (database.driver === 'pglite') await migratePglite(database.db as never, config);
  else await migrateNodePg(database.db as never, config);
}
