import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { createAdminUserSchema, type CreateAdminUserInput } from '@shared/schemas/admin-user';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-controls';
import { ApiRequestError } from '@/lib/api-request';
import { useAdminI18n } from '@/lib/admin-i18n';
import { toast } from '@/lib/toast';
import { useCreateAdminUser } from '../api';
import { CREATE_DEFAULTS, errorMessage, toCreateCandidate, type CreateAdminValues } from '../user-logic';
import { PasswordInput } from '@/components/ui/password-input';
import { ActiveSwitch, RoleSelect } from './role-and-active-fields';

const REQUIRED = 'Username and password are required';
const FIELDS = ['username', 'email', 'passwordHash', 'role', 'isActive'] as const;

/** The shared schema, after a blank email is read as "none". */
const resolver: Resolver<CreateAdminValues, unknown, CreateAdminUserInput> = (values, context, options) =>
  zodResolver(createAdminUserSchema)(toCreateCandidate(values), context, options as never) as ReturnType<
    Resolver<CreateAdminValues, unknown, CreateAdminUserInput>
  >;

interface CreateAdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create Admin: username, optional email, password (min 8, show/hide), role (default admin), active. */
export function CreateAdminDialog({ open, onOpenChange }: CreateAdminDialogProps) {
  const { t } = useAdminI18n();
  const create = useCreateAdminUser();
  const form = useForm<CreateAdminValues, unknown, CreateAdminUserInput>({ resolver, defaultValues: CREATE_DEFAULTS });
  const errors = form.formState.errors;

  const changeOpen = (next: boolean) => {
    if (!next) form.reset(CREATE_DEFAULTS);
    onOpenChange(next);
  };

  const onSubmit = async (input: CreateAdminUserInput) => {
    try {
      const user = await create.mutateAsync(input);
      toast({ title: t('admin.users.toast.created'), description: t('admin.users.toast.createdBody', { username: user.username }), variant: 'success' });
      changeOpen(false);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if ((FIELDS as readonly string[]).includes(field) && messages[0]) {
            form.setError(field as (typeof FIELDS)[number], { message: messages[0] }, { shouldFocus: true });
          }
        }
      }
      toast({ title: t('admin.error'), description: errorMessage(error, t('admin.users.error.create')), variant: 'destructive' });
    }
  };

  // Spec section 8: missing username or password is also announced as a toast.
  const onInvalid = (invalid: FieldErrors<CreateAdminValues>) => {
    if (invalid.username?.message === REQUIRED || invalid.passwordHash?.message === REQUIRED) {
      toast({ title: t('admin.error'), description: t('admin.users.error.required'), variant: 'destructive' });
    }
  };

  const busy = form.formState.isSubmitting;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.users.form.createTitle')}</DialogTitle>
        <DialogDescription>{t('admin.users.form.createDescription')}</DialogDescription>
        <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="mt-5 grid gap-4">
          <Field label={t('admin.users.form.username')} error={errors.username?.message} hint={t('admin.users.form.usernameHint')}>
            {(control) => <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...control} {...form.register('username')} />}
          </Field>
          <Field label={t('admin.users.form.password')} error={errors.passwordHash?.message} hint={t('admin.users.form.passwordHint')}>
            {(control) => <PasswordInput showLabel={t('admin.users.form.showPassword')} hideLabel={t('admin.users.form.hidePassword')} autoComplete="new-password" {...control} {...form.register('passwordHash')} />}
          </Field>
          <Field label={t('admin.users.form.email')} error={errors.email?.message} hint={t('admin.users.form.emailHint')}>
            {(control) => <Input type="email" inputMode="email" autoComplete="off" {...control} {...form.register('email')} />}
          </Field>
          <Controller
            control={form.control}
            name="role"
            render={({ field, fieldState }) => <RoleSelect value={field.value} error={fieldState.error?.message} onChange={field.onChange} />}
          />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => <ActiveSwitch checked={field.value} onChange={field.onChange} />}
          />
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => changeOpen(false)}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('admin.users.form.creating') : t('admin.users.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
