import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { reservationSlotsSchema, type ReservationSlots } from '@shared/schemas/settings';
import { formatClock } from '@shared/time';
import { Field, Input, NativeSelect } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { intervalChoices, previewSlots } from '../reservation-slots';
import { SettingsCard, SettingsForm } from './settings-card';
import { useSaveSettings } from './use-save-settings';
import { useSettingsLock } from './use-settings-lock';

type FormValues = z.input<typeof reservationSlotsSchema>;

/** The bookable table times: first, last and the gap between them, with a live preview. */
export function ReservationSlotsForm({ initial }: { initial: ReservationSlots }) {
  const { t } = useAdminI18n();
  const { allowed, guard, lock } = useSettingsLock();
  const { register, handleSubmit, setError, reset, control, formState } = useForm<FormValues, unknown, ReservationSlots>({
    resolver: zodResolver(reservationSlotsSchema),
    defaultValues: initial,
  });
  const values = useWatch({ control });
  const times = previewSlots(values);
  const { save, saving } = useSaveSettings<FormValues>({
    prefix: 'reservationSlots',
    setError,
    reset,
    pick: (settings) => settings.reservationSlots,
    successTitle: t('admin.settings.slots.saved'),
  });
  const errors = formState.errors;

  return (
    <SettingsCard id="reservation-slots" title={t('admin.settings.slots.title')} description={t('admin.settings.slots.description')}>
      <SettingsForm
        onSubmit={handleSubmit((input) => save({ reservationSlots: input }))}
        saveLabel={t('admin.settings.slots.save')}
        saving={saving || formState.isSubmitting}
        allowed={allowed}
        guard={guard}
      >
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
        {errors.root?.server?.message && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.root.server.message}
          </p>
        )}
      </SettingsForm>
    </SettingsCard>
  );
}
