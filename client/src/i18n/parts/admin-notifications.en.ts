/** The notifications dropdown in the header. */
export const adminNotificationsEn = {
} as const;
