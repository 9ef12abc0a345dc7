import { useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@shared/constants';
import type { AnalyticsDto } from '@shared/analytics';

export const analyticsKeys = { all: ['/api/admin/analytics'] as const };

/** Dashboard figures computed by the server from real bookings, orders and catering. */
export function useAnalytics() {
  return useQuery<AnalyticsDto>({ queryKey: analyticsKeys.all, refetchInterval: POLL_INTERVAL_MS });
}
