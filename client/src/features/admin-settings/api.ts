import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@shared/constants';
import type { MailOutboxEntryDto, MailRetryDto } from '@shared/schemas/notifications';
import type {
  AdminSettingsDto,
  RestaurantStatusDto,
  RestaurantStatusOverride,
  SettingsUpdateInput,
} from '@shared/schemas/settings';
import { apiJson } from '@/lib/api-request';

/** Query keys of the Settings section; each is the URL it reads (default query function). */
export const adminSettingsKeys = {
  settings: ['/api/admin/settings'] as const,
  /** The public open/closed status: the header badge of the site reads the same key. */
  status: ['/api/restaurant-status'] as const,
  /** Business facts, hours and switches as the public pages (and the admin time zone) read them. */
  siteInfo: ['/api/site-info'] as const,
  mailOutbox: ['/api/admin/mail-outbox'] as const,
  /** Failed emails show up among the notifications; a retry changes them. */
  notifications: ['/api/admin/notifications'] as const,
  /** What the public gift card and reservation pages read of the two switches. */
  giftCardStatus: ['/api/gift-card-submission-status'] as const,
  reservationSetting: ['/api/admin/reservation-setting'] as const,
};

export function useAdminSettings() {
  return useQuery<AdminSettingsDto>({ queryKey: adminSettingsKeys.settings });
}

/** OPEN or CLOSED, the mode, the restaurant's clock and today's hours; refreshed every 30 s. */
export function useRestaurantStatus() {
  return useQuery<RestaurantStatusDto>({ queryKey: adminSettingsKeys.status, refetchInterval: POLL_INTERVAL_MS });
}

/** POST /api/admin/restaurant-status: automatic, or a manual OPEN/CLOSED override. */
export function useSetRestaurantMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (override: RestaurantStatusOverride) =>
      apiJson<RestaurantStatusDto>('POST', '/api/admin/restaurant-status', override),
    onSuccess: (status) => {
      queryClient.setQueryData(adminSettingsKeys.status, status);
      return queryClient.invalidateQueries({ queryKey: adminSettingsKeys.status });
    },
  });
}

/** PUT /api/admin/settings with the keys one card edits; the answer is the full settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdateInput) => apiJson<AdminSettingsDto>('PUT', '/api/admin/settings', update),
    onSuccess: (settings, update) => {
      queryClient.setQueryData(adminSettingsKeys.settings, settings);
      const refreshes = [queryClient.invalidateQueries({ queryKey: adminSettingsKeys.siteInfo })];
      // Today's hours decide OPEN or CLOSED in automatic mode.
      if (update.weeklyHours) refreshes.push(queryClient.invalidateQueries({ queryKey: adminSettingsKeys.status }));
      if (update.giftCardsEnabled !== undefined) refreshes.push(queryClient.invalidateQueries({ queryKey: adminSettingsKeys.giftCardStatus }));
      if (update.reservationsEnabled !== undefined) refreshes.push(queryClient.invalidateQueries({ queryKey: adminSettingsKeys.reservationSetting }));
      return Promise.all(refreshes);
    },
  });
}

/** The latest emails (managers and admins only: pass `enabled` from the role). */
export function useMailOutbox(enabled: boolean) {
  return useQuery<MailOutboxEntryDto[]>({ queryKey: adminSettingsKeys.mailOutbox, enabled, refetchInterval: POLL_INTERVAL_MS });
}

/** POST /api/admin/mail-outbox/:id/retry: sends a failed email again as a new entry. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<MailRetryDto>('POST', `/api/admin/mail-outbox/${id}/retry`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSettingsKeys.mailOutbox }),
        queryClient.invalidateQueries({ queryKey: adminSettingsKeys.notifications }),
      ]),
  });
}
