import { msg } from '@shared/messages/message';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { GIFT_CARD, GIFT_CARD_THEMES } from '@shared/gift-card-constants';
import {
  manualGiftCardSchema,
  type GiftCardDto,
  type ManualGiftCardFormValues,
  type ManualGiftCardInput,
} from '@shared/schemas/gift-card';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { LanguageSelect } from '@/components/forms/language-select';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DollarInput } from '@/components/ui/dollar-input';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { errorMessage } from '@/lib/error-message';
import { BLANK_GIFT_CARD } from '@/lib/gift-card';
import { toast } from '@/lib/toast';
import { useCreateGiftCard } from '../api';
import { DesignPreview } from './design-preview';
import { FormError } from '@/components/ui/form-error';
import { useAdminToasts } from '@/components/admin/admin-toasts';

const serverField = onlyFields<ManualGiftCardFormValues>([
  'amount',
  'recipientName',
  'recipientEmail',
  'senderName',
  'message',
  'designTheme',
  'language',
]);

interface CreateGiftCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (card: GiftCardDto) => void;
}

/** Create Manual Gift Card: the shared schema's rules, created through the API, a toast naming the code. */
export function CreateGiftCardDialog({ open, onOpenChange, onCreated }: CreateGiftCardDialogProps) {
  const { t, language } = useAdminI18n();
  const { failed } = useAdminToasts();
  const create = useCreateGiftCard();
  const form = useForm<ManualGiftCardFormValues, unknown, ManualGiftCardInput>({
    resolver: zodResolver(manualGiftCardSchema),
    defaultValues: BLANK_GIFT_CARD,
  });
  const errors = form.formState.errors;
  const messageLength = (useWatch({ control: form.control, name: 'message' }) ?? '').length;
  const chosenTheme = useWatch({ control: form.control, name: 'designTheme' });

  const changeOpen = (next: boolean) => {
    if (!next) form.reset(BLANK_GIFT_CARD);
    onOpenChange(next);
  };

  const onSubmit = async (input: ManualGiftCardInput) => {
    try {
      const card = await create.mutateAsync(input);
      toast({
        title: t('admin.giftCards.toast.created'),
        description: t('admin.giftCards.toast.createdBody', { code: card.code, name: card.recipientName }),
        variant: 'success',
      });
      onCreated?.(card);
      changeOpen(false);
    } catch (error) {
      applyServerErrors(form, error, { fieldOf: serverField });
      failed(errorMessage(error, t('admin.giftCards.toast.createFailed')));
    }
  };

  // The shared schema speaks to a buyer ("Your name is required"); staff fill in someone else's name.
  const senderError =
    errors.senderName?.message === msg('giftCard.senderRequired')
      ? t('admin.giftCards.form.senderRequired')
      : errors.senderName?.message;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t('admin.close')} className="max-w-xl">
        <DialogTitle>{t('admin.giftCards.form.title')}</DialogTitle>
        <DialogDescription>{t('admin.giftCards.form.description')}</DialogDescription>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-5 grid gap-4">
          <Field
            label={t('admin.giftCards.form.amount')}
            error={errors.amount?.message}
            hint={t('admin.giftCards.form.amountHint', {
              min: formatMoney(GIFT_CARD.minAmount, language, { cents: 'unlessWhole' }),
              max: formatMoney(GIFT_CARD.maxAmount, language, { cents: 'unlessWhole' }),
            })}
          >
            {(control) => (
              <DollarInput
                min={GIFT_CARD.minAmount}
                max={GIFT_CARD.maxAmount}
                {...control}
                {...form.register('amount', { valueAsNumber: true })}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('admin.giftCards.form.recipientName')} error={errors.recipientName?.message}>
              {(control) => <Input autoComplete="off" {...control} {...form.register('recipientName')} />}
            </Field>
            <Field label={t('admin.giftCards.form.recipientEmail')} error={errors.recipientEmail?.message}>
              {(control) => (
                <Input
                  type="email"
                  autoComplete="off"
                  inputMode="email"
                  {...control}
                  {...form.register('recipientEmail')}
                />
              )}
            </Field>
          </div>
          <Field
            label={t('admin.giftCards.form.language')}
            error={errors.language?.message}
            hint={t('admin.giftCards.form.languageHint')}
          >
            {(control) => <LanguageSelect {...control} {...form.register('language')} />}
          </Field>
          <Field
            label={t('admin.giftCards.form.senderName')}
            error={senderError}
            hint={t('admin.giftCards.form.senderHint')}
          >
            {(control) => <Input autoComplete="off" {...control} {...form.register('senderName')} />}
          </Field>
          <Field
            label={t('admin.giftCards.form.message')}
            error={errors.message?.message}
            hint={t('admin.giftCards.form.messageCount', { count: messageLength, max: GIFT_CARD.messageMaxChars })}
          >
            {(control) => <Textarea rows={3} {...control} {...form.register('message')} />}
          </Field>
          <fieldset>
            <legend className="text-sm font-semibold">{t('admin.giftCards.form.theme')}</legend>
            <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {GIFT_CARD_THEMES.map((theme) => (
                <label
                  key={theme}
                  className={cn(
                    'flex min-h-11 cursor-pointer flex-col items-center gap-2 rounded-lg border-2 p-2 text-center text-xs font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
                    chosenTheme === theme ? 'border-primary bg-primary/5' : 'border-border',
                  )}
                >
                  <DesignPreview theme={theme} className="w-full max-w-24" />
                  <span className="flex items-center gap-1.5">
                    <input
                      type="radio"
                      value={theme}
                      className="size-4 shrink-0 accent-[var(--color-primary)]"
                      {...form.register('designTheme')}
                    />
                    {t(`admin.giftCards.theme.${theme}`)}
                  </span>
                </label>
              ))}
            </div>
            <FormError text={errors.designTheme?.message} className="mt-1.5" />
          </fieldset>
          <DialogFormActions
            onCancel={() => changeOpen(false)}
            busy={form.formState.isSubmitting}
            submitLabel={t('admin.giftCards.form.submit')}
            busyLabel={t('admin.giftCards.form.submitting')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
