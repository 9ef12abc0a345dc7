import type { ReservationDto } from '@shared/schemas/reservation';
import { formatClock } from '@shared/time';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate } from '@/lib/format-date';
import { useMarkSpam, useRelatedReservations } from '../api';
import { fullName } from '../reservation-filters';
import { useAdminToasts } from '@/components/admin/admin-toasts';

interface SpamDialogProps {
  /** The booking staff think is fake; none closes the dialog. */
  reservation: ReservationDto | null;
  onClose: () => void;
}

/**
 * Marks a fake booking as spam together with the upcoming online bookings from the same address,
 * email or phone: staff see them all first, then cancel them in one go. No email is sent.
 */
export function SpamDialog({ reservation, onClose }: SpamDialogProps) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={reservation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.reservations.spam.title')}</DialogTitle>
        {reservation && <SpamList reservation={reservation} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function SpamList({ reservation, onDone }: { reservation: ReservationDto; onDone: () => void }) {
  const { t, language } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const related = useRelatedReservations(reservation.id, true);
  const mark = useMarkSpam();
  const bookings = related.data ?? [];

  const onConfirm = () => {
    mark.mutate(
      bookings.map((booking) => booking.id),
      {
        onSuccess: ({ cancelled }) => {
          succeeded(t('admin.reservations.spam.done', { count: cancelled }));
          onDone();
        },
        onError: () => failed(t('admin.reservations.spam.failed')),
      },
    );
  };

  return (
    <>
      <DialogDescription>{t('admin.reservations.spam.description')}</DialogDescription>
      {related.isPending ? (
        <p className="mt-4 text-muted-foreground">{t('admin.reservations.spam.loading')}</p>
      ) : related.isError ? (
        <p className="mt-4 text-destructive">{t('admin.reservations.spam.loadFailed')}</p>
      ) : (
        <ul className="mt-4 grid max-h-72 gap-2 overflow-y-auto" aria-label={t('admin.reservations.spam.listLabel')}>
          {bookings.map((booking) => (
            <li key={booking.id} className="rounded-lg border border-border p-3 text-sm">
              <p className="font-medium">{fullName(booking)}</p>
              <p className="text-muted-foreground">
                {formatCalendarDate(booking.date, language)} · {formatClock(booking.time, language)} ·{' '}
                {t('admin.reservations.guests', { count: booking.guests })}
              </p>
              <p className="break-all text-muted-foreground">
                {booking.email} · {booking.phone}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.common.cancel')}</Button>
        </DialogClose>
        <Button variant="destructive" disabled={bookings.length === 0 || mark.isPending} onClick={onConfirm}>
          {mark.isPending
            ? t('admin.reservations.spam.marking')
            : t('admin.reservations.spam.confirm', { count: bookings.length })}
        </Button>
      </div>
    </>
  );
}
