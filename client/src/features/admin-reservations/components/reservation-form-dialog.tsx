import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RESERVATION, RESERVATION_STATUSES } from '@shared/constants';
import { reservationSchema, type ReservationDto, type ReservationFormValues, type ReservationInput } from '@shared/schemas/reservation';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useCreateReservation, useUpdateReservation } from '../api';
import { guestCountValue } from '@/lib/guest-count';
import { fullName } from '../reservation-filters';

interface ReservationFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booking to edit; none to add a new one. */
  reservation: ReservationDto | null;
  /** The stored reservation slots (HH:mm), offered as suggestions for the time. */
  slots: string[];
  /** The restaurant's today, YYYY-MM-DD. */
  today: string;
}

/** "Add New Reservation" / "Edit Reservation": a staff booking by phone (guests 1 to 20, any status). */
export function ReservationFormDialog({ open, onOpenChange, reservation, slots, today }: ReservationFormDialogProps) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.close')} size="wide">
        <DialogTitle>{reservation ? t('admin.reservations.form.editTitle') : t('admin.reservations.form.addTitle')}</DialogTitle>
        <DialogDescription>
          {reservation ? t('admin.reservations.form.editDescription', { name: fullName(reservation) }) : t('admin.reservations.form.addDescription')}
        </DialogDescription>
        {/* Mounted only while open, so every opening starts from a fresh form. */}
        <ReservationForm reservation={reservation} slots={slots} today={today} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const FIELD_OF = onlyFields<ReservationFormValues>(['date', 'time', 'guests', 'firstName', 'lastName', 'email', 'phone', 'requests', 'status']);

function emptyValues(today: string): ReservationFormValues {
  return { date: today, time: '', guests: RESERVATION.publicDefaultGuests, firstName: '', lastName: '', email: '', phone: '', requests: '', status: 'pending' };
}

function valuesOf(reservation: ReservationDto): ReservationFormValues {
  const { firstName, lastName, email, phone, date, time, guests, status } = reservation;
  return { firstName, lastName, email, phone, date, time, guests, status, requests: reservation.requests ?? '' };
}

interface ReservationFormProps {
  reservation: ReservationDto | null;
  slots: string[];
  today: string;
  onDone: () => void;
}

function ReservationForm({ reservation, slots, today, onDone }: ReservationFormProps) {
  const { t } = useAdminI18n();
  const slotListId = useId();
  const create = useCreateReservation();
  const update = useUpdateReservation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ReservationFormValues, unknown, ReservationInput>({
    resolver: zodResolver(reservationSchema),
    defaultValues: reservation ? valuesOf(reservation) : emptyValues(today),
  });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const saving = formState.isSubmitting;
  // A booking already in the past may be kept on its date; a new date must be today or later.
  const minDate = reservation && reservation.date < today ? reservation.date : today;

  const onSubmit = async (input: ReservationInput) => {
    setServerError(null);
    try {
      if (reservation) {
        // The status goes along only when it was changed here: a status set meanwhile on another
        // screen (confirmed, cancelled) must not be put back by an edit of the party size.
        const { status, ...details } = input;
        await update.mutateAsync({ id: reservation.id, input: status !== reservation.status ? { ...details, status } : details });
      } else {
        await create.mutateAsync(input);
      }
      toast({
        title: t('admin.common.success'),
        description: reservation ? t('admin.reservations.toast.updated') : t('admin.reservations.toast.created'),
        variant: 'success',
      });
      reset(emptyValues(today));
      onDone();
    } catch (error) {
      // A refusal that belongs to no field (409 "Fully booked") is said in the dialog; the toast covers the rest.
      if (applyServerErrors(form, error, { fieldOf: FIELD_OF }).length === 0) setServerError(errorMessage(error, '') || null);
      toast({
        title: t('admin.error'),
        description: reservation ? t('admin.reservations.toast.updateFailed') : t('admin.reservations.toast.createFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 grid gap-4">
      {serverError && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
          {t('admin.reservations.form.notSaved', { message: serverError })}
        </p>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <Field label={t('admin.reservations.field.date')} error={errors.date?.message}>
          {(control) => <Input type="date" min={minDate} {...control} {...register('date')} />}
        </Field>
        <Field label={t('admin.reservations.field.time')} error={errors.time?.message} hint={t('admin.reservations.field.timeHint')}>
          {(control) => <Input type="time" list={slotListId} {...control} {...register('time')} />}
        </Field>
        <Field label={t('admin.reservations.field.guests')} error={errors.guests?.message} hint={t('admin.reservations.field.guestsHint')}>
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
        {slots.map((slot) => (
          <option key={slot} value={slot} />
        ))}
      </datalist>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('admin.reservations.field.firstName')} error={errors.firstName?.message}>
          {(control) => <Input autoComplete="off" {...control} {...register('firstName')} />}
        </Field>
        <Field label={t('admin.reservations.field.lastName')} error={errors.lastName?.message}>
          {(control) => <Input autoComplete="off" {...control} {...register('lastName')} />}
        </Field>
        <Field label={t('admin.reservations.field.email')} error={errors.email?.message}>
          {(control) => <Input type="email" autoComplete="off" {...control} {...register('email')} />}
        </Field>
        <Field label={t('admin.reservations.field.phone')} error={errors.phone?.message}>
          {(control) => <Input type="tel" autoComplete="off" {...control} {...register('phone')} />}
        </Field>
      </div>
      <Field label={t('admin.reservations.field.requests')} error={errors.requests?.message}>
        {(control) => <Textarea rows={2} {...control} {...register('requests')} />}
      </Field>
      <Field label={t('admin.reservations.field.status')} error={errors.status?.message} className="sm:max-w-60">
        {(control) => (
          <NativeSelect {...control} {...register('status')}>
            {RESERVATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.status.${status}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      <DialogFormActions
        onCancel={onDone}
        busy={saving}
        submitLabel={reservation ? t('admin.common.update') : t('admin.common.create')}
        busyLabel={t('admin.reservations.form.saving')}
      />
    </form>
  );
}
