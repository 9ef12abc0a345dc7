import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderingSettings, OrderingSettingsUpdate } from '@shared/schemas/ordering';
import { apiJson } from '@/lib/api-request';
import { queryKeys } from '@/lib/query-keys';

/** How pickup orders are taken (managers and admins only: pass `enabled` from the role). */
export function useOrderingSettings(enabled: boolean) {
  return useQuery<OrderingSettings>({ queryKey: queryKeys.admin.orderingSettings, enabled });
}

/** PUT /api/admin/ordering-settings; the answer is the whole of ordering's settings. */
export function useUpdateOrderingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: OrderingSettingsUpdate) =>
      apiJson<OrderingSettings>('PUT', '/api/admin/ordering-settings', update),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.admin.orderingSettings, settings),
  });
}
