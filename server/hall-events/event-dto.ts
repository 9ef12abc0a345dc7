import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { EventPaymentPart } from '@shared/hall-events';
import { languageOrDefault } from '@shared/language-path';
import { msg } from '@shared/messages/message';
import { dollarsOf } from '@shared/money';
import { DEFAULT_HALL_SETTINGS } from '@shared/schemas/hall-events';
import type {
  AdminEventBookingDto,
  ClientEventDto,
  EventHistoryDto,
  EventPaymentDto,
  EventProposalDto,
  HallSettingsDto,
} from '@shared/schemas/hall-events';
import { addDays, daysBetween, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { adminUsers, eventBookings, eventHistory, eventPayments, eventProposals } from '../db/schema';
import { AppError } from '../errors';

export type EventRow = typeof eventBookings.$inferSelect;
export type ProposalRow = typeof eventProposals.$inferSelect;
export type EventPaymentRow = typeof eventPayments.$inferSelect;

/** The restaurant's today, in its zone. */
export const todayOf = (ctx: Pick<AppContext, 'timeZone' | 'now'>) => zonedMoment(ctx.timeZone, ctx.now()).date;

export async function lockEvent(tx: Database, id: number): Promise<EventRow> {
  const [row] = await tx.select().from(eventBookings).where(eq(eventBookings.id, id)).for('update');
  if (!row) throw AppError.notFound(msg('hall.eventNotFound'));
  return row;
}

export async function readEvent(db: Database, id: number): Promise<EventRow> {
  const [row] = await db.select().from(eventBookings).where(eq(eventBookings.id, id));
  if (!row) throw AppError.notFound(msg('hall.eventNotFound'));
  return row;
}

/** The proposal in force: every newer version supersedes the one before, so it is the one not superseded. */
export async function newestProposal(db: Database, bookingId: number): Promise<ProposalRow | undefined> {
  const [row] = await db
    .select()
    .from(eventProposals)
    .where(eq(eventProposals.bookingId, bookingId))
    .orderBy(desc(eventProposals.version))
    .limit(1);
  return row;
}

export async function newestProposals(db: Database, bookingIds: number[]): Promise<Map<number, ProposalRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(eventProposals)
    .where(and(inArray(eventProposals.bookingId, bookingIds), isNull(eventProposals.supersededAt)));
  return new Map(rows.map((row) => [row.bookingId, row]));
}

/** What the event costs now: the proposal's total, or the estimate before any proposal. */
export const totalCentsOf = (event: EventRow, proposal: ProposalRow | undefined) =>
  proposal?.totalCents ?? event.estimateTotalCents;
export const depositCentsOf = (event: EventRow, proposal: ProposalRow | undefined) =>
  proposal?.depositCents ?? event.estimateDepositCents;

/** The final count's deadline and the balance's due date, counted back from the event. */
export function eventDeadlines(event: Pick<EventRow, 'eventDate'>, settings: HallSettingsDto) {
  return {
    finalCountDueDate: addDays(event.eventDate, -settings.finalCountDaysBefore),
    balanceDueDate: addDays(event.eventDate, -settings.balanceDaysBefore),
  };
}

/** Accepted, the deposit not in, and its date passed. */
export const isOverdue = (event: EventRow, proposal: ProposalRow | undefined, today: string) =>
  event.status === 'accepted' &&
  event.depositDueDate !== null &&
  event.depositDueDate < today &&
  event.paidCents < depositCentsOf(event, proposal);

export function proposalDto(row: ProposalRow): EventProposalDto {
  return {
    version: row.version,
    lines: row.lines.map((line) => ({
      kind: line.kind,
      label: line.label,
      labelAm: line.labelAm,
      quantity: line.quantity,
      unitPrice: dollarsOf(line.unitCents),
      amount: dollarsOf(line.quantity * line.unitCents),
      taxable: line.taxable,
      menuItemId: line.menuItemId,
    })),
    subtotal: dollarsOf(row.subtotalCents),
    taxable: dollarsOf(row.taxableCents),
    tax: dollarsOf(row.taxCents),
    total: dollarsOf(row.totalCents),
    deposit: dollarsOf(row.depositCents),
    validUntil: row.validUntil,
    message: row.message,
    sentAt: row.sentAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptedName: row.acceptedName,
    policy: row.policyText,
    policyVersion: row.policyVersion,
  };
}

export function paymentDto(row: EventPaymentRow & { recordedBy?: string | null }): EventPaymentDto {
  return {
    id: row.id,
    part: row.part,
    method: row.method,
    amount: dollarsOf(row.amountCents),
    refunded: dollarsOf(row.refundedCents),
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    recordedBy: row.recordedBy ?? null,
  };
}

/**
 * What the default policy's tiers give back if the event were cancelled today: everything 90
 * days or more ahead, all but half the deposit from 30 to 89 days, all but the deposit sooner.
 */
export function policyRefundCents(event: EventRow, proposal: ProposalRow | undefined, today: string): number {
  const daysAhead = daysBetween(today, event.eventDate);
  const deposit = Math.min(event.paidCents, depositCentsOf(event, proposal));
  const kept = daysAhead >= 90 ? 0 : daysAhead >= 30 ? Math.round(deposit / 2) : deposit;
  return Math.max(0, event.paidCents - kept);
}

