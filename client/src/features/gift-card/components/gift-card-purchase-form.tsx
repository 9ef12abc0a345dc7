import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { GIFT_CARD } from '@shared/gift-card-constants';
import {
  giftCardPurchaseSchema,
  type GiftCardPurchaseFormValues,
  type GiftCardPurchaseInput,
} from '@shared/schemas/gift-card';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { cn } from '@/lib/cn';
import { formatDollars } from '@/lib/format';
import { BLANK_GIFT_CARD, giftCardTheme } from '@/lib/gift-card';
import { toast } from '@/lib/toast';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { AmountPicker } from './amount-picker';
import { GiftCardPerks } from './gift-card-perks';
import { GiftCardPreview } from './gift-card-preview';
import { ThemePicker } from './theme-picker';
import { FieldsUntilHydrated } from '@/components/forms/fields-until-hydrated';

/** How long "Processing..." shows before the answer: there is no payment provider to wait for. */
const PROCESSING_MS = 600;

/**
 * The purchase form, shown so diners can see the offer. No payment provider is configured in
 * this product, so submitting sends nothing and only explains that gift cards are not sold
 * online; this stays true even when the submission status reads enabled.
 */
export function GiftCardPurchaseForm({ phone, businessName }: { phone: string; businessName: string }) {
  const { t, language } = useGiftCardI18n();
  const { register, handleSubmit, setValue, control, formState } = useForm<GiftCardPurchaseFormValues, unknown, GiftCardPurchaseInput>({
    resolver: zodResolver(giftCardPurchaseSchema),
    defaultValues: BLANK_GIFT_CARD,
  });
  const errors = formState.errors;
  const [amount, designTheme, recipientName, senderName, message = ''] = useWatch({
    control,
    name: ['amount', 'designTheme', 'recipientName', 'senderName', 'message'],
  });
  const theme = giftCardTheme(designTheme);
  const validAmount = amount !== undefined && Number.isFinite(amount);

  const onSubmit = async () => {
    await new Promise((resolve) => setTimeout(resolve, PROCESSING_MS));
    toast({ title: t('giftCard.toast.title'), description: t('giftCard.toast.body', { phone }), variant: 'destructive' });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <FieldsUntilHydrated>
      <div className="grid gap-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
        <div aria-label={t('giftCard.preview.label')} role="img">
          <GiftCardPreview
            theme={theme}
            businessName={businessName}
            amount={amount}
            recipientName={recipientName}
            senderName={senderName}
          />
        </div>
        <GiftCardPerks />
      </div>

      <div className="grid gap-8 lg:col-start-1 lg:row-start-1">
        <AmountPicker
          amount={amount}
          error={errors.amount?.message}
          onChange={(next) => setValue('amount', next, { shouldValidate: formState.isSubmitted })}
        />
        <ThemePicker field={register('designTheme')} businessName={businessName} />

        <fieldset className="grid items-start gap-4 sm:grid-cols-2">
          <legend className="mb-3 font-display text-xl font-semibold">{t('giftCard.recipient.legend')}</legend>
          <Field label={t('giftCard.recipientName')} error={errors.recipientName?.message}>
            {(control) => <Input {...control} autoComplete="off" {...register('recipientName')} />}
          </Field>
          <Field label={t('giftCard.recipientEmail')} error={errors.recipientEmail?.message}>
            {(control) => <Input {...control} type="email" autoComplete="off" {...register('recipientEmail')} />}
          </Field>
          <Field label={t('giftCard.senderName')} error={errors.senderName?.message} className="sm:col-span-2">
            {(control) => <Input {...control} autoComplete="name" {...register('senderName')} />}
          </Field>
          <Field
            label={t('giftCard.message')}
            error={errors.message?.message}
            className="sm:col-span-2"
            hint={
              <span className={cn(message.length > GIFT_CARD.messageMaxChars && 'font-semibold text-destructive')}>
                {t('giftCard.messageCount', { count: message.length, max: GIFT_CARD.messageMaxChars })}
              </span>
            }
          >
            {(control) => <Textarea {...control} rows={3} {...register('message')} />}
          </Field>
        </fieldset>

        <div>
          <Button type="submit" size="lg" disabled={formState.isSubmitting} className="w-full sm:w-auto">
            {formState.isSubmitting
              ? t('giftCard.processing')
              : validAmount
                ? t('giftCard.submit', { amount: formatDollars(amount, language) })
                : t('giftCard.submitNoAmount')}
          </Button>
        </div>
      </div>
      </FieldsUntilHydrated>
    </form>
  );
}
