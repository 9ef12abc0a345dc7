import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import {
  blockRunsFor,
  blocksFit,
  estimateLines,
  eventMinutes,
  eventTotals,
  HALL,
  HALL_BLOCKS,
  type HallBlock,
} from '@shared/hall-events';
import type { Message, MessageKey } from '@shared/messages/message';
import { msg } from '@shared/messages/message';
import { dollarsOf } from '@shared/money';
import type { EventEstimateDto, EventRequestInput, EventRequestReceipt } from '@shared/schemas/hall-events';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { eventBookings } from '../db/schema';
import { AppError } from '../errors';
import { invalidateAvailability, loadSettings } from '../site';
import { claimBlocks } from './block-claims';
import { recordEventHistory } from './event-history';
import { mintEventLink } from './event-links';
import { lockHallDate } from './hall-lock';
import { closuresBetween, closureOf } from './hall-closures';
import { expireLapsedHolds } from './holds';
import { hallWindow, nearestFreeRuns, type HallWindow } from './availability';
import { packageCopyOf, type EventPackageRow } from './package-dto';
import { packageFor } from './packages';
import { hallRequestAlertMail, hallRequestReceivedMail, type EventBookingRow } from './request-mail';

const BLOCK_KEYS: Record<HallBlock, MessageKey> = {
  morning: 'hallRequest.blockMorning',
  afternoon: 'hallRequest.blockAfternoon',
  evening: 'hallRequest.blockEvening',
};

const blockMessage = (block: HallBlock): Message => ({ key: BLOCK_KEYS[block] });

function runMessage(run: readonly HallBlock[]): Message {
  const [first, second, third] = run.map(blockMessage);
  if (third) return { key: 'hallRequest.runThree', params: { first: first!, second: second!, third } };
  if (second) return { key: 'hallRequest.runTwo', params: { first: first!, second } };
  return first!;
}

/** "This package needs 2 consecutive blocks: morning and afternoon, or afternoon and evening" */
export function blocksNeededMessage(runs: readonly (readonly HallBlock[])[]): string {
  if (runs.length === 0) return msg('hallRequest.packageFitsNoDay');
  const [first, second, third] = runs.map(runMessage);
  const choices: Message = third
    ? { key: 'hallRequest.choicesThree', params: { first: first!, second: second!, third } }
    : second
      ? { key: 'hallRequest.choicesTwo', params: { first: first!, second } }
      : first!;
  return msg('hallRequest.blocksNeeded', { count: runs[0]!.length, runs: choices });
}

/** A phone number as digits, without a US country code: "+1 (612) 555-0142" and "6125550142" match. */
const phoneKey = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};
const phoneKeyOf = sql`regexp_replace(regexp_replace(${eventBookings.phone}, '\\D', '', 'g'), '^1(\\d{10})$', '\\1')`;

/** The checks the form's answers must pass, each on its field. */
function assertRequestable(
  input: EventRequestInput,
  pkg: EventPackageRow | null,
  window: HallWindow,
  settings: { blocks: Parameters<typeof blocksFit>[2]; hallPhone: string; leadDays: number },
): asserts pkg is EventPackageRow {
  const errors: Record<string, string[]> = {};
  if (!pkg || !pkg.isActive) errors.packageId = [msg('hallRequest.packageNotFound')];
  if (input.guestCount > HALL.maxGuests)
    errors.guestCount = [msg('hallRequest.guestsOverHall', { max: HALL.maxGuests })];
  else if (pkg && (input.guestCount < pkg.minGuests || input.guestCount > pkg.maxGuests))
    errors.guestCount = [msg('hallRequest.guestsOutside', { min: pkg.minGuests, max: pkg.maxGuests })];
  if (input.eventDate < window.today) errors.eventDate = [msg('field.pastDate')];
  else if (input.eventDate < window.first)
    errors.eventDate = [msg('hallRequest.leadTime', { days: settings.leadDays, phone: settings.hallPhone })];
  else if (input.eventDate > window.last)
    errors.eventDate = [msg('hallRequest.beyondHorizon', { months: HALL.horizonMonths })];
  if (pkg) {
    const minutes = eventMinutes(pkg);
    if (!blocksFit(input.blocks, minutes, settings.blocks))
      errors.blocks = [blocksNeededMessage(blockRunsFor(minutes, settings.blocks))];
  }
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
}

/** One live hold per email and per phone number (RATE_LIMITS.hallHoldsPerContact; 0: no limit). */
async function assertWithinContactLimit(
  tx: Database,
  ctx: Pick<AppContext, 'rateLimits' | 'now'>,
  input: EventRequestInput,
  hallPhone: string,
): Promise<void> {
  const limit = ctx.rateLimits.hallHoldsPerContact;
  if (limit <= 0) return;
  const [row] = await tx
    .select({ n: count() })
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.status, 'tentative'),
        gt(eventBookings.holdExpiresAt, ctx.now()),
        or(
          sql`lower(${eventBookings.email}) = ${input.email.toLowerCase()}`,
          sql`${phoneKeyOf} = ${phoneKey(input.phone)}`,
        ),
      ),
    );
  if ((row?.n ?? 0) >= limit) throw AppError.rateLimited(msg('hallRequest.holdsPerContact', { phone: hallPhone }));
}

