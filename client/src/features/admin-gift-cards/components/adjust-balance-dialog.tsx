import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GIFT_CARD } from '@shared/gift-card-constants';
import { giftCardAdjustSchema, type GiftCardAdjustInput, type GiftCardLookupDto } from '@shared/schemas/gift-card';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { MessageText } from '@/components/ui/message-text';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAdjustGiftCard } from '../api';
import { showRefusal } from '../form-refusal';

type AdjustValues = z.input<typeof giftCardAdjustSchema>;

interface CardDialogProps {
  card: GiftCardLookupDto;
  open: boolean;
  onClose: () => void;
  onDone: (card: GiftCardLookupDto) => void;
}

/** Adjust balance: a signed amount (-5.00 takes five dollars off) and the reason, kept in the history. */
export function AdjustBalanceDialog({ card, open, onClose, onDone }: CardDialogProps) {
  const { t, language } = useAdminI18n();
  const adjust = useAdjustGiftCard();
  const form = useForm<AdjustValues, unknown, GiftCardAdjustInput>({ resolver: zodResolver(giftCardAdjustSchema), defaultValues: { amount: '', note: '' } });
  const { errors } = form.formState;

  const changeOpen = (next: boolean) => {
    if (next) return;
    form.reset();
    onClose();
  };

  const onSubmit = async (input: GiftCardAdjustInput) => {
    try {
      const updated = await adjust.mutateAsync({ id: card.id, input });
      toast({ title: t('admin.giftCards.adjust.done'), description: t('admin.giftCards.adjust.doneBody', { code: updated.code, balance: formatMoney(updated.balance, language) }), variant: 'success' });
      form.reset();
      onDone(updated);
    } catch (error) {
      if (!showRefusal(form, error, 'amount', ['amount', 'note'])) {
        toast({ title: t('admin.error'), description: errorMessage(error, t('admin.giftCards.adjust.failed')), variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.giftCards.adjust.title')}</DialogTitle>
        <DialogDescription>{t('admin.giftCards.adjust.description', { code: card.code, balance: formatMoney(card.balance, language) })}</DialogDescription>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-5 grid gap-4">
          <Field label={t('admin.giftCards.adjust.amount')} error={errors.amount?.message} hint={t('admin.giftCards.adjust.amountHint')}>
            {(control) => <Input autoComplete="off" placeholder="-5.00" {...control} {...form.register('amount')} />}
          </Field>
          <Field label={t('admin.giftCards.adjust.note')} error={errors.note?.message}>
            {(control) => <Textarea rows={2} maxLength={GIFT_CARD.noteMaxChars} {...control} {...form.register('note')} />}
          </Field>
          {errors.root?.server?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              <MessageText text={errors.root.server.message} />
            </p>
          )}
          <DialogFormActions onCancel={() => changeOpen(false)} busy={form.formState.isSubmitting} submitLabel={t('admin.giftCards.adjust.submit')} busyLabel={t('admin.giftCards.saving')} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export type { CardDialogProps };
