import { eq } from 'drizzle-orm';
import { isLiveReservation, RESERVATION } from '@shared/constants';
import { languageOrDefault } from '@shared/language-path';
import type { ManageReservationChangeInput, ManagedReservationDto } from '@shared/schemas/reservation';
import { zonedInstant, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { reservationLinks, reservations } from '../db/schema';
import { AppError } from '../errors';
import { invalidateAvailability } from '../site';
import { readBookingDay } from './calendar';
import { queueDinerMail, reservationIcs } from './booking-mail';
import { lookupHash } from './diner-links';
import { readSettings, type Settings } from '../site';
import { assertWithinOnlineLimits } from './limits';
import { assertBookableOnline, assertOnlineBookingOn, toDto, type ReservationRow } from './reservations';
import { confirmHold, holdLapsed, holdReleased } from './holds';
import { queueWaitlistCheck } from './waitlist-check';
import { msg } from '@shared/messages/message';

const NOT_FOUND = msg('reservation.notFound');
const HOUR_MS = 60 * 60 * 1000;

const startOf = (row: ReservationRow, timeZone: string): Date =>
  zonedInstant(row.date, row.time, timeZone) ?? new Date(`${row.date}T00:00:00Z`);

/** The last moment the diner may change online: the cut-off before the booking starts. */
function changeableUntil(row: ReservationRow, settings: Settings, timeZone: string): Date {
  return new Date(startOf(row, timeZone).getTime() - settings.booking.cancelCutoffHours * HOUR_MS);
}

/**
 * The last moment the diner may cancel online: the cut-off, or for a booking made shortly before
 * it (a same-day booking) 15 minutes after it was made, so a mistake can still be undone; never
 * past the start.
 */
function cancellableUntil(row: ReservationRow, settings: Settings, timeZone: string): Date {
  const cutoff = changeableUntil(row, settings, timeZone).getTime();
  const grace = Math.min(
    row.createdAt.getTime() + RESERVATION.lateCancelGraceMinutes * 60_000,
    startOf(row, timeZone).getTime(),
  );
  return new Date(Math.max(cutoff, grace));
}

function managedDto(
  row: ReservationRow,
  settings: Settings,
  ctx: Pick<AppContext, 'timeZone' | 'now'>,
): ManagedReservationDto {
  const until = changeableUntil(row, settings, ctx.timeZone);
  const cancelUntil = cancellableUntil(row, settings, ctx.timeZone);
  // A hold that ran out is a released booking, even before the minute's job writes it down.
  const status = holdLapsed(row, ctx.now()) ? 'cancelled' : row.status;
  const live = isLiveReservation(status);
  return {
    firstName: row.firstName,
    date: row.date,
    time: row.time,
    guests: row.guests,
    requests: row.requests,
    status,
    language: languageOrDefault(row.language),
    cancelCutoffHours: settings.booking.cancelCutoffHours,
    changeableUntil: until.toISOString(),
    canChange: live && ctx.now() < until,
    cancellableUntil: cancelUntil.toISOString(),
    canCancel: live && ctx.now() < cancelUntil,
    ...(status === 'pending' && row.holdExpiresAt ? { confirmBy: row.holdExpiresAt.toISOString() } : {}),
  };
}

/** The booking a manage token opens, locked for update when `lock`; a token that opens none is a 404. */
async function bookingOf(db: Database, token: string, lock: boolean): Promise<ReservationRow> {
  return (await linkOf(db, token, lock)).reservation;
}

/** The booking a manage token opens and whether that link confirms its hold. */
async function linkOf(
  db: Database,
  token: string,
  lock: boolean,
): Promise<{ reservation: ReservationRow; confirmsHold: boolean }> {
  const hash = lookupHash(token);
  if (hash) {
    const query = db
      .select({ reservation: reservations, confirmsHold: reservationLinks.confirmsHold })
      .from(reservationLinks)
      .innerJoin(reservations, eq(reservations.id, reservationLinks.reservationId))
      .where(eq(reservationLinks.tokenHash, hash));
    const [found] = lock ? await query.for('update', { of: reservations }) : await query;
    if (found) return found;
  }
  throw AppError.notFound(NOT_FOUND);
}

/**
 * A change after the cut-off, a cancel after its own deadline (the cut-off, or the grace after a
 * late booking), or either of a booking no longer live, is for the phone.
 */
function assertChangeable(
  row: ReservationRow,
  settings: Settings,
  ctx: Pick<AppContext, 'timeZone' | 'now'>,
  action: 'change' | 'cancel',
): void {
  const phone = settings.businessInfo.phone;
  if (holdLapsed(row, ctx.now())) throw holdReleased(phone);
  if (row.status !== 'pending' && row.status !== 'confirmed') {
    throw AppError.conflict(msg('reservation.noLongerChangeable', { phone }));
  }
  const cutoff = changeableUntil(row, settings, ctx.timeZone);
  const until = action === 'cancel' ? cancellableUntil(row, settings, ctx.timeZone) : cutoff;
  if (ctx.now() < until) return;
  const moment = zonedMoment(ctx.timeZone, until);
  const message =
    until > cutoff
      ? msg('reservation.cancelGracePassed', { time: moment.time, minutes: RESERVATION.lateCancelGraceMinutes, phone })
      : msg('reservation.cutoffPassed', {
          time: moment.time,
          longDate: moment.date,
          hours: settings.booking.cancelCutoffHours,
          phone,
        });
  throw AppError.conflict(message, undefined, 'CUTOFF_PASSED');
}

export async function getManagedReservation(ctx: AppContext, token: string): Promise<ManagedReservationDto> {
  const row = await bookingOf(ctx.db, token, false);
  return managedDto(row, await readSettings(ctx.db), ctx);
}

/** Cancels the booking; a second cancel answers the same and sends nothing. */
export async function cancelManagedReservation(ctx: AppContext, token: string): Promise<ManagedReservationDto> {
  const { dto, mails, date } = await ctx.db.transaction(async (tx) => {
    const row = await bookingOf(tx, token, true);
    const bookingDay = await readBookingDay(tx, row.date, { fresh: true });
    if (row.status === 'cancelled' || holdLapsed(row, ctx.now())) {
      return { dto: managedDto(row, bookingDay.settings, ctx), mails: [], date: null };
    }
    assertChangeable(row, bookingDay.settings, ctx, 'cancel');
    const [cancelled] = await tx
      .update(reservations)
      .set({ status: 'cancelled', revision: row.revision + 1 })
      .where(eq(reservations.id, row.id))
      .returning();
    const { queued } = await queueDinerMail(
      tx,
      ctx,
      'cancelled-by-guest',
      { ...toDto(cancelled!), revision: cancelled!.revision },
      bookingDay,
    );
    await queueWaitlistCheck(tx, ctx, row.date);
    return { dto: managedDto(cancelled!, bookingDay.settings, ctx), mails: queued, date: row.date };
  });
  if (date) invalidateAvailability(ctx.db);
  ctx.mailer.dispatch(mails);
  return dto;
}

/**
 * A new date, time, party size or requests, checked like a new booking from `ip` under the new
 * date's lock: the calendar, the room and the online limits, with the booking's own guests left
 * out of every count. The booking goes back to pending and is counted under `ip` from then on.
 * A held booking stays held: only the confirm action ends a hold.
 */
export async function changeManagedReservation(
  ctx: AppContext,
  token: string,
  input: ManageReservationChangeInput,
  ip: string,
): Promise<ManagedReservationDto> {
  const { dto, mails } = await ctx.db.transaction(async (tx) => {
    const row = await bookingOf(tx, token, true);
    const bookingDay = await readBookingDay(tx, input.date, { lock: true, exceptId: row.id });
    assertChangeable(row, bookingDay.settings, ctx, 'change');
    assertOnlineBookingOn(bookingDay.settings);
    assertBookableOnline(input, bookingDay, ctx);
    const contact = { date: input.date, guests: input.guests, email: row.email, phone: row.phone };
    await assertWithinOnlineLimits(tx, ctx.rateLimits, contact, ip, bookingDay.settings.businessInfo.phone, row.id);
    const moved = input.date !== row.date || input.time !== row.time;
    const [changed] = await tx
      .update(reservations)
      .set({
        date: input.date,
        time: input.time,
        guests: input.guests,
        requests: input.requests,
        status: 'pending',
        revision: row.revision + 1,
        reminderSentAt: moved ? null : row.reminderSentAt,
        bookedFromIp: ip,
      })
      .where(eq(reservations.id, row.id))
      .returning();
    const { queued } = await queueDinerMail(
      tx,
      ctx,
      'changed',
      { ...toDto(changed!), revision: changed!.revision },
      bookingDay,
    );
    // The old date may now have room for someone waiting.
    if (moved || input.guests < row.guests) await queueWaitlistCheck(tx, ctx, row.date);
    return { dto: managedDto(changed!, bookingDay.settings, ctx), mails: queued };
  });
  invalidateAvailability(ctx.db);
  ctx.mailer.dispatch(mails);
  return dto;
}

/**
 * The diner confirms a booking that waits for it ("confirm by email"): it keeps its table. Only a
 * link sent by email while the booking was held may confirm it.
 */
export async function confirmManagedReservation(ctx: AppContext, token: string): Promise<ManagedReservationDto> {
  return ctx.db.transaction(async (tx) => {
    const { reservation: row, confirmsHold } = await linkOf(tx, token, true);
    if (row.holdExpiresAt && !confirmsHold) throw AppError.forbidden(msg('reservation.confirmWithEmail'));
    const settings = await readSettings(tx);
    await confirmHold(tx, ctx, row, settings.businessInfo.phone);
    return managedDto({ ...row, holdExpiresAt: null }, settings, ctx);
  });
}

/** The booking's calendar entry; a cancelled booking's entry cancels it in the diner's calendar. */
export async function managedReservationIcs(ctx: AppContext, token: string): Promise<string> {
  const row = await bookingOf(ctx.db, token, false);
  const settings = await readSettings(ctx.db);
  return reservationIcs(
    ctx,
    { ...toDto(row), revision: row.revision },
    settings.businessInfo,
    `/reservations/manage/${token}`,
  );
}
