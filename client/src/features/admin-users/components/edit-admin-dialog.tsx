import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { updateAdminUserSchema, type AdminUserDto, type UpdateAdminUserInput } from '@shared/schemas/admin-user';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-controls';
import { ApiRequestError } from '@/lib/api-request';
import { useAdminI18n } from '@/lib/admin-i18n';
import { toast } from '@/lib/toast';
import { useUpdateAdminUser } from '../api';
import { changedFields, editDefaults, errorMessage, toEditCandidate, type EditAdminValues } from '../user-logic';
import { PasswordInput } from '@/components/ui/password-input';
import { ActiveSwitch, RoleSelect } from './role-and-active-fields';

const REQUIRED = 'Username and password are required';
const FIELDS = ['username', 'email', 'role', 'isActive', 'password'] as const;
const EMPTY: EditAdminValues = { username: '', email: '', role: 'staff', isActive: true, password: '' };

const resolver: Resolver<EditAdminValues, unknown, UpdateAdminUserInput> = (values, context, options) =>
  zodResolver(updateAdminUserSchema)(toEditCandidate(values), context, options as never) as ReturnType<
    Resolver<EditAdminValues, unknown, UpdateAdminUserInput>
  >;

interface EditAdminDialogProps {
  /** The account being edited; null closes the dialog. */
  user: AdminUserDto | null;
  selfId: number;
  onClose: () => void;
}

/** Edit Admin User: username, email, role, optional new password, active (not for oneself). */
export function EditAdminDialog({ user, selfId, onClose }: EditAdminDialogProps) {
  const { t } = useAdminI18n();
  const update = useUpdateAdminUser(selfId);
  const form = useForm<EditAdminValues, unknown, UpdateAdminUserInput>({ resolver, defaultValues: EMPTY });
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
      toast({ title: t('admin.users.toast.updated'), description: t('admin.users.toast.updatedBody', { username: saved.username }), variant: 'success' });
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if ((FIELDS as readonly string[]).includes(field) && messages[0]) form.setError(field as (typeof FIELDS)[number], { message: messages[0] });
        }
      }
      toast({ title: t('admin.error'), description: errorMessage(error, t('admin.users.error.update')), variant: 'destructive' });
    }
  };

  const usernameError = errors.username?.message === REQUIRED ? t('admin.users.form.usernameRequired') : errors.username?.message;
  const busy = form.formState.isSubmitting;

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <DialogContent closeLabel={t('admin.close')}>
          <DialogTitle>{t('admin.users.form.editTitle')}</DialogTitle>
          <DialogDescription>{t('admin.users.form.editDescription', { username: user.username })}</DialogDescription>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-5 grid gap-4">
            <Field label={t('admin.users.form.username')} error={usernameError} hint={t('admin.users.form.usernameHint')}>
              {(control) => <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...control} {...form.register('username')} />}
            </Field>
            <Field label={t('admin.users.form.email')} error={errors.email?.message} hint={t('admin.users.form.emailHint')}>
              {(control) => <Input type="email" inputMode="email" autoComplete="off" {...control} {...form.register('email')} />}
            </Field>
            <Controller
              control={form.control}
              name="role"
              render={({ field, fieldState }) => <RoleSelect value={field.value} error={fieldState.error?.message} onChange={field.onChange} />}
            />
            <Field label={t('admin.users.form.newPassword')} error={errors.password?.message} hint={t('admin.users.form.newPasswordHint')}>
              {(control) => <PasswordInput showLabel={t('admin.users.form.showPassword')} hideLabel={t('admin.users.form.hidePassword')} autoComplete="new-password" {...control} {...form.register('password')} />}
            </Field>
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <ActiveSwitch checked={field.value} onChange={field.onChange} lockedReason={isSelf ? t('admin.users.form.activeSelf') : undefined} />
              )}
            />
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                {t('admin.common.cancel')}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? t('admin.users.form.saving') : t('admin.common.update')}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
