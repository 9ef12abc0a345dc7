export const reservationsEn = {} as const;
