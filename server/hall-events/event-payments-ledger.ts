import { eq } from 'drizzle-orm';
import type { Actor } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { eventBookings } from '../db/schema';
import type { QueuedMail } from '../mail/mailer';
import { loadSettings } from '../site';
import { depositCentsOf, newestProposal, totalCentsOf, type EventRow } from './event-dto';
import { recordEventHistory } from './event-history';
import { paymentReceivedMail } from './pipeline-mail';

/**
 * Money in for a locked event, in the payment's transaction: `paidCents` grows, and a deposit
 * reached moves an accepted event to confirmed. The client is told (queued in the same commit).
 */
export async function addReceived(
  ctx: AppContext,
  tx: Database,
  event: EventRow,
  cents: number,
  note: string,
  actor: Actor | null,
): Promise<{ event: EventRow; mails: QueuedMail[] }> {
  const now = ctx.now();
  const proposal = await newestProposal(tx, event.id);
  const paidCents = event.paidCents + cents;
  const confirms = event.status === 'accepted' && paidCents >= depositCentsOf(event, proposal);
  const [updated] = await tx
    .update(eventBookings)
    .set({
      paidCents,
      ...(confirms && { status: 'confirmed' as const }),
      ...(paidCents >= depositCentsOf(event, proposal) && !event.depositPaidAt && { depositPaidAt: now }),
      updatedAt: now,
    })
    .where(eq(eventBookings.id, event.id))
    .returning();
  await recordEventHistory(tx, event.id, { kind: 'payment', note }, actor);
  if (confirms)
    await recordEventHistory(tx, event.id, { kind: 'status', fromStatus: 'accepted', toStatus: 'confirmed' });
  const { businessInfo } = await loadSettings(tx);
  const mails = await ctx.mailer.enqueue(tx, [
    paymentReceivedMail(updated!, cents, totalCentsOf(updated!, proposal), confirms, businessInfo),
  ]);
  return { event: updated!, mails };
}

/** Money back of a locked event: `paidCents` shrinks (never below 0). */
export async function takeBack(
  ctx: AppContext,
  tx: Database,
  event: EventRow,
  cents: number,
  note: string,
  actor: Actor | null,
): Promise<void> {
  await tx
    .update(eventBookings)
    .set({ paidCents: Math.max(0, event.paidCents - cents), updatedAt: ctx.now() })
    .where(eq(eventBookings.id, event.id));
  await recordEventHistory(tx, event.id, { kind: 'refund', note }, actor);
}
