import { useForm, type FieldErrors } from 'react-hook-form';
import type { CreateAdminUserInput } from '@shared/schemas/admin-user';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useCreateAdminUser } from '../api';
import { createAdminResolver } from '../form-resolvers';
import { CREATE_DEFAULTS, USERNAME_AND_PASSWORD_REQUIRED, type CreateAdminValues } from '../user-logic';
import { ActiveField, EmailField, PasswordField, RoleField, UsernameField } from './admin-user-fields';
import { useAdminToasts } from '@/components/admin/admin-toasts';

const serverField = onlyFields<CreateAdminValues>(['username', 'email', 'passwordHash', 'role', 'isActive']);

interface CreateAdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create Admin: username, optional email, password (min 10, show/hide), role (default staff, the least power), active. */
export function CreateAdminDialog({ open, onOpenChange }: CreateAdminDialogProps) {
  const { t } = useAdminI18n();
  const { failed } = useAdminToasts();
  const create = useCreateAdminUser();
  const form = useForm<CreateAdminValues, unknown, CreateAdminUserInput>({
    resolver: createAdminResolver,
    defaultValues: CREATE_DEFAULTS,
  });
  const errors = form.formState.errors;

  const changeOpen = (next: boolean) => {
    if (!next) form.reset(CREATE_DEFAULTS);
    onOpenChange(next);
  };

  const onSubmit = async (input: CreateAdminUserInput) => {
    try {
      const user = await create.mutateAsync(input);
      toast({
        title: t('admin.users.toast.created'),
        description: t('admin.users.toast.createdBody', { username: user.username }),
        variant: 'success',
      });
      changeOpen(false);
    } catch (error) {
      applyServerErrors(form, error, { fieldOf: serverField });
      failed(errorMessage(error, t('admin.users.error.create')));
    }
  };

  // A missing username or password is also announced as a toast, not only under the fields.
  const onInvalid = (invalid: FieldErrors<CreateAdminValues>) => {
    if (
      invalid.username?.message === USERNAME_AND_PASSWORD_REQUIRED ||
      invalid.passwordHash?.message === USERNAME_AND_PASSWORD_REQUIRED
    ) {
      failed(t('admin.users.error.required'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.users.form.createTitle')}</DialogTitle>
        <DialogDescription>{t('admin.users.form.createDescription')}</DialogDescription>
        <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="mt-5 grid gap-4">
          <UsernameField error={errors.username?.message} registration={form.register('username')} />
          <PasswordField
            label={t('admin.users.form.password')}
            hint={t('admin.users.form.passwordHint')}
            error={errors.passwordHash?.message}
            registration={form.register('passwordHash')}
          />
          <EmailField error={errors.email?.message} registration={form.register('email')} />
          <RoleField control={form.control} />
          <ActiveField control={form.control} />
          <DialogFormActions
            onCancel={() => changeOpen(false)}
            busy={form.formState.isSubmitting}
            submitLabel={t('admin.users.create')}
            busyLabel={t('admin.users.form.creating')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
