import { FormError } from '@/components/ui/form-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { passwordResetSchema, type PasswordResetInput } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-controls';
import { PasswordInput } from '@/components/ui/password-input';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../api';
import { useAdminToasts } from '@/components/admin/admin-toasts';

const FIELD_OF = onlyFields<PasswordResetInput>(['token', 'password', 'confirmPassword']);

/** The form behind the emailed link: the token rides along, the person types the new password twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useAdminI18n();
  const { failed } = useAdminToasts();
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = async (input: PasswordResetInput) => {
    try {
      await reset.mutateAsync(input);
      toast({ title: t('admin.reset.success.title'), description: t('admin.reset.success.body'), variant: 'success' });
      navigate('/admin/login');
    } catch (error) {
      // A used or expired link comes back as a message on the hidden token, shown above the fields.
      applyServerErrors(form, error, { fieldOf: FIELD_OF });
      failed(errorMessage(error, t('admin.reset.failure')));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <input type="hidden" {...form.register('token')} />
      <FormError boxed text={errors.token?.message} />
      {(['password', 'confirmPassword'] as const).map((name) => (
        <Field key={name} label={t(`admin.reset.${name}`)} error={errors[name]?.message}>
          {(control) => (
            <PasswordInput
              showLabel={t('admin.login.showPassword')}
              hideLabel={t('admin.login.hidePassword')}
              autoComplete="new-password"
              {...control}
              {...form.register(name)}
            />
          )}
        </Field>
      ))}
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('admin.reset.submitting') : t('admin.reset.submit')}
      </Button>
    </form>
  );
}
