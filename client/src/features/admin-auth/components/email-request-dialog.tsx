import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useAccountEmailRequest, type AccountEmailRequest } from '../api';
import { useAdminToasts } from '@/components/admin/admin-toasts';

/** "Forgot password?" and "Request username": one email field, one request, one toast. */
export function EmailRequestDialog({ kind }: { kind: AccountEmailRequest }) {
  const { t } = useAdminI18n();
  const { failed } = useAdminToasts();
  const [open, setOpen] = useState(false);
  const send = useAccountEmailRequest(kind);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    try {
      await send.mutateAsync(email);
      toast({
        title: t(`admin.${kind}.success.title`),
        description: t(`admin.${kind}.success.body`),
        variant: 'success',
      });
      form.reset();
      setOpen(false);
    } catch (error) {
      applyServerErrors(form, error);
      failed(errorMessage(error, t(`admin.${kind}.failure`)));
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline">
        {t(`admin.${kind}.trigger`)}
      </DialogTrigger>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t(`admin.${kind}.title`)}</DialogTitle>
        <DialogDescription>{t(`admin.${kind}.description`)}</DialogDescription>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-5 grid gap-4">
          <Field label={t('admin.login.email')} error={form.formState.errors.email?.message}>
            {(control) => <Input type="email" autoComplete="email" {...control} {...form.register('email')} />}
          </Field>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t(`admin.${kind}.submit`)}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
