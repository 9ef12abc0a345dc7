import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERING } from '@shared/ordering-constants';
import type { z } from 'zod';
import type { AdminOnlineOrderDto, orderStatusChangeSchema } from '@shared/schemas/ordering';
import { apiJson } from '@/lib/api-request';
import { refreshDashboardFigures } from '@/lib/dashboard-figures';
import { queryKeys } from '@/lib/query-keys';

/** Today's orders and every open one, read every 15 s, also while the tablet shows another app. */
export function useOnlineOrders() {
  return useQuery<AdminOnlineOrderDto[]>({
    queryKey: queryKeys.admin.onlineOrders,
    refetchInterval: ORDERING.boardPollSeconds * 1000,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export type OrderStatusMove = z.input<typeof orderStatusChangeSchema> & { id: number };

/**
 * POST /api/admin/online-orders/:id/status. The ticket moves at once (its column changes before the
 * answer); a refusal puts it back, and either way the list is read again.
 */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  const key = queryKeys.admin.onlineOrders;
  return useMutation({
    mutationFn: ({ id, ...change }: OrderStatusMove) =>
      apiJson<unknown>('POST', `/api/admin/online-orders/${id}/status`, change),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AdminOnlineOrderDto[]>(key);
      queryClient.setQueryData<AdminOnlineOrderDto[]>(key, (orders) =>
        orders?.map((order) => (order.id === id ? { ...order, status } : order)),
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: key }), refreshDashboardFigures(queryClient)]),
  });
}
