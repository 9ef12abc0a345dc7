// The back office's texts. Only the admin chunk imports this file, so public pages never
// download it.
import { adminEn } from './parts/admin.en';
import { adminReservationsEn } from './parts/admin-reservations.en';
import { adminCateringEn } from './parts/admin-catering.en';
import { adminMenuEn } from './parts/admin-menu.en';
import { adminGiftCardsEn } from './parts/admin-gift-cards.en';
import { adminUsersEn } from './parts/admin-users.en';
import { adminSettingsEn } from './parts/admin-settings.en';
import { adminAnalyticsEn } from './parts/admin-analytics.en';
import { adminNotificationsEn } from './parts/admin-notifications.en';
import { adminOrdersEn } from './parts/admin-orders.en';
import { adminHallEventsEn } from './parts/admin-hall-events.en';
import { adminSiteContentEn } from './parts/admin-site-content.en';

export const adminMessagesEn = {
  ...adminEn,
  ...adminReservationsEn,
  ...adminCateringEn,
  ...adminMenuEn,
  ...adminGiftCardsEn,
  ...adminUsersEn,
  ...adminSettingsEn,
  ...adminAnalyticsEn,
  ...adminNotificationsEn,
  ...adminOrdersEn,
  ...adminHallEventsEn,
  ...adminSiteContentEn,
} as const;

export type AdminMessageKey = keyof typeof adminMessagesEn;

/** The back office's texts in other languages: `parts/admin*.<language>.ts`, fetched when chosen. */
export const adminTranslations = import.meta.glob(['./parts/admin.*.ts', './parts/admin-*.ts', '!./parts/*.en.ts']);
