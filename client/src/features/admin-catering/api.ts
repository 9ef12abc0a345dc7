import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@shared/constants';
import { type CateringStatus } from '@shared/catering-constants';
import type { CateringInput, CateringOrderDto, SendQuoteInput, UpdateCateringInput } from '@shared/schemas/catering';
import { apiJson } from '@/lib/api-request';
import { removeFromCachedList, replaceInCachedList } from '@/lib/cached-list';
import { refreshDashboardFigures } from '@/lib/dashboard-figures';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/catering-orders: every order, newest first; polled every 30 s like every back-office list. */
export function useCateringOrders() {
  return useQuery<CateringOrderDto[]>({ queryKey: queryKeys.admin.cateringOrders, refetchInterval: POLL_INTERVAL_MS });
}

/** Fetches the list again, and the dashboard figures computed from it. */
function refreshOrders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.cateringOrders }),
    refreshDashboardFigures(queryClient),
  ]);
}

/** Puts the server's answer into the list at once, then refreshes the list. */
function storeOrder(queryClient: QueryClient, order: CateringOrderDto) {
  replaceInCachedList(queryClient, queryKeys.admin.cateringOrders, order);
  return refreshOrders(queryClient);
}

/** POST /api/admin/catering-orders (catering.manage). */
export function useCreateCateringOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CateringInput) => apiJson<CateringOrderDto>('POST', '/api/admin/catering-orders', input),
    onSuccess: () => refreshOrders(queryClient),
  });
}

/** PUT /api/catering/:id with the full form (catering.manage). */
export function useUpdateCateringOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateCateringInput }) =>
      apiJson<CateringOrderDto>('PUT', `/api/catering/${id}`, input),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}

/** PUT /api/catering/:id with only `{ status }` (catering.status: every role). */
export function useUpdateCateringStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CateringStatus }) =>
      apiJson<CateringOrderDto>('PUT', `/api/catering/${id}`, { status }),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}

/** DELETE /api/catering/:id (catering.manage). */
export function useDeleteCateringOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/catering/${id}`),
    onSuccess: (_result, id) => {
      removeFromCachedList(queryClient, queryKeys.admin.cateringOrders, id);
      return refreshOrders(queryClient);
    },
  });
}

/** POST /api/catering/:id/send-quote (catering.manage): the order becomes quoted with the amount. */
export function useSendCateringQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SendQuoteInput }) =>
      apiJson<CateringOrderDto>('POST', `/api/catering/${id}/send-quote`, input),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}
