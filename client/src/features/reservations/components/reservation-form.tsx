import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RESERVATION } from '@shared/constants';
import type {
  CreatedReservationDto,
  PublicReservationFormValues,
  PublicReservationInput,
} from '@shared/schemas/reservation';
import type { AvailabilityDto } from '@shared/schemas/schedule';
import type { SiteInfo } from '@shared/schemas/settings';
import { Button } from '@/components/ui/button';
import { CONTACT_FIELDS, ContactFields, EMPTY_CONTACT } from '@/components/forms/contact-fields';
import { Field, Textarea } from '@/components/ui/form-controls';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSiteInfo } from '@/lib/site-info';
import { toast } from '@/lib/toast';
import { useReservationsI18n } from '@/i18n/reservations';
import { fetchReservationsEnabled, useCreateReservation } from '../api';
import { fullName, isFullyBooked, offersWaitlist, waitlistTimes, type FullRefusal } from '../waitlist';
import { BookingSlotFields, type SlotValues } from './booking-slot-fields';
import { ReservationReceived } from './reservation-received';
import { WaitlistJoinDialog } from './waitlist-join-dialog';
import { HoneypotField } from './honeypot-field';
import { FieldsUntilHydrated } from '@/components/forms/fields-until-hydrated';

export type ReservationFormVariant = 'full' | 'compact' | 'modal';

interface ReservationFormProps {
  variant: ReservationFormVariant;
  /**
   * Called when the diner is done: booking is off (the modal closes at once), or they follow the
   * link to their booking's manage page from the confirmation.
   */
  onDone?: () => void;
}

const EMPTY: PublicReservationFormValues = {
  date: '',
  time: '',
  guests: RESERVATION.publicDefaultGuests,
  ...EMPTY_CONTACT,
  requests: '',
  website: '',
};

const VALIDATION = lazyZodResolver<PublicReservationFormValues, PublicReservationInput>(() =>
  import('@shared/schemas/reservation').then((module) => module.publicReservationSchema),
);

const FIELD_OF = onlyFields<PublicReservationFormValues>([
  'date',
  'time',
  'guests',
  ...CONTACT_FIELDS.firstAndLast,
  'requests',
]);

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
  const { booking } = site;
  const phone = site.business.phone;
  const form = useForm<PublicReservationFormValues, unknown, PublicReservationInput>({
    resolver: VALIDATION.resolver,
    defaultValues: { ...EMPTY, guests: Math.min(Math.max(EMPTY.guests, booking.minPartySize), booking.maxPartySize) },
  });
  const { register, handleSubmit, reset, setFocus, getValues, formState } = form;
  const errors = formState.errors;
  const sending = formState.isSubmitting || create.isPending;
  // The booking just stored: the form gives way to what was booked and the link to change it.
  const [created, setCreated] = useState<CreatedReservationDto | null>(null);
  // The date and party the server last refused as fully booked: the form offers the waitlist for them.
  const [fullRefusal, setFullRefusal] = useState<FullRefusal | null>(null);
  // "Book another table" brings back an empty form, with focus on its first field.
  const focusForm = useRef(false);
  useEffect(() => {
    if (created || !focusForm.current) return;
    focusForm.current = false;
    setFocus('date');
  }, [created, setFocus]);

  const finish = () => {
    reset();
    onDone?.();
  };

  const onSubmit = async (input: PublicReservationInput) => {
    // When online booking is off, nothing is sent: the diner is asked to call instead.
    const enabled = await fetchReservationsEnabled().catch(() => true);
    if (!enabled) {
      toast({
        title: t('reservations.toast.unavailable.title'),
        description: `${t('reservations.toast.unavailable.body')} ${t('reservations.callUs', { phone })}`,
      });
      finish();
      return;
    }
    try {
      // The diner's emails and manage page speak the language they booked in.
      const booked = await create.mutateAsync({ ...input, language });
      setCreated(booked);
      // A booking that waits for the diner ("confirm by email") is not confirmed yet: the toast says what to do.
      if (booked.confirmBy) {
        toast({
          title: t('reservations.toast.confirmByEmail.title'),
          description: t('reservations.received.confirmNote', { minutes: RESERVATION.confirmByEmailMinutes }),
        });
      } else {
        toast({
          title: t('reservations.toast.confirmed.title'),
          description: t('reservations.toast.confirmed.body'),
          variant: 'success',
        });
      }
    } catch (error) {
      if (isFullyBooked(error)) setFullRefusal({ date: input.date, guests: input.guests });
      // The reason goes on the field it is about and in the toast: "We are closed on …", "7:00 PM is fully booked; …".
      applyServerErrors(form, error, { fieldOf: FIELD_OF });
      toast({
        title: t('reservations.toast.failed.title'),
        description: errorMessage(error, t('reservations.toast.failed.body')),
        variant: 'destructive',
      });
    }
  };

  if (created) {
    return (
      <ReservationReceived
        reservation={created}
        onAgain={() => {
          reset();
          focusForm.current = true;
          setCreated(null);
        }}
        onNavigate={onDone}
      />
    );
  }

  // On a date full for the party: "Tell me if a table opens", starting from what the diner has typed.
  const waitlist = (day: AvailabilityDto, { date, time, guests }: SlotValues) =>
    offersWaitlist({ enabled: site.reservationsEnabled, day, date, guests, refusal: fullRefusal }) ? (
      <WaitlistJoinDialog
        site={site}
        date={date}
        times={waitlistTimes(day)}
        prefill={() => ({
          name: fullName(getValues('firstName'), getValues('lastName')),
          email: getValues('email'),
          phone: getValues('phone'),
          guests,
          time,
        })}
      />
    ) : null;

  // The modal is narrow: one column there; two on a page wide enough.
  const twoColumns = variant === 'modal' ? '' : 'sm:grid-cols-2';
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      {...VALIDATION.formProps}
      className="grid gap-5"
      aria-label={t('reservations.form.label')}
    >
      <FieldsUntilHydrated>
        <BookingSlotFields form={form} site={site} twoColumns={variant !== 'modal'} dayAction={waitlist} />

        <div className={cn('grid items-start gap-4', twoColumns)}>
          <ContactFields form={form} labelOf={(field) => t(`reservations.field.${field}`)} />
        </div>
        <Field label={t('reservations.field.requests')} error={errors.requests?.message}>
          {(control) => (
            <Textarea
              rows={variant === 'full' ? 3 : 2}
              placeholder={t('reservations.field.requestsPlaceholder')}
              {...control}
              {...register('requests')}
            />
          )}
        </Field>

        <HoneypotField registration={register('website')} />

        <div className="grid gap-3">
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
            {sending ? t('reservations.submitting') : t('reservations.submit')}
          </Button>
          <p className="text-sm text-muted-foreground">{t('reservations.contactNote')}</p>
        </div>
      </FieldsUntilHydrated>
    </form>
  );
}
