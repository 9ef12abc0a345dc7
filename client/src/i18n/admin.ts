// The back office's texts. Only the admin chunk imports this file, so public pages never
// download it. English is complete; Amharic falls back to English.
import { adminEn } from './parts/admin.en';
import { adminReservationsEn } from './parts/admin-reservations.en';
import { adminCateringEn } from './parts/admin-catering.en';
import { adminMenuEn } from './parts/admin-menu.en';
import { adminGiftCardsEn } from './parts/admin-gift-cards.en';
import { adminUsersEn } from './parts/admin-users.en';
import { adminSettingsEn } from './parts/admin-settings.en';
import { adminAnalyticsEn } from './parts/admin-analytics.en';
import { adminNotificationsEn } from './parts/admin-notifications.en';
import { adminAm } from './parts/admin.am';
import { adminReservationsAm } from './parts/admin-reservations.am';
import { adminCateringAm } from './parts/admin-catering.am';
import { adminMenuAm } from './parts/admin-menu.am';
import { adminGiftCardsAm } from './parts/admin-gift-cards.am';
import { adminUsersAm } from './parts/admin-users.am';
import { adminSettingsAm } from './parts/admin-settings.am';
import { adminAnalyticsAm } from './parts/admin-analytics.am';
import { adminNotificationsAm } from './parts/admin-notifications.am';

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
} as const;

export type AdminMessageKey = keyof typeof adminMessagesEn;

export const adminMessagesAm: Partial<Record<AdminMessageKey, string>> = {
  ...adminAm,
  ...adminReservationsAm,
  ...adminCateringAm,
  ...adminMenuAm,
  ...adminGiftCardsAm,
  ...adminUsersAm,
  ...adminSettingsAm,
  ...adminAnalyticsAm,
  ...adminNotificationsAm,
};
