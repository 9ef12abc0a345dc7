import type { EventBookingStatus } from '@shared/hall-events';
import type { EventHistoryDto } from '@shared/schemas/hall-events';
import type { Database } from '../db/client';
import { eventHistory } from '../db/schema';
import type { Actor } from '../audit';

export interface HistoryEntry {
  kind: EventHistoryDto['kind'];
  fromStatus?: EventBookingStatus | null;
  toStatus?: EventBookingStatus | null;
  note?: string | null;
}

/** Adds a line to an event's history, in the caller's transaction; no actor: the client or the system. */
export async function recordEventHistory(
  tx: Database,
  bookingId: number,
  entry: HistoryEntry,
  actor?: Actor | null,
): Promise<void> {
  await tx.insert(eventHistory).values({
    bookingId,
    kind: entry.kind,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    note: entry.note ?? null,
    actorId: actor?.admin.id ?? null,
    actorName: actor?.admin.username ?? null,
  });
}
