import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { RESERVATION } from '@shared/constants';
import { bookingWindow } from '@shared/schedule';
import { publicReservationSchema, type PublicReservationFormValues, type PublicReservationInput } from '@shared/schemas/reservation';
import type { SiteInfo } from '@shared/schemas/settings';
import { formatClock } from '@shared/time';
import { Button } from '@/components/ui/button';
import { DatePicker, monthOf } from '@/components/ui/date-picker';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useSiteInfo } from '@/lib/site-info';
import { toast } from '@/lib/toast';
import { useReservationsI18n } from '@/i18n/reservations';
import { fetchReservationsEnabled, useCreateReservation, useDayAvailability, useMonthAvailability } from '../api';
import { isBookable, specialHoursOn } from '../availability';
import { AvailabilityIndicator } from './availability-indicator';

export type ReservationFormVariant = 'full' | 'compact' | 'modal';

interface ReservationFormProps {
  variant: ReservationFormVariant;
  /** Called after a booking is sent (or refused because booking is off): the modal closes. */
  onDone?: () => void;
}

const EMPTY: PublicReservationFormValues = {
  date: '',
  time: '',
  guests: RESERVATION.publicDefaultGuests,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  requests: '',
  website: '',
};

const FIELD_OF = onlyFields<PublicReservationFormValues>(['date', 'time', 'guests', 'firstName', 'lastName', 'email', 'phone', 'requests']);

/** The table booking form, in its full-page, compact and modal variants; it waits for the restaurant's calendar settings. */
export function ReservationForm(props: ReservationFormProps) {
  const { t } = useReservationsI18n();
  const { data: site } = useSiteInfo();
  if (!site) {
    return (
      <p role="status" className="text-muted-foreground">
        {t('page.loading')}
      </p>
    );
  }
  return <BookingForm site={site} {...props} />;
}

