import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { LOGIN_REDIRECT_DELAY_MS } from '@shared/constants';
import { loginSchema, type LoginFormValues, type LoginInput } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Field, Input } from '@/components/ui/form-controls';
import { PasswordInput } from '@/components/ui/password-input';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useLogin } from '../api';

/** Username, password, Remember me; on success the dashboard opens about 250 ms later. */
export function LoginForm() {
  const { t } = useAdminI18n();
  const [, navigate] = useLocation();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', rememberMe: false },
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting || login.isPending || login.isSuccess;

  const onSubmit = async (input: LoginInput) => {
    setFailure(null);
    try {
      await login.mutateAsync(input);
      toast({ title: t('admin.login.success'), variant: 'success' });
      setTimeout(() => navigate('/admin'), LOGIN_REDIRECT_DELAY_MS);
    } catch (error) {
      applyServerErrors(form, error);
      // A refusal is said in the server's words: "Invalid username or password", "Too many requests".
      setFailure(errorMessage(error, t('admin.login.exception')));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormError boxed text={failure} />
      <Field label={t('admin.login.username')} error={errors.username?.message}>
        {(control) => (
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...control}
            {...form.register('username')}
          />
        )}
      </Field>
      <Field label={t('admin.login.password')} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            showLabel={t('admin.login.showPassword')}
            hideLabel={t('admin.login.hidePassword')}
            autoComplete="current-password"
            {...control}
            {...form.register('password')}
          />
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" className="size-5 accent-[var(--color-primary)]" {...form.register('rememberMe')} />
        {t('admin.login.rememberMe')}
      </label>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('admin.login.signingIn') : t('admin.login.submit')}
      </Button>
    </form>
  );
}
