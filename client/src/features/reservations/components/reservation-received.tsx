import { Link } from 'wouter';
import { RESERVATION } from '@shared/constants';
import type { CreatedReservationDto } from '@shared/schemas/reservation';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useReservationsI18n } from '@/i18n/reservations';
import { ReservationSummary } from './reservation-summary';
import { SuccessHeading } from './success-heading';

interface ReservationReceivedProps {
  reservation: CreatedReservationDto;
  /** Back to an empty form. */
  onAgain: () => void;
  /** The diner follows the link to the manage page: the modal closes. */
  onNavigate?: () => void;
}

/** What replaces the booking form once a booking is stored: the booking, what happens next and the way to change it. */
export function ReservationReceived({ reservation, onAgain, onNavigate }: ReservationReceivedProps) {
  const { t } = useReservationsI18n();
  return (
    <div className="rounded-[var(--radius-card)] border border-success/40 bg-success/10 p-5 sm:p-8">
      <SuccessHeading size="large">{t('reservations.received.title')}</SuccessHeading>
      <ReservationSummary
        date={reservation.date}
        time={reservation.time}
        guests={reservation.guests}
        className="mt-5"
      />
      {reservation.confirmBy ? (
        <div role="status" className="mt-5 rounded-lg border border-accent bg-accent/10 p-4">
          <p className="font-semibold">{t('reservations.received.confirmTitle')}</p>
          <p className="mt-1">
            {t('reservations.received.confirmNote', { minutes: RESERVATION.confirmByEmailMinutes })}
          </p>
        </div>
      ) : (
        <p className="mt-5">{t('reservations.contactNote')}</p>
      )}
      <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap sm:items-center">
        {reservation.managePath && (
          <Link
            href={reservation.managePath}
            onClick={onNavigate}
            className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'text-center')}
          >
            {t('reservations.received.manage')}
          </Link>
        )}
        <Button variant="secondary" size="lg" onClick={onAgain}>
          {t('reservations.received.again')}
        </Button>
      </div>
      {reservation.managePath && (
        <p className="mt-3 text-sm text-muted-foreground">{t('reservations.received.manageHint')}</p>
      )}
    </div>
  );
}
