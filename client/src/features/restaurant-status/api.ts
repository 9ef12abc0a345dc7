import { useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@shared/constants';
import type { RestaurantStatusDto } from '@shared/schemas/settings';

export const restaurantStatusKeys = { current: ['/api/restaurant-status'] as const };

/** OPEN or CLOSED, refreshed every 30 s (spec section 4). */
export function useRestaurantStatus() {
  return useQuery<RestaurantStatusDto>({ queryKey: restaurantStatusKeys.current, refetchInterval: POLL_INTERVAL_MS });
}
