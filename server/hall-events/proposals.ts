import { and, eq, inArray, isNull } from 'drizzle-orm';
import { estimateLines, eventTotals, HALL_ADD_ONS, type EventBookingStatus } from '@shared/hall-events';
import { msg } from '@shared/messages/message';
import { centsOf } from '@shared/money';
import {
  HALL_MONEY_LIMITS,
  type AdminEventBookingDto,
  type HallSettingsDto,
  type SendProposalInput,
} from '@shared/schemas/hall-events';
import { addDays } from '@shared/time';
import { recordAudit, type Actor } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { eventBookings, eventProposals, menuItems, type StoredProposalLine } from '../db/schema';
import { AppError } from '../errors';
import { loadSettings } from '../site';
import { eventDetail, lockEvent, newestProposal, todayOf, type EventRow, type ProposalRow } from './event-dto';
import { recordEventHistory } from './event-history';
import { mintEventLink } from './event-links';
import { hallSettings } from './hall-settings';
import { PIPELINE_TEXTS } from './pipeline-mail-texts';
import { proposalMail } from './pipeline-mail';

/** Statuses a proposal may be sent from: a first one for a hold, a revised one while the client has not accepted. */
const PROPOSABLE: readonly EventBookingStatus[] = ['tentative', 'proposal_sent'];

/** The client's page, the one address every pipeline email links to. */
export const proposalUrl = (ctx: AppContext, token: string) => `${ctx.publicUrl}/events/proposal/${token}`;

/** The estimate as it stands, as a proposal's lines, worded in English and Amharic. */
export function estimateAsLines(event: EventRow): StoredProposalLine[] {
  const pkg = event.packageCopy;
  const priced = estimateLines({
    basePriceCents: pkg.basePriceCents,
    pricePerPersonCents: pkg.pricePerPersonCents,
    rentalTaxable: pkg.rentalTaxable,
    guestCount: event.guestCount,
    addOns: event.additionalServices,
  });
  const addOns = HALL_ADD_ONS.filter((addOn) => event.additionalServices.includes(addOn.key));
  const label = (language: 'en' | 'am', index: number) => {
    const t = PIPELINE_TEXTS[language].line;
    const name = (language === 'am' && pkg.nameAm) || pkg.name;
    if (index === 0) return t.rental(name);
    if (index === 1) return t.perGuest(name);
    return t.addOn[addOns[index - 2]!.key];
  };
  return priced.map((line, index) => ({
    ...line,
    label: label('en', index),
    labelAm: label('am', index),
    menuItemId: null,
  }));
}

/** Staff's lines, each dish checked against the menu. */
async function linesFrom(tx: Database, input: NonNullable<SendProposalInput['lines']>): Promise<StoredProposalLine[]> {
  const ids = [...new Set(input.flatMap((line) => (line.menuItemId ? [line.menuItemId] : [])))];
  const found = ids.length
    ? new Set(
        (await tx.select({ id: menuItems.id }).from(menuItems).where(inArray(menuItems.id, ids))).map((row) => row.id),
      )
    : new Set<number>();
  const missing = input.findIndex((line) => line.menuItemId && !found.has(line.menuItemId));
  if (missing >= 0)
    throw AppError.invalid({ [`lines.${missing}.menuItemId`]: [msg('hall.menuItemMissing', { line: missing + 1 })] });
  return input.map((line) => ({
    kind: line.kind,
    label: line.label,
    labelAm: line.labelAm ?? null,
    quantity: line.quantity,
    unitCents: centsOf(line.unitPrice),
    taxable: line.taxable,
    menuItemId: line.menuItemId ?? null,
  }));
}

/** The client's copy of the cancellation policy, in their language when it has one. */
export function policyFor(event: EventRow, settings: HallSettingsDto): string {
  return (event.language === 'am' && settings.cancellationPolicy.am) || settings.cancellationPolicy.en;
}

/**
 * A new version of an event's proposal, superseding the one before it. `keep` carries what a
 * repriced version keeps of the one it replaces (its acceptance, its deposit, its validity).
 */
