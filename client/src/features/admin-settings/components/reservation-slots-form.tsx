import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { reservationSlotsSchema, type ReservationSlots } from '@shared/schemas/settings';
import { formatClock } from '@shared/time';
import { Field, Input, NativeSelect } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { intervalChoices, previewSlots } from '../reservation-slots';
import { SettingsFormCard } from './settings-form-card';
import { useSettingsForm } from './use-settings-form';
import { useSettingsLock } from './use-settings-lock';

type FormValues = z.input<typeof reservationSlotsSchema>;

/** The bookable table times: first, last and the gap between them, with a live preview. */
export function ReservationSlotsForm({ initial }: { initial: ReservationSlots }) {
  const { t } = useAdminI18n();
  const { lock } = useSettingsLock();
  const { form, card } = useSettingsForm<FormValues, ReservationSlots>({
    name: 'slots',
    defaultValues: initial,
    resolver: zodResolver(reservationSlotsSchema),
    prefix: 'reservationSlots',
    toUpdate: (reservationSlots) => ({ reservationSlots }),
    pick: (settings) => settings.reservationSlots,
  });
  const { register, control, formState } = form;
  const times = previewSlots(useWatch({ control }));
  const errors = formState.errors;

  return (
    <SettingsFormCard {...card}>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-2">
        <Field label={t('admin.settings.slots.first')} error={errors.first?.message}>
          {(field) => <Input {...lock(field)} type="time" {...register('first')} />}
        </Field>
        <Field label={t('admin.settings.slots.last')} error={errors.last?.message}>
          {(field) => <Input {...lock(field)} type="time" {...register('last')} />}
        </Field>
        <Field label={t('admin.settings.slots.interval')} error={errors.intervalMinutes?.message} className="col-span-2 sm:col-span-1 lg:col-span-2">
          {(field) => (
            <NativeSelect {...lock(field)} {...register('intervalMinutes', { setValueAs: (value: string | number) => Number(value) })}>
              {intervalChoices(initial.intervalMinutes).map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('admin.settings.slots.minutes', { count: minutes })}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <div aria-live="polite">
        {times ? (
          <>
            <p className="text-sm font-semibold">{t('admin.settings.slots.preview', { count: times.length })}</p>
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('admin.settings.slots.previewLabel')}>
              {times.map((time) => (
                <li key={time} className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium tabular-nums">
                  {formatClock(time)}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('admin.settings.slots.noPreview')}</p>
        )}
      </div>
    </SettingsFormCard>
  );
}
