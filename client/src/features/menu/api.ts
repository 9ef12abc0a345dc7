import { useQuery } from '@tanstack/react-query';
import type { PublicMenuItemDto } from '@shared/schemas/menu';

export const menuKeys = {
  all: ['/api/menu-items'] as const,
  items: (category?: string) => (category ? (['/api/menu-items', { category }] as const) : (['/api/menu-items'] as const)),
  featured: ['/api/featured-dishes'] as const,
  categories: ['/api/categories'] as const,
};

export function useMenuItems(category?: string) {
  return useQuery<PublicMenuItemDto[]>({ queryKey: menuKeys.items(category) });
}

export function useFeaturedDishes() {
  return useQuery<PublicMenuItemDto[]>({ queryKey: menuKeys.featured });
}

export function useCategories() {
  return useQuery<string[]>({ queryKey: menuKeys.categories });
}
