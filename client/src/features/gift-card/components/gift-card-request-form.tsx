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
import { PaymentUnavailable } from './payment-unavailable';
import { ThemePicker } from './theme-picker';
import { usePayGiftCardOnline } from './use-pay-gift-card-online';
import { useSendGiftCardRequest, type SentGiftCardRequest } from './use-send-gift-card-request';

const SUBMIT_LABELS = {
  online: {
    busy: 'giftCard.checkout.processing',
    amount: 'giftCard.checkout.submit',
    plain: 'giftCard.checkout.submitNoAmount',
  },
  request: { busy: 'giftCard.processing', amount: 'giftCard.submit', plain: 'giftCard.submitNoAmount' },
} as const;

interface GiftCardRequestFormProps {
  phone: string;
  businessName: string;
  /** Pay at Stripe's Checkout (card payments are on); otherwise a request, paid by phone. */
  payOnline: boolean;
  onSent: (request: SentGiftCardRequest) => void;
}

/**
 * The gift card form, checked with the shared schema. Paying online, it opens Stripe's Checkout
 * (POST /api/gift-cards/checkout) and the card is emailed once paid; when Stripe does not answer,
 * the same form can be sent as a request. A request (POST /api/gift-card-requests) is paid by
 * phone: the restaurant calls the buyer, then issues the card from it.
 */
export function GiftCardRequestForm({ phone, businessName, payOnline, onSent }: GiftCardRequestFormProps) {
  const { t, language } = useGiftCardI18n();
  const form = useForm<GiftCardRequestFormValues, unknown, GiftCardRequestInput>({
    resolver: zodResolver(giftCardRequestSchema),
    // The recipient's email speaks the page's language unless the buyer chooses another.
    defaultValues: { ...BLANK_GIFT_CARD, senderEmail: '', senderPhone: '', language },
  });
  const { register, handleSubmit, setValue, getValues, control, formState } = form;
  const errors = formState.errors;
  const request = useSendGiftCardRequest({ form, phone, onSent });
  const online = usePayGiftCardOnline({ form, phone });
  const [typedAmount, designTheme, recipientName, senderName, message] = useWatch({
    control,
    name: ['amount', 'designTheme', 'recipientName', 'senderName', 'message'],
  });
  const messageLength = message?.length ?? 0;
  const theme = giftCardTheme(designTheme);
  // The picker keeps a number; the schema also reads strings.
  const amount = typedAmount === undefined ? undefined : Number(typedAmount);
  const validAmount = amount !== undefined && Number.isFinite(amount);
  const sending = formState.isSubmitting || request.pending || online.pending;
  const money = validAmount ? formatMoney(amount, language, { cents: 'unlessWhole' }) : null;
  const labels = SUBMIT_LABELS[payOnline ? 'online' : 'request'];
  // Sending the request instead of paying leaves the pay button's words as they are.
  const busy = payOnline ? online.pending : sending;
  const submitLabel = busy ? t(labels.busy) : money ? t(labels.amount, { amount: money }) : t(labels.plain);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(payOnline ? online.pay : request.send)}
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
              hint={t(payOnline ? 'giftCard.checkout.phoneHint' : 'giftCard.senderPhoneHint')}
            >
              {(field) => <Input {...field} type="tel" autoComplete="tel" {...register('senderPhone')} />}
            </Field>
          </fieldset>

          <div className="grid gap-4">
            <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-fit">
              {submitLabel}
            </Button>
            {payOnline && online.unavailable && (
              <PaymentUnavailable
                message={online.unavailable}
                sending={request.pending}
                onSendRequest={() => void handleSubmit(request.send)()}
              />
            )}
          </div>
        </div>
      </FieldsUntilHydrated>
    </form>
  );
}
