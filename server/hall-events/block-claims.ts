import { and, eq, inArray } from 'drizzle-orm';
import type { HallBlock } from '@shared/hall-events';
import type { Database } from '../db/client';
import { hallBlockClaims } from '../db/schema';
import { lockHallDate } from './hall-lock';

/**
 * Claims `blocks` of `date` for an event, under the date's lock; the blocks already taken are
 * answered instead (nothing is claimed then). The claims' primary key is the last word.
 */
export async function claimBlocks(
  tx: Database,
  bookingId: number,
  date: string,
  blocks: readonly HallBlock[],
): Promise<{ taken: HallBlock[] }> {
  await lockHallDate(tx, date);
  const held = await tx
    .select({ block: hallBlockClaims.block })
    .from(hallBlockClaims)
    .where(and(eq(hallBlockClaims.eventDate, date), inArray(hallBlockClaims.block, [...blocks])));
  if (held.length > 0) return { taken: held.map((row) => row.block) };
  await tx.insert(hallBlockClaims).values(blocks.map((block) => ({ eventDate: date, block, bookingId })));
  return { taken: [] };
}

/** Frees an event's blocks, in the transaction that ends it (lost, cancelled or expired). */
export async function releaseBlocks(tx: Database, bookingId: number): Promise<void> {
  await tx.delete(hallBlockClaims).where(eq(hallBlockClaims.bookingId, bookingId));
}
