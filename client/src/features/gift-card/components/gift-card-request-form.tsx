import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { GIFT_CARD } from '@shared/gift-card-constants';
import {
  giftCardRequestSchema,
  type GiftCardRequestFormValues,
  type GiftCardRequestInput,
} from '@shared/schemas/gift-card';
import { FieldsUntilHydrated } from '@/components/forms/fields-until-hydrated';
import { LanguageSelect } from '@/components/forms/language-select';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { BLANK_GIFT_CARD, giftCardTheme } from '@/lib/gift-card';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { AmountPicker } from './amount-picker';
import { GiftCardPerks } from './gift-card-perks';
import { GiftCardPreview } from './gift-card-preview';
import { ThemePicker } from './theme-picker';
import { useSendGiftCardRequest, type SentGiftCardRequest } from './use-send-gift-card-request';

interface GiftCardRequestFormProps {
  phone: string;
  businessName: string;
  onSent: (request: SentGiftCardRequest) => void;
}

/**
 * The gift card request (POST /api/gift-card-requests), checked with the shared schema. Nothing
 * is paid here: the restaurant phones the buyer, then issues the card from the request.
 */
export function GiftCardRequestForm({ phone, businessName, onSent }: GiftCardRequestFormProps) {
  const { t, language } = useGiftCardI18n();
  const form = useForm<GiftCardRequestFormValues, unknown, GiftCardRequestInput>({
    resolver: zodResolver(giftCardRequestSchema),
    // The recipient's email speaks the page's language unless the buyer chooses another.
    defaultValues: { ...BLANK_GIFT_CARD, senderEmail: '', senderPhone: '', language },
  });
  const { register, handleSubmit, setValue, getValues, control, formState } = form;
  const errors = formState.errors;
  const { send, pending } = useSendGiftCardRequest({ form, phone, onSent });
  const [typedAmount, designTheme, recipientName, senderName, message] = useWatch({
    control,
    name: ['amount', 'designTheme', 'recipientName', 'senderName', 'message'],
  });
  const messageLength = message?.length ?? 0;
  const theme = giftCardTheme(designTheme);
  // The picker keeps a number; the schema also reads strings.
  const amount = typedAmount === undefined ? undefined : Number(typedAmount);
  const validAmount = amount !== undefined && Number.isFinite(amount);
  const sending = formState.isSubmitting || pending;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send)}
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
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
          <ThemePicker field={register('designTheme')} chosen={getValues('designTheme')} businessName={businessName} />

          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className="mb-3 font-display text-xl font-semibold">{t('giftCard.recipient.legend')}</legend>
            <Field label={t('giftCard.recipientName')} error={errors.recipientName?.message}>
              {(field) => <Input {...field} autoComplete="off" {...register('recipientName')} />}
            </Field>
            <Field label={t('giftCard.recipientEmail')} error={errors.recipientEmail?.message}>
              {(field) => <Input {...field} type="email" autoComplete="off" {...register('recipientEmail')} />}
            </Field>
            <Field
              label={t('giftCard.message')}
              error={errors.message?.message}
              className="sm:col-span-2"
              hint={
                <span className={cn(messageLength > GIFT_CARD.messageMaxChars && 'font-semibold text-destructive')}>
                  {t('giftCard.messageCount', { count: messageLength, max: GIFT_CARD.messageMaxChars })}
                </span>
              }
            >
              {(field) => <Textarea {...field} rows={3} {...register('message')} />}
            </Field>
            <Field label={t('giftCard.language')} error={errors.language?.message} className="sm:col-span-2">
              {(field) => <LanguageSelect {...field} {...register('language')} defaultValue={getValues('language')} />}
            </Field>
          </fieldset>

          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className="mb-3 font-display text-xl font-semibold">{t('giftCard.sender.legend')}</legend>
            <Field label={t('giftCard.senderName')} error={errors.senderName?.message} className="sm:col-span-2">
              {(field) => <Input {...field} autoComplete="name" {...register('senderName')} />}
            </Field>
            <Field label={t('giftCard.senderEmail')} error={errors.senderEmail?.message}>
              {(field) => <Input {...field} type="email" autoComplete="email" {...register('senderEmail')} />}
            </Field>
            <Field
              label={t('giftCard.senderPhone')}
              error={errors.senderPhone?.message}
              hint={t('giftCard.senderPhoneHint')}
            >
              {(field) => <Input {...field} type="tel" autoComplete="tel" {...register('senderPhone')} />}
            </Field>
          </fieldset>

          <div>
            <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
              {sending
                ? t('giftCard.processing')
                : validAmount
                  ? t('giftCard.submit', { amount: formatMoney(amount, language, { cents: 'unlessWhole' }) })
                  : t('giftCard.submitNoAmount')}
            </Button>
          </div>
        </div>
      </FieldsUntilHydrated>
    </form>
  );
}
