import { isLiveReservation } from '@shared/constants';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { languageOrDefault } from '@shared/language-path';
import { bookingWindow, roomIn, slotOf, slotsAfterLeadTime } from '@shared/schedule';
import {
  closedReason,
  dateWindowError,
  FULLY_BOOKED_DAY,
  outsideHoursReason,
  partySizeError,
  slotFullMessage,
} from '@shared/schedule-reasons';
import type {
  CreatedReservationDto,
  PublicReservationInput,
  ReservationDayGuests,
  ReservationDto,
  ReservationInput,
  ReservationStatusInput,
  ReservationUpdateInput,
} from '@shared/schemas/reservation';
import { zonedInstant, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import { reservations } from '../db/schema';
import { AppError } from '../errors';
import type { QueuedMail } from '../mail/mailer';
import { newReservationAlertMail } from './reservation-mail';
import { recordAudit, type Actor } from '../audit';
import { invalidateAvailability } from '../site';
import { readBookingDay, type BookingDay } from './calendar';
import { holdUntil, releaseLapsedHolds } from './holds';
import { assertWithinOnlineLimits } from './limits';
import { queueDinerMail, type DinerMailKind } from './booking-mail';
import { readSettings, type Settings } from '../site';
import { queueWaitlistCheck } from './waitlist-check';
import { answeredManagePath, resentBooking } from './resent-bookings';
import type { Database } from '../db/client';
import { messageOf } from '@shared/messages/english';
import { msg } from '@shared/messages/message';

export type ReservationRow = typeof reservations.$inferSelect;
type Row = ReservationRow;

const NOT_FOUND = msg('reservation.notFound');
const PAST_DATE = msg('field.pastDate');

export function toDto(row: Row): ReservationDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    date: row.date,
    time: row.time,
    guests: row.guests,
    requests: row.requests,
    status: row.status,
    language: languageOrDefault(row.language),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.holdExpiresAt && row.status === 'pending' ? { confirmBy: row.holdExpiresAt.toISOString() } : {}),
  };
}

/** The day's capacity is a hard limit for every booking, the website's and staff's alike. */
function assertDayRoom({ settings, load }: BookingDay, guests: number): void {
  if (load.bookedGuests + guests > settings.booking.dailyGuestCapacity) {
    throw AppError.conflict(FULLY_BOOKED_DAY, { date: [FULLY_BOOKED_DAY] }, 'FULLY_BOOKED');
  }
}

/**
 * The website's rules, read from the calendar inside the booking's transaction: party size,
 * booking window, an open day, a slot of the grid ahead of the lead time; then room in the
 * slot (pacing) and on the day (capacity). Each refusal names its field and says why.
 */
export function assertBookableOnline(
  input: Pick<PublicReservationInput, 'date' | 'time' | 'guests'>,
  bookingDay: BookingDay,
  ctx: Pick<AppContext, 'timeZone' | 'now'>,
): void {
  const { settings, day, grid, load } = bookingDay;
  const { booking } = settings;
  const now = ctx.now();
  const errors: Record<string, string[]> = {};
  const sizeError = partySizeError(input.guests, booking);
  if (sizeError) errors.guests = [sizeError];
  const window = bookingWindow(ctx.timeZone, booking.horizonDays, now);
  const dateError = dateWindowError(input.date, window, booking.horizonDays) ?? (day.closed ? closedReason(day) : null);
  if (dateError) {
    errors.date = [dateError];
  } else {
    // The lead time can also reach past midnight into tomorrow's early-morning slots.
    const leadTimeError = msg(input.date === window.min ? 'reservation.leadTimeToday' : 'reservation.leadTime', {
      minutes: booking.sameDayLeadMinutes,
    });
    const timeError =
      outsideHoursReason(day, input.time, grid) ??
      (slotsAfterLeadTime(input.date, [input.time], booking.sameDayLeadMinutes, ctx.timeZone, now).length === 0
        ? zonedInstant(input.date, input.time, ctx.timeZone)
          ? leadTimeError
          : msg('reservation.chooseSlot')
        : null);
    if (timeError) errors.time = [timeError];
  }
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);

  assertDayRoom(bookingDay, input.guests);
  if (roomIn(load, input.time, booking) < input.guests) {
    const offered = slotsAfterLeadTime(input.date, grid, booking.sameDayLeadMinutes, ctx.timeZone, now);
    const message = slotFullMessage(input.time, offered, (slot) => roomIn(load, slot, booking) >= input.guests);
    throw AppError.conflict(message, { time: [message] }, 'FULLY_BOOKED');
  }
}