function BookingForm({ site, variant, onDone }: ReservationFormProps & { site: SiteInfo }) {
  const { t, language } = useReservationsI18n();
  const create = useCreateReservation();
  const { booking, timeZone } = site;
  const phone = site.business.phone;
  const dates = bookingWindow(timeZone, booking.horizonDays);
  const form = useForm<PublicReservationFormValues, unknown, PublicReservationInput>({
    resolver: zodResolver(publicReservationSchema),
    defaultValues: { ...EMPTY, guests: Math.min(Math.max(EMPTY.guests, booking.minPartySize), booking.maxPartySize) },
  });
  const { register, handleSubmit, control, reset, setValue, clearErrors, formState } = form;
  const errors = formState.errors;
  const date = useWatch({ control, name: 'date' });
  const time = useWatch({ control, name: 'time' });
  const guests = Number(useWatch({ control, name: 'guests' }));
  const sending = formState.isSubmitting || create.isPending;

  // The calendar reads the month it shows; the first bookable month until the diner opens it.
  const [shownMonth, setShownMonth] = useState(() => monthOf(dates.min));
  const month = useMonthAvailability(shownMonth);
  const unavailable = useMemo(
    () => new Set(month.data?.days.filter((day) => !day.bookable).map((day) => day.date)),
    [month.data],
  );

  const inWindow = date !== '' && date >= dates.min && date <= dates.max;
  const partyFits = Number.isInteger(guests) && guests >= booking.minPartySize && guests <= booking.maxPartySize;
  const day = useDayAvailability(date, guests, inWindow && partyFits);
  const slots = inWindow ? (day.data?.slots ?? []) : [];

  // A time the new date or party size no longer offers (or a time that filled up) is let go.
  useEffect(() => {
    if (day.data && time && !isBookable(day.data, time)) setValue('time', '');
  }, [day.data, time, setValue]);

  const finish = () => {
    reset();
    onDone?.();
  };

  const onSubmit = async (input: PublicReservationInput) => {
    // When online booking is off, nothing is sent: the diner is asked to call instead.
    const enabled = await fetchReservationsEnabled().catch(() => true);
    if (!enabled) {
      toast({ title: t('reservations.toast.unavailable.title'), description: `${t('reservations.toast.unavailable.body')} ${t('reservations.callUs', { phone })}` });
      finish();
      return;
    }
    try {
      await create.mutateAsync(input);
      toast({ title: t('reservations.toast.confirmed.title'), description: t('reservations.toast.confirmed.body'), variant: 'success' });
      finish();
    } catch (error) {
      // The reason goes on the field it is about and in the toast: "We are closed on …", "7:00 PM is fully booked; …".
      applyServerErrors(form, error, { fieldOf: FIELD_OF });
      toast({
        title: t('reservations.toast.failed.title'),
        description: errorMessage(error, t('reservations.toast.failed.body')),
        variant: 'destructive',
      });
    }
  };

  const timePlaceholder = !inWindow
    ? t('reservations.field.timeFirstDate')
    : !day.data && !day.isError
      ? t('reservations.field.timeLoading')
      : slots.length === 0
        ? t('reservations.field.timeNone')
        : t('reservations.field.timeChoose');
  const dateLabelId = useId();
  const dateError = errors.date?.message;
  const locale = language === 'am' ? 'am' : 'en-US';

  // The modal is narrow: one column there; two on a page wide enough.
  const twoColumns = variant === 'modal' ? '' : 'sm:grid-cols-2';
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5" aria-label={t('reservations.form.label')}>
      <div className={cn('grid items-start gap-4', twoColumns)}>
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
                locale={locale}
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
          {dateError && (
            <p id={`${dateLabelId}-error`} role="alert" className="text-sm font-medium text-destructive">
              {dateError}
            </p>
          )}
        </div>
        <Field label={t('reservations.field.time')} error={errors.time?.message}>
          {(control) => (
            // Controlled: its options arrive after the value they must show.
            <Controller
              control={form.control}
              name="time"
              render={({ field }) => (
                <NativeSelect {...control} {...field} disabled={slots.length === 0}>
                  <option value="">{timePlaceholder}</option>
                  {slots.map((slot) => (
                    <option key={slot.time} value={slot.time} disabled={slot.state === 'full'}>
                      {slot.state === 'available' ? formatClock(slot.time) : t(`reservations.slot.${slot.state}`, { time: formatClock(slot.time) })}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          )}
        </Field>
        <Field label={t('reservations.field.guests')} error={errors.guests?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('guests', { valueAsNumber: true })}>
              {Array.from({ length: booking.maxPartySize - booking.minPartySize + 1 }, (_, index) => booking.minPartySize + index).map((count) => (
                <option key={count} value={count}>
                  {count === 1 ? t('reservations.guest.one') : t('reservations.guest.many', { count })}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <p className="-mt-2 text-sm text-muted-foreground">{t('reservations.largeParty', { phone, max: booking.maxPartySize })}</p>
      {inWindow && partyFits && (
        <AvailabilityIndicator key={`${date}:${guests}`} day={day} today={dates.min} phone={phone} specialHours={specialHoursOn(date, site)} />
      )}

      <div className={cn('grid items-start gap-4', twoColumns)}>
        <Field label={t('reservations.field.firstName')} error={errors.firstName?.message}>
          {(control) => <Input autoComplete="given-name" {...control} {...register('firstName')} />}
        </Field>
        <Field label={t('reservations.field.lastName')} error={errors.lastName?.message}>
          {(control) => <Input autoComplete="family-name" {...control} {...register('lastName')} />}
        </Field>
        <Field label={t('reservations.field.email')} error={errors.email?.message}>
          {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
        </Field>
        <Field label={t('reservations.field.phone')} error={errors.phone?.message}>
          {(control) => <Input type="tel" autoComplete="tel" {...control} {...register('phone')} />}
        </Field>
      </div>
      <Field label={t('reservations.field.requests')} error={errors.requests?.message}>
        {(control) => <Textarea rows={variant === 'full' ? 3 : 2} placeholder={t('reservations.field.requestsPlaceholder')} {...control} {...register('requests')} />}
      </Field>

      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>

      <div className="grid gap-3">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
          {sending ? t('reservations.submitting') : t('reservations.submit')}
        </Button>
        <p className="text-sm text-muted-foreground">{t('reservations.contactNote')}</p>
      </div>
    </form>
  );
}
