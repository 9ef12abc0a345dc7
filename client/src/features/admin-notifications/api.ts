import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@shared/constants';
import type { NotificationsDto } from '@shared/schemas/notifications';
import { apiJson } from '@/lib/api-request';
import { queryKeys } from '@/lib/query-keys';

/** New reservations, catering requests, orders waiting to be accepted and failed emails; refreshed every 30 s like the lists. */
export function useNotifications() {
  return useQuery<NotificationsDto>({ queryKey: queryKeys.admin.notifications, refetchInterval: POLL_INTERVAL_MS });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('POST', `/api/admin/notifications/${encodeURIComponent(id)}/read`),
    // Shown read at once; the next refresh confirms it.
    onMutate: (id) => {
      queryClient.setQueryData<NotificationsDto>(queryKeys.admin.notifications, (current) => {
        if (!current) return current;
        const target = current.items.find((item) => item.id === id);
        if (!target?.unread) return current;
        return {
          items: current.items.map((item) => (item.id === id ? { ...item, unread: false } : item)),
          unreadCount: Math.max(0, current.unreadCount - 1),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.notifications }),
  });
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>('POST', '/api/admin/notifications/clear'),
    onSuccess: () =>
      queryClient.setQueryData<NotificationsDto>(queryKeys.admin.notifications, { items: [], unreadCount: 0 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.notifications }),
  });
}
