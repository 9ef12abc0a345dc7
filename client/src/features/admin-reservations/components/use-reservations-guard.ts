import { useGuard } from '@/components/admin/admin-context';

/** The id of the section's PermissionNote, named by every guarded control's aria-describedby. */
export const RESERVATIONS_NOTE_ID = 'reservations-permission-note';

/** Whether this role may add, edit, delete and change bookings; `guard` disables a control that it may not. */
export function useReservationsGuard() {
  return useGuard('reservations.manage', RESERVATIONS_NOTE_ID);
}
