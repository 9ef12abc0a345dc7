import type { adminCateringEn } from './admin-catering.en';

export const adminCateringAm: Partial<Record<keyof typeof adminCateringEn, string>> = {
};
