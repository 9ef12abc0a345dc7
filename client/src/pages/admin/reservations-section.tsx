import { ReservationsBoard } from '@/features/admin-reservations/components/reservations-board';

/** /admin?tab=reservations: the reservation book. */
export function ReservationsSection() {
  return <ReservationsBoard />;
}
