import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { RESERVATION, SLOT_INTERVALS, WEEKDAYS, type Weekday } from '@shared/constants';
import { bookingSettingsSchema, type BookingSettings, type WeeklyHours } from '@shared/schemas/settings';
import { formatClock, zonedMoment } from '@shared/time';
import { useAdminContext } from '@/components/admin/admin-context';
import { Field, Input, NativeSelect } from '@/components/ui/form-controls';
import { Switch } from '@/components/ui/switch';
import type { AdminMessageKey } from '@/i18n/admin';
import { useAdminI18n } from '@/lib/admin-i18n';
import {
  numberValue,
  previewSlots,
  reminderChoices,
  reminderHours,
  reminderOption,
  REMINDER_OFF,
} from '../booking-settings';
import { SettingsFormCard } from './settings-form-card';
import { useSettingsForm } from './use-settings-form';
import { useSettingsLock } from './use-settings-lock';

type FormValues = z.input<typeof bookingSettingsSchema>;
type NumberField = Exclude<keyof FormValues, 'slotIntervalMinutes' | 'reminderHoursBefore' | 'confirmByEmail'>;

const NUMBER_FIELDS: { name: NumberField; label: AdminMessageKey; hint: AdminMessageKey; min: number; max: number }[] =
  [
    {
      name: 'lastSeatingMinutes',
      label: 'admin.settings.booking.lastSeating',
      hint: 'admin.settings.booking.lastSeatingHint',
      min: 0,
      max: 240,
    },
    {
      name: 'sameDayLeadMinutes',
      label: 'admin.settings.booking.lead',
      hint: 'admin.settings.booking.leadHint',
      min: 0,
      max: 1440,
    },
    {
      name: 'horizonDays',
      label: 'admin.settings.booking.horizon',
      hint: 'admin.settings.booking.horizonHint',
      min: 1,
      max: 365,
    },
    {
      name: 'minPartySize',
      label: 'admin.settings.booking.minParty',
      hint: 'admin.settings.booking.minPartyHint',
      min: 1,
      max: 20,
    },
    {
      name: 'maxPartySize',
      label: 'admin.settings.booking.maxParty',
      hint: 'admin.settings.booking.maxPartyHint',
      min: 1,
      max: 20,
    },
    {
      name: 'dailyGuestCapacity',
      label: 'admin.settings.booking.capacity',
      hint: 'admin.settings.booking.capacityHint',
      min: 1,
      max: 5000,
    },
    {
      name: 'pacingGuestsPerSlot',
      label: 'admin.settings.booking.pacing',
      hint: 'admin.settings.booking.pacingHint',
      min: 1,
      max: 5000,
    },
    {
      name: 'cancelCutoffHours',
      label: 'admin.settings.booking.cutoff',
      hint: 'admin.settings.booking.cutoffHint',
      min: 0,
      max: 72,
    },
  ];

/**
 * The rules of online booking (booking): the slot grid, last seating, lead time, horizon, party
 * size, the day's capacity and the pacing per slot, how long diners may change their booking
 * online, when the reminder goes out and whether diners must confirm by email, with the slots one
 * weekday would offer.
 */
