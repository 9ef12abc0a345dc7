import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { bookingWindow } from '@shared/schedule';
import type { AvailabilityDto } from '@shared/schemas/schedule';
import type { SiteInfo } from '@shared/schemas/settings';
import { formatClock } from '@shared/time';
import { DatePicker, monthOf } from '@/components/ui/date-picker';
import { Field, NativeSelect } from '@/components/ui/form-controls';
import { cn } from '@/lib/cn';
import { useReservationsI18n } from '@/i18n/reservations';
import { useDayAvailability, useMonthAvailability } from '../api';
import { isChoosable, keepsTime, partySizes, slotChoices, specialHoursOn, type KeptBooking } from '../availability';
import { AvailabilityIndicator } from './availability-indicator';
import { FormError } from '@/components/ui/form-error';
import { GuestsField } from './guests-field';

/** The fields these share with any form that has them: the booking form, and the change form of the manage page. */
export interface SlotValues {
  date: string;
  time: string;
  guests: number;
}

interface BookingSlotFieldsProps<Values extends SlotValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  site: SiteInfo;
  /** On a page wide enough: the date on a row of its own, the time and party size side by side below. Off in the narrow modal. */
  twoColumns: boolean;
  /** The booking a change form starts from: its own date, time and party size stay choosable. */
  keep?: KeptBooking;
  /**
   * What the form offers below the chosen date's availability once it is read, for that date and
   * party (the booking form's "Tell me if a table opens" on a full date); nothing when it returns null.
   */
  dayAction?: (day: AvailabilityDto, choice: SlotValues) => ReactNode;
}

/**
 * When and how many: the date picker (greying out the days that cannot be booked), the times of
 * that date for the party, the party size, and what the chosen date looks like. A time the new
 * date or party size no longer offers (or one that filled up) is let go, except the kept booking's
 * own. Field errors, the server's included, show under each field.
 */
export function BookingSlotFields<Values extends SlotValues, Output>({
  form,
  site,
  twoColumns,
  keep,
  dayAction,
}: BookingSlotFieldsProps<Values, Output>) {
  // The fields are the same in every form that has them; only the form's other fields differ.
  const { control, register, setValue, clearErrors, getValues } = form as unknown as UseFormReturn<SlotValues>;
  const { t, language } = useReservationsI18n();
  const { booking, timeZone } = site;
  const phone = site.business.phone;
  const dates = bookingWindow(timeZone, booking.horizonDays);
  const { errors } = useFormState({ control, name: ['date', 'time', 'guests'] });
  const date = useWatch({ control, name: 'date' });
  const time = useWatch({ control, name: 'time' });
  const guests = Number(useWatch({ control, name: 'guests' }));

  // The calendar reads the month it shows; the chosen date's month (or the first bookable one) until the diner opens it.
  const [shownMonth, setShownMonth] = useState(() => monthOf(getValues('date') || dates.min));
  const month = useMonthAvailability(shownMonth);
  const unavailable = useMemo(
    () => new Set(month.data?.days.filter((day) => !day.bookable && day.date !== keep?.date).map((day) => day.date)),
    [month.data, keep?.date],
  );

  const inWindow = date !== '' && date >= dates.min && date <= dates.max;
  const partyFits = Number.isInteger(guests) && guests >= booking.minPartySize && guests <= booking.maxPartySize;
  const day = useDayAvailability(date, guests, inWindow && partyFits);
  const choices = slotChoices(inWindow ? (day.data?.slots ?? []) : [], date, keep);

  useEffect(() => {
    if (day.data && time && !keepsTime(day.data, date, time, keep)) setValue('time', '');
  }, [day.data, date, time, keep, setValue]);

  const timePlaceholder = !inWindow
    ? t('reservations.field.timeFirstDate')
    : !day.data && !day.isError
      ? t('reservations.field.timeLoading')
      : choices.length === 0
        ? t('reservations.field.timeNone')
        : t('reservations.field.timeChoose');
  const slotLabel = (choice: (typeof choices)[number]) =>
    choice.kept
      ? t('reservations.slot.current', { time: formatClock(choice.time, language) })
      : choice.state === 'available'
        ? formatClock(choice.time, language)
        : t(`reservations.slot.${choice.state}`, { time: formatClock(choice.time, language) });

  const dateLabelId = useId();
  const dateError = errors.date?.message;

  return (
    <>
      <div className={cn('grid items-start gap-4', twoColumns && 'sm:grid-cols-2')}>
        {/* The date in words needs the room: a row of its own, the time and party size side by side below. */}
        <div className={cn('grid gap-1.5', twoColumns && 'sm:col-span-2')}>
          <label id={dateLabelId} htmlFor={`${dateLabelId}-picker`} className="text-sm font-semibold">
            {t('reservations.field.date')}
          </label>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DatePicker
                id={`${dateLabelId}-picker`}
                labelId={dateLabelId}
                ref={field.ref}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  clearErrors(['date', 'time']);
                }}
                onBlur={field.onBlur}
                min={dates.min}
                max={dates.max}
                today={dates.min}
                isUnavailable={(candidate) => unavailable.has(candidate)}
                onMonthChange={setShownMonth}
                language={language}
                texts={{
                  placeholder: t('reservations.field.datePlaceholder'),
                  previousMonth: t('reservations.calendar.previous'),
                  nextMonth: t('reservations.calendar.next'),
                  unavailable: t('reservations.calendar.unavailable'),
                  selected: t('reservations.calendar.selected'),
                }}
                footer={month.isPending ? t('reservations.calendar.checking') : t('reservations.calendar.legend')}
                aria-describedby={dateError ? `${dateLabelId}-error` : undefined}
                aria-invalid={dateError ? true : undefined}
              />
            )}
          />
          <FormError id={`${dateLabelId}-error`} text={dateError} />
        </div>
        <Field label={t('reservations.field.time')} error={errors.time?.message}>
          {(field) => (
            // Controlled: its options arrive after the value they must show.
            <Controller
              control={control}
              name="time"
              render={({ field: time }) => (
                <NativeSelect {...field} {...time} disabled={choices.length === 0}>
                  <option value="">{timePlaceholder}</option>
                  {choices.map((choice) => (
                    <option key={choice.time} value={choice.time} disabled={!isChoosable(choice)}>
                      {slotLabel(choice)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          )}
        </Field>
        <GuestsField
          registration={register('guests', { valueAsNumber: true })}
          defaultValue={getValues('guests')}
          sizes={partySizes(booking, keep)}
          error={errors.guests?.message}
        />
      </div>
      <p className="-mt-2 text-sm text-muted-foreground">
        {t('reservations.largeParty', { phone, max: booking.maxPartySize })}
      </p>
      {inWindow && partyFits && (
        <AvailabilityIndicator
          key={`${date}:${guests}`}
          day={day}
          today={dates.min}
          phone={phone}
          specialHours={specialHoursOn(date, site, language)}
          action={day.data && dayAction?.(day.data, { date, time, guests })}
        />
      )}
    </>
  );
}
