export const contactEn = {} as const;
