import { slotTimes } from '@shared/time';
import { ReservationsBoard } from '@/features/admin-reservations/components/reservations-board';
import { useSiteInfo } from '@/lib/site-info';

/** /admin?tab=reservations: the reservation book, with the stored slots suggested for staff bookings. */
export function ReservationsSection() {
  const { data: site } = useSiteInfo();
  return <ReservationsBoard slots={site ? slotTimes(site.reservationSlots) : []} />;
}
