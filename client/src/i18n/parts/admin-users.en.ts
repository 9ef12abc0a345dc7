/** Admin Users: the list, badges, the create and edit dialogs, toasts. */
export const adminUsersEn = {
} as const;
