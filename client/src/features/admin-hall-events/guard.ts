import { useGuard } from '@/components/admin/admin-context';

/** The id of the section's PermissionNote, named by every guarded control's aria-describedby. */
export const HALL_NOTE_ID = 'hall-events-permission-note';

/** Whether this role may change events, packages and the hall's settings; `guard` disables a control it may not use. */
export function useHallGuard() {
  return useGuard('hallEvents.manage', HALL_NOTE_ID);
}
