export const cateringEn = {} as const;
