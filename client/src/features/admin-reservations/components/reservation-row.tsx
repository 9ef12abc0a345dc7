import { telHref } from '@shared/business-info';
import type { ReservationDto } from '@shared/schemas/reservation';
import { addDays, formatClock } from '@shared/time';
import { Badge } from '@/components/ui/badge';
import { RowActions } from '@/components/admin/row-actions';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate } from '@/lib/format-date';
import { fullName } from '../reservation-filters';
import { useReservationsGuard } from './use-reservations-guard';
import { ReservationStatusSelect } from './status-select';

/** Columns of a row on a laptop; on a phone the row is a stacked card. */
export const ROW_COLUMNS = 'lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)_minmax(0,1.1fr)_9.5rem_auto]';

interface ReservationRowProps {
  reservation: ReservationDto;
  today: string;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ReservationRow({ reservation, today, onView, onEdit, onDelete }: ReservationRowProps) {
  const { t, language } = useAdminI18n();
  const manage = useReservationsGuard();
  const name = fullName(reservation);
  const dayBadge =
    reservation.date === today
      ? t('admin.reservations.row.today')
      : reservation.date === addDays(today, 1)
        ? t('admin.reservations.row.tomorrow')
        : null;
  const guests = t('admin.reservations.guests', { count: reservation.guests });

  return (
    <li
      className={`grid gap-3 rounded-xl border border-border bg-card p-4 lg:items-center lg:gap-4 lg:rounded-none lg:border-0 lg:px-4 lg:py-3 ${ROW_COLUMNS}`}
    >
      <div className="min-w-0">
        <p className="break-words font-semibold">{name}</p>
        <p className="mt-0.5 grid text-sm text-muted-foreground">
          <a
            href={`mailto:${reservation.email}`}
            title={reservation.email}
            className="truncate underline-offset-2 hover:text-foreground hover:underline"
          >
            {reservation.email}
          </a>
          <a href={telHref(reservation.phone)} className="underline-offset-2 hover:text-foreground hover:underline">
            {reservation.phone}
          </a>
        </p>
      </div>

      <div className="text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{formatCalendarDate(reservation.date, language)}</span>
          {dayBadge && <Badge tone={reservation.date === today ? 'primary' : 'info'}>{dayBadge}</Badge>}
        </p>
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{formatClock(reservation.time, language)}</span> · {guests}
        </p>
      </div>

      <div className={reservation.requests ? 'min-w-0 text-sm' : 'min-w-0 text-sm max-lg:hidden'}>
        {reservation.requests ? (
          <p className="line-clamp-2 break-words text-muted-foreground" title={reservation.requests}>
            <span className="font-medium text-foreground lg:sr-only">{t('admin.reservations.row.requests')} </span>
            {reservation.requests}
          </p>
        ) : (
          <p className="text-muted-foreground" aria-hidden="true">
            —
          </p>
        )}
      </div>

      {/* On a phone the status and the actions share the card's last line; on a laptop each is a column. */}
      <div className="flex items-center gap-2 border-t border-border pt-3 lg:contents">
        <div className="min-w-0 flex-1 lg:flex-none">
          <ReservationStatusSelect reservation={reservation} />
        </div>
        <div className="flex shrink-0 items-center gap-0.5">
          <RowActions
            labelOf={(action) => t(`admin.reservations.row.${action}`, { name })}
            manage={manage}
            onView={onView}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </div>
      </div>
    </li>
  );
}