export function BookingSettingsForm({ initial, weeklyHours }: { initial: BookingSettings; weeklyHours: WeeklyHours }) {
  const { t } = useAdminI18n();
  const { lock } = useSettingsLock();
  const { form, card } = useSettingsForm<FormValues, BookingSettings>({
    name: 'booking',
    defaultValues: initial,
    resolver: zodResolver(bookingSettingsSchema),
    prefix: 'booking',
    toUpdate: (booking) => ({ booking }),
    pick: (settings) => settings.booking,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;

  return (
    <SettingsFormCard {...card}>
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label={t('admin.settings.booking.interval')}
          error={errors.slotIntervalMinutes?.message}
          hint={t('admin.settings.booking.intervalHint')}
        >
          {(field) => (
            <NativeSelect {...lock(field)} {...register('slotIntervalMinutes', { setValueAs: numberValue })}>
              {SLOT_INTERVALS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('admin.settings.booking.minutes', { count: minutes })}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {NUMBER_FIELDS.map((entry) => (
          <Field key={entry.name} label={t(entry.label)} error={errors[entry.name]?.message} hint={t(entry.hint)}>
            {(field) => (
              <Input
                {...lock(field)}
                type="number"
                inputMode="numeric"
                min={entry.min}
                max={entry.max}
                step={1}
                {...register(entry.name, { setValueAs: numberValue })}
              />
            )}
          </Field>
        ))}
        <Field
          label={t('admin.settings.booking.reminder')}
          error={errors.reminderHoursBefore?.message}
          hint={t('admin.settings.booking.reminderHint')}
        >
          {(field) => (
            <Controller
              control={control}
              name="reminderHoursBefore"
              render={({ field: reminder }) => (
                <NativeSelect
                  {...lock(field)}
                  ref={reminder.ref}
                  name={reminder.name}
                  value={reminderOption(reminder.value ?? null)}
                  onChange={(event) => reminder.onChange(reminderHours(event.target.value))}
                  onBlur={reminder.onBlur}
                >
                  <option value={REMINDER_OFF}>{t('admin.settings.booking.reminderOff')}</option>
                  {reminderChoices(initial.reminderHoursBefore, reminder.value).map((hours) => (
                    <option key={hours} value={hours}>
                      {t('admin.settings.booking.reminderHours', { count: hours })}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          )}
        </Field>
        <Field
          label={t('admin.settings.booking.confirmByEmail')}
          hint={t('admin.settings.booking.confirmByEmailHint', { minutes: RESERVATION.confirmByEmailMinutes })}
        >
          {(field) => (
            <Controller
              control={control}
              name="confirmByEmail"
              render={({ field: confirm }) => (
                <Switch
                  {...lock(field)}
                  ref={confirm.ref}
                  checked={confirm.value ?? false}
                  onCheckedChange={confirm.onChange}
                  onBlur={confirm.onBlur}
                />
              )}
            />
          )}
        </Field>
      </div>
      <SlotsPreview control={control} weeklyHours={weeklyHours} />
    </SettingsFormCard>
  );
}

/** The slots a weekday's stored hours give with the values being edited (today's weekday first). */
function SlotsPreview({
  control,
  weeklyHours,
}: {
  control: Control<FormValues, unknown, BookingSettings>;
  weeklyHours: WeeklyHours;
}) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const id = useId();
  const [day, setDay] = useState<Weekday>(() => zonedMoment(timeZone).weekday);
  const [slotIntervalMinutes, lastSeatingMinutes] = useWatch({
    control,
    name: ['slotIntervalMinutes', 'lastSeatingMinutes'],
  });
  const times = previewSlots({ slotIntervalMinutes, lastSeatingMinutes }, weeklyHours[day]);
  const dayName = t(`admin.settings.day.${day}`);

  return (
    <div className="grid gap-3 rounded-lg bg-muted/60 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold">{t('admin.settings.booking.previewTitle')}</p>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={`${id}-day`}>{t('admin.settings.booking.previewDay')}</label>
          <NativeSelect
            id={`${id}-day`}
            value={day}
            onChange={(event) => setDay(event.target.value as Weekday)}
            className="w-auto py-1.5"
          >
            {WEEKDAYS.map((weekday) => (
              <option key={weekday} value={weekday}>
                {t(`admin.settings.day.${weekday}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div aria-live="polite">
        {times === null ? (
          <p className="text-sm text-muted-foreground">{t('admin.settings.booking.noPreview')}</p>
        ) : times.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.settings.booking.previewClosed', { day: dayName })}</p>
        ) : (
          <>
            <p className="text-sm">{t('admin.settings.booking.preview', { count: times.length, day: dayName })}</p>
            <ul
              className="mt-2 flex flex-wrap gap-1.5"
              aria-label={t('admin.settings.booking.previewLabel', { day: dayName })}
            >
              {times.map((time) => (
                <li key={time} className="rounded-full bg-card px-2.5 py-1 text-xs font-medium tabular-nums">
                  {formatClock(time, language)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
