import { eq } from 'drizzle-orm';
import { isLiveEvent } from '@shared/hall-events';
import { msg } from '@shared/messages/message';
import type { EventRequestViewDto } from '@shared/schemas/hall-events';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { eventBookings } from '../db/schema';
import { AppError } from '../errors';
import { invalidateAvailability, loadSettings } from '../site';
import { holdLapsed } from './availability';
import { recordEventHistory } from './event-history';
import { eventOfLink } from './event-links';
import type { EventBookingRow } from './request-mail';
import { estimateOf } from './requests';

const NOT_FOUND = msg('hallRequest.notFound');

async function eventOfRequestLink(db: Database, token: string, lock: boolean): Promise<EventBookingRow> {
  const id = await eventOfLink(db, token, 'request');
  if (id === null) throw AppError.notFound(NOT_FOUND);
  const query = db.select().from(eventBookings).where(eq(eventBookings.id, id));
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw AppError.notFound(NOT_FOUND);
  return event;
}

/** The client's view of their request; a hold that ran out reads as expired before the job has run. */
function toView(event: EventBookingRow, now: Date): EventRequestViewDto {
  return {
    status: holdLapsed(event, now) ? 'expired' : event.status,
    firstName: event.firstName,
    packageName: event.packageCopy.name,
    packageNameAm: event.packageCopy.nameAm,
    eventDate: event.eventDate,
    blocks: event.blocks,
    guestCount: event.guestCount,
    holdExpiresAt: event.status === 'tentative' ? (event.holdExpiresAt?.toISOString() ?? null) : null,
    confirmed: event.confirmedByClientAt !== null,
    estimate: estimateOf(event),
  };
}

export async function readEventRequest(ctx: AppContext, token: string): Promise<EventRequestViewDto> {
  return toView(await eventOfRequestLink(ctx.db, token, false), ctx.now());
}

/**
 * The client confirms through the emailed link: the hold then lasts `confirmedHoldHours` from the
 * request. Confirming again, or once staff have moved the event on, changes nothing; a hold that
 * ran out or an event that ended is refused.
 */
export async function confirmEventRequest(ctx: AppContext, token: string): Promise<EventRequestViewDto> {
  const now = ctx.now();
  const confirmed = await ctx.db.transaction(async (tx) => {
    const event = await eventOfRequestLink(tx, token, true);
    if (!isLiveEvent(event.status) || holdLapsed(event, now)) {
      const { businessInfo } = await loadSettings(tx);
      throw AppError.conflict(msg('hallRequest.holdLapsed', { phone: businessInfo.hallPhone }));
    }
    if (event.status !== 'tentative' || event.confirmedByClientAt) return event;
    const { hallEvents } = await loadSettings(tx);
    const until = new Date(event.createdAt.getTime() + hallEvents.confirmedHoldHours * 3_600_000);
    const holdExpiresAt = event.holdExpiresAt && event.holdExpiresAt > until ? event.holdExpiresAt : until;
    const [updated] = await tx
      .update(eventBookings)
      .set({ confirmedByClientAt: now, holdExpiresAt, updatedAt: now })
      .where(eq(eventBookings.id, event.id))
      .returning();
    await recordEventHistory(tx, event.id, {
      kind: 'status',
      fromStatus: 'tentative',
      toStatus: 'tentative',
      note: 'Confirmed by the client',
    });
    return updated!;
  });
  invalidateAvailability(ctx.db);
  return toView(confirmed, now);
}
