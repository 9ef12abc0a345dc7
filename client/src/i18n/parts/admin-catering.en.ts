/** Catering: stat cards, filters, rows, the quote, add/edit and details dialogs, toasts. */
export const adminCateringEn = {
} as const;
