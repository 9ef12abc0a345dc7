import { useState } from 'react';
import type { AdminUserDto } from '@shared/schemas/admin-user';
import { useAdminContext, useGuard } from '@/components/admin/admin-context';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { PermissionNote } from '@/components/admin/permission-note';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useAdminUsers, useDeleteAdminUser, useUpdateAdminUser } from '../api';
import { AdminUserRow } from './admin-user-row';
import { CreateAdminDialog } from './create-admin-dialog';
import { EditAdminDialog } from './edit-admin-dialog';
import { useAdminToasts } from '@/components/admin/admin-toasts';

const NOTE_ID = 'admin-users-permission-note';

/** The Admin Users screen: every account with its status and role; admins create, edit, (de)activate and delete. */
export function AdminUsersBoard() {
  const { t } = useAdminI18n();
  const { failed } = useAdminToasts();
  const { admin, timeZone } = useAdminContext();
  const { allowed: canManage, guard } = useGuard('users.manage', NOTE_ID);
  const users = useAdminUsers();
  const update = useUpdateAdminUser(admin.id);
  const remove = useDeleteAdminUser();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUserDto | null>(null);
  const [deleting, setDeleting] = useState<AdminUserDto | null>(null);

  const toggleActive = async (user: AdminUserDto) => {
    const isActive = !user.isActive;
    try {
      await update.mutateAsync({ id: user.id, input: { isActive } });
      toast({
        title: t('admin.users.toast.status'),
        description: t(isActive ? 'admin.users.toast.activated' : 'admin.users.toast.deactivated', {
          username: user.username,
        }),
        variant: 'success',
      });
    } catch (error) {
      failed(errorMessage(error, t('admin.users.error.status')));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({
        title: t('admin.users.toast.deleted'),
        description: t('admin.users.toast.deletedBody', { username: deleting.username }),
        variant: 'success',
      });
    } catch (error) {
      failed(errorMessage(error, t('admin.users.error.delete')));
    } finally {
      setDeleting(null);
    }
  };

  // Only an Activate/Deactivate in flight disables its row's button; an Edit save does not.
  const statusPendingId =
    update.isPending && update.variables && Object.keys(update.variables.input).join() === 'isActive'
      ? update.variables.id
      : null;

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <PermissionNote permission="users.manage" id={NOTE_ID} className="sm:mr-auto" />
        <Button className="sm:ml-auto" {...guard} disabled={!canManage} onClick={() => setCreating(true)}>
          <PlusIcon />
          {t('admin.users.create')}
        </Button>
      </div>

      <section aria-labelledby="admin-users-title" className="grid gap-3">
        <h2 id="admin-users-title" className="text-xl font-semibold">
          {t('admin.users.listTitle')}
        </h2>
        {users.isPending ? (
          <ListLoading label={t('admin.users.loading')} />
        ) : users.isError ? (
          <ListLoadError onRetry={() => void users.refetch()} retrying={users.isFetching} />
        ) : users.data.length === 0 ? (
          <EmptyState title={t('admin.users.empty.title')} description={t('admin.users.empty.description')} />
        ) : (
          <ul className="grid gap-3">
            {users.data.map((user) => (
              <AdminUserRow
                key={user.id}
                user={user}
                isSelf={user.id === admin.id}
                timeZone={timeZone}
                canManage={canManage}
                permissionNoteId={NOTE_ID}
                statusPending={statusPendingId === user.id}
                onToggleActive={toggleActive}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </section>

      {canManage && <CreateAdminDialog open={creating} onOpenChange={setCreating} />}
      {canManage && <EditAdminDialog user={editing} selfId={admin.id} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={t('admin.users.delete.description', { username: deleting?.username ?? '' })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
