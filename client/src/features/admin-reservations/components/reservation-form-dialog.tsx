import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CALENDAR_DATES, RESERVATION, RESERVATION_STATUSES } from '@shared/constants';
import { formatPeriods } from '@shared/schedule';
import {
  reservationSchema,
  type ReservationDto,
  type ReservationFormValues,
  type ReservationInput,
} from '@shared/schemas/reservation';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { LanguageSelect } from '@/components/forms/language-select';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { CONTACT_FIELDS, ContactFields, EMPTY_CONTACT } from '@/components/forms/contact-fields';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { confirmationWarnings } from '@/lib/confirmation-warnings';
import { errorMessage } from '@/lib/error-message';
import { guestCountValue } from '@/lib/guest-count';
import { useScheduleExceptions } from '@/lib/schedule-exceptions';
import { useSiteInfo } from '@/lib/site-info';
import { useCreateReservation, useUpdateReservation } from '../api';
import { calendarDay } from '../reservation-day';
import { fullName } from '../reservation-filters';
import { STATUS_LABELS } from '../reservation-labels';
import { useAdminToasts } from '@/components/admin/admin-toasts';

interface ReservationFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booking to edit; none to add a new one. */
  reservation: ReservationDto | null;
  /** The restaurant's today, YYYY-MM-DD. */
  today: string;
}

/**
 * "Add New Reservation" / "Edit Reservation": a staff booking by phone (guests 1 to 20, any
 * status, any time). What the website would refuse (a closed date, a slot over its pacing) is
 * asked about, and goes through with "Book anyway".
 */
export function ReservationFormDialog({ open, onOpenChange, reservation, today }: ReservationFormDialogProps) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.close')} size="wide">
        <DialogTitle>
          {reservation ? t('admin.reservations.form.editTitle') : t('admin.reservations.form.addTitle')}
        </DialogTitle>
        <DialogDescription>
          {reservation
            ? t('admin.reservations.form.editDescription', { name: fullName(reservation) })
            : t('admin.reservations.form.addDescription')}
        </DialogDescription>
        {/* Mounted only while open, so every opening starts from a fresh form. */}
        <ReservationForm reservation={reservation} today={today} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const FIELD_OF = onlyFields<ReservationFormValues>([
  'date',
  'time',
  'guests',
  ...CONTACT_FIELDS.firstAndLast,
  'requests',
  'status',
  'language',
]);

function emptyValues(today: string): ReservationFormValues {
  return {
    date: today,
    time: '',
    guests: RESERVATION.publicDefaultGuests,
    ...EMPTY_CONTACT,
    requests: '',
    status: 'pending',
    language: 'en',
  };
}

function valuesOf(reservation: ReservationDto): ReservationFormValues {
  const { firstName, lastName, email, phone, date, time, guests, status, language } = reservation;
  return {
    firstName,
    lastName,
    email,
    phone,
    date,
    time,
    guests,
    status,
    language,
    requests: reservation.requests ?? '',
  };
}

interface ReservationFormProps {
  reservation: ReservationDto | null;
  today: string;
  onDone: () => void;
}

