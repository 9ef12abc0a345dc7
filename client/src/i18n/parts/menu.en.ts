export const menuEn = {} as const;