export async function insertProposalVersion(
  tx: Database,
  event: EventRow,
  values: {
    lines: StoredProposalLine[];
    depositPercent: number;
    message: string | null;
    validUntil: string;
    policyText: string;
    policyVersion: number;
    sentBy: number | null;
    now: Date;
    keep?: Pick<ProposalRow, 'acceptedAt' | 'acceptedName' | 'acceptedIp' | 'depositCents'>;
  },
): Promise<ProposalRow> {
  const totals = eventTotals(values.lines, values.depositPercent);
  if (totals.totalCents > HALL_MONEY_LIMITS.proposalTotal * 100)
    throw AppError.invalid({
      lines: [msg('hall.proposalTooLarge', { max: HALL_MONEY_LIMITS.proposalTotal.toLocaleString('en-US') })],
    });
  const previous = await newestProposal(tx, event.id);
  await tx
    .update(eventProposals)
    .set({ supersededAt: values.now })
    .where(and(eq(eventProposals.bookingId, event.id), isNull(eventProposals.supersededAt)));
  const [row] = await tx
    .insert(eventProposals)
    .values({
      bookingId: event.id,
      version: (previous?.version ?? 0) + 1,
      lines: values.lines,
      subtotalCents: totals.subtotalCents,
      taxableCents: totals.taxableCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      depositCents: values.keep?.depositCents ?? totals.depositCents,
      message: values.message,
      validUntil: values.validUntil,
      policyText: values.policyText,
      policyVersion: values.policyVersion,
      sentAt: values.now,
      sentBy: values.sentBy,
      acceptedAt: values.keep?.acceptedAt ?? null,
      acceptedName: values.keep?.acceptedName ?? null,
      acceptedIp: values.keep?.acceptedIp ?? null,
    })
    .returning();
  return row!;
}

/**
 * POST /api/admin/event-bookings/:id/proposal: the lines staff set (none: the estimate as it
 * stands) become the proposal's newest version, which holds the block until its "valid until";
 * the hold's own end no longer applies, and an unconfirmed hold counts as confirmed. The client
 * is emailed their page's link. No catering order is made.
 */
export async function sendProposal(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: SendProposalInput,
): Promise<AdminEventBookingDto> {
  const { mails } = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!PROPOSABLE.includes(event.status))
      throw AppError.conflict(msg('hall.proposalStatus', { status: event.status }));
    const { hallEvents: settings, businessInfo } = await loadSettings(tx);
    const now = ctx.now();
    const lines = input.lines?.length ? await linesFrom(tx, input.lines) : estimateAsLines(event);
    const proposal = await insertProposalVersion(tx, event, {
      lines,
      depositPercent: settings.depositPercent,
      message: input.message ?? null,
      validUntil: addDays(todayOf(ctx), settings.proposalValidDays),
      policyText: policyFor(event, settings),
      policyVersion: settings.policyVersion,
      sentBy: actor.admin.id,
      now,
    });
    const [updated] = await tx
      .update(eventBookings)
      .set({
        status: 'proposal_sent',
        holdExpiresAt: null,
        confirmedByClientAt: event.confirmedByClientAt ?? now,
        updatedAt: now,
      })
      .where(eq(eventBookings.id, id))
      .returning();
    await recordEventHistory(
      tx,
      id,
      { kind: 'proposal', fromStatus: event.status, toStatus: 'proposal_sent', note: `Version ${proposal.version}` },
      actor,
    );
    await recordAudit(tx, actor, {
      action: 'send-proposal',
      entity: 'event-booking',
      entityId: id,
      details: { version: proposal.version, total: proposal.totalCents / 100, from: event.status },
    });
    const token = await mintEventLink(tx, id, 'proposal');
    const mails = await ctx.mailer.enqueue(tx, [
      proposalMail(updated!, proposal, proposalUrl(ctx, token), businessInfo),
    ]);
    return { mails };
  });
  ctx.mailer.dispatch(mails);
  return eventDetail(ctx, ctx.db, id, await hallSettings(ctx));
}
