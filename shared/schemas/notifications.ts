import { z } from 'zod';
import type { ActivityFacts } from '../analytics';

export const NOTIFICATION_TYPES = ['reservation', 'catering', 'gift-card-request', 'mail', 'online-order'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How far back the notifications menu looks, and how many items it shows at most. */
export const NOTIFICATION_WINDOW_DAYS = 14;
export const NOTIFICATION_LIMIT = 50;

const NOTIFICATION_ID = /^(reservation|catering|gift-card-request|mail|online-order)-([1-9]\d{0,9})$/;

/**
 * A notification id names its source row: "reservation-12", "catering-3", "gift-card-request-4",
 * "mail-7", "online-order-9".
 */
export const notificationIdSchema = z
  .string()
  .regex(NOTIFICATION_ID)
  .transform((value) => {
    const [, type, id] = NOTIFICATION_ID.exec(value) as unknown as [string, NotificationType, string];
    return { type, id: Number(id) };
  })
  .refine((value) => value.id <= 2_147_483_647);

export interface NotificationDto {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** The same event as facts, for a screen to word in its own language. */
  facts: ActivityFacts;
  /** ISO timestamp of the event (when the booking, request or email was made). */
  time: string;
  unread: boolean;
}

export interface NotificationsDto {
  items: NotificationDto[];
  /** Unread among `items`. */
  unreadCount: number;
}

/** An email as the outbox list shows it; never the body, which may hold a password-reset link. */
export interface MailOutboxEntryDto {
  id: number;
  kind: string;
  to: string;
  subject: string;
  /** queued, sent, failed, logged (no SMTP configured) or retried (sent again as a new entry). */
  status: string;
  error: string | null;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

export interface MailRetryDto {
  /** The outbox id of the new attempt. */
  id: number;
}
