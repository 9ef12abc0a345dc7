import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { GIFT_CARD } from '@shared/gift-card-constants';
import { CALENDAR_DATES } from '@shared/constants';
import { giftCardExtendSchema, type GiftCardExtendInput } from '@shared/schemas/gift-card';
import { zonedMoment } from '@shared/time';
import { useAdminContext } from '@/components/admin/admin-context';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatDay } from '@/lib/format-date';
import { useExtendGiftCard } from '../api';
import { CardActionDialog, type CardDialogProps } from './card-action-dialog';
import { useCardAction } from './use-card-action';

type ExtendValues = z.input<typeof giftCardExtendSchema>;

/** Extend expiry: a new last day, or no expiry at all (the default for new cards); kept in the history. */
export function ExtendExpiryDialog(props: CardDialogProps) {
  const { card } = props;
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const today = zonedMoment(timeZone).date;
  const extend = useExtendGiftCard();
  const current = card.expiresAt ? zonedMoment(timeZone, new Date(card.expiresAt)).date : null;
  const form = useForm<ExtendValues, unknown, GiftCardExtendInput>({
    resolver: zodResolver(giftCardExtendSchema),
    defaultValues: { expiresOn: current, note: '' },
  });
  const { errors } = form.formState;
  const expiresOn = useWatch({ control: form.control, name: 'expiresOn' });
  const never = expiresOn === null;

  const action = useCardAction(props, {
    form,
    mutation: extend,
    doneToast: (updated) => {
      const expiry = updated.expiresAt
        ? formatDay(updated.expiresAt, timeZone, language)
        : t('admin.giftCards.details.noExpiry');
      return {
        title: t('admin.giftCards.extend.done'),
        description: t('admin.giftCards.extend.doneBody', { code: updated.code, date: expiry }),
      };
    },
    failedText: t('admin.giftCards.extend.failed'),
    refusalField: 'root.server',
    fields: ['expiresOn', 'note'],
  });

  return (
    <CardActionDialog
      {...action}
      title={t('admin.giftCards.extend.title')}
      description={t('admin.giftCards.extend.description', {
        code: card.code,
        date: card.expiresAt ? formatDay(card.expiresAt, timeZone, language) : t('admin.giftCards.details.noExpiry'),
      })}
      submitLabel={t('admin.giftCards.extend.submit')}
    >
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-5 accent-[var(--color-primary)]"
          checked={never}
          onChange={(event) =>
            form.setValue('expiresOn', event.target.checked ? null : today, {
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
        {t('admin.giftCards.extend.never')}
      </label>
      <Field
        label={t('admin.giftCards.extend.date')}
        error={errors.expiresOn?.message}
        hint={t('admin.giftCards.extend.dateHint')}
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            min={today}
            max={CALENDAR_DATES.max}
            disabled={never}
            value={expiresOn ?? ''}
            onChange={(event) =>
              form.setValue('expiresOn', event.target.value, { shouldValidate: form.formState.isSubmitted })
            }
          />
        )}
      </Field>
      <Field label={t('admin.giftCards.extend.note')} error={errors.note?.message}>
        {(control) => <Textarea rows={2} maxLength={GIFT_CARD.noteMaxChars} {...control} {...form.register('note')} />}
      </Field>
    </CardActionDialog>
  );
}
