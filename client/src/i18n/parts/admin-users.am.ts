import type { adminUsersEn } from './admin-users.en';

export const adminUsersAm: Partial<Record<keyof typeof adminUsersEn, string>> = {
};
