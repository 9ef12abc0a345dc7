import { useGuard } from '@/components/admin/admin-context';

/** The id of the Settings section's PermissionNote, which every locked control points at. */
export const SETTINGS_NOTE_ID = 'settings-permission-note';

/**
 * For roles that may only look at the settings: `lock(control)` adds disabled, the tooltip and
 * the note to a Field's control props, keeping the field's own hint and error descriptions.
 */
export function useSettingsLock() {
  const { allowed, guard } = useGuard('settings.manage', SETTINGS_NOTE_ID);
  const lock = <T extends { 'aria-describedby'?: string }>(control: T): T => {
    if (allowed) return control;
    const describedBy = [control['aria-describedby'], SETTINGS_NOTE_ID].filter(Boolean).join(' ');
    return { ...control, ...guard, 'aria-describedby': describedBy };
  };
  return { allowed, guard, lock };
}
