import { useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@shared/constants';
import type { AnalyticsDto } from '@shared/analytics';
import { queryKeys } from '@/lib/query-keys';

/** Dashboard figures computed by the server from real bookings, orders and catering. */
export function useAnalytics() {
  return useQuery<AnalyticsDto>({ queryKey: queryKeys.admin.analytics, refetchInterval: POLL_INTERVAL_MS });
}
