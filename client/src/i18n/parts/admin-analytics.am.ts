import type { adminAnalyticsEn } from './admin-analytics.en';

export const adminAnalyticsAm: Partial<Record<keyof typeof adminAnalyticsEn, string>> = {
};
