import { and, asc, eq, gte, inArray, like, lt, type SQL } from 'drizzle-orm';
import type { EventBookingStatus } from '@shared/hall-events';
import { msg } from '@shared/messages/message';
import type { z } from 'zod';
import type {
  AdminEventBookingDto,
  eventBookingListQuerySchema,
  UpdateEventBookingInput,
} from '@shared/schemas/hall-events';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import { eventBookings } from '../db/schema';
import { AppError } from '../errors';
import { loadSettings } from '../site';
import { adminEventDto, eventDeadlines, eventDetail, lockEvent, newestProposals, todayOf } from './event-dto';
import { recordEventHistory } from './event-history';
import { repriceForCount } from './guest-count';
import { hallSettings } from './hall-settings';

type ListQuery = z.infer<typeof eventBookingListQuerySchema>;

/** Live events still ahead: the dashboard's and the list's "upcoming". */
export const UPCOMING_STATUSES: EventBookingStatus[] = ['tentative', 'proposal_sent', 'accepted', 'confirmed'];

/**
 * GET /api/admin/event-bookings: by status, or `overdue` (accepted, the deposit's date passed),
 * `upcoming` (live and still ahead), `all`; and by the event's month. Soonest first.
 */
export async function listEventBookings(ctx: AppContext, query: ListQuery): Promise<AdminEventBookingDto[]> {
  const today = todayOf(ctx);
  const filters: SQL[] = [];
  if (query.status === 'overdue')
    filters.push(eq(eventBookings.status, 'accepted'), lt(eventBookings.depositDueDate, today));
  else if (query.status === 'upcoming')
    filters.push(inArray(eventBookings.status, UPCOMING_STATUSES), gte(eventBookings.eventDate, today));
  else if (query.status && query.status !== 'all') filters.push(eq(eventBookings.status, query.status));
  if (query.month) filters.push(like(eventBookings.eventDate, `${query.month}-%`));
  const rows = await ctx.db
    .select()
    .from(eventBookings)
    .where(and(...filters))
    .orderBy(asc(eventBookings.eventDate), asc(eventBookings.id))
    .limit(1000);
  const [proposals, settings] = await Promise.all([
    newestProposals(
      ctx.db,
      rows.map((row) => row.id),
    ),
    hallSettings(ctx),
  ]);
  const events = rows.map((row) => adminEventDto(row, proposals.get(row.id), settings, today));
  return query.status === 'overdue' ? events.filter((event) => event.overdue) : events;
}

const EDITABLE = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'specialRequests',
  'dietaryRestrictions',
  'accessibilityNeeds',
  'decorationPreferences',
  'musicPreferences',
  'equipment',
  'staffNotes',
  'depositDueDate',
] as const;

/**
 * PUT /api/admin/event-bookings/:id: staff add a note; managers edit the event too. A count
 * changed reprices the proposal; after the final count's deadline it may only go up.
 */
export async function updateEventBooking(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: UpdateEventBookingInput,
  mayManage: boolean,
  /** The fields the body named: a blank optional text is null after parsing, and one left out is too. */
  sent: readonly string[],
): Promise<AdminEventBookingDto> {
  const fields = Object.keys(input).filter((key) => sent.includes(key));
  if (!mayManage && fields.some((key) => key !== 'note')) throw AppError.forbidden(msg('hall.notesOnly'));
  const mails = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    const { hallEvents: settings } = await loadSettings(tx);
    const changes: Partial<typeof eventBookings.$inferInsert> = {};
    for (const key of EDITABLE)
      if (fields.includes(key) && input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
    const changed = Object.keys(changes).filter(
      (key) => changes[key as keyof typeof changes] !== event[key as keyof typeof event],
    );
    if (changed.length > 0) {
      await tx
        .update(eventBookings)
        .set({ ...changes, updatedAt: ctx.now() })
        .where(eq(eventBookings.id, id));
      const note = changed.includes('depositDueDate')
        ? `Changed: ${changed.join(', ')} (deposit due ${input.depositDueDate})`
        : `Changed: ${changed.join(', ')}`;
      await recordEventHistory(tx, id, { kind: 'edit', note }, actor);
    }
    let queued: Awaited<ReturnType<typeof repriceForCount>>['mails'] = [];
    if (fields.includes('guestCount') && input.guestCount !== undefined && input.guestCount !== event.guestCount) {
      const { finalCountDueDate } = eventDeadlines(event, settings);
      if (todayOf(ctx) > finalCountDueDate && input.guestCount < event.guestCount)
        throw AppError.conflict(msg('hall.countOnlyUp', { date: finalCountDueDate }), {
          guestCount: [msg('hall.countOnlyUp', { date: finalCountDueDate })],
        });
      queued = (
        await repriceForCount(ctx, tx, { ...event, ...changes } as typeof event, input.guestCount, settings, actor)
      ).mails;
    }
    if (input.note) await recordEventHistory(tx, id, { kind: 'note', note: input.note }, actor);
    await recordAudit(tx, actor, {
      action: input.note && fields.length === 1 ? 'note' : 'update',
      entity: 'event-booking',
      entityId: id,
      details: { fields },
    });
    return queued;
  });
  ctx.mailer.dispatch(mails);
  return eventDetail(ctx, ctx.db, id, await hallSettings(ctx));
}
