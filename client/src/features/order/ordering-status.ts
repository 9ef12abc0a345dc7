import { useQuery } from '@tanstack/react-query';
import type { OrderingStatusDto } from '@shared/schemas/ordering';
import { queryKeys } from '@/lib/query-keys';

// Apart from api.ts so that /order, which only asks whether orders are taken, does not load the
// checkout's requests with it.

/** Whether pickup orders are taken now and when an order placed now would be ready; read again each minute. */
export function useOrderingStatus() {
  return useQuery<OrderingStatusDto>({
    queryKey: queryKeys.ordering.status,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
