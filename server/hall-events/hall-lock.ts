import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

// The hall's dates take locks of their own class: a hall request and a table booking of one date never wait for each other.
const HALL_DATE_LOCK_CLASS = 0x5e1c;

/**
 * Serializes every change to one date's hall blocks across all app processes until the
 * transaction ends: the check that a block is free and the claim that follows it cannot
 * interleave with another request's. The claim's primary key refuses a second live event
 * even without it; the lock makes the loser wait and hear "just taken" rather than fail.
 */
export async function lockHallDate(tx: Database, date: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${HALL_DATE_LOCK_CLASS}::int, ${Number(date.replaceAll('-', ''))}::int)`,
  );
}