/**
 * What staff are asked to confirm before a booking the website would refuse: a closed date,
 * or more guests starting in one grid slot than its pacing. Empty when there is nothing to ask.
 */
function staffWarnings(
  { settings, day, grid, load }: BookingDay,
  time: string,
  guests: number,
): Record<string, string[]> {
  const warnings: Record<string, string[]> = {};
  if (day.closed) warnings.date = [closedReason(day)];
  const slot = slotOf(time, grid, settings.booking.slotIntervalMinutes);
  const pacing = settings.booking.pacingGuestsPerSlot;
  const inSlot = slot ? (load.slotGuests.get(slot) ?? 0) : 0;
  if (slot && inSlot + guests > pacing) {
    warnings.time = [msg('reservation.slotOverPacing', { time: slot, guests: inSlot + guests, pacing })];
  }
  return warnings;
}

function assertConfirmed(warnings: Record<string, string[]>, confirmed: boolean | undefined): void {
  if (confirmed || Object.keys(warnings).length === 0) return;
  const message = msg('reservation.confirmWarnings', {
    warnings: Object.values(warnings)
      .flat()
      .flatMap((text) => messageOf(text) ?? []),
  });
  throw AppError.conflict(message, warnings, 'CONFIRMATION_REQUIRED');
}

export function assertOnlineBookingOn(settings: Settings): void {
  if (settings.reservationsEnabled) return;
  throw AppError.conflict(
    msg('reservation.onlineOff', { phone: settings.businessInfo.phone }),
    undefined,
    'FEATURE_DISABLED',
  );
}

/**
 * A diner's booking from the website: online booking on, the calendar's rules, room in the
 * slot and on the day; status always pending, then a "received" mail to the diner and an
 * alert to the restaurant. The same booking sent again within a minute books nothing more: it
 * is answered with the booking already made, and no email goes out again.
 */
export async function createPublicReservation(
  ctx: AppContext,
  input: PublicReservationInput,
  ip: string,
): Promise<CreatedReservationDto> {
  if (input.website?.trim()) {
    // A bot filled the hidden field; tell it nothing useful and store nothing.
    throw AppError.badRequest(msg('reservation.notTaken'));
  }
  // Checked before the lock, so a switched-off form costs no transaction, and again inside it.
  assertOnlineBookingOn(await readSettings(ctx.db));

  // The booking, its manage link and both mails (with their delivery jobs) commit together.
  const { reservation, mails } = await ctx.db.transaction(async (tx) => {
    // Bookings whose hold ran out unconfirmed give their room back before this one is weighed.
    await releaseLapsedHolds(tx, ctx, input.date);
    const bookingDay = await readBookingDay(tx, input.date, { lock: true });
    assertOnlineBookingOn(bookingDay.settings);
    const resent = await resentBooking(tx, input, ctx.now());
    if (resent) return { reservation: await answerAgain(tx, resent, ip), mails: [] };
    assertBookableOnline(input, bookingDay, ctx);
    await assertWithinOnlineLimits(tx, ctx.rateLimits, input, ip, bookingDay.settings.businessInfo.phone);
    const [row] = await tx
      .insert(reservations)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        date: input.date,
        time: input.time,
        guests: input.guests,
        requests: input.requests,
        status: 'pending',
        language: input.language ?? 'en',
        bookedFromIp: ip,
        holdExpiresAt: holdUntil(bookingDay.settings, ctx.now()),
        // The service's clock: the rules that count from the moment of booking read it.
        createdAt: ctx.now(),
      })
      .returning();
    const booked = toDto(row!);
    const { queued, managePath } = await queueDinerMail(
      tx,
      ctx,
      'received',
      { ...booked, revision: row!.revision },
      bookingDay,
      [
        newReservationAlertMail(
          booked,
          bookingDay.settings.businessInfo,
          bookingDay.day,
          `${ctx.publicUrl}/admin`,
          bookingDay.settings.restaurantLanguage,
        ),
      ],
    );
    // While the booking is held, its link stays in the email: the one who confirms must have read it.
    return { reservation: booked.confirmBy ? booked : { ...booked, managePath: managePath! }, mails: queued };
  });
  invalidateAvailability(ctx.db);
  ctx.mailer.dispatch(mails);
  return reservation;
}

