import { RESERVATION_STATUSES, type ReservationStatus } from '@shared/constants';
import type { ReservationDto } from '@shared/schemas/reservation';
import { NativeSelect } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { toast } from '@/lib/toast';
import { useUpdateReservationStatus } from '../api';
import { fullName } from '../reservation-filters';
import { useReservationsGuard } from './use-reservations-guard';

/** The row's quick status change: any status to any other, sent as `{ status }`. */
export function ReservationStatusSelect({ reservation }: { reservation: ReservationDto }) {
  const { t } = useAdminI18n();
  const { allowed, guard } = useReservationsGuard();
  const update = useUpdateReservationStatus();
  // While the change is on its way, show the status chosen rather than jumping back.
  const value = update.isPending ? update.variables.status : reservation.status;

  const change = (status: ReservationStatus) => {
    if (status === reservation.status) return;
    update.mutate(
      { id: reservation.id, status },
      {
        onSuccess: () => toast({ title: t('admin.common.success'), description: t('admin.reservations.toast.statusUpdated'), variant: 'success' }),
        onError: () => toast({ title: t('admin.error'), description: t('admin.reservations.toast.statusFailed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <NativeSelect
      aria-label={t('admin.reservations.row.status', { name: fullName(reservation) })}
      value={value}
      onChange={(event) => change(event.target.value as ReservationStatus)}
      aria-busy={update.isPending || undefined}
      {...guard}
      disabled={!allowed || update.isPending}
      className="py-2"
    >
      {RESERVATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`admin.status.${status}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