export function adminEventDto(
  event: EventRow,
  proposal: ProposalRow | undefined,
  settings: HallSettingsDto,
  today: string,
): AdminEventBookingDto {
  return {
    id: event.id,
    status: event.status,
    packageId: event.packageId,
    packageName: event.packageCopy.name,
    firstName: event.firstName,
    lastName: event.lastName,
    email: event.email,
    phone: event.phone,
    eventDate: event.eventDate,
    blocks: event.blocks,
    startTime: event.startTime,
    endTime: event.endTime,
    guestCount: event.guestCount,
    specialRequests: event.specialRequests,
    dietaryRestrictions: event.dietaryRestrictions,
    accessibilityNeeds: event.accessibilityNeeds,
    decorationPreferences: event.decorationPreferences,
    musicPreferences: event.musicPreferences,
    additionalServices: event.additionalServices,
    equipment: event.equipment,
    staffNotes: event.staffNotes,
    language: languageOrDefault(event.language),
    holdExpiresAt: event.holdExpiresAt?.toISOString() ?? null,
    confirmedByClientAt: event.confirmedByClientAt?.toISOString() ?? null,
    estimate: {
      subtotal: dollarsOf(event.estimateSubtotalCents),
      tax: dollarsOf(event.estimateTaxCents),
      total: dollarsOf(event.estimateTotalCents),
      deposit: dollarsOf(event.estimateDepositCents),
    },
    proposal: proposal ? proposalDto(proposal) : null,
    paid: dollarsOf(event.paidCents),
    balanceDue: dollarsOf(Math.max(0, totalCentsOf(event, proposal) - event.paidCents)),
    depositDueDate: event.depositDueDate,
    depositPaidAt: event.depositPaidAt?.toISOString() ?? null,
    overdue: isOverdue(event, proposal, today),
    ...eventDeadlines(event, settings),
    lostReason: event.lostReason,
    statusNote: event.statusNote,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

/** The detail: the row, its proposal, payments and history, and the policy's suggested refund. */
export async function eventDetail(
  ctx: AppContext,
  db: Database,
  id: number,
  settings: HallSettingsDto,
): Promise<AdminEventBookingDto> {
  const event = await readEvent(db, id);
  const proposal = await newestProposal(db, id);
  const today = todayOf(ctx);
  const [payments, history] = await Promise.all([
    db
      .select({ payment: eventPayments, recordedBy: adminUsers.username })
      .from(eventPayments)
      .leftJoin(adminUsers, eq(adminUsers.id, eventPayments.actorId))
      .where(eq(eventPayments.bookingId, id))
      .orderBy(asc(eventPayments.createdAt), asc(eventPayments.id)),
    db
      .select()
      .from(eventHistory)
      .where(eq(eventHistory.bookingId, id))
      .orderBy(asc(eventHistory.createdAt), asc(eventHistory.id)),
  ]);
  return {
    ...adminEventDto(event, proposal, settings, today),
    payments: payments.map(({ payment, recordedBy }) => paymentDto({ ...payment, recordedBy })),
    history: history.map(
      (row): EventHistoryDto => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        kind: row.kind as EventHistoryDto['kind'],
        fromStatus: row.fromStatus,
        toStatus: row.toStatus,
        note: row.note,
        actor: row.actorName,
      }),
    ),
    // The tiers are the standard policy's: once the owner rewrites the policy, staff read it instead.
    policyRefund:
      event.paidCents > 0 && settings.cancellationPolicy.en === DEFAULT_HALL_SETTINGS.cancellationPolicy.en
        ? dollarsOf(policyRefundCents(event, proposal, today))
        : null,
  };
}

/** Until the final count's deadline the client may change the count on their page. */
export function guestCountChangeable(event: EventRow, settings: HallSettingsDto, today: string): boolean {
  return (
    ['proposal_sent', 'accepted', 'confirmed'].includes(event.status) &&
    today <= eventDeadlines(event, settings).finalCountDueDate
  );
}

export function proposalState(event: EventRow, proposal: ProposalRow | undefined, today: string) {
  if (proposal?.acceptedAt) return 'accepted' as const;
  if (event.status === 'expired' || (proposal && today > proposal.validUntil)) return 'expired' as const;
  return 'open' as const;
}

/** What is owed of a part now: the rest of the deposit, or the rest of the total. */
export function dueCents(event: EventRow, proposal: ProposalRow | undefined, part: EventPaymentPart): number {
  const upTo = part === 'deposit' ? depositCentsOf(event, proposal) : totalCentsOf(event, proposal);
  return Math.max(0, upTo - event.paidCents);
}

export function clientEventDto(
  event: EventRow,
  proposal: ProposalRow | undefined,
  settings: HallSettingsDto,
  today: string,
  extra: { payOnline: boolean; hallPhone: string; hallEmail: string },
): ClientEventDto {
  return {
    status: event.status,
    firstName: event.firstName,
    packageName: event.packageCopy.name,
    packageNameAm: event.packageCopy.nameAm,
    eventDate: event.eventDate,
    blocks: event.blocks,
    startTime: event.startTime,
    endTime: event.endTime,
    guestCount: event.guestCount,
    language: languageOrDefault(event.language),
    proposal: proposal ? proposalDto(proposal) : null,
    proposalState: proposalState(event, proposal, today),
    paid: dollarsOf(event.paidCents),
    balanceDue: dollarsOf(dueCents(event, proposal, 'balance')),
    depositDue: dollarsOf(dueCents(event, proposal, 'deposit')),
    depositDueDate: event.depositDueDate,
    ...eventDeadlines(event, settings),
    guestCountChangeable: guestCountChangeable(event, settings, today),
    minGuests: event.packageCopy.minGuests,
    maxGuests: event.packageCopy.maxGuests,
    payOnline: extra.payOnline && ['accepted', 'confirmed'].includes(event.status),
    hallPhone: extra.hallPhone,
    hallEmail: extra.hallEmail,
  };
}
