import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Serializes every booking change of one date across all app processes until the
 * transaction ends, so the calendar and capacity checks and the write that follows them
 * cannot interleave with another request's. A schedule exception takes the lock of every
 * date it covers, in date order, so a booking racing it lands before it or sees it.
 */
export async function lockDate(tx: Database, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reservation-date:${date}`}))`);
}
