import { useMutation, useQuery, useQueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import type { PublicReservationInput, ReservationDto } from '@shared/schemas/reservation';
import type { AvailabilityDto, MonthAvailabilityDto } from '@shared/schemas/schedule';
import { apiJson, throwIfResNotOk } from '@/lib/api-request';
import { urlFromQueryKey } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The key's URL, past the browser's own cache: the server lets caches keep an availability answer
 * for 2 seconds, but the form reads one again right after a refused booking, and then only the
 * current answer will do.
 */
async function fetchCurrent<T>({ queryKey, signal }: QueryFunctionContext): Promise<T> {
  const res = await fetch(urlFromQueryKey(queryKey), { credentials: 'include', signal, cache: 'no-cache' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The times of `date` for a party of `guests`, each available, limited or full; or why the date is closed. */
export function useDayAvailability(date: string, guests: number, enabled: boolean) {
  return useQuery<AvailabilityDto>({ queryKey: queryKeys.availability.day(date, guests), queryFn: fetchCurrent, enabled });
}

/** Which dates of `month` ("YYYY-MM") can still be booked: the date picker greys out the others. */
export function useMonthAvailability(month: string) {
  return useQuery<MonthAvailabilityDto>({ queryKey: queryKeys.availability.month(month), queryFn: fetchCurrent, enabled: Boolean(month) });
}

/** Whether online booking is on; read fresh right before a booking is sent, never from the cache. */
export function fetchReservationsEnabled(): Promise<boolean> {
  return apiJson<{ enabled: boolean }>('GET', queryKeys.reservations.setting[0]).then((setting) => setting.enabled);
}

export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicReservationInput) => apiJson<ReservationDto>('POST', '/api/reservations', input),
    // A booking takes room, and a refusal means the form's picture of the day was out of date:
    // either way the times and the calendar are read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.days }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.months }),
      ]),
  });
}
