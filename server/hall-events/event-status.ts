import { eq } from 'drizzle-orm';
import { ENDED_EVENT_STATUSES, eventMayMove, type EventBookingStatus } from '@shared/hall-events';
import { msg } from '@shared/messages/message';
import type { AdminEventBookingDto, EventStatusInput } from '@shared/schemas/hall-events';
import { addDays } from '@shared/time';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { eventBookings, eventProposals } from '../db/schema';
import { AppError } from '../errors';
import type { MailMessage } from '../mail/mailer';
import { loadSettings } from '../site';
import { releaseBlocks } from './block-claims';
import { depositCentsOf, eventDetail, lockEvent, newestProposal, todayOf, type EventRow } from './event-dto';
import { recordEventHistory } from './event-history';
import { hallSettings } from './hall-settings';
import { cancelledMail, proposalExpiredMail } from './pipeline-mail';
import { policyFor } from './proposals';
import { hallHoldExpiredMail } from './request-mail';

export const isEnding = (status: EventBookingStatus) => (ENDED_EVENT_STATUSES as readonly string[]).includes(status);

/**
 * Moves a locked event to `to` in `tx`: an ending frees its blocks in the same transaction, and
 * every move goes into the history. Answers the client's email the move sends, if any.
 */
export async function moveEvent(
  ctx: AppContext,
  tx: Database,
  event: EventRow,
  to: EventBookingStatus,
  extra: { reason?: EventRow['lostReason']; note?: string | null; actor: Actor | null },
): Promise<MailMessage[]> {
  const now = ctx.now();
  const { hallEvents: settings, businessInfo } = await loadSettings(tx);
  const accepting = to === 'accepted' && !event.depositDueDate;
  // Staff accepting for the client: the proposal is marked accepted by them, and a deposit
  // already in (taken while the proposal was out) confirms the event at once.
  const staffAccepting = to === 'accepted' && extra.actor !== null;
  const proposal = staffAccepting ? await newestProposal(tx, event.id) : undefined;
  if (staffAccepting && proposal && !proposal.acceptedAt)
    await tx
      .update(eventProposals)
      .set({ acceptedAt: now, acceptedName: extra.actor!.admin.username })
      .where(eq(eventProposals.id, proposal.id));
  const depositIn = staffAccepting && event.paidCents > 0 && event.paidCents >= depositCentsOf(event, proposal);
  const status = depositIn ? 'confirmed' : to;
  const [updated] = await tx
    .update(eventBookings)
    .set({
      status,
      ...(depositIn && !event.depositPaidAt && { depositPaidAt: now }),
      ...(isEnding(to) && { holdExpiresAt: null }),
      ...(to === 'lost' && { lostReason: extra.reason ?? null }),
      ...(extra.note !== undefined && { statusNote: extra.note }),
      ...(accepting && { depositDueDate: minDate(addDays(todayOf(ctx), settings.depositDueDays), event.eventDate) }),
      updatedAt: now,
    })
    .where(eq(eventBookings.id, event.id))
    .returning();
  if (isEnding(to)) await releaseBlocks(tx, event.id);
  await recordEventHistory(
    tx,
    event.id,
    {
      kind: 'status',
      fromStatus: event.status,
      toStatus: to,
      note:
        [extra.reason, extra.note, staffAccepting && proposal && !proposal.acceptedAt && 'accepted by staff']
          .filter(Boolean)
          .join(': ') || null,
    },
    extra.actor,
  );
  if (depositIn)
    await recordEventHistory(tx, event.id, { kind: 'status', fromStatus: 'accepted', toStatus: 'confirmed' });
  if (to === 'cancelled') {
    const proposal = await newestProposal(tx, event.id);
    return [cancelledMail(updated!, proposal?.policyText ?? policyFor(event, settings), businessInfo)];
  }
  if (to === 'expired')
    return [
      event.status === 'tentative'
        ? hallHoldExpiredMail(updated!, businessInfo, ctx.publicUrl)
        : proposalExpiredMail(updated!, businessInfo),
    ];
  return [];
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/**
 * POST /api/admin/event-bookings/:id/status: a manager's move along EVENT_STATUS_MOVES.
 * Releasing a hold is `lost`, which needs a reason; lost, cancelled and expired free the blocks
 * in the same transaction; cancelled emails the client with the policy. A proposal is sent
 * through its own route.
 */
export async function changeEventStatus(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: EventStatusInput,
): Promise<AdminEventBookingDto> {
  const mails = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (input.status === 'proposal_sent') throw AppError.conflict(msg('hall.sendProposalInstead'));
    if (!eventMayMove(event.status, input.status))
      throw AppError.conflict(msg('hall.statusMove', { from: event.status, to: input.status }));
    if (input.status === 'lost' && !input.reason) throw AppError.invalid({ reason: [msg('hall.lostReasonRequired')] });
    const messages = await moveEvent(ctx, tx, event, input.status, {
      reason: input.reason,
      note: input.note ?? null,
      actor,
    });
    await recordAudit(tx, actor, {
      action: 'status',
      entity: 'event-booking',
      entityId: id,
      details: { from: event.status, to: input.status, reason: input.reason ?? null },
    });
    return ctx.mailer.enqueue(tx, messages);
  });
  ctx.mailer.dispatch(mails);
  return eventDetail(ctx, ctx.db, id, await hallSettings(ctx));
}
