import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { languageOrDefault } from '@shared/language-path';
import { dayLoad, roomIn, slotsAfterLeadTime } from '@shared/schedule';
import type { WaitlistClaimInput, WaitlistEntryDto, WaitlistJoinInput, WaitlistOfferDto, WaitlistStatus } from '@shared/schemas/waitlist';
import { zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { reservations, waitlistEntries, waitlistLinks } from '../db/schema';
import { AppError } from '../errors';
import { waitlistJoinedMail, waitlistTableOpenMail } from '../mail/waitlist-mail';
import { invalidateAvailability } from './availability-cache';
import { readBookingDay, type BookingDay } from './booking-calendar';
import { queueDinerMail } from './booking-mail';
import { lookupHash, mintToken } from './diner-links';
import { assertBookableOnline, assertOnlineBookingOn, toDto } from './reservations';
import { msg } from '@shared/messages/message';

const NOT_FOUND = msg('waitlist.offerNotFound');

type EntryRow = typeof waitlistEntries.$inferSelect;

/** The grid times inside the entry's window that have room for its party now. */
function timesWithRoom(entry: Pick<EntryRow, 'date' | 'guests' | 'timeFrom' | 'timeTo'>, bookingDay: BookingDay, ctx: Pick<AppContext, 'timeZone' | 'now'>): string[] {
  const { settings, day, grid, bookings } = bookingDay;
  if (day.closed) return [];
  const { booking } = settings;
  const load = dayLoad(bookings, grid, booking.slotIntervalMinutes);
  if (load.bookedGuests + entry.guests > booking.dailyGuestCapacity) return [];
  return slotsAfterLeadTime(entry.date, grid, booking.sameDayLeadMinutes, ctx.timeZone, ctx.now()).filter(
    (time) => time >= entry.timeFrom && time <= entry.timeTo && roomIn(load, time, booking) >= entry.guests,
  );
}

/** Adds a diner to a date's waitlist and confirms it by email. */
export async function joinWaitlist(ctx: AppContext, input: WaitlistJoinInput): Promise<{ id: number }> {
  if (input.website?.trim()) throw AppError.badRequest(msg('waitlist.notAdded'));
  const today = zonedMoment(ctx.timeZone, ctx.now()).date;
  if (input.date < today) throw AppError.invalid({ date: [msg('field.pastDate')] });
  const { id, mails } = await ctx.db.transaction(async (tx) => {
    // The same diner asking again for the same date updates their place in line; no second email.
    const [again] = await tx
      .update(waitlistEntries)
      .set({ name: input.name, phone: input.phone, guests: input.guests, timeFrom: input.timeFrom, timeTo: input.timeTo })
      .where(
        and(
          eq(waitlistEntries.date, input.date),
          eq(waitlistEntries.status, 'waiting'),
          sql`lower(${waitlistEntries.email}) = lower(${input.email})`,
        ),
      )
      .returning({ id: waitlistEntries.id });
    if (again) return { id: again.id, mails: [] };
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        guests: input.guests,
        date: input.date,
        timeFrom: input.timeFrom,
        timeTo: input.timeTo,
        language: input.language ?? 'en',
      })
      .returning();
    const bookingDay = await readBookingDay(tx, input.date, { fresh: true });
    const queued = await ctx.mailer.enqueue(tx, [
      { ...waitlistJoinedMail(entry!, bookingDay.settings.businessInfo), fromPublicForm: true },
    ]);
    return { id: entry!.id, mails: queued };
  });
  ctx.mailer.dispatch(mails);
  return { id };
}

/**
 * Emails every diner waiting on `date` whose party fits in their window now, oldest entry first,
 * each with an offer link. The first to book through theirs gets the table. Answers how many.
 */
export async function notifyWaitlist(ctx: AppContext, date: string): Promise<number> {
  const mails = await ctx.db.transaction(async (tx) => {
    const entries = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.status, 'waiting')))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .for('update', { skipLocked: true });
    if (entries.length === 0) return [];
    const bookingDay = await readBookingDay(tx, date, { fresh: true });
    const messages = [];
    for (const entry of entries) {
      if (timesWithRoom(entry, bookingDay, ctx).length === 0) continue;
      const { token, hash } = mintToken();
      await tx.insert(waitlistLinks).values({ tokenHash: hash, entryId: entry.id });
      await tx.update(waitlistEntries).set({ notifiedAt: ctx.now() }).where(eq(waitlistEntries.id, entry.id));
      messages.push(waitlistTableOpenMail(entry, bookingDay.settings.businessInfo, `${ctx.publicUrl}/reservations/waitlist/${token}`));
    }
    return ctx.mailer.enqueue(tx, messages);
  });
  ctx.mailer.dispatch(mails);
  return mails.length;
}