/**
 * The answer to a booking sent again: the booking as made. A new link to its page only for the
 * address that made it, and never while it is held (the link that confirms is in the email).
 */
async function answerAgain(tx: Database, row: Row, ip: string): Promise<CreatedReservationDto> {
  const booked = toDto(row);
  if (booked.confirmBy || row.bookedFromIp !== ip) return booked;
  return { ...booked, managePath: await answeredManagePath(tx, row.id) };
}

/** Whether an edit leaves room on the booking's old date or time that a waiting diner may want. */
function freesRoom(before: Row, after: Row): boolean {
  if (!isLiveReservation(before.status)) return false;
  return (
    after.status === 'cancelled' ||
    after.date !== before.date ||
    after.time !== before.time ||
    after.guests < before.guests
  );
}

/** The email a status change by staff owes the diner, if any. */
function statusChangeMail(from: Row['status'], to: Row['status']): DinerMailKind | null {
  const live = isLiveReservation(from);
  if (from === 'pending' && to === 'confirmed') return 'confirmed-by-restaurant';
  if (live && to === 'cancelled') return 'cancelled-by-restaurant';
  return null;
}

/**
 * A booking staff take by phone: up to 20 guests, any status, any time of day, no lead time
 * or horizon, but not on a past date, and never over the day's capacity. A closed date or a
 * slot over its pacing needs `confirmWarnings`.
 */
export async function createStaffReservation(
  ctx: AppContext,
  actor: Actor,
  input: ReservationInput,
): Promise<ReservationDto> {
  if (input.date < zonedMoment(ctx.timeZone, ctx.now()).date) throw AppError.invalid({ date: [PAST_DATE] });
  const { confirmWarnings, ...values } = input;

  const { reservation, mails } = await ctx.db.transaction(async (tx) => {
    const bookingDay = await readBookingDay(tx, values.date, { lock: true });
    if (values.status !== 'cancelled') {
      assertDayRoom(bookingDay, values.guests);
      assertConfirmed(staffWarnings(bookingDay, values.time, values.guests), confirmWarnings);
    }
    const [row] = await tx.insert(reservations).values(values).returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'reservation',
      entityId: row!.id,
      details: { date: row!.date, time: row!.time, guests: row!.guests, status: row!.status },
    });
    const booked = toDto(row!);
    // Only a live booking is worth a mail; a cancelled or completed one is a record for staff.
    const live = isLiveReservation(booked.status);
    const mails = live
      ? (await queueDinerMail(tx, ctx, 'booked-by-staff', { ...booked, revision: row!.revision }, bookingDay)).queued
      : [];
    return { reservation: booked, mails };
  });
  invalidateAvailability(ctx.db);
  ctx.mailer.dispatch(mails);
  return reservation;
}

/** Every reservation for the admin list, by date and time. */
export async function listReservations(ctx: AppContext): Promise<ReservationDto[]> {
  const rows = await ctx.db
    .select()
    .from(reservations)
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id));
  return rows.map(toDto);
}

/**
 * What the public availability indicator needs: date and guests of each booking that is not
 * cancelled, for one date or from the restaurant's today on. Nothing that names anyone.
 */
export async function listBookedGuests(ctx: AppContext, date?: string): Promise<ReservationDayGuests[]> {
  const where = date ? eq(reservations.date, date) : gte(reservations.date, zonedMoment(ctx.timeZone, ctx.now()).date);
  return ctx.db
    .select({ date: reservations.date, guests: reservations.guests })
    .from(reservations)
    .where(and(where, ne(reservations.status, 'cancelled')))
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id));
}

