import { useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@shared/constants';
import type { RestaurantStatusDto } from '@shared/schemas/settings';
import { queryKeys } from './query-keys';

/** OPEN or CLOSED, refreshed every 30 s: the header badge and the back office read the same. */
export function useRestaurantStatus() {
  return useQuery<RestaurantStatusDto>({ queryKey: queryKeys.restaurantStatus, refetchInterval: POLL_INTERVAL_MS });
}
