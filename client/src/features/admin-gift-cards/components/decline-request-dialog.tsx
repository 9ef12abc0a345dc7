import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GIFT_CARD } from '@shared/gift-card-constants';
import { giftCardRequestDeclineSchema, type GiftCardRequestDto } from '@shared/schemas/gift-card';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeclineGiftCardRequest } from '../api';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { useAdminToasts } from '@/components/admin/admin-toasts';

type DeclineValues = z.input<typeof giftCardRequestDeclineSchema>;
type DeclineInput = z.output<typeof giftCardRequestDeclineSchema>;

interface DeclineRequestDialogProps {
  /** The request to decline; null keeps the dialog closed. */
  request: GiftCardRequestDto | null;
  onClose: () => void;
}

/** Decline: an optional note (kept with the request), e.g. "the buyer changed their mind". */
export function DeclineRequestDialog({ request, onClose }: DeclineRequestDialogProps) {
  const { t, language } = useAdminI18n();
  const { failed } = useAdminToasts();
  const decline = useDeclineGiftCardRequest();
  const form = useForm<DeclineValues, unknown, DeclineInput>({
    resolver: zodResolver(giftCardRequestDeclineSchema),
    defaultValues: { note: '' },
  });

  const changeOpen = (next: boolean) => {
    if (next) return;
    form.reset();
    onClose();
  };

  const onSubmit = async ({ note }: DeclineInput) => {
    if (!request) return;
    try {
      await decline.mutateAsync({ id: request.id, note: note ?? undefined });
      toast({
        title: t('admin.giftCards.requests.declined'),
        description: t('admin.giftCards.requests.declinedBody', { name: request.senderName }),
        variant: 'success',
      });
      changeOpen(false);
    } catch (error) {
      if (
        applyServerErrors(form, error, { fieldOf: onlyFields<DeclineValues>(['note']), otherRefusalOn: 'note' })
          .length === 0
      ) {
        failed(errorMessage(error, t('admin.giftCards.requests.declineFailed')));
      }
    }
  };

  return (
    <Dialog open={request !== null} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.giftCards.requests.declineTitle')}</DialogTitle>
        {request && (
          <DialogDescription>
            {t('admin.giftCards.requests.declineDescription', {
              amount: formatMoney(request.amount, language),
              name: request.senderName,
            })}
          </DialogDescription>
        )}
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-5 grid gap-4">
          <Field label={t('admin.giftCards.requests.declineNote')} error={form.formState.errors.note?.message}>
            {(control) => (
              <Textarea rows={2} maxLength={GIFT_CARD.noteMaxChars} {...control} {...form.register('note')} />
            )}
          </Field>
          <DialogFormActions
            onCancel={() => changeOpen(false)}
            busy={form.formState.isSubmitting}
            submitLabel={t('admin.giftCards.requests.decline')}
            busyLabel={t('admin.giftCards.saving')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
