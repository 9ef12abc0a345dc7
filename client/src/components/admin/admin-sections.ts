import type { Permission } from '@shared/permissions';
import type { AdminMessageKey } from '@/i18n/admin';

/**
 * The sections of the back office's sidebar, addressed as /admin?tab=<id>, except the orders
 * board, which has a path of its own (/admin/orders) for the kitchen tablet's bookmark, and Site
 * Content (/admin/site-content). `title` is the page heading where it differs from the sidebar label.
 */
export const ADMIN_SECTIONS = [
  {
    id: 'overview',
    label: 'admin.section.overview',
    title: 'admin.page.dashboard',
    description: 'admin.section.overview.description',
  },
  {
    id: 'menu',
    label: 'admin.section.menu',
    title: 'admin.section.menu.title',
    description: 'admin.section.menu.description',
  },
  { id: 'orders', label: 'admin.section.orders', description: 'admin.section.orders.description' },
  { id: 'reservations', label: 'admin.section.reservations', description: 'admin.section.reservations.description' },
  { id: 'catering', label: 'admin.section.catering', description: 'admin.section.catering.description' },
  {
    id: 'hall-events',
    label: 'admin.section.hallEvents',
    description: 'admin.section.hallEvents.description',
    permission: 'hallEvents.view',
  },
  {
    id: 'gift-cards',
    label: 'admin.section.giftCards',
    title: 'admin.section.giftCards.title',
    description: 'admin.section.giftCards.description',
  },
  {
    id: 'site-content',
    label: 'admin.section.siteContent',
    description: 'admin.section.siteContent.description',
    permission: 'siteContent.view',
  },
  { id: 'analytics', label: 'admin.section.analytics', description: 'admin.section.analytics.description' },
  { id: 'users', label: 'admin.section.users', description: 'admin.section.users.description' },
  { id: 'settings', label: 'admin.section.settings', description: 'admin.section.settings.description' },
] as const satisfies readonly {
  id: string;
  label: AdminMessageKey;
  title?: AdminMessageKey;
  description: AdminMessageKey;
  /** Shown only to roles with this permission. */
  permission?: Permission;
}[];

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

/** The orders board's own address. */
export const ORDERS_BOARD_PATH = '/admin/orders';

/** The Site Content section's own address. */
export const SITE_CONTENT_PATH = '/admin/site-content';

/** Where a hall event's page is; its BEO is below it. */
export const HALL_EVENTS_PATH = '/admin/hall-events';
export const hallEventHref = (id: number) => `${HALL_EVENTS_PATH}/${id}`;

/** Where a section is: the dashboard at /admin, the orders board at /admin/orders, Site Content at /admin/site-content, every other one at /admin?tab=<id>. */
export function adminSectionHref(id: AdminSectionId): string {
  if (id === 'overview') return '/admin';
  if (id === 'orders') return ORDERS_BOARD_PATH;
  if (id === 'site-content') return SITE_CONTENT_PATH;
  return `/admin?tab=${id}`;
}

/** The section a path and its `?tab=` search name; the dashboard for none or an unknown one. */
export function adminSectionFrom(search: string, path = '/admin'): AdminSectionId {
  if (path === ORDERS_BOARD_PATH) return 'orders';
  if (path === SITE_CONTENT_PATH) return 'site-content';
  if (path.startsWith(`${HALL_EVENTS_PATH}/`)) return 'hall-events';
  const tab = new URLSearchParams(search).get('tab');
  return ADMIN_SECTIONS.find((entry) => entry.id === tab)?.id ?? 'overview';
}
