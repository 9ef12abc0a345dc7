/** Settings: the Restaurant Operations card and the settings forms. */
export const adminSettingsEn = {
} as const;
