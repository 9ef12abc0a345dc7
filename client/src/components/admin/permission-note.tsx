import type { Permission } from '@shared/permissions';
import { LockIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { permissionNoteKey, useCan } from './admin-context';

interface PermissionNoteProps {
  permission: Permission;
  /** Referenced by the disabled controls' aria-describedby, so a screen reader hears why. */
  id: string;
  className?: string;
}

/**
 * Says why some controls of a section are disabled for this role ("Only admins and managers can
 * do this"). Renders nothing when the role may act.
 */
export function PermissionNote({ permission, id, className }: PermissionNoteProps) {
  const { t } = useAdminI18n();
  if (useCan(permission)) return null;
  return (
    <p
      id={id}
      role="note"
      className={cn('flex items-center gap-2 rounded-lg border border-border bg-muted px-3 py-2 text-sm', className)}
    >
      <LockIcon className="size-4 shrink-0" />
      {t(permissionNoteKey(permission))}
    </p>
  );
}
