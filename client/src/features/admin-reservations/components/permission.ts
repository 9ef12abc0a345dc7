/** The id of the section's PermissionNote, named by every guarded control's aria-describedby. */
export const PERMISSION_NOTE_ID = 'reservations-permission-note';
