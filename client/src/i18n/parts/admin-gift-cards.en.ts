/** Gift Cards: tiles, filters, the card list, details, the manual card dialog, the report. */
export const adminGiftCardsEn = {
} as const;
