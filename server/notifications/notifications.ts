import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  NOTIFICATION_LIMIT,
  NOTIFICATION_WINDOW_DAYS,
  type NotificationDto,
  type NotificationsDto,
  type NotificationType,
} from '@shared/schemas/notifications';
import { can } from '@shared/permissions';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import {
  adminUsers,
  cateringOrders,
  giftCardRequests,
  mailOutbox,
  notificationReads,
  onlineOrders,
  reservations,
} from '../db/schema';
import { AppError } from '../errors';
import type { SignedInAdmin } from '../middleware/auth';
import {
  newestCateringRequests,
  newestGiftCardRequests,
  newestReservations,
  waitingOrders,
  type ActivityLine,
} from './activity-feed';
import { msg } from '@shared/messages/message';

const DAY_MS = 24 * 60 * 60 * 1000;

type Item = Omit<NotificationDto, 'unread' | 'time'> & { at: Date };

/**
 * The notifications menu, built from what really happened: bookings and catering requests of
 * the last two weeks, gift card requests for roles that may see gift cards and, for roles that
 * may see the outbox, emails that could not be delivered, and for roles that run the orders board,
 * pickup orders waiting to be accepted. "Clear all" hides everything up to
 * the moment it was pressed, per admin.
 */
export async function listNotifications(ctx: AppContext, admin: SignedInAdmin): Promise<NotificationsDto> {
  const since = await notificationsSince(ctx, admin.id);
  const sources: Promise<Item[]>[] = [recentBookingsAndRequests(ctx.db, since)];
  if (can(admin.role, 'giftCards.view')) sources.push(recentGiftCardRequests(ctx.db, since));
  if (can(admin.role, 'mail.view')) sources.push(failedMail(ctx.db, since));
  if (can(admin.role, 'orders.view')) sources.push(recentWaitingOrders(ctx.db, since, ctx.now()));
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
  admin: SignedInAdmin,
  notification: { type: NotificationType; id: number },
): Promise<void> {
  if (!mayRead(admin, notification.type) || !(await sourceExists(ctx.db, notification)))
    throw AppError.notFound(msg('notifications.notFound'));
  const now = ctx.now();
  await ctx.db
    .insert(notificationReads)
    .values({ adminUserId: admin.id, notificationId: `${notification.type}-${notification.id}`, readAt: now })
    .onConflictDoNothing();
  // A notification leaves the menu two weeks after it happened, so older reads are dead weight.
  await ctx.db
    .delete(notificationReads)
    .where(
      and(
        eq(notificationReads.adminUserId, admin.id),
        lt(notificationReads.readAt, new Date(now.getTime() - NOTIFICATION_WINDOW_DAYS * DAY_MS)),
      ),
    );
}

/** "Clear all": hides everything that happened until now, for this admin only. */
export async function clearNotifications(ctx: AppContext, admin: SignedInAdmin): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Keep updated_at as it is: clearing the menu is not an edit of the account.
    await tx
      .update(adminUsers)
      .set({ notificationsClearedAt: ctx.now(), updatedAt: adminUsers.updatedAt })
      .where(eq(adminUsers.id, admin.id));
    await tx.delete(notificationReads).where(eq(notificationReads.adminUserId, admin.id));
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

/** Bookings and catering requests as notifications, their ids prefixed with their type. */
async function recentBookingsAndRequests(db: Database, since: Date): Promise<Item[]> {
  const [bookings, requests] = await Promise.all([
    newestReservations(db, NOTIFICATION_LIMIT, since),
    newestCateringRequests(db, NOTIFICATION_LIMIT, since),
  ]);
  const asItem =
    (type: 'reservation' | 'catering') =>
    (line: ActivityLine): Item => ({
      id: `${type}-${line.id}`,
      type,
      title: line.title,
      message: line.detail,
      facts: line.facts,
      at: line.at,
    });
  return [...bookings.map(asItem('reservation')), ...requests.map(asItem('catering'))];
}

async function recentGiftCardRequests(db: Database, since: Date): Promise<Item[]> {
  const requests = await newestGiftCardRequests(db, NOTIFICATION_LIMIT, since);
  return requests.map((line) => ({
    id: `gift-card-request-${line.id}`,
    type: 'gift-card-request',
    title: line.title,
    message: line.detail,
    facts: line.facts,
    at: line.at,
  }));
}

async function recentWaitingOrders(db: Database, since: Date, now: Date): Promise<Item[]> {
  const orders = await waitingOrders(db, NOTIFICATION_LIMIT, since, now);
  return orders.map((line) => ({
    id: `online-order-${line.id}`,
    type: 'online-order',
    title: line.title,
    message: line.detail,
    facts: line.facts,
    at: line.at,
  }));
}

/** A notification of a kind the admin's role is never shown does not exist for them. */
function mayRead(admin: SignedInAdmin, type: NotificationType): boolean {
  if (type === 'gift-card-request') return can(admin.role, 'giftCards.view');
  if (type === 'online-order') return can(admin.role, 'orders.view');
  return true;
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
    facts: { type: 'mail' as const, to: row.to, kind: row.kind },
    at: row.createdAt,
  }));
}

async function sourceExists(db: Database, notification: { type: NotificationType; id: number }): Promise<boolean> {
  const table = {
    reservation: reservations,
    catering: cateringOrders,
    'gift-card-request': giftCardRequests,
    mail: mailOutbox,
    'online-order': onlineOrders,
  }[notification.type];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, notification.id));
  return Boolean(row);
}
