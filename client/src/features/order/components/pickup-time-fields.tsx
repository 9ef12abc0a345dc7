import { useId } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import type { OrderingStatusDto, PickupSlotsDto } from '@shared/schemas/ordering';
import { addDays, formatClock } from '@shared/time';
import { Field, NativeSelect } from '@/components/ui/form-controls';
import { MessageText } from '@/components/ui/message-text';
import { formatCalendarDate } from '@/lib/format-date';
import { useOrderI18n } from '@/i18n/order';
import type { CheckoutValues } from '../checkout-values';
import { clockAt } from '../pickup-time-text';

interface PickupTimeFieldsProps {
  form: UseFormReturn<CheckoutValues>;
  ordering: OrderingStatusDto | undefined;
  /** The days pickup times can be chosen on, today first. */
  days: PickupSlotsDto[];
  daysPending: boolean;
  today: string | null;
  timeZone: string;
}

const CHOICE =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-4 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

/** "As soon as possible (ready about 6:40 PM)", or a day and a 15-minute slot; full slots cannot be chosen. */
export function PickupTimeFields({ form, ordering, days, daysPending, today, timeZone }: PickupTimeFieldsProps) {
  const { t, language } = useOrderI18n();
  const id = useId();
  const { register, control, setValue } = form;
  const [when, date] = useWatch({ control, name: ['when', 'date'] });
  const { errors } = useFormState({ control, name: ['when', 'date', 'time'] });
  const asapOpen = Boolean(ordering?.acceptingOrders && ordering.asapPickupAt);
  const day = days.find((item) => item.date === date);
  const dayName = (value: string) => {
    if (value === today) return t('order.checkout.today');
    const words = formatCalendarDate(value, language, 'weekdayMonthDay');
    return today && value === addDays(today, 1) ? `${t('order.checkout.tomorrow')} (${words})` : words;
  };

  return (
    <fieldset className="grid gap-3" aria-describedby={errors.when ? `${id}-error` : undefined}>
      <legend className="mb-2 text-lg font-semibold">{t('order.checkout.when')}</legend>
      <label className={CHOICE}>
        <input type="radio" value="asap" disabled={!asapOpen} className="size-4 accent-primary" {...register('when')} />
        <span className="grid">
          <span className="font-semibold">{t('order.checkout.asap')}</span>
          <span className="text-sm text-muted-foreground">
            {asapOpen && ordering?.asapPickupAt
              ? t('order.checkout.asapReady', { time: clockAt(ordering.asapPickupAt, timeZone, language) })
              : t('order.checkout.asapClosed')}
          </span>
        </span>
      </label>
      <label className={CHOICE}>
        <input type="radio" value="later" className="size-4 accent-primary" {...register('when')} />
        <span className="font-semibold">{t('order.checkout.later')}</span>
      </label>
      {errors.when?.message && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          <MessageText text={errors.when.message} />
        </p>
      )}
      {when === 'later' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('order.checkout.date')} error={errors.date?.message}>
            {(fieldControl) => (
              <NativeSelect
                {...fieldControl}
                {...register('date', { onChange: () => setValue('time', '') })}
                disabled={daysPending && days.length === 0}
              >
                {days.length === 0 && <option value="">{t('order.checkout.slotsLoading')}</option>}
                {days.map((item) => (
                  <option key={item.date} value={item.date}>
                    {dayName(item.date)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field
            label={t('order.checkout.time')}
            error={errors.time?.message}
            hint={
              day && (!day.open || day.slots.every((slot) => slot.state === 'full'))
                ? t(day.open ? 'order.checkout.noSlots' : 'order.checkout.dayClosed')
                : undefined
            }
          >
            {(fieldControl) => (
              <NativeSelect {...fieldControl} {...register('time')} disabled={!day || day.slots.length === 0}>
                <option value="">{t('order.checkout.chooseTime')}</option>
                {day?.slots.map((slot) => (
                  <option key={slot.time} value={slot.time} disabled={slot.state === 'full'}>
                    {slot.state === 'full'
                      ? t('order.checkout.slotFull', { time: formatClock(slot.time, language) })
                      : formatClock(slot.time, language)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
