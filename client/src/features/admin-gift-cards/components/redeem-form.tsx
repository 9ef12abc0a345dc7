import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GIFT_CARD } from '@shared/gift-card-constants';
import { giftCardRedeemSchema, type GiftCardLedgerResult, type GiftCardLookupDto } from '@shared/schemas/gift-card';
import { Button } from '@/components/ui/button';
import { DollarInput } from '@/components/ui/dollar-input';
import { Field, Input } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRedeemGiftCard } from '../api';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { FormError } from '@/components/ui/form-error';
import { useAdminToasts } from '@/components/admin/admin-toasts';

const amountSchema = giftCardRedeemSchema.omit({ code: true });
type RedeemValues = z.input<typeof amountSchema>;
type RedeemOutput = z.output<typeof amountSchema>;

const BLANK: Partial<RedeemValues> = { note: '' };

interface RedeemFormProps {
  card: GiftCardLookupDto;
  /** `amount` as the server took it, e.g. "12.50". */
  onRedeemed: (result: GiftCardLedgerResult, amount: string) => void;
}

/** An amount (at most the balance) and an optional note such as the table and check, then Redeem. */
export function RedeemForm({ card, onRedeemed }: RedeemFormProps) {
  const { t, language } = useAdminI18n();
  const { failed } = useAdminToasts();
  const redeem = useRedeemGiftCard();
  const form = useForm<RedeemValues, unknown, RedeemOutput>({
    resolver: zodResolver(amountSchema),
    defaultValues: BLANK,
  });
  const { errors } = form.formState;

  // The amount is the next thing to type once a card is found.
  useEffect(() => form.setFocus('amount'), [form]);

  const onSubmit = async ({ amount, note }: RedeemOutput) => {
    try {
      const result = await redeem.mutateAsync({ code: card.code, amount, note });
      form.reset();
      toast({
        title: t('admin.giftCards.redeem.done'),
        description: t('admin.giftCards.redeem.doneBody', {
          amount: formatMoney(amount, language),
          balance: formatMoney(result.balance, language),
        }),
        variant: 'success',
      });
      onRedeemed(result, amount);
    } catch (error) {
      if (
        applyServerErrors(form, error, {
          fieldOf: onlyFields<RedeemValues>(['amount', 'note']),
          otherRefusalOn: 'root.server',
        }).length === 0
      ) {
        failed(errorMessage(error, t('admin.giftCards.redeem.failed')));
      }
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-3"
      aria-label={t('admin.giftCards.redeem.formLabel', { code: card.code })}
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field
          label={t('admin.giftCards.redeem.amount')}
          error={errors.amount?.message}
          hint={t('admin.giftCards.redeem.amountHint', { balance: formatMoney(card.balance, language) })}
        >
          {(control) => (
            <DollarInput
              min={0.01}
              max={Number(card.balance)}
              {...control}
              {...form.register('amount', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label={t('admin.giftCards.redeem.note')} error={errors.note?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              maxLength={GIFT_CARD.noteMaxChars}
              placeholder={t('admin.giftCards.redeem.notePlaceholder')}
              {...control}
              {...form.register('note')}
            />
          )}
        </Field>
      </div>
      <FormError text={errors.root?.server?.message} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('admin.giftCards.redeem.redeeming') : t('admin.giftCards.redeem.submit')}
        </Button>
        {/* A check as large as the card or larger: the whole balance in one tap, to check before Redeem. */}
        <Button
          variant="link"
          size="sm"
          onClick={() => form.setValue('amount', Number(card.balance), { shouldValidate: true })}
        >
          {t('admin.giftCards.redeem.wholeBalance', { balance: formatMoney(card.balance, language) })}
        </Button>
      </div>
    </form>
  );
}
