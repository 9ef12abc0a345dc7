import { useState, type FormEvent } from 'react';
import type { AdminEventBookingDto } from '@shared/schemas/hall-events';
import { zonedMoment } from '@shared/time';
import { useAdminContext } from '@/components/admin/admin-context';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatCalendarDate } from '@/lib/format-date';
import { useUpdateEventBooking } from '../api';
import { clientName, extendedDepositDate } from '../event-labels';

/** The overdue list's "extend": a new date for the deposit. */
export function ExtendDepositDialog({ event, onClose }: { event: AdminEventBookingDto | null; onClose: () => void }) {
  const { t, language } = useAdminI18n();
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.hall.extend.title')}</DialogTitle>
        {event && (
          <>
            <DialogDescription>
              {t('admin.hall.extend.description', {
                name: clientName(event),
                date: event.depositDueDate ? formatCalendarDate(event.depositDueDate, language) : '—',
              })}
            </DialogDescription>
            <ExtendForm key={event.id} event={event} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ExtendForm({ event, onDone }: { event: AdminEventBookingDto; onDone: () => void }) {
  const { t } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const { succeeded, failed } = useAdminToasts();
  const update = useUpdateEventBooking();
  const today = zonedMoment(timeZone).date;
  const [date, setDate] = useState(() => extendedDepositDate(event.depositDueDate, today));
  const [error, setError] = useState<string>();

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    try {
      await update.mutateAsync({ id: event.id, input: { depositDueDate: date } });
      succeeded(t('admin.hall.toast.extended'));
      onDone();
    } catch (caught) {
      const message = errorMessage(caught, t('admin.hall.toast.extendFailed'));
      setError(message);
      failed(message);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
      <Field label={t('admin.hall.extend.date')} error={error}>
        {(c) => (
          <Input
            {...c}
            type="date"
            min={today}
            max={event.eventDate}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        )}
      </Field>
      <DialogFormActions
        onCancel={onDone}
        busy={update.isPending}
        submitLabel={t('admin.hall.extend.submit')}
        busyLabel={t('admin.hall.extend.saving')}
      />
    </form>
  );
}
