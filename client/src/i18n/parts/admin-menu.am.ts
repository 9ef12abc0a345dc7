import type { adminMenuEn } from './admin-menu.en';

export const adminMenuAm: Partial<Record<keyof typeof adminMenuEn, string>> = {
};