function ReservationForm({ reservation, today, onDone }: ReservationFormProps) {
  const { t, language } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const slotListId = useId();
  const create = useCreateReservation();
  const update = useUpdateReservation();
  const [serverError, setServerError] = useState<string | null>(null);
  // The booking the server asked about, waiting for "Book anyway", with what it warned.
  const [pending, setPending] = useState<{ input: ReservationInput; warnings: string[] } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<ReservationFormValues, unknown, ReservationInput>({
    resolver: zodResolver(reservationSchema),
    defaultValues: reservation ? valuesOf(reservation) : emptyValues(today),
  });
  const { register, handleSubmit, reset, formState, control } = form;
  const errors = formState.errors;
  const saving = formState.isSubmitting || confirming;
  // A booking already in the past may be kept on its date; a new date must be today or later.
  const minDate = reservation && reservation.date < today ? reservation.date : today;

  // The chosen date as the calendar has it: its hours under the date, its slots offered for the time.
  const site = useSiteInfo().data;
  const exceptions = useScheduleExceptions().data;
  const date = useWatch({ control, name: 'date' });
  const calendar = useMemo(
    () =>
      site && date
        ? calendarDay(date, {
            weeklyHours: site.weeklyHours,
            booking: site.booking,
            exceptions: exceptions ?? site.upcomingExceptions,
          })
        : null,
    [site, exceptions, date],
  );
  const dateHint = !calendar ? undefined : calendar.day.closed ? (
    <span className="font-semibold text-destructive">
      {calendar.day.exception
        ? t('admin.reservations.field.dateClosedFor', { label: calendar.day.exception })
        : t('admin.reservations.field.dateClosed')}
    </span>
  ) : calendar.day.exception ? (
    t('admin.reservations.field.dateSpecial', {
      label: calendar.day.exception,
      hours: formatPeriods(calendar.day.periods, '–', language),
    })
  ) : (
    t('admin.reservations.field.dateOpen', { hours: formatPeriods(calendar.day.periods, '–', language) })
  );

  const save = async (input: ReservationInput, confirmWarnings: boolean) => {
    const body = confirmWarnings ? { ...input, confirmWarnings } : input;
    if (reservation) {
      // The status goes along only when it was changed here: a status set meanwhile on another
      // screen (confirmed, cancelled) must not be put back by an edit of the party size.
      const { status, ...details } = body;
      await update.mutateAsync({
        id: reservation.id,
        input: status !== reservation.status ? { ...details, status } : details,
      });
    } else {
      await create.mutateAsync(body);
    }
    succeeded(reservation ? t('admin.reservations.toast.updated') : t('admin.reservations.toast.created'));
    reset(emptyValues(today));
    onDone();
  };

  const refused = (error: unknown) => {
    // A refusal that belongs to no field (409 "Fully booked") is said in the dialog; the toast covers the rest.
    if (applyServerErrors(form, error, { fieldOf: FIELD_OF }).length === 0)
      setServerError(errorMessage(error, '') || null);
    failed(reservation ? t('admin.reservations.toast.updateFailed') : t('admin.reservations.toast.createFailed'));
  };

  const onSubmit = async (input: ReservationInput) => {
    setServerError(null);
    try {
      await save(input, false);
    } catch (error) {
      const warnings = confirmationWarnings(error);
      if (warnings) setPending({ input, warnings });
      else refused(error);
    }
  };

  const bookAnyway = async () => {
    if (!pending) return;
    setConfirming(true);
    try {
      await save(pending.input, true);
    } catch (error) {
      refused(error);
    } finally {
      setConfirming(false);
      setPending(null);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 grid gap-4">
      <FormError boxed text={serverError && t('admin.reservations.form.notSaved', { message: serverError })} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <Field label={t('admin.reservations.field.date')} error={errors.date?.message} hint={dateHint}>
          {(control) => <Input type="date" min={minDate} max={CALENDAR_DATES.max} {...control} {...register('date')} />}
        </Field>
        <Field
          label={t('admin.reservations.field.time')}
          error={errors.time?.message}
          hint={t('admin.reservations.field.timeHint')}
        >
          {(control) => <Input type="time" list={slotListId} {...control} {...register('time')} />}
        </Field>
        <Field
          label={t('admin.reservations.field.guests')}
          error={errors.guests?.message}
          hint={t('admin.reservations.field.guestsHint')}
        >
          {(control) => (
            <Input
              type="number"
              inputMode="numeric"
              min={RESERVATION.adminMinGuests}
              max={RESERVATION.adminMaxGuests}
              step={1}
              {...control}
              {...register('guests', { setValueAs: (value) => guestCountValue(value, 1) })}
            />
          )}
        </Field>
      </div>
      <datalist id={slotListId}>
        {(calendar?.grid ?? []).map((slot) => (
          <option key={slot} value={slot} />
        ))}
      </datalist>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ContactFields form={form} autofill={false} labelOf={(field) => t(`admin.reservations.field.${field}`)} />
      </div>
      <Field label={t('admin.reservations.field.requests')} error={errors.requests?.message}>
        {(control) => <Textarea rows={2} {...control} {...register('requests')} />}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('admin.reservations.field.status')} error={errors.status?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('status')}>
              {RESERVATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(STATUS_LABELS[status])}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label={t('admin.common.guestLanguage')}
          error={errors.language?.message}
          hint={t('admin.common.guestLanguageHint')}
        >
          {(control) => <LanguageSelect {...control} {...register('language')} />}
        </Field>
      </div>

      <DialogFormActions
        onCancel={onDone}
        busy={saving}
        submitLabel={reservation ? t('admin.common.update') : t('admin.common.create')}
        busyLabel={t('admin.reservations.form.saving')}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && !confirming && setPending(null)}
        title={reservation ? t('admin.reservations.confirm.saveTitle') : t('admin.reservations.confirm.bookTitle')}
        description={
          <>
            <span className="block">{t('admin.reservations.confirm.intro')}</span>
            {pending?.warnings.map((warning) => (
              <span key={warning} className="mt-2 block border-l-4 border-accent pl-3 font-medium text-foreground">
                {warning}
              </span>
            ))}
          </>
        }
        confirmLabel={reservation ? t('admin.reservations.confirm.save') : t('admin.reservations.confirm.book')}
        cancelLabel={t('admin.reservations.confirm.back')}
        pendingLabel={t('admin.reservations.form.saving')}
        pending={confirming}
        onConfirm={() => void bookAnyway()}
      />
    </form>
  );
}
