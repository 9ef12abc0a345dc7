import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { POLL_INTERVAL_MS, type ReservationStatus } from '@shared/constants';
import type { ReservationDto, ReservationInput, ReservationUpdateInput } from '@shared/schemas/reservation';
import type { ReservationDayDto } from '@shared/schemas/schedule';
import type { WaitlistEntryDto } from '@shared/schemas/waitlist';
import { apiJson, ApiRequestError } from '@/lib/api-request';
import { removeFromCachedList, replaceInCachedList } from '@/lib/cached-list';
import { refreshDashboardFigures } from '@/lib/dashboard-figures';
import { queryKeys } from '@/lib/query-keys';

/** The whole reservation book for the back office, polled every 30 s. */
export function useAdminReservations() {
  return useQuery<ReservationDto[]>({ queryKey: queryKeys.admin.reservations, refetchInterval: POLL_INTERVAL_MS });
}

/** One day's slots with the guests booked in each against the pacing, polled as the list is. */
export function useReservationDay(date: string) {
  return useQuery<ReservationDayDto>({
    queryKey: queryKeys.admin.reservationDay(date),
    refetchInterval: POLL_INTERVAL_MS,
    // A day staff come back to is read again (bookings change by the minute); the day shown
    // stays on screen while the next one loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * One date's waitlist, oldest first (the order they are emailed in when a table opens). Not
 * polled: read when the day view shows the date, again when staff come back to it, and after
 * a booking changed.
 */
export function useWaitlist(date: string) {
  return useQuery<WaitlistEntryDto[]>({
    queryKey: queryKeys.admin.waitlist(date),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * A booking changed: the admin list, the day view (and its waitlist: room freed on a date emails
 * the people waiting for it), the public availability and the dashboard's counts.
 */
function invalidateBookings(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.reservations }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.reservationDays }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.waitlists }),
    queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.availability.days }),
    queryClient.invalidateQueries({ queryKey: queryKeys.availability.months }),
    refreshDashboardFigures(queryClient),
  ]);
}

/**
 * A staff booking by phone: POST with a session keeps the status sent, guests 1 to 20. A closed
 * date or a slot over its pacing answers 409 CONFIRMATION_REQUIRED until sent with `confirmWarnings`.
 */
export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReservationInput) => {
      // POST /api/reservations without a session is a diner's booking (status forced to pending,
      // public limits). A session that ended while the dialog was open must not turn a phone
      // booking into one: check first, and send staff to sign in again instead.
      const auth = await apiJson<{ authenticated: boolean }>('GET', queryKeys.admin.authCheck[0]);
      if (!auth.authenticated) {
        // The dashboard's guard reads the check again and sends staff to the login page.
        await queryClient.resetQueries({ queryKey: queryKeys.admin.authCheck });
        throw new ApiRequestError(401, 'Your session has ended. Please sign in again.');
      }
      return apiJson<ReservationDto>('POST', '/api/reservations', input);
    },
    onSuccess: () => invalidateBookings(queryClient),
  });
}

/** The full form (PUT /api/reservations/:id). */
export function useUpdateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ReservationUpdateInput }) =>
      apiJson<ReservationDto>('PUT', `/api/reservations/${id}`, input),
    onSuccess: () => invalidateBookings(queryClient),
  });
}

/** The inline status select: a body of only `{ status }`. */
export function useUpdateReservationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReservationStatus }) =>
      apiJson<ReservationDto>('PUT', `/api/reservations/${id}`, { status }),
    onSuccess: (updated) => {
      // Show the new status at once; the refetch below confirms it.
      replaceInCachedList(queryClient, queryKeys.admin.reservations, updated);
      return invalidateBookings(queryClient);
    },
  });
}

/** A booking and the upcoming online ones from the same source: read when staff consider marking them as spam. */
export function useRelatedReservations(id: number, enabled: boolean) {
  return useQuery<ReservationDto[]>({ queryKey: queryKeys.admin.relatedReservations(id), enabled, staleTime: 0 });
}

/** Cancels bookings as spam, together, without emailing anyone. */
export function useMarkSpam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiJson<{ cancelled: number }>('POST', '/api/admin/reservations/spam', { ids }),
    onSuccess: () => invalidateBookings(queryClient),
  });
}

export function useDeleteReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/reservations/${id}`),
    onSuccess: (_result, id) => {
      removeFromCachedList(queryClient, queryKeys.admin.reservations, id);
      return invalidateBookings(queryClient);
    },
  });
}
