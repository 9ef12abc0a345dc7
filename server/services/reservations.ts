import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import { RESERVATION } from '@shared/constants';
import type {
  PublicReservationInput,
  ReservationDayGuests,
  ReservationDto,
  ReservationInput,
  ReservationStatusInput,
  ReservationUpdateInput,
} from '@shared/schemas/reservation';
import { addDays, clockMinutes, slotTimes, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { AppError } from '../errors';
import { newReservationAlertMail, reservationReceivedMail } from '../mail/reservation-mail';
import { recordAudit, type Actor } from './audit';
import { readSettings } from './settings';

type Row = typeof reservations.$inferSelect;

const NOT_FOUND = 'Reservation not found';
const PAST_DATE = 'Choose today or a later date';

function toDto(row: Row): ReservationDto {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Serializes every booking change of one date across all app processes until the
 * transaction ends, so the capacity check and the write that follows it cannot interleave
 * with another request's.
 */
async function lockDate(tx: Database, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reservation-date:${date}`}))`);
}

/** Guests booked on `date` in every status but cancelled, leaving out one booking if given. */
async function guestsOn(tx: Database, date: string, exceptId?: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${reservations.guests}), 0)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.date, date),
        ne(reservations.status, 'cancelled'),
        exceptId === undefined ? undefined : ne(reservations.id, exceptId),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Call under lockDate(tx, date). */
async function assertRoomFor(tx: Database, date: string, guests: number, exceptId?: number): Promise<void> {
  if ((await guestsOn(tx, date, exceptId)) + guests > RESERVATION.dailyGuestCapacity) {
    throw new AppError(409, 'FULLY_BOOKED', 'Fully booked');
  }
}

/** The online booking rules that depend on the clock and the stored slots: date horizon, slot, same-day lead time. */
function assertBookableOnline(
  input: Pick<PublicReservationInput, 'date' | 'time'>,
  slots: string[],
  ctx: Pick<AppContext, 'timeZone' | 'now'>,
): void {
  const now = zonedMoment(ctx.timeZone, ctx.now());
  const errors: Record<string, string[]> = {};
  if (input.date < now.date) {
    errors.date = [PAST_DATE];
  } else if (input.date > addDays(now.date, RESERVATION.horizonDays)) {
    errors.date = [`Reservations can be made up to ${RESERVATION.horizonDays} days ahead`];
  }
  if (!slots.includes(input.time)) {
    errors.time = ['Choose one of the available reservation times'];
  } else if (input.date === now.date && clockMinutes(input.time) - now.minutes <= RESERVATION.sameDayLeadMinutes) {
    errors.time = [`For today, choose a time more than ${RESERVATION.sameDayLeadMinutes} minutes from now`];
  }
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
}

/**
 * A diner's booking from the website: online booking on, the form's rules, room on the day;
 * status always pending, then a "received" mail to the diner and an alert to the restaurant.
 */
export async function createPublicReservation(
  ctx: AppContext,
  input: PublicReservationInput,
): Promise<ReservationDto> {
  if (input.website?.trim()) {
    // A bot filled the hidden field; tell it nothing useful and store nothing.
    throw AppError.badRequest('We could not take this reservation. Please call us to book.');
  }
  const settings = await readSettings(ctx.db);
  if (!settings.reservationsEnabled) {
    throw new AppError(
      409,
      'FEATURE_DISABLED',
      `Online reservations are not available right now. Please call us at ${settings.businessInfo.phone}.`,
    );
  }
  assertBookableOnline(input, slotTimes(settings.reservationSlots), ctx);

  const business = settings.businessInfo;
  // The booking and both mails commit together: a stored booking always has its mails.
  const { reservation, mails } = await ctx.db.transaction(async (tx) => {
    await lockDate(tx, input.date);
    await assertRoomFor(tx, input.date, input.guests);
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
      })
      .returning();
    const booked = toDto(row!);
    const queued = await ctx.mailer.enqueue(tx, [
      reservationReceivedMail(booked, business),
      newReservationAlertMail(booked, business, `${ctx.publicUrl}/admin`),
    ]);
    return { reservation: booked, mails: queued };
  });
  ctx.mailer.dispatch(mails);
  return reservation;
}

/**
 * A booking staff take by phone: up to 20 guests, any status, any time of day, no lead time
 * or horizon, but not on a past date, and never over the day's capacity.
 */
export async function createStaffReservation(
  ctx: AppContext,
  actor: Actor,
  input: ReservationInput,
): Promise<ReservationDto> {
  if (input.date < zonedMoment(ctx.timeZone, ctx.now()).date) throw AppError.invalid({ date: [PAST_DATE] });
  // Read before the booking, so nothing after the commit can fail the request.
  const { businessInfo } = await readSettings(ctx.db);

  const reservation = await ctx.db.transaction(async (tx) => {
    await lockDate(tx, input.date);
    if (input.status !== 'cancelled') await assertRoomFor(tx, input.date, input.guests);
    const [row] = await tx.insert(reservations).values(input).returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'reservation',
      entityId: row!.id,
      details: { date: row!.date, time: row!.time, guests: row!.guests, status: row!.status },
    });
    return toDto(row!);
  });

  // Only a live booking is worth a mail; a cancelled or completed one is a record for staff.
  if (reservation.status === 'pending' || reservation.status === 'confirmed') {
    await ctx.mailer.sendBestEffort(reservationReceivedMail(reservation, businessInfo));
  }
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
  const where = date
    ? eq(reservations.date, date)
    : gte(reservations.date, zonedMoment(ctx.timeZone, ctx.now()).date);
  return ctx.db
    .select({ date: reservations.date, guests: reservations.guests })
    .from(reservations)
    .where(and(where, ne(reservations.status, 'cancelled')))
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id));
}

/**
 * A staff edit: the full form or only the status. The capacity of the (new) date is checked
 * again whenever the booking takes more room there than it did: more guests, another date,
 * or a cancelled booking coming back.
 */
export async function updateReservation(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ReservationUpdateInput | ReservationStatusInput,
): Promise<ReservationDto> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!current) throw AppError.notFound(NOT_FOUND);

    const next = { ...current, ...stripUndefined(input) };
    if (next.date !== current.date && next.date < zonedMoment(ctx.timeZone, ctx.now()).date) {
      throw AppError.invalid({ date: [PAST_DATE] });
    }
    const takesMoreRoom =
      current.status === 'cancelled' || next.date !== current.date || next.guests > current.guests;
    if (next.status !== 'cancelled' && takesMoreRoom) {
      await lockDate(tx, next.date);
      await assertRoomFor(tx, next.date, next.guests, id);
    }

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
      })
      .where(eq(reservations.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'status' in input && Object.keys(input).length === 1 ? 'update-status' : 'update',
      entity: 'reservation',
      entityId: id,
      details: changedFields(current, row!),
    });
    return toDto(row!);
  });
}

export async function deleteReservation(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(reservations).where(eq(reservations.id, id)).returning();
    if (!row) throw AppError.notFound(NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'reservation',
      entityId: id,
      details: { date: row.date, time: row.time, guests: row.guests, status: row.status },
    });
  });
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
