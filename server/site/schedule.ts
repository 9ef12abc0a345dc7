import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { LIVE_RESERVATION_STATUSES, RESERVATION } from '@shared/constants';
import { latestExceptionEnd, seatedInHours, type CalendarException } from '@shared/schedule';
import type {
  AffectedReservation,
  ScheduleExceptionDto,
  ScheduleExceptionInput,
  ScheduleExceptionSaved,
} from '@shared/schemas/schedule';
import { addDays, datesBetween, daysBetween, zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { reservations, scheduleExceptions } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit, type Actor } from '../audit';
import { openOrdersBetween } from './affected-orders';
import { lockDate, lockOrderDate } from './date-lock';
import { invalidateSettings, loadSettings } from './settings';
import { msg } from '@shared/messages/message';

type Row = typeof scheduleExceptions.$inferSelect;

const NOT_FOUND = msg('schedule.notFound');

function toDto(row: Row, today: string): ScheduleExceptionDto {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    closed: row.closed,
    periods: row.closed ? [] : row.periods,
    label: row.label,
    editable: row.endDate >= today,
  };
}

const todayOf = (ctx: Pick<AppContext, 'timeZone' | 'now'>) => zonedMoment(ctx.timeZone, ctx.now()).date;

/** The exceptions that cover any day from `from` to `to`, in date order. */
export async function exceptionsBetween(db: Database, from: string, to: string): Promise<CalendarException[]> {
  return db
    .select({
      startDate: scheduleExceptions.startDate,
      endDate: scheduleExceptions.endDate,
      closed: scheduleExceptions.closed,
      periods: scheduleExceptions.periods,
      label: scheduleExceptions.label,
    })
    .from(scheduleExceptions)
    .where(and(lte(scheduleExceptions.startDate, to), gte(scheduleExceptions.endDate, from)))
    .orderBy(asc(scheduleExceptions.startDate));
}

/** Every exception, past ones included (read-only), by start date. */
export async function listExceptions(ctx: AppContext): Promise<ScheduleExceptionDto[]> {
  const today = todayOf(ctx);
  const rows = await ctx.db
    .select()
    .from(scheduleExceptions)
    .orderBy(asc(scheduleExceptions.startDate), asc(scheduleExceptions.id));
  return rows.map((row) => toDto(row, today));
}

/** The exceptions of the coming weeks, for the public pages and the structured data. */
export async function listUpcomingExceptions(ctx: AppContext): Promise<ScheduleExceptionDto[]> {
  const today = todayOf(ctx);
  const rows = await ctx.db
    .select()
    .from(scheduleExceptions)
    .where(
      and(
        lte(scheduleExceptions.startDate, addDays(today, RESERVATION.upcomingExceptionDays)),
        gte(scheduleExceptions.endDate, today),
      ),
    )
    .orderBy(asc(scheduleExceptions.startDate));
  return rows.map((row) => toDto(row, today));
}

/**
 * A range in the past, too long or too far ahead. An exception under way keeps the start it
 * already has, so it can be extended or shortened without rewriting the days that have passed.
 */
function assertRange(input: ScheduleExceptionInput, today: string, currentStart?: string): void {
  if (input.endDate < today) throw AppError.invalid({ endDate: [msg('schedule.endsInPast')] });
  if (input.startDate < today && input.startDate !== currentStart) {
    throw AppError.invalid({ startDate: [msg('field.pastDate')] });
  }
  if (input.endDate > latestExceptionEnd(today)) {
    throw AppError.invalid({ endDate: [msg('schedule.tooFarAhead', { years: RESERVATION.exceptionYearsAhead })] });
  }
  if (daysBetween(input.startDate, input.endDate) >= RESERVATION.maxExceptionDays) {
    throw AppError.invalid({ endDate: [msg('schedule.tooLong', { days: RESERVATION.maxExceptionDays })] });
  }
}

/**
 * Under the locks of every date of the range: refuses an overlap with another exception,
 * writes, and lists the live bookings the new hours leave out, for staff to call.
 */
