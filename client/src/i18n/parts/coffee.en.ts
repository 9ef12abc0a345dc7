export const coffeeEn = {} as const;
