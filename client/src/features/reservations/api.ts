import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicReservationInput, ReservationDayGuests, ReservationDto } from '@shared/schemas/reservation';
import { apiJson } from '@/lib/api-request';

export const reservationKeys = {
  all: ['/api/reservations'] as const,
  forDate: (date: string) => ['/api/reservations', { date }] as const,
  setting: ['/api/admin/reservation-setting'] as const,
};

/** Guests already booked on a date; asked only once a date is chosen (spec section 7). */
export function useDayGuests(date: string | undefined) {
  return useQuery<ReservationDayGuests[]>({
    queryKey: reservationKeys.forDate(date ?? ''),
    enabled: Boolean(date),
  });
}

/** Whether online booking is on; read fresh right before a booking is sent. */
export function fetchReservationsEnabled(): Promise<boolean> {
  return apiJson<{ enabled: boolean }>('GET', '/api/admin/reservation-setting').then((setting) => setting.enabled);
}

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicReservationInput) => apiJson<ReservationDto>('POST', '/api/reservations', input),
    // After a booking succeeds the reservations list refreshes (spec section 7).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