async function entryOf(db: Database, token: string, lock: boolean): Promise<EntryRow> {
  const hash = lookupHash(token);
  if (hash) {
    const query = db
      .select({ entry: waitlistEntries })
      .from(waitlistLinks)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistLinks.entryId))
      .where(eq(waitlistLinks.tokenHash, hash));
    const [found] = lock ? await query.for('update', { of: waitlistEntries }) : await query;
    if (found) return found.entry;
  }
  throw AppError.notFound(NOT_FOUND);
}

function offerDto(entry: EntryRow, times: string[], managePath: string | null): WaitlistOfferDto {
  return {
    name: entry.name,
    date: entry.date,
    guests: entry.guests,
    timeFrom: entry.timeFrom,
    timeTo: entry.timeTo,
    status: entry.status as WaitlistStatus,
    language: languageOrDefault(entry.language),
    times,
    managePath,
  };
}

/** What an offer link shows: the times that still fit, none once the room is gone or it was used. */
export async function getWaitlistOffer(ctx: AppContext, token: string): Promise<WaitlistOfferDto> {
  const entry = await entryOf(ctx.db, token, false);
  if (entry.status !== 'waiting') return offerDto(entry, [], null);
  const bookingDay = await readBookingDay(ctx.db, entry.date, { fresh: true });
  return offerDto(entry, timesWithRoom(entry, bookingDay, ctx), null);
}

/**
 * Books the offered table, under the date's lock and the booking rules; the entry is locked and
 * marked booked in the same transaction, so a link used twice books at most one table.
 */
export async function claimWaitlistOffer(ctx: AppContext, token: string, input: WaitlistClaimInput): Promise<WaitlistOfferDto> {
  const { dto, mails } = await ctx.db.transaction(async (tx) => {
    const entry = await entryOf(tx, token, true);
    if (entry.status === 'booked') throw new AppError(409, 'CONFLICT', msg('waitlist.offerUsed'));
    if (entry.status !== 'waiting') throw new AppError(409, 'CONFLICT', msg('waitlist.offerExpired'));
    const bookingDay = await readBookingDay(tx, entry.date, { lock: true });
    assertOnlineBookingOn(bookingDay.settings);
    if (!timesWithRoom(entry, bookingDay, ctx).includes(input.time)) {
      const message = msg('waitlist.tableTaken');
      throw new AppError(409, 'FULLY_BOOKED', message, { time: [message] });
    }
    assertBookableOnline({ date: entry.date, time: input.time, guests: entry.guests }, bookingDay, ctx);
    const [first = entry.name, ...rest] = entry.name.trim().split(/\s+/);
    const [row] = await tx
      .insert(reservations)
      .values({
        firstName: first,
        lastName: rest.join(' ') || '-',
        email: entry.email,
        phone: entry.phone,
        date: entry.date,
        time: input.time,
        guests: entry.guests,
        status: 'pending',
        language: entry.language,
      })
      .returning();
    const [booked] = await tx
      .update(waitlistEntries)
      .set({ status: 'booked', reservationId: row!.id })
      .where(eq(waitlistEntries.id, entry.id))
      .returning();
    const { queued, managePath } = await queueDinerMail(tx, ctx, 'received', { ...toDto(row!), revision: row!.revision }, bookingDay);
    return { dto: offerDto(booked!, [], managePath), mails: queued };
  });
  invalidateAvailability(ctx.db);
  ctx.mailer.dispatch(mails);
  return dto;
}

/** The waitlist of one date, oldest first, for staff. */
export async function listWaitlist(ctx: AppContext, date: string): Promise<WaitlistEntryDto[]> {
  const rows = await ctx.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.date, date))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    guests: row.guests,
    date: row.date,
    timeFrom: row.timeFrom,
    timeTo: row.timeTo,
    status: row.status as WaitlistStatus,
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    reservationId: row.reservationId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Entries whose date has passed are expired (nightly). Answers how many. */
export async function expireWaitlist(db: Database, today: string): Promise<number> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status: 'expired' })
    .where(and(eq(waitlistEntries.status, 'waiting'), lt(waitlistEntries.date, today)))
    .returning({ id: waitlistEntries.id });
  return rows.length;
}

