export const hallEn = {} as const;
