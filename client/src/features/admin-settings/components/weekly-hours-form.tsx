import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { WEEKDAYS } from '@shared/constants';
import { weeklyHoursSchema, type WeeklyHours } from '@shared/schemas/settings';
import { Field, Input } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { SettingsCard, SettingsForm } from './settings-card';
import { useSaveSettings } from './use-save-settings';
import { useSettingsLock } from './use-settings-lock';

type FormValues = z.input<typeof weeklyHoursSchema>;

/** Opening and closing time of each weekday, or closed all day (weeklyHours). */
export function WeeklyHoursForm({ initial }: { initial: WeeklyHours }) {
  const { t } = useAdminI18n();
  const { allowed, guard, lock } = useSettingsLock();
  const { register, handleSubmit, setError, reset, control, formState } = useForm<FormValues, unknown, WeeklyHours>({
    resolver: zodResolver(weeklyHoursSchema),
    defaultValues: initial,
  });
  const week = useWatch({ control });
  const { save, saving } = useSaveSettings<FormValues>({
    prefix: 'weeklyHours',
    setError,
    reset,
    pick: (settings) => settings.weeklyHours,
    successTitle: t('admin.settings.hours.saved'),
  });
  const errors = formState.errors;

  return (
    <SettingsCard id="weekly-hours" title={t('admin.settings.hours.title')} description={t('admin.settings.hours.description')}>
      <SettingsForm
        onSubmit={handleSubmit((values) => save({ weeklyHours: values }))}
        saveLabel={t('admin.settings.hours.save')}
        saving={saving || formState.isSubmitting}
        allowed={allowed}
        guard={guard}
      >
        <div className="divide-y divide-border rounded-lg border border-border">
          {WEEKDAYS.map((day) => {
            const closed = week[day]?.closed ?? false;
            const dayName = t(`admin.settings.day.${day}`);
            return (
              <fieldset key={day} className="grid gap-3 p-3 sm:grid-cols-[8rem_1fr] sm:items-start sm:gap-4 sm:p-4">
                <legend className="sr-only">{dayName}</legend>
                <div className="flex items-center justify-between gap-3 sm:block">
                  <p aria-hidden="true" className="font-semibold sm:mt-2">
                    {dayName}
                  </p>
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm sm:min-h-9">
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      {...lock({})}
                      {...register(`${day}.closed`)}
                    />
                    {t('admin.settings.hours.closedAllDay')}
                  </label>
                </div>
                {closed ? (
                  <p className="self-center text-sm text-muted-foreground">{t('admin.settings.hours.closedNote', { day: dayName })}</p>
                ) : (
                  <div className="grid max-w-md grid-cols-2 gap-3">
                    <Field label={t('admin.settings.hours.opens')} error={errors[day]?.open?.message}>
                      {(control) => <Input {...lock(control)} type="time" {...register(`${day}.open`)} />}
                    </Field>
                    <Field label={t('admin.settings.hours.closes')} error={errors[day]?.close?.message}>
                      {(control) => <Input {...lock(control)} type="time" {...register(`${day}.close`)} />}
                    </Field>
                  </div>
                )}
                {errors[day]?.message && (
                  <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
                    {errors[day].message}
                  </p>
                )}
              </fieldset>
            );
          })}
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
