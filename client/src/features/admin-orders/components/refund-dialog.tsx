import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { centsOf, dollarsOf } from '@shared/money';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { refundSchema, type RefundInput, type RefundValues } from '@shared/schemas/payments';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DollarInput } from '@/components/ui/dollar-input';
import { Field, Textarea } from '@/components/ui/form-controls';
import { FormError } from '@/components/ui/form-error';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { useRefundPayment } from '../api';

const MAX_REASON = 300;

interface RefundProps {
  order: AdminOnlineOrderDto;
  /** From refundable(): the payment and what is left of it. */
  refund: { paymentId: number; left: string };
}

/** A manager's Refund button on a past card order, and its dialog. */
export function RefundButton(props: RefundProps) {
  const { t } = useAdminI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="w-fit"
        aria-haspopup="dialog"
        aria-label={t('admin.orders.refund.openLabel', { number: props.order.orderNumber })}
        onClick={() => setOpen(true)}
      >
        {t('admin.orders.refund.open')}
      </Button>
      {open && <RefundDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Gives money back to the guest's card: what is left by default, or less, with the reason kept
 * with the order. The server's refusals show on the fields (too much) or above the buttons.
 */
export function RefundDialog({ order, refund, onClose }: RefundProps & { onClose: () => void }) {
  const { t, language } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const mutation = useRefundPayment();
  const form = useForm<RefundValues, unknown, RefundInput>({
    resolver: zodResolver(refundSchema),
    defaultValues: { amount: refund.left, reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const money = (amount: string) => formatMoney(amount, language);
  const payment = order.payment;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const answer = await mutation.mutateAsync({ paymentId: refund.paymentId, input });
      const refunded = centsOf(answer.refunded) - centsOf(payment?.refunded ?? '0');
      succeeded(t('admin.orders.refund.done', { number: order.orderNumber, amount: money(dollarsOf(refunded)) }));
      onClose();
    } catch (error) {
      const shown = applyServerErrors(form, error, {
        fieldOf: onlyFields<RefundValues>(['amount', 'reason']),
        otherRefusalOn: 'root.server',
      });
      if (shown.length === 0) failed(errorMessage(error, t('admin.orders.refund.failed')));
    }
  });

  return (
    <Dialog open onOpenChange={(next) => !next && !isSubmitting && onClose()}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.orders.refund.title', { number: order.orderNumber })}</DialogTitle>
        <DialogDescription>
          {t('admin.orders.refund.description', {
            amount: money(payment?.amount ?? order.total),
            refunded: money(payment?.refunded ?? '0'),
          })}
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
          <Field
            label={t('admin.orders.refund.amount')}
            hint={t('admin.orders.refund.amountHint', { left: money(refund.left) })}
            error={errors.amount?.message}
            className="max-w-xs"
          >
            {(control) => (
              <DollarInput
                {...control}
                min={0.01}
                max={refund.left}
                autoComplete="off"
                {...form.register('amount', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
              />
            )}
          </Field>
          <Field
            label={t('admin.orders.refund.reason')}
            hint={t('admin.orders.refund.reasonHint', { max: MAX_REASON })}
            error={errors.reason?.message}
          >
            {(control) => (
              <Textarea rows={2} maxLength={MAX_REASON} required {...control} {...form.register('reason')} />
            )}
          </Field>
          <FormError text={errors.root?.server?.message} />
          <DialogFormActions
            onCancel={onClose}
            busy={isSubmitting}
            submitLabel={t('admin.orders.refund.submit')}
            busyLabel={t('admin.orders.refund.sending')}
            submitVariant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
