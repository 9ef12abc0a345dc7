import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { languageOrDefault } from '@shared/language-path';
import { WAITLIST } from '@shared/constants';
import { bookingWindow, dayLoad, roomIn, slotsAfterLeadTime } from '@shared/schedule';
import { closedReason, dateWindowError, partySizeError } from '@shared/schedule-reasons';
import type {
  WaitlistClaimInput,
  WaitlistEntryDto,
  WaitlistJoinedDto,
  WaitlistJoinInput,
  WaitlistOfferDto,
  WaitlistStatus,
} from '@shared/schemas/waitlist';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { reservations, waitlistEntries, waitlistLinks } from '../db/schema';
import { AppError } from '../errors';
import { waitlistJoinedMail, waitlistTableOpenMail } from './waitlist-mail';
import { invalidateAvailability } from '../site';
import { readBookingDay, type BookingDay } from './calendar';
import { queueDinerMail } from './booking-mail';
import { lookupHash, mintToken } from './diner-links';
import { queueWaitlistCheck } from './waitlist-check';
import { assertBookableOnline, assertOnlineBookingOn, toDto } from './reservations';
import { msg } from '@shared/messages/message';

const NOT_FOUND = msg('waitlist.offerNotFound');

type EntryRow = typeof waitlistEntries.$inferSelect;

/** The grid times inside the entry's window that have room for its party now. */
function timesWithRoom(
  entry: Pick<EntryRow, 'date' | 'guests' | 'timeFrom' | 'timeTo'>,
  bookingDay: BookingDay,
  ctx: Pick<AppContext, 'timeZone' | 'now'>,
): string[] {
  const { settings, day, grid, bookings } = bookingDay;
  if (day.closed) return [];
  const { booking } = settings;
  const load = dayLoad(bookings, grid, booking.slotIntervalMinutes);
  if (load.bookedGuests + entry.guests > booking.dailyGuestCapacity) return [];
  return slotsAfterLeadTime(entry.date, grid, booking.sameDayLeadMinutes, ctx.timeZone, ctx.now()).filter(
    (time) => time >= entry.timeFrom && time <= entry.timeTo && roomIn(load, time, booking) >= entry.guests,
  );
}

/**
 * The booking rules a waitlist entry follows: the online party size; a date in the booking window
 * (today to the horizon) on which the restaurant is open; and a window of times that holds at
 * least one time still bookable online. Each refusal names its field and says why.
 */
function assertWaitlistable(
  input: WaitlistJoinInput,
  { settings, day, grid }: BookingDay,
  ctx: Pick<AppContext, 'timeZone' | 'now'>,
): void {
  const { booking } = settings;
  const errors: Record<string, string[]> = {};
  const sizeError = partySizeError(input.guests, booking);
  if (sizeError) errors.guests = [sizeError];
  const window = bookingWindow(ctx.timeZone, booking.horizonDays, ctx.now());
  const dateError = dateWindowError(input.date, window, booking.horizonDays) ?? (day.closed ? closedReason(day) : null);
  if (dateError) {
    errors.date = [dateError];
  } else {
    const offered = slotsAfterLeadTime(input.date, grid, booking.sameDayLeadMinutes, ctx.timeZone, ctx.now());
    const [first] = offered;
    const last = offered.at(-1);
    if (first === undefined || last === undefined) errors.date = [msg('waitlist.noTimesLeft')];
    else if (!offered.some((time) => time >= input.timeFrom && time <= input.timeTo)) {
      errors.timeFrom = [msg('waitlist.windowOutsideTimes', { firstTime: first, lastTime: last })];
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
}

/**
 * Adds a diner to a date's waitlist and confirms it by email. An address already waiting on that
 * date keeps its entry as it is and is sent nothing: a join never changes another, and answers
 * the same either way, so it tells no one who is waiting. Only the entry's own links change it.
 */
export async function joinWaitlist(ctx: AppContext, input: WaitlistJoinInput): Promise<WaitlistJoinedDto> {
  if (input.website?.trim()) throw AppError.badRequest(msg('waitlist.notAdded'));
  const mails = await ctx.db.transaction(async (tx) => {
    const bookingDay = await readBookingDay(tx, input.date, { fresh: true });
    assertWaitlistable(input, bookingDay, ctx);
    // Parallel joins of one address for one date are taken one by one.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${input.date}:${input.email.toLowerCase()}`}))`,
    );
    const [waiting] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.date, input.date),
          eq(waitlistEntries.status, 'waiting'),
          sql`lower(${waitlistEntries.email}) = lower(${input.email})`,
        ),
      )
      .limit(1);
    if (waiting) return [];
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
    return ctx.mailer.enqueue(tx, [
      { ...waitlistJoinedMail(entry!, bookingDay.settings.businessInfo), fromPublicForm: true },
    ]);
  });
  ctx.mailer.dispatch(mails);
  return { status: 'waiting' };
}

/** An entry may be offered a table: it has offers left, and its last one has lapsed. */
function offerDue(entry: Pick<EntryRow, 'notifiedAt'>, now: Date): boolean {
  return (
    entry.notifiedAt === null || now.getTime() - entry.notifiedAt.getTime() >= WAITLIST.offerWindowMinutes * 60_000
  );
}

