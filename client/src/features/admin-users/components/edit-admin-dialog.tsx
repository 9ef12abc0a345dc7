import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminUserDto, UpdateAdminUserInput } from '@shared/schemas/admin-user';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUpdateAdminUser } from '../api';
import { editAdminResolver } from '../form-resolvers';
import { changedFields, editDefaults, USERNAME_AND_PASSWORD_REQUIRED, type EditAdminValues } from '../user-logic';
import { ActiveField, EmailField, PasswordField, RoleField, UsernameField } from './admin-user-fields';
import { useAdminToasts } from '@/components/admin/admin-toasts';

const serverField = onlyFields<EditAdminValues>(['username', 'email', 'role', 'isActive', 'password']);
const EMPTY: EditAdminValues = { username: '', email: '', role: 'staff', isActive: true, password: '' };

interface EditAdminDialogProps {
  /** The account being edited; null closes the dialog. */
  user: AdminUserDto | null;
  selfId: number;
  onClose: () => void;
}

/** Edit Admin User: username, email, role, optional new password, active (not for oneself). */
export function EditAdminDialog({ user, selfId, onClose }: EditAdminDialogProps) {
  const { t } = useAdminI18n();
  const { failed } = useAdminToasts();
  const update = useUpdateAdminUser(selfId);
  const form = useForm<EditAdminValues, unknown, UpdateAdminUserInput>({
    resolver: editAdminResolver,
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const isSelf = user?.id === selfId;

  useEffect(() => {
    if (user) form.reset(editDefaults(user));
  }, [user, form]);

  const onSubmit = async (parsed: UpdateAdminUserInput) => {
    if (!user) return;
    const changes = changedFields(user, parsed);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: user.id, input: changes });
      toast({
        title: t('admin.users.toast.updated'),
        description: t('admin.users.toast.updatedBody', { username: saved.username }),
        variant: 'success',
      });
      onClose();
    } catch (error) {
      applyServerErrors(form, error, { fieldOf: serverField });
      failed(errorMessage(error, t('admin.users.error.update')));
    }
  };

  // On Edit only the username can be blank, so the shared message is narrowed to it.
  const usernameError =
    errors.username?.message === USERNAME_AND_PASSWORD_REQUIRED
      ? t('admin.users.form.usernameRequired')
      : errors.username?.message;

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <DialogContent closeLabel={t('admin.close')}>
          <DialogTitle>{t('admin.users.form.editTitle')}</DialogTitle>
          <DialogDescription>{t('admin.users.form.editDescription', { username: user.username })}</DialogDescription>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-5 grid gap-4">
            <UsernameField error={usernameError} registration={form.register('username')} />
            <EmailField error={errors.email?.message} registration={form.register('email')} />
            <RoleField control={form.control} />
            <PasswordField
              label={t('admin.users.form.newPassword')}
              hint={t('admin.users.form.newPasswordHint')}
              error={errors.password?.message}
              registration={form.register('password')}
            />
            <ActiveField control={form.control} lockedReason={isSelf ? t('admin.users.form.activeSelf') : undefined} />
            <DialogFormActions
              onCancel={onClose}
              busy={form.formState.isSubmitting}
              submitLabel={t('admin.common.update')}
              busyLabel={t('admin.users.form.saving')}
            />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
