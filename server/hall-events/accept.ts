import { eq } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import type { ClientEventDto } from '@shared/schemas/hall-events';
import { addDays } from '@shared/time';
import type { z } from 'zod';
import type { acceptProposalSchema } from '@shared/schemas/hall-events';
import type { AppContext } from '../context';
import { eventBookings, eventProposals } from '../db/schema';
import { AppError } from '../errors';
import { loadSettings } from '../site';
import { depositCentsOf, lockEvent, newestProposal, todayOf } from './event-dto';
import { recordEventHistory } from './event-history';
import { mintEventLink } from './event-links';
import { acceptedMail, hallAlertMail } from './pipeline-mail';
import { proposalUrl } from './proposals';
import { clientView } from './proposals-client';

type AcceptInput = z.infer<typeof acceptProposalSchema>;

/**
 * POST /api/events/proposal/:token/accept: the client types their name and agrees to the policy
 * stored with the proposal. The time, name and address are kept on the proposal; the deposit is
 * due `depositDueDays` from today (never after the event). A proposal past its "valid until", or
 * one a newer version replaced, is refused with the reason. Accepting again is answered as done.
 */
export async function acceptProposal(
  ctx: AppContext,
  id: number,
  input: AcceptInput,
  ip: string,
): Promise<ClientEventDto> {
  const { view, mails } = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    const proposal = await newestProposal(tx, id);
    if (!proposal) throw AppError.conflict(msg('hall.noProposal'));
    if (input.version !== undefined && input.version !== proposal.version)
      throw AppError.conflict(msg('hall.proposalSuperseded', { version: proposal.version }));
    if (proposal.acceptedAt && (event.status === 'accepted' || event.status === 'confirmed'))
      return { view: await clientView(ctx, tx, id), mails: [] };
    const today = todayOf(ctx);
    if (event.status === 'expired' || (event.status === 'proposal_sent' && today > proposal.validUntil))
      throw AppError.conflict(msg('hall.proposalExpired', { date: proposal.validUntil }));
    if (event.status !== 'proposal_sent')
      throw AppError.conflict(msg('hall.proposalNotOpen', { status: event.status }));

    const { hallEvents: settings, businessInfo, restaurantLanguage } = await loadSettings(tx);
    const now = ctx.now();
    const dueBy = addDays(today, settings.depositDueDays);
    const depositDueDate = dueBy > event.eventDate ? event.eventDate : dueBy;
    const depositIn = event.paidCents >= depositCentsOf(event, proposal);
    await tx
      .update(eventProposals)
      .set({ acceptedAt: now, acceptedName: input.name, acceptedIp: ip })
      .where(eq(eventProposals.id, proposal.id));
    const [updated] = await tx
      .update(eventBookings)
      .set({
        status: depositIn ? 'confirmed' : 'accepted',
        depositDueDate,
        ...(depositIn && { depositPaidAt: now }),
        updatedAt: now,
      })
      .where(eq(eventBookings.id, id))
      .returning();
    await recordEventHistory(tx, id, {
      kind: 'status',
      fromStatus: event.status,
      toStatus: 'accepted',
      note: `Accepted by ${input.name} (version ${proposal.version}, policy ${proposal.policyVersion})`,
    });
    if (depositIn) await recordEventHistory(tx, id, { kind: 'status', fromStatus: 'accepted', toStatus: 'confirmed' });
    const link = proposalUrl(ctx, await mintEventLink(tx, id, 'proposal'));
    const mails = await ctx.mailer.enqueue(tx, [
      acceptedMail(updated!, proposal, link, businessInfo),
      hallAlertMail(
        updated!,
        (t) => t.alert.accepted,
        businessInfo,
        `${ctx.publicUrl}/admin/hall-events/${id}`,
        restaurantLanguage,
      ),
    ]);
    return { view: await clientView(ctx, tx, id), mails };
  });
  ctx.mailer.dispatch(mails);
  return view;
}
