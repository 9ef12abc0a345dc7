// Who may do what. The server enforces it on every route; the admin
// screens read the same table to disable what a role cannot do, with an explanation.
import type { AdminRole } from './constants';

const EVERYONE: readonly AdminRole[] = ['admin', 'manager', 'staff'];
const MANAGERS: readonly AdminRole[] = ['admin', 'manager'];
const ADMINS: readonly AdminRole[] = ['admin'];

export const PERMISSIONS = {
  /** Dashboard, analytics, notifications. */
  'dashboard.view': EVERYONE,
  /** The orders board: today's and every open pickup order. */
  'orders.view': EVERYONE,
  /** Accept, reject, mark ready, picked up, not picked up or cancel a pickup order. */
  'orders.manage': EVERYONE,
  /** How pickup orders are taken: on or off, automatic accepting, prep time, capacity, tax. */
  'orders.settings': MANAGERS,
  /** Give back money paid by card online, all or part of it. */
  'payments.refund': MANAGERS,
  'reservations.manage': EVERYONE,
  'catering.view': EVERYONE,
  'catering.status': EVERYONE,
  /** Create, edit, delete and quote catering orders. */
  'catering.manage': MANAGERS,
  'menu.view': EVERYONE,
  'menu.availability': EVERYONE,
  /** Create, edit and delete dishes and categories, feature dishes, upload images. */
  'menu.manage': MANAGERS,
  'restaurant.status': EVERYONE,
  /** The card list, the requests from the public form, the tiles and the export. */
  'giftCards.view': MANAGERS,
  /** Create cards, issue or decline requests, adjust, void and extend a card. */
  'giftCards.manage': MANAGERS,
  /** Look a card up by its code, redeem it at the table, undo one's own redemption, the day's report. */
  'giftCards.redeem': EVERYONE,
  /** The hall's pipeline, calendar, event pages and BEOs; notes on an event. */
  'hallEvents.view': EVERYONE,
  /** Packages, proposals, payments, refunds, status changes, holds released, closures and the hall's settings. */
  'hallEvents.manage': MANAGERS,
  /** The Site Content section: the photos of each place, the announcement and the testimonials. */
  'siteContent.view': EVERYONE,
  /** Upload, describe, order and remove photos; write the announcement and the testimonials. */
  'siteContent.manage': MANAGERS,
  'settings.view': EVERYONE,
  'settings.manage': MANAGERS,
  'users.view': EVERYONE,
  'users.manage': ADMINS,
  'mail.view': MANAGERS,
} as const satisfies Record<string, readonly AdminRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: AdminRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly AdminRole[]).includes(role);
}
