import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GIFT_CARD } from '@shared/gift-card-constants';
import { giftCardVoidSchema, type GiftCardVoidInput } from '@shared/schemas/gift-card';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/form-controls';
import { MessageText } from '@/components/ui/message-text';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useVoidGiftCard } from '../api';
import { showRefusal } from '../form-refusal';
import type { CardDialogProps } from './adjust-balance-dialog';

type VoidValues = z.input<typeof giftCardVoidSchema>;

/** Void: asks first, as it cannot be taken back; the balance is gone and the card refused from then on. */
export function VoidCardDialog({ card, open, onClose, onDone }: CardDialogProps) {
  const { t, language } = useAdminI18n();
  const voidCard = useVoidGiftCard();
  const form = useForm<VoidValues, unknown, GiftCardVoidInput>({ resolver: zodResolver(giftCardVoidSchema), defaultValues: { note: '' } });
  const { errors } = form.formState;

  const changeOpen = (next: boolean) => {
    if (next || form.formState.isSubmitting) return;
    form.reset();
    onClose();
  };

  const onSubmit = async (input: GiftCardVoidInput) => {
    try {
      const updated = await voidCard.mutateAsync({ id: card.id, input });
      toast({ title: t('admin.giftCards.void.done'), description: t('admin.giftCards.void.doneBody', { code: updated.code }), variant: 'success' });
      form.reset();
      onDone(updated);
    } catch (error) {
      if (!showRefusal(form, error, 'root.server', ['note'])) {
        toast({ title: t('admin.error'), description: errorMessage(error, t('admin.giftCards.void.failed')), variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t('admin.close')} role="alertdialog">
        <DialogTitle>{t('admin.giftCards.void.title', { code: card.code })}</DialogTitle>
        <DialogDescription>{t('admin.giftCards.void.description', { balance: formatMoney(card.balance, language) })}</DialogDescription>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-5 grid gap-4">
          <Field label={t('admin.giftCards.void.note')} error={errors.note?.message}>
            {(control) => <Textarea rows={2} maxLength={GIFT_CARD.noteMaxChars} {...control} {...form.register('note')} />}
          </Field>
          {errors.root?.server?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              <MessageText text={errors.root.server.message} />
            </p>
          )}
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => changeOpen(false)}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('admin.giftCards.saving') : t('admin.giftCards.void.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
