import type { adminNotificationsEn } from './admin-notifications.en';

export const adminNotificationsAm: Partial<Record<keyof typeof adminNotificationsEn, string>> = {
};
