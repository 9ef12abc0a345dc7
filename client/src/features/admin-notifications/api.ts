import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsDto } from '@shared/schemas/notifications';
import { apiJson } from '@/lib/api-request';

export const notificationKeys = { all: ['/api/admin/notifications'] as const };

/** New reservations, catering requests and failed emails; refreshed every 30 s like the lists. */
export function useNotifications() {
  return useQuery<NotificationsDto>({ queryKey: notificationKeys.all, refetchInterval: 30_000 });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('POST', `/api/admin/notifications/${encodeURIComponent(id)}/read`),
    // Shown read at once; the next refresh confirms it.
    onMutate: (id) => {
      queryClient.setQueryData<NotificationsDto>(notificationKeys.all, (current) => {
        if (!current) return current;
        const target = current.items.find((item) => item.id === id);
        if (!target?.unread) return current;
        return {
          items: current.items.map((item) => (item.id === id ? { ...item, unread: false } : item)),
          unreadCount: Math.max(0, current.unreadCount - 1),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>('POST', '/api/admin/notifications/clear'),
    onSuccess: () => queryClient.setQueryData<NotificationsDto>(notificationKeys.all, { items: [], unreadCount: 0 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
