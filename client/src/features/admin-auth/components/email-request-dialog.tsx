import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-controls';
import { ApiRequestError } from '@/lib/api-request';
import { useAdminI18n } from '@/lib/admin-i18n';
import { toast } from '@/lib/toast';

interface EmailRequestDialogProps {
  triggerLabel: string;
  title: string;
  description: string;
  submitLabel: string;
  send: (email: string) => Promise<unknown>;
  success: { title: string; description: string };
  failure: string;
}

/** "Forgot password?" and "Request username": one email field, one request, one toast. */
export function EmailRequestDialog({ triggerLabel, title, description, submitLabel, send, success, failure }: EmailRequestDialogProps) {
  const { t } = useAdminI18n();
  const [open, setOpen] = useState(false);
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    try {
      await send(email);
      toast({ title: success.title, description: success.description, variant: 'success' });
      form.reset();
      setOpen(false);
    } catch (error) {
      toast({ title: t('admin.error'), description: error instanceof ApiRequestError ? error.serverMessage : failure, variant: 'destructive' });
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline">
        {triggerLabel}
      </DialogTrigger>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-5 grid gap-4">
          <Field label={t('admin.login.email')} error={form.formState.errors.email?.message}>
            {(control) => <Input type="email" autoComplete="email" {...control} {...form.register('email')} />}
          </Field>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
