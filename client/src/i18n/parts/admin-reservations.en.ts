/** Reservations: stat cards, filters, rows, the add/edit and details dialogs, toasts. */
export const adminReservationsEn = {
} as const;
