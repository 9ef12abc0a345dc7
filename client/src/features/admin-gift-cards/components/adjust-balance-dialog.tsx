import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GIFT_CARD } from '@shared/gift-card-constants';
import { giftCardAdjustSchema, type GiftCardAdjustInput } from '@shared/schemas/gift-card';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import { useAdjustGiftCard } from '../api';
import { CardActionDialog, type CardDialogProps } from './card-action-dialog';
import { useCardAction } from './use-card-action';

type AdjustValues = z.input<typeof giftCardAdjustSchema>;

/** Adjust balance: a signed amount (-5.00 takes five dollars off) and the reason, kept in the history. */
export function AdjustBalanceDialog(props: CardDialogProps) {
  const { card } = props;
  const { t, language } = useAdminI18n();
  const adjust = useAdjustGiftCard();
  const form = useForm<AdjustValues, unknown, GiftCardAdjustInput>({
    resolver: zodResolver(giftCardAdjustSchema),
    defaultValues: { amount: '', note: '' },
  });
  const { errors } = form.formState;
  const action = useCardAction(props, {
    form,
    mutation: adjust,
    doneToast: (updated) => ({
      title: t('admin.giftCards.adjust.done'),
      description: t('admin.giftCards.adjust.doneBody', {
        code: updated.code,
        balance: formatMoney(updated.balance, language),
      }),
    }),
    failedText: t('admin.giftCards.adjust.failed'),
    refusalField: 'amount',
    fields: ['amount', 'note'],
  });

  return (
    <CardActionDialog
      {...action}
      title={t('admin.giftCards.adjust.title')}
      description={t('admin.giftCards.adjust.description', {
        code: card.code,
        balance: formatMoney(card.balance, language),
      })}
      submitLabel={t('admin.giftCards.adjust.submit')}
    >
      <Field
        label={t('admin.giftCards.adjust.amount')}
        error={errors.amount?.message}
        hint={t('admin.giftCards.adjust.amountHint')}
      >
        {(control) => <Input autoComplete="off" placeholder="-5.00" {...control} {...form.register('amount')} />}
      </Field>
      <Field label={t('admin.giftCards.adjust.note')} error={errors.note?.message}>
        {(control) => <Textarea rows={2} maxLength={GIFT_CARD.noteMaxChars} {...control} {...form.register('note')} />}
      </Field>
    </CardActionDialog>
  );
}
