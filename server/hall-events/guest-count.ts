import { eq } from 'drizzle-orm';
import { msg } from '@shared/messages/message';
import type { ClientEventDto, HallSettingsDto } from '@shared/schemas/hall-events';
import type { Actor } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { eventBookings } from '../db/schema';
import { AppError } from '../errors';
import type { QueuedMail } from '../mail/mailer';
import { loadSettings } from '../site';
import { eventDeadlines, guestCountChangeable, lockEvent, newestProposal, todayOf, type EventRow } from './event-dto';
import { recordEventHistory } from './event-history';
import { hallAlertMail } from './pipeline-mail';
import { insertProposalVersion } from './proposals';
import { clientView } from './proposals-client';

/**
 * A new count on an event: its per-guest lines are repriced once, as a new version of the
 * proposal that keeps its acceptance, its deposit and its validity (no new acceptance), and the
 * hall is told. The same count again changes nothing.
 */
export async function repriceForCount(
  ctx: AppContext,
  tx: Database,
  event: EventRow,
  guestCount: number,
  settings: HallSettingsDto,
  actor: Actor | null,
): Promise<{ changed: boolean; mails: QueuedMail[] }> {
  if (guestCount === event.guestCount) return { changed: false, mails: [] };
  const now = ctx.now();
  const proposal = await newestProposal(tx, event.id);
  if (proposal) {
    await insertProposalVersion(tx, event, {
      lines: proposal.lines.map((line) => (line.kind === 'per_guest' ? { ...line, quantity: guestCount } : line)),
      depositPercent: settings.depositPercent,
      message: proposal.message,
      validUntil: proposal.validUntil,
      policyText: proposal.policyText,
      policyVersion: proposal.policyVersion,
      sentBy: actor?.admin.id ?? null,
      now,
      keep: proposal.acceptedAt ? proposal : undefined,
    });
  }
  const [updated] = await tx
    .update(eventBookings)
    .set({ guestCount, updatedAt: now })
    .where(eq(eventBookings.id, event.id))
    .returning();
  await recordEventHistory(tx, event.id, { kind: 'guests', note: `${event.guestCount} → ${guestCount}` }, actor);
  if (actor) return { changed: true, mails: [] };
  const { businessInfo, restaurantLanguage } = await loadSettings(tx);
  const mails = await ctx.mailer.enqueue(tx, [
    hallAlertMail(
      updated!,
      (t) => t.alert.guestCount(event.guestCount, guestCount),
      businessInfo,
      `${ctx.publicUrl}/admin/hall-events/${event.id}`,
      restaurantLanguage,
    ),
  ]);
  return { changed: true, mails };
}

/**
 * PUT /api/events/proposal/:token/guest-count: within the package's limits and until the final
 * count's deadline; after it, a 409 that names the deadline (staff may still raise the count).
 */
export async function changeGuestCountByClient(
  ctx: AppContext,
  id: number,
  guestCount: number,
): Promise<ClientEventDto> {
  const { view, mails } = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    const { hallEvents: settings } = await loadSettings(tx);
    const today = todayOf(ctx);
    const { finalCountDueDate } = eventDeadlines(event, settings);
    if (today > finalCountDueDate)
      throw AppError.conflict(msg('hall.countDeadlinePassed', { date: finalCountDueDate }), {
        guestCount: [msg('hall.countDeadlinePassed', { date: finalCountDueDate })],
      });
    if (!guestCountChangeable(event, settings, today))
      throw AppError.conflict(msg('hall.proposalNotOpen', { status: event.status }));
    const { minGuests, maxGuests } = event.packageCopy;
    if (guestCount < minGuests || guestCount > maxGuests)
      throw AppError.invalid({ guestCount: [msg('hall.countOutsidePackage', { min: minGuests, max: maxGuests })] });
    const { mails } = await repriceForCount(ctx, tx, event, guestCount, settings, null);
    return { view: await clientView(ctx, tx, id), mails };
  });
  ctx.mailer.dispatch(mails);
  return view;
}
