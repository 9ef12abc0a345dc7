import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * After any back-office change: the dashboard figures, alerts and analytics are computed from
 * every list, so they are fetched again rather than left until the next 30 s refresh.
 */
export function refreshDashboardFigures(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.admin.analytics });
}
