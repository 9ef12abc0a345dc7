import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicReservationInput, ReservationDayGuests, ReservationDto } from '@shared/schemas/reservation';
import { apiJson } from '@/lib/api-request';
import { queryKeys } from '@/lib/query-keys';

/** Guests already booked on a date; asked only once a date is chosen. */
export function useDayGuests(date: string | undefined) {
  return useQuery<ReservationDayGuests[]>({
    queryKey: queryKeys.reservations.forDate(date ?? ''),
    enabled: Boolean(date),
  });
}

/** Whether online booking is on; read fresh right before a booking is sent, never from the cache. */
export function fetchReservationsEnabled(): Promise<boolean> {
  return apiJson<{ enabled: boolean }>('GET', queryKeys.reservations.setting[0]).then((setting) => setting.enabled);
}

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicReservationInput) => apiJson<ReservationDto>('POST', '/api/reservations', input),
    // The day's booked guests (the availability indicator) are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
  });
}
