import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { WEEKDAYS } from '@shared/constants';
import { weeklyHoursSchema, type WeeklyHours } from '@shared/schemas/settings';
import { useAdminI18n } from '@/lib/admin-i18n';
import { PeriodsEditor } from './periods-editor';
import { SettingsFormCard } from './settings-form-card';
import { useSettingsForm } from './use-settings-form';
import { useSettingsLock } from './use-settings-lock';
import { FormError } from '@/components/ui/form-error';

type FormValues = z.input<typeof weeklyHoursSchema>;

/** Each weekday closed, or open in 1 to 3 service periods such as lunch and dinner (weeklyHours). */
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
  const { register, control, formState, getValues, setValue } = form;
  const week = useWatch({ control });
  const errors = formState.errors;

  return (
    <SettingsFormCard {...card}>
      <p className="-mt-2 text-sm text-muted-foreground">{t('admin.settings.periods.midnightHint')}</p>
      <div className="divide-y divide-border rounded-lg border border-border">
        {WEEKDAYS.map((day) => {
          const closed = week[day]?.closed ?? false;
          const dayName = t(`admin.settings.day.${day}`);
          const closedBox = register(`${day}.closed`, {
            // A day opened again with no periods left gets one to fill in.
            onChange: (event: { target: { checked: boolean } }) => {
              if (!event.target.checked && getValues(`${day}.periods`).length === 0) {
                setValue(`${day}.periods`, [{ open: '11:00', close: '21:00' }]);
              }
            },
          });
          return (
            <fieldset key={day} className="grid gap-3 p-3 sm:grid-cols-[9rem_1fr] sm:items-start sm:gap-4 sm:p-4">
              <legend className="sr-only">{dayName}</legend>
              <div className="flex items-center justify-between gap-3 sm:block">
                <p aria-hidden="true" className="font-semibold sm:mt-2">
                  {dayName}
                </p>
                <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm sm:min-h-9">
                  <input type="checkbox" className="size-5 accent-primary" {...lock({})} {...closedBox} />
                  {t('admin.settings.hours.closedAllDay')}
                </label>
              </div>
              {closed ? (
                <p className="self-center text-sm text-muted-foreground">
                  {t('admin.settings.hours.closedNote', { day: dayName })}
                </p>
              ) : (
                <div className="max-w-lg">
                  <PeriodsEditor control={control} register={register} name={`${day}.periods`} owner={dayName} />
                </div>
              )}
              <FormError text={errors[day]?.message} className="sm:col-span-2" />
            </fieldset>
          );
        })}
      </div>
    </SettingsFormCard>
  );
}
