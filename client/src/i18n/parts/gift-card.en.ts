export const giftCardEn = {} as const;
