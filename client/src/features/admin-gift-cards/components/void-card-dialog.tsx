import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GIFT_CARD } from '@shared/gift-card-constants';
import { giftCardVoidSchema, type GiftCardVoidInput } from '@shared/schemas/gift-card';
import { Field, Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import { useVoidGiftCard } from '../api';
import { CardActionDialog, type CardDialogProps } from './card-action-dialog';
import { useCardAction } from './use-card-action';

type VoidValues = z.input<typeof giftCardVoidSchema>;

/** Void: asks first, as it cannot be taken back; the balance is gone and the card refused from then on. */
export function VoidCardDialog(props: CardDialogProps) {
  const { card } = props;
  const { t, language } = useAdminI18n();
  const voidCard = useVoidGiftCard();
  const form = useForm<VoidValues, unknown, GiftCardVoidInput>({
    resolver: zodResolver(giftCardVoidSchema),
    defaultValues: { note: '' },
  });
  const { errors } = form.formState;
  const action = useCardAction(props, {
    form,
    mutation: voidCard,
    doneToast: (updated) => ({
      title: t('admin.giftCards.void.done'),
      description: t('admin.giftCards.void.doneBody', { code: updated.code }),
    }),
    failedText: t('admin.giftCards.void.failed'),
    refusalField: 'root.server',
    fields: ['note'],
    stayOpenWhileSending: true,
  });

  return (
    <CardActionDialog
      {...action}
      destructive
      title={t('admin.giftCards.void.title', { code: card.code })}
      description={t('admin.giftCards.void.description', { balance: formatMoney(card.balance, language) })}
      submitLabel={t('admin.giftCards.void.submit')}
    >
      <Field label={t('admin.giftCards.void.note')} error={errors.note?.message}>
        {(control) => <Textarea rows={2} maxLength={GIFT_CARD.noteMaxChars} {...control} {...form.register('note')} />}
      </Field>
    </CardActionDialog>
  );
}
