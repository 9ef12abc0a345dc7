import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@shared/constants';
import type { MailOutboxEntryDto, MailRetryDto } from '@shared/schemas/notifications';
import type { ScheduleExceptionInput, ScheduleExceptionSaved } from '@shared/schemas/schedule';
import type {
  AdminSettingsDto,
  RestaurantStatusDto,
  RestaurantStatusOverride,
  SettingsUpdateInput,
} from '@shared/schemas/settings';
import { apiJson } from '@/lib/api-request';
import { queryKeys } from '@/lib/query-keys';

export function useAdminSettings() {
  return useQuery<AdminSettingsDto>({ queryKey: queryKeys.admin.settings });
}

/** POST /api/admin/restaurant-status: automatic, or a manual OPEN/CLOSED override. */
export function useSetRestaurantMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (override: RestaurantStatusOverride) =>
      apiJson<RestaurantStatusDto>('POST', '/api/admin/restaurant-status', override),
    onSuccess: (status) => {
      // The public header badge reads the same key.
      queryClient.setQueryData(queryKeys.restaurantStatus, status);
      return queryClient.invalidateQueries({ queryKey: queryKeys.restaurantStatus });
    },
  });
}

/** PUT /api/admin/settings with the keys one card edits; the answer is the full settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdateInput) => apiJson<AdminSettingsDto>('PUT', '/api/admin/settings', update),
    onSuccess: (settings, update) => {
      queryClient.setQueryData(queryKeys.admin.settings, settings);
      // Business facts, hours and switches as the public pages (and the back office's time zone) read them.
      const refreshes: Promise<unknown>[] = [queryClient.invalidateQueries({ queryKey: queryKeys.siteInfo })];
      // Today's hours decide OPEN or CLOSED in automatic mode.
      if (update.weeklyHours) refreshes.push(queryClient.invalidateQueries({ queryKey: queryKeys.restaurantStatus }));
      if (update.weeklyHours || update.booking) refreshes.push(refreshBookableTimes(queryClient));
      if (update.giftCardsEnabled !== undefined)
        refreshes.push(queryClient.invalidateQueries({ queryKey: queryKeys.giftCardSubmissionStatus }));
      if (update.reservationsEnabled !== undefined)
        refreshes.push(queryClient.invalidateQueries({ queryKey: queryKeys.reservations.setting }));
      return Promise.all(refreshes);
    },
  });
}

/** The latest emails (managers and admins only: pass `enabled` from the role). */
export function useMailOutbox(enabled: boolean) {
  return useQuery<MailOutboxEntryDto[]>({
    queryKey: queryKeys.admin.mailOutbox,
    enabled,
    refetchInterval: POLL_INTERVAL_MS,
  });
}

/** POST /api/admin/mail-outbox/:id/retry: sends a failed email again as a new entry. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<MailRetryDto>('POST', `/api/admin/mail-outbox/${id}/retry`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.mailOutbox }),
        // Failed emails show up among the notifications; a retry changes them.
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.notifications }),
      ]),
  });
}

/** The hours or the booking rules changed: every day's slots, the date picker's months and the day view. */
function refreshBookableTimes(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.availability.days }),
    queryClient.invalidateQueries({ queryKey: queryKeys.availability.months }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.reservationDays }),
  ]);
}

/** An exception changed: the list, the public hours (site info), today's status and the bookable times. */
function refreshCalendar(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.scheduleExceptions }),
    queryClient.invalidateQueries({ queryKey: queryKeys.siteInfo }),
    queryClient.invalidateQueries({ queryKey: queryKeys.restaurantStatus }),
    refreshBookableTimes(queryClient),
  ]);
}

/** POST a new exception, or PUT an upcoming one; the answer lists the bookings its hours leave out. */
export function useSaveException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ScheduleExceptionInput }) =>
      id === undefined
        ? apiJson<ScheduleExceptionSaved>('POST', '/api/admin/schedule-exceptions', input)
        : apiJson<ScheduleExceptionSaved>('PUT', `/api/admin/schedule-exceptions/${id}`, input),
    onSuccess: () => refreshCalendar(queryClient),
  });
}

/** DELETE an upcoming exception: its days follow the weekly hours again. */
export function useDeleteException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/admin/schedule-exceptions/${id}`),
    onSuccess: () => refreshCalendar(queryClient),
  });
}
