import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type {
  manageReservationChangeSchema,
  ManageReservationChangeInput,
  ManagedReservationDto,
} from '@shared/schemas/reservation';
import type { SiteInfo } from '@shared/schemas/settings';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/form-controls';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useReservationsI18n } from '@/i18n/reservations';
import { useChangeManagedReservation } from '../api';
import type { KeptBooking } from '../availability';
import { isCutoffPassed } from '../manage';
import { BookingSlotFields } from './booking-slot-fields';

type ChangeValues = z.input<typeof manageReservationChangeSchema>;

const VALIDATION = lazyZodResolver<ChangeValues, ManageReservationChangeInput>(() =>
  import('@shared/schemas/reservation').then((module) => module.manageReservationChangeSchema),
);

const FIELD_OF = onlyFields<ChangeValues>(['date', 'time', 'guests', 'requests']);

interface ManageChangeFormProps {
  token: string;
  booking: ManagedReservationDto;
  site: SiteInfo;
  /** The booking as it now stands, after the change was saved. */
  onChanged: (booking: ManagedReservationDto) => void;
  /** The cut-off passed meanwhile: the server's words, for the page to show instead of the form. */
  onCutoffPassed: (message: string) => void;
  onClose: () => void;
}

/**
 * A new date, time or party size for the booking (and its requests), filled in with the booking
 * as it is. Its own date and time stay choosable even when the calendar counts them as full, since
 * its own guests fill them: the server judges, and its refusals show on the fields.
 */
export function ManageChangeForm({ token, booking, site, onChanged, onCutoffPassed, onClose }: ManageChangeFormProps) {
  const { t } = useReservationsI18n();
  const change = useChangeManagedReservation(token);
  const phone = site.business.phone;
  const form = useForm<ChangeValues, unknown, ManageReservationChangeInput>({
    resolver: VALIDATION.resolver,
    defaultValues: { date: booking.date, time: booking.time, guests: booking.guests, requests: booking.requests ?? '' },
  });
  const { register, handleSubmit, formState } = form;
  const keep = useMemo<KeptBooking>(
    () => ({ date: booking.date, time: booking.time, guests: booking.guests }),
    [booking.date, booking.time, booking.guests],
  );
  const sending = formState.isSubmitting || change.isPending;

  // Opening the form moves focus to its title, so a screen reader starts there.
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const onSubmit = async (input: ManageReservationChangeInput) => {
    try {
      onChanged(await change.mutateAsync(input));
      toast({
        title: t('reservations.manage.toast.changed.title'),
        description: t('reservations.manage.toast.changed.body'),
        variant: 'success',
      });
    } catch (error) {
      const description = errorMessage(error, t('reservations.manage.toast.failed.body', { phone }));
      if (isCutoffPassed(error)) onCutoffPassed(description);
      // "7:00 PM is fully booked; …", "We are closed on …": on the field it is about, and in the toast.
      else applyServerErrors(form, error, { fieldOf: FIELD_OF });
      toast({ title: t('reservations.manage.toast.changeFailed.title'), description, variant: 'destructive' });
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-[var(--radius-card)] bg-card p-5 shadow-[var(--shadow-card)] sm:p-8"
    >
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t('reservations.manage.changeTitle')}
      </h2>
      <p className="mb-6 mt-1 text-muted-foreground">{t('reservations.manage.changeLead')}</p>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        {...VALIDATION.formProps}
        className="grid gap-5"
        aria-labelledby={titleId}
      >
        <BookingSlotFields form={form} site={site} twoColumns keep={keep} />
        <Field label={t('reservations.field.requests')} error={formState.errors.requests?.message}>
          {(control) => (
            <Textarea
              rows={3}
              placeholder={t('reservations.field.requestsPlaceholder')}
              {...control}
              {...register('requests')}
            />
          )}
        </Field>
        <div className="grid gap-3 sm:flex sm:flex-wrap">
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? t('reservations.manage.saving') : t('reservations.manage.save')}
          </Button>
          <Button variant="secondary" size="lg" onClick={onClose} disabled={sending}>
            {t('reservations.manage.discard')}
          </Button>
        </div>
      </form>
    </section>
  );
}
