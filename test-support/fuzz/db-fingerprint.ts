import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

/** One md5 per table of every row (as JSON, in primary-key order): equal maps mean equal data. */
export type Fingerprint = Record<string, string>;

/** Columns left out of every fingerprint, with the reason they may change on any request. */
export const ALWAYS_IGNORED_COLUMNS: Record<string, { columns: string[]; reason: string }> = {
  sessions: {
    columns: ['expire'],
    // express-session "touches" a live session on every request it sees, whatever the answer,
    // so a signed-in caller's expiry moves forward even when the request is refused.
    reason: 'express-session extends the expiry of a live session on every request',
  },
};

interface TableKey {
  table: string;
  columns: string[];
}

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every table of the public schema with its primary-key columns in key order. */
async function tablesWithKeys(db: Database): Promise<TableKey[]> {
  const rows = await rowsOf<{ table: string; columns: string[] }>(
    db,
    sql`select c.relname as "table",
               array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum)) as "columns"
          from pg_index i
          join pg_class c on c.oid = i.indrelid
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
         where i.indisprimary and n.nspname = 'public'
         group by c.relname
         order by c.relname`,
  );
  return rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Builds a reader that fingerprints the whole database in one query. Tables come from the
 * catalog, so a table added by a later migration is covered without touching this file.
 */
export async function databaseFingerprinter(db: Database): Promise<{
  tables: string[];
  read(): Promise<Fingerprint>;
}> {
  const tables = await tablesWithKeys(db);
  if (tables.length === 0) throw new Error('no tables with a primary key found in the public schema');
  const parts = tables.map(({ table, columns }) => {
    const ignored = ALWAYS_IGNORED_COLUMNS[table]?.columns ?? [];
    const row = ignored.reduce((expr, column) => `(${expr} - '${column}')`, 'to_jsonb(x)');
    const order = columns.map((column) => `x.${quote(column)}`).join(', ');
    return `select '${table}' as "table", md5(coalesce(string_agg(${row}::text, E'\\n' order by ${order}), '')) as "hash" from ${quote(table)} x`;
  });
  const query = sql.raw(parts.join('\nunion all\n'));
  return {
    tables: tables.map(({ table }) => table),
    async read() {
      const rows = await rowsOf<{ table: string; hash: string }>(db, query);
      return Object.fromEntries(rows.map(({ table, hash }) => [table, hash]));
    },
  };
}

/** The tables whose fingerprint differs, leaving out those a route may write by design. */
export function changedTables(before: Fingerprint, after: Fingerprint, allowed: readonly string[] = []): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .filter((table) => !allowed.includes(table))
    .sort();
}