async function saveException(
  ctx: AppContext,
  actor: Actor,
  input: ScheduleExceptionInput,
  id?: number,
): Promise<ScheduleExceptionSaved> {
  const today = todayOf(ctx);
  if (id === undefined) assertRange(input, today);
  const saved = await ctx.db.transaction(async (tx) => {
    if (id !== undefined) {
      const [current] = await tx.select().from(scheduleExceptions).where(eq(scheduleExceptions.id, id)).for('update');
      if (!current) throw AppError.notFound(NOT_FOUND);
      if (current.endDate < today) throw AppError.conflict(msg('schedule.pastException'));
      assertRange(input, today, current.startDate);
    }
    const dates = datesBetween(input.startDate, input.endDate, RESERVATION.maxExceptionDays);
    for (const date of dates) await lockDate(tx, date);
    // Then the pickup orders' locks, in date order: an order racing the new hours lands before them or sees them.
    for (const date of dates) await lockOrderDate(tx, date);

    const overlapping = (
      await tx
        .select()
        .from(scheduleExceptions)
        .where(and(lte(scheduleExceptions.startDate, input.endDate), gte(scheduleExceptions.endDate, input.startDate)))
    ).filter((row) => row.id !== id);
    if (overlapping[0]) {
      const other = overlapping[0];
      const overlap = msg('schedule.overlap', { label: other.label, from: other.startDate, to: other.endDate });
      throw AppError.conflict(overlap, { startDate: [overlap] });
    }

    const values = {
      startDate: input.startDate,
      endDate: input.endDate,
      closed: input.closed,
      periods: input.periods,
      label: input.label,
    };
    const [row] =
      id === undefined
        ? await tx.insert(scheduleExceptions).values(values).returning()
        : await tx.update(scheduleExceptions).set(values).where(eq(scheduleExceptions.id, id)).returning();
    await recordAudit(tx, actor, {
      action: id === undefined ? 'create' : 'update',
      entity: 'schedule-exception',
      entityId: row!.id,
      details: values,
    });
    const affected = await bookingsOutsideHours(tx, row!, today);
    // Only a closed day stops the pickups: open orders of its days are listed to be called, never cancelled.
    const orders = row!.closed
      ? await openOrdersBetween(tx, row!.startDate < today ? today : row!.startDate, row!.endDate)
      : [];
    return {
      exception: toDto(row!, today),
      affected: { count: affected.length + orders.length, reservations: affected, orders },
    };
  });
  // The site's hours change with it (every page lists the special hours), and so does availability.
  invalidateSettings(ctx.db);
  return saved;
}

/** Pending and confirmed bookings from today to the end of the range that its hours do not seat. */
async function bookingsOutsideHours(tx: Database, exception: Row, today: string): Promise<AffectedReservation[]> {
  const { booking } = await loadSettings(tx);
  const rows = await tx
    .select({
      id: reservations.id,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      phone: reservations.phone,
      email: reservations.email,
      date: reservations.date,
      time: reservations.time,
      guests: reservations.guests,
      status: reservations.status,
    })
    .from(reservations)
    .where(
      and(
        gte(reservations.date, exception.startDate < today ? today : exception.startDate),
        lte(reservations.date, exception.endDate),
        inArray(reservations.status, LIVE_RESERVATION_STATUSES),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id));
  if (exception.closed) return rows;
  return rows.filter((row) => !seatedInHours(row.time, exception.periods, booking.lastSeatingMinutes));
}

export function createException(
  ctx: AppContext,
  actor: Actor,
  input: ScheduleExceptionInput,
): Promise<ScheduleExceptionSaved> {
  return saveException(ctx, actor, input);
}

export function updateException(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ScheduleExceptionInput,
): Promise<ScheduleExceptionSaved> {
  return saveException(ctx, actor, input, id);
}

/** Removes an upcoming exception: those days follow the weekly hours again. */
export async function deleteException(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const today = todayOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(scheduleExceptions).where(eq(scheduleExceptions.id, id)).for('update');
    if (!current) throw AppError.notFound(NOT_FOUND);
    if (current.endDate < today) throw AppError.conflict(msg('schedule.pastException'));
    await tx.delete(scheduleExceptions).where(eq(scheduleExceptions.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'schedule-exception',
      entityId: id,
      details: { startDate: current.startDate, endDate: current.endDate, label: current.label },
    });
  });
  invalidateSettings(ctx.db);
}
