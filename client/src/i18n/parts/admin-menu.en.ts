/** Menu Management: category filter, item cards, the item and category dialogs, the image uploader, toasts. */
export const adminMenuEn = {
} as const;
