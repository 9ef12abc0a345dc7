export const aboutEn = {} as const;
