import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { HallEventsAnalytics } from '@shared/analytics';
import { dollarsOf } from '@shared/money';
import type { Database } from '../db/client';
import { eventBookings, eventPayments } from '../db/schema';
import { UPCOMING_STATUSES } from './admin-events';
import { newestProposals, totalCentsOf } from './event-dto';

const UPCOMING_LIMIT = 8;

/**
 * The hall's figures for Analytics and the dashboard: the value of live events still ahead (the
 * newest proposal's total, or the estimate), conversion of the requests made since `since` into
 * confirmed (or completed) events, deposits received in those days net of refunds, and the next
 * events.
 */
export async function hallEventFigures(db: Database, today: string, since: Date): Promise<HallEventsAnalytics> {
  const live = await db
    .select()
    .from(eventBookings)
    .where(and(inArray(eventBookings.status, UPCOMING_STATUSES), gte(eventBookings.eventDate, today)))
    .orderBy(asc(eventBookings.eventDate), asc(eventBookings.id));
  const proposals = await newestProposals(
    db,
    live.map((row) => row.id),
  );
  const pipelineCents = live.reduce((sum, row) => sum + totalCentsOf(row, proposals.get(row.id)), 0);
  const [requests] = await db
    .select({
      inquiries: sql<number>`count(*)`.mapWith(Number),
      confirmed:
        sql<number>`count(*) filter (where ${inArray(eventBookings.status, ['confirmed', 'completed'])})`.mapWith(
          Number,
        ),
    })
    .from(eventBookings)
    .where(gte(eventBookings.createdAt, since));
  const [deposits] = await db
    .select({
      cents: sql<number>`coalesce(sum(${eventPayments.amountCents} - ${eventPayments.refundedCents}), 0)`.mapWith(
        Number,
      ),
    })
    .from(eventPayments)
    .where(
      and(eq(eventPayments.part, 'deposit'), eq(eventPayments.status, 'received'), gte(eventPayments.createdAt, since)),
    );
  const inquiries = requests?.inquiries ?? 0;
  const confirmed = requests?.confirmed ?? 0;
  return {
    pipelineValue: dollarsOf(pipelineCents),
    inquiries,
    confirmed,
    conversionRate: inquiries === 0 ? 0 : Math.round((confirmed / inquiries) * 1000) / 10,
    depositsReceived: dollarsOf(deposits?.cents ?? 0),
    upcoming: live.slice(0, UPCOMING_LIMIT).map((row) => ({
      id: row.id,
      eventDate: row.eventDate,
      blocks: row.blocks,
      name: `${row.firstName} ${row.lastName}`,
      guestCount: row.guestCount,
      status: row.status,
    })),
  };
}
