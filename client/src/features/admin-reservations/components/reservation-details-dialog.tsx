import { telHref } from '@shared/business-info';
import type { ReactNode } from 'react';
import type { ReservationDto } from '@shared/schemas/reservation';
import { formatClock } from '@shared/time';
import { useAdminContext } from '@/components/admin/admin-context';
import { LanguageName } from '@/components/forms/language-select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate, formatTimestamp } from '@/lib/format-date';
import { fullName } from '../reservation-filters';
import { useReservationsGuard } from './use-reservations-guard';
import { ReservationStatusBadge } from './status-badge';
import { isLiveReservation } from '@shared/constants';

interface ReservationDetailsDialogProps {
  /** The booking shown; none closes the dialog. */
  reservation: ReservationDto | null;
  onClose: () => void;
  onEdit: (reservation: ReservationDto) => void;
  onMarkSpam: (reservation: ReservationDto) => void;
}

/** Every field of a booking and when it was made, in the restaurant's time zone. */
export function ReservationDetailsDialog({ reservation, onClose, onEdit, onMarkSpam }: ReservationDetailsDialogProps) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={reservation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('admin.close')}>
        <DialogTitle>{t('admin.reservations.details.title')}</DialogTitle>
        {reservation && <Details reservation={reservation} onEdit={onEdit} onMarkSpam={onMarkSpam} />}
      </DialogContent>
    </Dialog>
  );
}

interface DetailsProps {
  reservation: ReservationDto;
  onEdit: (reservation: ReservationDto) => void;
  onMarkSpam: (reservation: ReservationDto) => void;
}

function Details({ reservation, onEdit, onMarkSpam }: DetailsProps) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const { allowed, guard } = useReservationsGuard();
  const guests = t('admin.reservations.guests', { count: reservation.guests });

  return (
    <>
      <DialogDescription>
        {fullName(reservation)} · {t('admin.reservations.details.description', { id: reservation.id })}
      </DialogDescription>
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4">
        <Item label={t('admin.reservations.details.name')}>{fullName(reservation)}</Item>
        <Item label={t('admin.reservations.details.status')}>
          <ReservationStatusBadge status={reservation.status} />
        </Item>
        {reservation.confirmBy && (
          <p className="col-span-2 rounded-lg bg-accent/10 p-3 text-sm">
            {t('admin.reservations.details.awaiting', {
              time: formatTimestamp(reservation.confirmBy, timeZone, language),
            })}
          </p>
        )}
        <Item label={t('admin.reservations.details.date')}>{formatCalendarDate(reservation.date, language)}</Item>
        <Item label={t('admin.reservations.details.time')}>{formatClock(reservation.time, language)}</Item>
        <Item label={t('admin.reservations.details.guests')}>{guests}</Item>
        <Item label={t('admin.reservations.details.phone')}>
          <a href={telHref(reservation.phone)} className="text-primary underline-offset-2 hover:underline">
            {reservation.phone}
          </a>
        </Item>
        <Item label={t('admin.reservations.details.email')} wide>
          <a href={`mailto:${reservation.email}`} className="break-all text-primary underline-offset-2 hover:underline">
            {reservation.email}
          </a>
        </Item>
        <Item label={t('admin.reservations.details.requests')} wide>
          {reservation.requests ? (
            <span className="whitespace-pre-line break-words">{reservation.requests}</span>
          ) : (
            <span className="text-muted-foreground">{t('admin.common.none')}</span>
          )}
        </Item>
        <Item label={t('admin.common.guestLanguage')}>
          <LanguageName code={reservation.language} />
        </Item>
        <Item label={t('admin.reservations.details.created')}>
          {formatTimestamp(reservation.createdAt, timeZone, language)}
        </Item>
        <Item label={t('admin.reservations.details.updated')}>
          {formatTimestamp(reservation.updatedAt, timeZone, language)}
        </Item>
      </dl>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {isLiveReservation(reservation.status) && (
          <Button
            variant="ghostDanger"
            className="sm:mr-auto"
            {...guard}
            disabled={!allowed}
            onClick={() => onMarkSpam(reservation)}
          >
            {t('admin.reservations.details.markSpam')}
          </Button>
        )}
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.close')}</Button>
        </DialogClose>
        <Button {...guard} disabled={!allowed} onClick={() => onEdit(reservation)}>
          {t('admin.common.edit')}
        </Button>
      </div>
    </>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}