/**
 * A staff edit: the full form or only the status. The capacity of the (new) date is checked
 * again whenever the booking takes more room there than it did: more guests, another date,
 * or a cancelled booking coming back. A full-form edit that moves or grows the booking onto
 * a closed date or over a slot's pacing needs `confirmWarnings`, as a new staff booking does.
 */
export async function updateReservation(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ReservationUpdateInput | ReservationStatusInput,
): Promise<ReservationDto> {
  const { updated, mails } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!current) throw AppError.notFound(NOT_FOUND);

    const { confirmWarnings, ...changes } = input as ReservationUpdateInput;
    const next = { ...current, ...stripUndefined(changes) };
    if (next.date !== current.date && next.date < zonedMoment(ctx.timeZone, ctx.now()).date) {
      throw AppError.invalid({ date: [PAST_DATE] });
    }
    const takesMoreRoom = current.status === 'cancelled' || next.date !== current.date || next.guests > current.guests;
    const moves = takesMoreRoom || next.time !== current.time;
    if (next.status !== 'cancelled' && moves) {
      const bookingDay = await readBookingDay(tx, next.date, { lock: true, exceptId: id });
      if (takesMoreRoom) assertDayRoom(bookingDay, next.guests);
      // A quick status change has no form to confirm in; only full-form edits are asked.
      if (!('status' in input && Object.keys(input).length === 1)) {
        assertConfirmed(staffWarnings(bookingDay, next.time, next.guests), confirmWarnings);
      }
    }
    // The diner's calendar entry follows a new date, time, party size or a cancellation.
    const calendarChanged =
      next.date !== current.date ||
      next.time !== current.time ||
      next.guests !== current.guests ||
      (next.status === 'cancelled') !== (current.status === 'cancelled');

    const [row] = await tx
      .update(reservations)
      .set({
        firstName: next.firstName,
        lastName: next.lastName,
        email: next.email,
        phone: next.phone,
        date: next.date,
        time: next.time,
        guests: next.guests,
        requests: next.requests,
        status: next.status,
        language: next.language,
        revision: calendarChanged ? current.revision + 1 : current.revision,
        // A new date or time earns a new reminder.
        reminderSentAt: next.date !== current.date || next.time !== current.time ? null : current.reminderSentAt,
      })
      .where(eq(reservations.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'status' in input && Object.keys(input).length === 1 ? 'update-status' : 'update',
      entity: 'reservation',
      entityId: id,
      details: changedFields(current, row!),
    });
    const dto = toDto(row!);
    if (freesRoom(current, row!)) await queueWaitlistCheck(tx, ctx, current.date);
    const kind = statusChangeMail(current.status, row!.status);
    let queued: QueuedMail[] = [];
    if (kind) {
      const bookingDay = await readBookingDay(tx, row!.date, { fresh: true });
      ({ queued } = await queueDinerMail(tx, ctx, kind, { ...dto, revision: row!.revision }, bookingDay));
    }
    return { updated: dto, mails: queued };
  });
  invalidateAvailability(ctx.db);
  ctx.mailer.dispatch(mails);
  return updated;
}

export async function deleteReservation(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(reservations).where(eq(reservations.id, id)).returning();
    if (!row) throw AppError.notFound(NOT_FOUND);
    if (isLiveReservation(row.status)) await queueWaitlistCheck(tx, ctx, row.date);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'reservation',
      entityId: id,
      details: { date: row.date, time: row.time, guests: row.guests, status: row.status },
    });
  });
  invalidateAvailability(ctx.db);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

const AUDITED_FIELDS = ['date', 'time', 'guests', 'status'] as const;

/** Before and after of the fields worth an audit line; contact details are noted, not copied. */
function changedFields(before: Row, after: Row): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const field of AUDITED_FIELDS) {
    if (before[field] !== after[field]) details[field] = { from: before[field], to: after[field] };
  }
  const contact = (['firstName', 'lastName', 'email', 'phone', 'requests'] as const).filter(
    (field) => before[field] !== after[field],
  );
  if (contact.length > 0) details.contactFieldsChanged = contact;
  return details;
}
