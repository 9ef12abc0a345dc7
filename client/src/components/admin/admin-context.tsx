import { createContext, useContext, type ReactNode } from 'react';
import type { AdminRole } from '@shared/constants';
import { can, PERMISSIONS, type Permission } from '@shared/permissions';
import { useAdminI18n } from '@/lib/admin-i18n';

export interface SignedInAdmin {
  id: number;
  username: string;
  role: AdminRole;
}

interface AdminContextValue {
  admin: SignedInAdmin;
  /** The restaurant's time zone: every date and time in the back office is shown in it. */
  timeZone: string;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export function AdminProvider({ admin, timeZone, children }: AdminContextValue & { children: ReactNode }) {
  return <AdminContext.Provider value={{ admin, timeZone }}>{children}</AdminContext.Provider>;
}

export function useAdminContext(): AdminContextValue {
  const context = useContext(AdminContext);
  if (!context) throw new Error('useAdminContext must be used inside <AdminProvider>');
  return context;
}

/** Whether the signed-in admin's role allows this, by the table in shared/permissions.ts (the server enforces the same). */
export function useCan(permission: Permission): boolean {
  return can(useAdminContext().admin.role, permission);
}

/** The translation key explaining who may do what a disabled control would do. */
export function permissionNoteKey(permission: Permission): 'admin.permission.admins' | 'admin.permission.managers' {
  return PERMISSIONS[permission].length === 1 ? 'admin.permission.admins' : 'admin.permission.managers';
}

/** What `useGuard` gives a control the role may not use (disabled, a tooltip, the note's id): spread on the control. */
export type Guard = { disabled?: boolean; title?: string; 'aria-describedby'?: string };

/**
 * For a control the role may not use: `disabled`, a tooltip and aria-describedby pointing at the
 * section's <PermissionNote id={noteId}>. Spread `guard` on the control; combine with its own
 * busy state as `disabled={!allowed || pending}`.
 */
export function useGuard(permission: Permission, noteId: string) {
  const allowed = useCan(permission);
  const { t } = useAdminI18n();
  const guard = allowed ? {} : { disabled: true, 'aria-describedby': noteId, title: t(permissionNoteKey(permission)) };
  return { allowed, guard };
}
