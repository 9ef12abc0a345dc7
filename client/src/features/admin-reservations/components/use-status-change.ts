import type { ReservationStatus } from '@shared/constants';
import type { ReservationDto } from '@shared/schemas/reservation';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useUpdateReservationStatus } from '../api';
import { useAdminToasts } from '@/components/admin/admin-toasts';

/**
 * One booking's quick status change (`PUT /api/reservations/:id` with `{ status }`), shared by the
 * row's status select and the day view's one-tap buttons: while the change is on its way
 * `status` is the one chosen rather than the stored one, and the toast says how it went.
 */
export function useStatusChange(reservation: Pick<ReservationDto, 'id' | 'status'>) {
  const { t } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const update = useUpdateReservationStatus();
  const pending = update.isPending;
  const status: ReservationStatus = pending ? update.variables.status : reservation.status;

  const change = (next: ReservationStatus, options: { onSettled?: () => void } = {}) => {
    if (pending || next === reservation.status) return;
    update.mutate(
      { id: reservation.id, status: next },
      {
        onSuccess: () => succeeded(t('admin.reservations.toast.statusUpdated')),
        onError: () => failed(t('admin.reservations.toast.statusFailed')),
        onSettled: options.onSettled,
      },
    );
  };

  return { status, pending, change };
}
