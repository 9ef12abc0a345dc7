import { useQuery } from '@tanstack/react-query';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { queryKeys } from '@/lib/query-keys';

/** The public menu, all of it or one category's dishes. */
export function useMenuItems(category?: string) {
  return useQuery<PublicMenuItemDto[]>({ queryKey: queryKeys.menu.items(category) });
}

export function useFeaturedDishes() {
  return useQuery<PublicMenuItemDto[]>({ queryKey: queryKeys.menu.featured });
}

/** The names of the categories switched on, in display order. */
export function useCategories() {
  return useQuery<string[]>({ queryKey: queryKeys.menu.categories });
}
