import { useState } from 'react';
import type { AdminUserDto } from '@shared/schemas/admin-user';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { useAdminContext, useGuard } from '@/components/admin/admin-context';
import { PermissionNote } from '@/components/admin/permission-note';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminUsers, useDeleteAdminUser, useUpdateAdminUser } from '@/features/admin-users/api';
import { AdminUserRow } from '@/features/admin-users/components/admin-user-row';
import { CreateAdminDialog } from '@/features/admin-users/components/create-admin-dialog';
import { EditAdminDialog } from '@/features/admin-users/components/edit-admin-dialog';
import { errorMessage } from '@/features/admin-users/user-logic';
import { useAdminI18n } from '@/lib/admin-i18n';
import { toast } from '@/lib/toast';

const NOTE_ID = 'admin-users-permission-note';

/** Admin Users: every account with its status and role; admins create, edit, (de)activate and delete. */
export function UsersSection() {
  const { t } = useAdminI18n();
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
        description: t(isActive ? 'admin.users.toast.activated' : 'admin.users.toast.deactivated', { username: user.username }),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: t('admin.error'), description: errorMessage(error, t('admin.users.error.status')), variant: 'destructive' });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: t('admin.users.toast.deleted'), description: t('admin.users.toast.deletedBody', { username: deleting.username }), variant: 'success' });
    } catch (error) {
      toast({ title: t('admin.error'), description: errorMessage(error, t('admin.users.error.delete')), variant: 'destructive' });
    } finally {
      setDeleting(null);
    }
  };

  const statusPendingId = update.isPending && update.variables && Object.keys(update.variables.input).join() === 'isActive' ? update.variables.id : null;

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <PermissionNote permission="users.manage" id={NOTE_ID} className="sm:mr-auto" />
        <Button className="sm:ml-auto" {...guard} disabled={!canManage} onClick={() => setCreating(true)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M12 5v14M5 12h14" />
          </svg>
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