export function estimateOf(event: EventBookingRow): EventEstimateDto {
  return {
    subtotal: dollarsOf(event.estimateSubtotalCents),
    tax: dollarsOf(event.estimateTaxCents),
    total: dollarsOf(event.estimateTotalCents),
    deposit: dollarsOf(event.estimateDepositCents),
  };
}

/**
 * A client's request from the website. In one transaction, under the date's lock: lapsed holds
 * of the date expire, the request is checked, stored and claims its blocks (taken: 409 with the
 * nearest free runs), and its emails are queued: "received" with the confirming link (the only
 * copy of the token) to the client, an alert to the hall's inbox.
 */
export async function createEventRequest(
  ctx: AppContext,
  input: EventRequestInput,
  ip: string,
): Promise<EventRequestReceipt> {
  const blocks = HALL_BLOCKS.filter((block) => input.blocks.includes(block));
  const { receipt, mails } = await ctx.db.transaction(async (tx) => {
    const settings = await loadSettings(tx);
    const hall = settings.hallEvents;
    const business = settings.businessInfo;
    if (input.website?.trim()) throw AppError.badRequest(msg('hallRequest.notTaken', { phone: business.hallPhone }));
    const window = hallWindow(ctx, hall);
    const pkg = await packageFor(tx, input.packageId);
    assertRequestable(input, pkg, window, {
      blocks: hall.blocks,
      hallPhone: business.hallPhone,
      leadDays: hall.leadDays,
    });
    const closures = await closuresBetween(tx, input.eventDate, input.eventDate);
    const closed = blocks.map((block) => closureOf(closures, input.eventDate, block)).find(Boolean);
    if (closed) throw AppError.invalid({ blocks: [msg('hallRequest.blockClosed', { label: closed.label })] });

    await lockHallDate(tx, input.eventDate);
    const expiredMails = await expireLapsedHolds(tx, ctx, input.eventDate);
    await assertWithinContactLimit(tx, ctx, input, business.hallPhone);

    const now = ctx.now();
    const totals = eventTotals(
      estimateLines({
        basePriceCents: packageCopyOf(pkg).basePriceCents,
        pricePerPersonCents: packageCopyOf(pkg).pricePerPersonCents,
        rentalTaxable: pkg.rentalTaxable,
        guestCount: input.guestCount,
        addOns: input.additionalServices,
      }),
      hall.depositPercent,
    );
    const holdMs = hall.confirmByEmail ? hall.unconfirmedHoldMinutes * 60_000 : hall.confirmedHoldHours * 3_600_000;
    const [event] = await tx
      .insert(eventBookings)
      .values({
        packageId: pkg.id,
        packageCopy: packageCopyOf(pkg),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        eventDate: input.eventDate,
        blocks,
        startTime: hall.blocks[blocks[0]!].start,
        endTime: hall.blocks[blocks.at(-1)!].end,
        guestCount: input.guestCount,
        specialRequests: input.specialRequests,
        dietaryRestrictions: input.dietaryRestrictions,
        accessibilityNeeds: input.accessibilityNeeds,
        decorationPreferences: input.decorationPreferences,
        musicPreferences: input.musicPreferences,
        additionalServices: input.additionalServices,
        language: input.language ?? 'en',
        status: 'tentative',
        holdExpiresAt: new Date(now.getTime() + holdMs),
        estimateSubtotalCents: totals.subtotalCents,
        estimateTaxCents: totals.taxCents,
        estimateTotalCents: totals.totalCents,
        estimateDepositCents: totals.depositCents,
        requestedFromIp: ip,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const { taken } = await claimBlocks(tx, event!.id, input.eventDate, blocks);
    if (taken.length > 0) {
      const nearest = await nearestFreeRuns(tx, input.eventDate, eventMinutes(pkg), hall, window, now);
      const message = msg('hallRequest.justTaken');
      throw AppError.conflict(message, { blocks: [message] }).with({ nearest });
    }
    await recordEventHistory(tx, event!.id, { kind: 'status', toStatus: 'tentative' });
    const token = await mintEventLink(tx, event!.id, 'request');
    const received = hallRequestReceivedMail({
      event: event!,
      business,
      requestUrl: `${ctx.publicUrl}/events/request/${token}`,
      depositPercent: hall.depositPercent,
      timeZone: ctx.timeZone,
    });
    received.fromPublicForm = true;
    const alert = hallRequestAlertMail(
      event!,
      business,
      `${ctx.publicUrl}/admin`,
      ctx.timeZone,
      settings.restaurantLanguage,
    );
    const queued = await ctx.mailer.enqueue(tx, [received, alert]);
    const answer: EventRequestReceipt = {
      id: event!.id,
      status: 'tentative',
      holdExpiresAt: event!.holdExpiresAt!.toISOString(),
      estimate: estimateOf(event!),
    };
    return { receipt: answer, mails: [...expiredMails, ...queued] };
  });
  invalidateAvailability(ctx.db);
  ctx.mailer.dispatch(mails);
  return receipt;
}