/**
 * Emails the waiting diners on `date` whose party fits in their window now, each with an offer
 * link: at most WAITLIST.offersPerCheck of them, those offered fewest times first, then the
 * oldest. An entry is offered at most once per offer window and WAITLIST.maxOffersPerEntry times
 * in all. An offer kept over its recipient's hourly mail limit is not counted. When some who fit
 * were left out, the date is looked at again once the offers sent now could have lapsed. The
 * first to book through their link gets the table. Answers how many offers were sent.
 */
export async function notifyWaitlist(ctx: AppContext, date: string): Promise<number> {
  const { mails, sent } = await ctx.db.transaction(async (tx) => {
    const entries = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.date, date),
          eq(waitlistEntries.status, 'waiting'),
          lt(waitlistEntries.offersSent, WAITLIST.maxOffersPerEntry),
        ),
      )
      .orderBy(asc(waitlistEntries.offersSent), asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .for('update', { skipLocked: true });
    if (entries.length === 0) return { mails: [], sent: 0 };
    const bookingDay = await readBookingDay(tx, date, { fresh: true });
    const fitting = entries.filter((entry) => timesWithRoom(entry, bookingDay, ctx).length > 0);
    const chosen = fitting.filter((entry) => offerDue(entry, ctx.now())).slice(0, WAITLIST.offersPerCheck);
    if (chosen.length === 0) return { mails: [], sent: 0 };
    const offers = chosen.map((entry) => {
      const link = mintToken();
      const url = `${ctx.publicUrl}/reservations/waitlist/${link.token}`;
      return {
        entry,
        link,
        message: { ...waitlistTableOpenMail(entry, bookingDay.settings.businessInfo, url), fromPublicForm: true },
      };
    });
    const queued = await ctx.mailer.enqueue(
      tx,
      offers.map((offer) => offer.message),
    );
    const made = offers.filter((_, index) => !queued[index]!.suppressed);
    if (made.length > 0) {
      await tx
        .insert(waitlistLinks)
        .values(made.map(({ entry, link }) => ({ tokenHash: link.hash, entryId: entry.id })));
      await tx
        .update(waitlistEntries)
        .set({ notifiedAt: ctx.now(), offersSent: sql`${waitlistEntries.offersSent} + 1` })
        .where(
          inArray(
            waitlistEntries.id,
            made.map(({ entry }) => entry.id),
          ),
        );
    }
    // A minute past the window, so the offers just made have lapsed whatever the clocks' drift.
    if (fitting.length > made.length) await queueWaitlistCheck(tx, ctx, date, (WAITLIST.offerWindowMinutes + 1) * 60);
    return { mails: queued, sent: made.length };
  });
  ctx.mailer.dispatch(mails);
  return sent;
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
export async function claimWaitlistOffer(
  ctx: AppContext,
  token: string,
  input: WaitlistClaimInput,
): Promise<WaitlistOfferDto> {
  const { dto, mails } = await ctx.db.transaction(async (tx) => {
    const entry = await entryOf(tx, token, true);
    if (entry.status === 'booked') throw AppError.conflict(msg('waitlist.offerUsed'));
    if (entry.status === 'declined') throw AppError.conflict(msg('waitlist.offerDeclined'));
    if (entry.status !== 'waiting') throw AppError.conflict(msg('waitlist.offerExpired'));
    const bookingDay = await readBookingDay(tx, entry.date, { lock: true });
    assertOnlineBookingOn(bookingDay.settings);
    if (!timesWithRoom(entry, bookingDay, ctx).includes(input.time)) {
      const message = msg('waitlist.tableTaken');
      throw AppError.conflict(message, { time: [message] }, 'FULLY_BOOKED');
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
    const { queued, managePath } = await queueDinerMail(
      tx,
      ctx,
      'received',
      { ...toDto(row!), revision: row!.revision },
      bookingDay,
    );
    return { dto: offerDto(booked!, [], managePath), mails: queued };
  });
  invalidateAvailability(ctx.db);
  ctx.mailer.dispatch(mails);
  return dto;
}

/**
 * "No thanks": the diner leaves the date's waitlist through an offer's link, and is offered no
 * more tables for it. Declining again answers the same; a used or expired offer is a 409.
 */
export async function declineWaitlistOffer(ctx: AppContext, token: string): Promise<WaitlistOfferDto> {
  return ctx.db.transaction(async (tx) => {
    const entry = await entryOf(tx, token, true);
    if (entry.status === 'booked') throw AppError.conflict(msg('waitlist.offerUsed'));
    if (entry.status === 'expired') throw AppError.conflict(msg('waitlist.offerExpired'));
    if (entry.status === 'declined') return offerDto(entry, [], null);
    const [declined] = await tx
      .update(waitlistEntries)
      .set({ status: 'declined' })
      .where(eq(waitlistEntries.id, entry.id))
      .returning();
    return offerDto(declined!, [], null);
  });
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
