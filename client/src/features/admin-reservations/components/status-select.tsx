import { RESERVATION_STATUSES, type ReservationStatus } from '@shared/constants';
import type { ReservationDto } from '@shared/schemas/reservation';
import { NativeSelect } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { fullName } from '../reservation-filters';
import { STATUS_LABELS } from '../reservation-labels';
import { useReservationsGuard } from './use-reservations-guard';
import { useStatusChange } from './use-status-change';

/** The row's quick status change: any status to any other, sent as `{ status }`. */
export function ReservationStatusSelect({ reservation }: { reservation: ReservationDto }) {
  const { t } = useAdminI18n();
  const { allowed, guard } = useReservationsGuard();
  const { status, pending, change } = useStatusChange(reservation);

  return (
    <NativeSelect
      aria-label={t('admin.reservations.row.status', { name: fullName(reservation) })}
      value={status}
      onChange={(event) => change(event.target.value as ReservationStatus)}
      aria-busy={pending || undefined}
      {...guard}
      disabled={!allowed || pending}
      className="py-2"
    >
      {RESERVATION_STATUSES.map((option) => (
        <option key={option} value={option}>
          {t(STATUS_LABELS[option])}
        </option>
      ))}
    </NativeSelect>
  );
}
