/** Analytics charts and the Orders placeholder. */
export const adminAnalyticsEn = {
} as const;
