import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { RESERVATION } from '@shared/constants';
import { publicReservationSchema, type PublicReservationFormValues, type PublicReservationInput } from '@shared/schemas/reservation';
import { formatClock } from '@shared/time';
import { Button } from '@/components/ui/button';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { cn } from '@/lib/cn';
import { useSiteInfo } from '@/lib/site-info';
import { toast } from '@/lib/toast';
import { useReservationsI18n } from '@/i18n/reservations';
import { fetchReservationsEnabled, useCreateReservation } from '../api';
import { bookingDateRange, openSlots } from '../booking-window';
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

/** The table booking form, in its full-page, compact and modal variants. */
export function ReservationForm({ variant, onDone }: ReservationFormProps) {
  const { t } = useReservationsI18n();
  const { data: site } = useSiteInfo();
  const create = useCreateReservation();
  const form = useForm<PublicReservationFormValues, unknown, PublicReservationInput>({
    resolver: zodResolver(publicReservationSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const errors = formState.errors;
  const date = useWatch({ control, name: 'date' });
  const timeZone = site?.timeZone ?? 'America/Chicago';
  const range = bookingDateRange(timeZone);
  const slots = date && site ? openSlots(date, site.reservationSlots, timeZone) : [];
  const phone = site?.business.phone ?? '';
  const sending = formState.isSubmitting || create.isPending;

  const finish = () => {
    reset(EMPTY);
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
      applyServerErrors(form, error, { fieldOf: FIELD_OF });
      toast({ title: t('reservations.toast.failed.title'), description: t('reservations.toast.failed.body'), variant: 'destructive' });
    }
  };

  // The modal is narrow: one column there; two on a page wide enough.
  const twoColumns = variant === 'modal' ? '' : 'sm:grid-cols-2';
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5" aria-label={t('reservations.form.label')}>
      <div className={cn('grid items-start gap-4', variant === 'full' ? 'sm:grid-cols-3' : twoColumns)}>
        <Field label={t('reservations.field.date')} error={errors.date?.message}>
          {(control) => <Input type="date" min={range.min} max={range.max} {...control} {...register('date')} />}
        </Field>
        <Field label={t('reservations.field.time')} error={errors.time?.message}>
          {(control) => (
            <NativeSelect {...control} disabled={!date} {...register('time')}>
              <option value="">{date ? t('reservations.field.timeChoose') : t('reservations.field.timeFirstDate')}</option>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {formatClock(slot)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={t('reservations.field.guests')} error={errors.guests?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('guests', { valueAsNumber: true })}>
              {Array.from({ length: RESERVATION.publicMaxGuests }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count === 1 ? t('reservations.guest.one') : t('reservations.guest.many', { count })}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <p className="-mt-2 text-sm text-muted-foreground">{t('reservations.largeParty', { phone })}</p>
      {date && !errors.date && <AvailabilityIndicator key={date} date={date} />}
      {date && slots.length === 0 && site && (
        <p className="text-sm text-muted-foreground">{t('reservations.noSlotsToday', { phone })}</p>
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
