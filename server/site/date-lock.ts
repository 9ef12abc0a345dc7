import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

// The first key of every date lock; other advisory locks here take one 64-bit key, a separate space.
const DATE_LOCK_CLASS = 0x5e1a;

/** The two keys of `date`'s lock: a class of its own and the date as 20261126. */
export function dateLockKeys(date: string): { lockClass: number; key: number } {
  return { lockClass: DATE_LOCK_CLASS, key: Number(date.replaceAll('-', '')) };
}

/**
 * Serializes every booking change of one date across all app processes until the
 * transaction ends, so the calendar and capacity checks and the write that follows them
 * cannot interleave with another request's. A schedule exception takes the lock of every
 * date it covers, in date order, so a booking racing it lands before it or sees it.
 */
export async function lockDate(tx: Database, date: string): Promise<void> {
  // The two-key form: a class of its own and the date as 20261126, so no two dates share a lock
  // (a hash could, and two closures locking in date order could then deadlock).
  const { lockClass, key } = dateLockKeys(date);
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}::int, ${key}::int)`);
}

// Pickup orders of a date take a lock of their own class, so an order and a booking of the same
// date do not wait for each other; a closure takes both, the bookings' first, each in date order.
const ORDER_DATE_LOCK_CLASS = 0x5e1b;

/**
 * Serializes the pickup orders of one date across all app processes until the transaction ends:
 * the slot's load check and the insert that follows it cannot interleave with another order's,
 * nor with a closure or manual override written for that date.
 */
export async function lockOrderDate(tx: Database, date: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ORDER_DATE_LOCK_CLASS}::int, ${Number(date.replaceAll('-', ''))}::int)`,
  );
}
