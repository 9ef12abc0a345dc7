export const homeEn = {} as const;
