import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { WEEKDAYS } from '@shared/constants';
import { weeklyHoursSchema, type WeeklyHours } from '@shared/schemas/settings';
import { Field, Input } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { SettingsFormCard } from './settings-form-card';
import { useSettingsForm } from './use-settings-form';
import { useSettingsLock } from './use-settings-lock';

type FormValues = z.input<typeof weeklyHoursSchema>;

/** Opening and closing time of each weekday, or closed all day (weeklyHours). */
export function WeeklyHoursForm({ initial }: { initial: WeeklyHours }) {
  const { t } = useAdminI18n();
  const { lock } = useSettingsLock();
  const { form, card } = useSettingsForm<FormValues, WeeklyHours>({
    name: 'hours',
    defaultValues: initial,
    resolver: zodResolver(weeklyHoursSchema),
    prefix: 'weeklyHours',
    toUpdate: (weeklyHours) => ({ weeklyHours }),
    pick: (settings) => settings.weeklyHours,
  });
  const { register, control, formState } = form;
  const week = useWatch({ control });
  const errors = formState.errors;

  return (
    <SettingsFormCard {...card}>
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
                  <input type="checkbox" className="size-5 accent-primary" {...lock({})} {...register(`${day}.closed`)} />
                  {t('admin.settings.hours.closedAllDay')}
                </label>
              </div>
              {closed ? (
                <p className="self-center text-sm text-muted-foreground">{t('admin.settings.hours.closedNote', { day: dayName })}</p>
              ) : (
                <div className="grid max-w-md grid-cols-2 gap-3">
                  <Field label={t('admin.settings.hours.opens')} error={errors[day]?.open?.message}>
                    {(field) => <Input {...lock(field)} type="time" {...register(`${day}.open`)} />}
                  </Field>
                  <Field label={t('admin.settings.hours.closes')} error={errors[day]?.close?.message}>
                    {(field) => <Input {...lock(field)} type="time" {...register(`${day}.close`)} />}
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
    </SettingsFormCard>
  );
}
