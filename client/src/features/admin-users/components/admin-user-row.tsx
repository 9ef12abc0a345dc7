import type { ComponentProps } from 'react';
import type { AdminUserDto } from '@shared/schemas/admin-user';
import { Button } from '@/components/ui/button';
import { CircleCheckIcon, CircleCloseIcon, PencilIcon, TrashIcon, UserIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { formatDay, formatTimestamp } from '@/lib/format-date';
import { describedBy } from '../user-logic';
import { ActiveBadge, RoleBadge } from './user-badges';

interface AdminUserRowProps {
  user: AdminUserDto;
  isSelf: boolean;
  timeZone: string;
  /** Whether the signed-in role may manage admin users at all. */
  canManage: boolean;
  /** The section's PermissionNote id, for disabled controls. */
  permissionNoteId: string;
  /** This row's Activate/Deactivate is being sent. */
  statusPending: boolean;
  onToggleActive: (user: AdminUserDto) => void;
  onEdit: (user: AdminUserDto) => void;
  onDelete: (user: AdminUserDto) => void;
}

/** On a phone the three actions share one row: taller, narrower, words only. */
const ACTION_CLASS = 'max-sm:min-h-11 max-sm:px-2 max-sm:[&_svg]:hidden';

/** One of the row's actions: a small secondary button. */
function RowAction({ className, ...props }: ComponentProps<typeof Button>) {
  return <Button variant="secondary" size="sm" className={cn(className, ACTION_CLASS)} {...props} />;
}

/** One account: a card on a phone, a roomy row on a wide screen. */
export function AdminUserRow({
  user,
  isSelf,
  timeZone,
  canManage,
  permissionNoteId,
  statusPending,
  onToggleActive,
  onEdit,
  onDelete,
}: AdminUserRowProps) {
  const { t, language } = useAdminI18n();
  const selfNoteId = `admin-user-${user.id}-self-note`;
  const roleNote = canManage ? undefined : permissionNoteId;
  const noManageTitle = canManage ? undefined : t('admin.permission.admins');
  // Nobody deactivates or deletes themselves (the server refuses too).
  const selfBlocked = {
    disabled: !canManage || isSelf,
    'aria-describedby': describedBy(roleNote, isSelf && canManage && selfNoteId),
    title: noManageTitle ?? (isSelf ? t('admin.users.selfNote') : undefined),
  };

  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4 xl:grid-cols-[minmax(0,1fr)_20rem_22rem] xl:items-center xl:gap-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-all text-lg font-semibold">{user.username}</span>
          {isSelf && (
            <span className="inline-flex items-center gap-1 rounded-full border border-primary/40 px-2 py-0.5 text-xs font-bold text-primary">
              <UserIcon className="size-3.5" strokeWidth="2.5" />
              {t('admin.users.you')}
            </span>
          )}
        </p>
        <p className="mt-1.5 flex flex-wrap gap-1.5">
          <ActiveBadge active={user.isActive} />
          <RoleBadge role={user.role} />
        </p>
        {user.email && <p className="mt-1.5 break-all text-sm text-muted-foreground">{user.email}</p>}
      </div>

      <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('admin.users.created')}</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatDay(user.createdAt, timeZone, language)}</time>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t('admin.users.lastLogin')}</dt>
          <dd>
            {user.lastLogin ? (
              <time dateTime={user.lastLogin}>{formatTimestamp(user.lastLogin, timeZone, language)}</time>
            ) : (
              t('admin.common.never')
            )}
          </dd>
        </div>
      </dl>

      <div className="grid gap-1.5">
        <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap xl:justify-end">
          <RowAction
            aria-label={t(user.isActive ? 'admin.users.deactivateFor' : 'admin.users.activateFor', {
              username: user.username,
            })}
            {...selfBlocked}
            disabled={selfBlocked.disabled || statusPending}
            onClick={() => onToggleActive(user)}
          >
            {user.isActive ? <CircleCloseIcon /> : <CircleCheckIcon />}
            {user.isActive ? t('admin.users.deactivate') : t('admin.users.activate')}
          </RowAction>
          <RowAction
            aria-label={t('admin.users.editFor', { username: user.username })}
            disabled={!canManage}
            aria-describedby={roleNote}
            title={noManageTitle}
            onClick={() => onEdit(user)}
          >
            <PencilIcon />
            {t('admin.common.edit')}
          </RowAction>
          <RowAction
            className="text-destructive"
            aria-label={t('admin.users.deleteFor', { username: user.username })}
            {...selfBlocked}
            onClick={() => onDelete(user)}
          >
            <TrashIcon />
            {t('admin.common.delete')}
          </RowAction>
        </div>
        {isSelf && canManage && (
          <p id={selfNoteId} className="text-xs text-muted-foreground xl:text-right">
            {t('admin.users.selfNote')}
          </p>
        )}
      </div>
    </li>
  );
}
