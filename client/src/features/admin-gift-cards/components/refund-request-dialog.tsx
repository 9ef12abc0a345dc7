import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { GiftCardRequestDto } from '@shared/schemas/gift-card';
import { refundSchema } from '@shared/schemas/payments';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/form-controls';
import { FormError } from '@/components/ui/form-error';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { useRefundGiftCardRequest } from '../api';

// A whole refund: the reason only.
const wholeRefundSchema = refundSchema.pick({ reason: true });
type WholeRefundValues = z.input<typeof wholeRefundSchema>;
type WholeRefundInput = z.output<typeof wholeRefundSchema>;
const MAX_REASON = 300;

interface RefundRequestDialogProps {
  /** A request paid online whose card is unused (see canRefund), with its payment. */
  request: GiftCardRequestDto & { paymentId: number };
  onClose: () => void;
}

/**
 * Refunds a gift card bought online, whole, with the reason kept with the payment: the buyer's
 * card gets the money back and the gift card is voided. The server refuses (409) once the card
 * has been used, and its reason shows above the buttons.
 */
export function RefundRequestDialog({ request, onClose }: RefundRequestDialogProps) {
  const { t, language } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const refund = useRefundGiftCardRequest();
  const form = useForm<WholeRefundValues, unknown, WholeRefundInput>({
    resolver: zodResolver(wholeRefundSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const amount = formatMoney(request.amount, language);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await refund.mutateAsync({ paymentId: request.paymentId, reason });
      succeeded(t('admin.giftCards.requests.refundDone', { amount, name: request.senderName }));
      onClose();
    } catch (error) {
      const shown = applyServerErrors(form, error, {
        fieldOf: onlyFields<WholeRefundValues>(['reason']),
        otherRefusalOn: 'root.server',
      });
      if (shown.length === 0) failed(errorMessage(error, t('admin.giftCards.requests.refundFailed')));
    }
  });

  return (
    <Dialog open onOpenChange={(next) => !next && !isSubmitting && onClose()}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.giftCards.requests.refundTitle')}</DialogTitle>
        <DialogDescription>
          {t('admin.giftCards.requests.refundDescription', {
            amount,
            buyer: request.senderName,
            recipient: request.recipientName,
          })}
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
          <Field
            label={t('admin.giftCards.requests.refundReason')}
            hint={t('admin.giftCards.requests.refundReasonHint', { max: MAX_REASON })}
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
            submitLabel={t('admin.giftCards.requests.refundSubmit', { amount })}
            busyLabel={t('admin.giftCards.requests.refunding')}
            submitVariant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
