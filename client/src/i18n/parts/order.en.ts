export const orderEn = {} as const;
