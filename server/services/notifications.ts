import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  NOTIFICATION_LIMIT,
  NOTIFICATION_WINDOW_DAYS,
  type NotificationDto,
  type NotificationsDto,
  type NotificationType,
} from '../../shared/schemas/notifications';
import { can } from '../../shared/permissions';
import { formatClock } from '../../shared/time';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { adminUsers, cateringOrders, mailOutbox, notificationReads, reservations } from '../db/schema';
import { AppError } from '../errors';
import type { SignedInAdmin } from '../middleware/auth';

const DAY_MS = 24 * 60 * 60 * 1000;

type Item = Omit<NotificationDto, 'unread' | 'time'> & { at: Date };

/**
 * The notifications menu, built from what really happened: bookings and catering requests of
 * the last two weeks and, for roles that may see the outbox, emails that could not be
 * delivered. "Clear all" hides everything up to the moment it was pressed, per admin.
 */
export async function listNotifications(ctx: AppContext, admin: SignedInAdmin): Promise<NotificationsDto> {
  const since = await notificationsSince(ctx, admin.id);
  const sources: Promise<Item[]>[] = [recentReservations(ctx.db, since), recentCatering(ctx.db, since)];
  if (can(admin.role, 'mail.view')) sources.push(failedMail(ctx.db, since));
  const items = (await Promise.all(sources))
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, NOTIFICATION_LIMIT);

  const read = new Set<string>();
  if (items.length > 0) {
    const rows = await ctx.db
      .select({ id: notificationReads.notificationId })
      .from(notificationReads)
      .where(
        and(
          eq(notificationReads.adminUserId, admin.id),
          inArray(
            notificationReads.notificationId,
            items.map((item) => item.id),
          ),
        ),
      );
    for (const row of rows) read.add(row.id);
  }
  const dtos = items.map(({ at, ...item }) => ({ ...item, time: at.toISOString(), unread: !read.has(item.id) }));
  return { items: dtos, unreadCount: dtos.filter((item) => item.unread).length };
}

/** Marks one notification read for this admin; marking it again changes nothing. */
export async function markNotificationRead(
  ctx: AppContext,
  adminUserId: number,
  notification: { type: NotificationType; id: number },
): Promise<void> {
  if (!(await sourceExists(ctx.db, notification))) throw new AppError(404, 'NOT_FOUND', 'Notification not found');
  const now = ctx.now();
  await ctx.db
    .insert(notificationReads)
    .values({ adminUserId, notificationId: `${notification.type}-${notification.id}`, readAt: now })
    .onConflictDoNothing();
  // A notification leaves the menu two weeks after it happened, so older reads are dead weight.
  await ctx.db
    .delete(notificationReads)
    .where(
      and(
        eq(notificationReads.adminUserId, adminUserId),
        lt(notificationReads.readAt, new Date(now.getTime() - NOTIFICATION_WINDOW_DAYS * DAY_MS)),
      ),
    );
}

/** "Clear all": hides everything that happened until now, for this admin only. */
export async function clearNotifications(ctx: AppContext, adminUserId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Keep updated_at as it is: clearing the menu is not an edit of the account.
    await tx
      .update(adminUsers)
      .set({ notificationsClearedAt: ctx.now(), updatedAt: adminUsers.updatedAt })
      .where(eq(adminUsers.id, adminUserId));
    await tx.delete(notificationReads).where(eq(notificationReads.adminUserId, adminUserId));
  });
}

async function notificationsSince(ctx: AppContext, adminUserId: number): Promise<Date> {
  const windowStart = new Date(ctx.now().getTime() - NOTIFICATION_WINDOW_DAYS * DAY_MS);
  const [row] = await ctx.db
    .select({ clearedAt: adminUsers.notificationsClearedAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminUserId));
  const clearedAt = row?.clearedAt;
  return clearedAt && clearedAt > windowStart ? clearedAt : windowStart;
}

async function recentReservations(db: Database, since: Date): Promise<Item[]> {
  const rows = await db
    .select({
      id: reservations.id,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      guests: reservations.guests,
      date: reservations.date,
      time: reservations.time,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .where(gt(reservations.createdAt, since))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(NOTIFICATION_LIMIT);
  return rows.map((row) => ({
    id: `reservation-${row.id}`,
    type: 'reservation',
    title: 'New reservation',
    message: describeReservation(row),
    at: row.createdAt,
  }));
}

async function recentCatering(db: Database, since: Date): Promise<Item[]> {
  const rows = await db
    .select({
      id: cateringOrders.id,
      firstName: cateringOrders.firstName,
      lastName: cateringOrders.lastName,
      eventType: cateringOrders.eventType,
      guestCount: cateringOrders.guestCount,
      eventDate: cateringOrders.eventDate,
      createdAt: cateringOrders.createdAt,
    })
    .from(cateringOrders)
    .where(gt(cateringOrders.createdAt, since))
    .orderBy(desc(cateringOrders.createdAt), desc(cateringOrders.id))
    .limit(NOTIFICATION_LIMIT);
  return rows.map((row) => ({
    id: `catering-${row.id}`,
    type: 'catering',
    title: 'New catering request',
    message: describeCatering(row),
    at: row.createdAt,
  }));
}

async function failedMail(db: Database, since: Date): Promise<Item[]> {
  const rows = await db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, to: mailOutbox.to, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'failed'), gt(mailOutbox.createdAt, since)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(NOTIFICATION_LIMIT);
  return rows.map((row) => ({
    id: `mail-${row.id}`,
    type: 'mail',
    title: 'Email not delivered',
    message: `To ${row.to} · ${row.kind}`,
    at: row.createdAt,
  }));
}

async function sourceExists(db: Database, notification: { type: NotificationType; id: number }): Promise<boolean> {
  const table = { reservation: reservations, catering: cateringOrders, mail: mailOutbox }[notification.type];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, notification.id));
  return Boolean(row);
}

/** "Selam T. · 4 guests · Sat Dec 5, 6:30 PM" */
export function describeReservation(row: { firstName: string; lastName: string; guests: number; date: string; time: string }): string {
  return [
    shortName(row.firstName, row.lastName),
    guestsText(row.guests),
    `${formatDay(row.date)}, ${formatClock(row.time)}`,
  ].join(' · ');
}

/** "Abebe K. · Wedding · 120 guests · Sat Jun 5" */
export function describeCatering(row: {
  firstName: string;
  lastName: string;
  eventType: string;
  guestCount: number;
  eventDate: string;
}): string {
  return [shortName(row.firstName, row.lastName), row.eventType, guestsText(row.guestCount), formatDay(row.eventDate)].join(
    ' · ',
  );
}

/** "Selam Tesfaye" -> "Selam T." */
function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

const guestsText = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/** "2026-12-05" -> "Sat Dec 5"; a calendar date, so no time zone is involved. */
function formatDay(date: string): string {
  const value = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  const weekday = value.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  const month = value.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${weekday} ${month} ${value.getUTCDate()}`;
}
