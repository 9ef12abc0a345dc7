import {
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { CategoryDto, CategoryInput, CategoryUpdateInput, MenuItemDto, MenuItemInput } from '@shared/schemas/menu';
import { apiJson } from '@/lib/api-request';
import { refreshDashboardFigures } from '@/lib/dashboard-figures';
import { queryKeys } from '@/lib/query-keys';

/** Refreshes the given lists; awaited, so a control stays busy until it shows the new state. */
function refresh(queryClient: QueryClient, lists: readonly QueryKey[]) {
  return Promise.all([
    ...lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    refreshDashboardFigures(queryClient),
  ]);
}

/** A dish switched on or off, or featured, moves the admin list and the public menu and featured dishes. */
const DISH_LISTS = [queryKeys.admin.menuItems, queryKeys.menu.all, queryKeys.menu.featured];
/** A dish added, edited or deleted also changes its category's dish count. */
const DISH_AND_COUNT_LISTS = [...DISH_LISTS, queryKeys.admin.categories];
const CATEGORY_LISTS = [queryKeys.admin.categories, queryKeys.menu.categories];

/** All dishes, available or not, in categories switched on or off. */
export function useAdminMenuItems() {
  return useQuery<MenuItemDto[]>({ queryKey: queryKeys.admin.menuItems });
}

/** The categories with their id, enabled flag, built-in flag and dish count. */
export function useAdminCategories() {
  return useQuery<CategoryDto[]>({ queryKey: queryKeys.admin.categories });
}

/** Adds a dish (no id) or replaces one (PUT sends the whole form again). */
export function useSaveMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MenuItemInput }) =>
      id === null
        ? apiJson<MenuItemDto>('POST', '/api/menu-items', input)
        : apiJson<MenuItemDto>('PUT', `/api/menu-items/${id}`, input),
    onSuccess: () => refresh(queryClient, DISH_AND_COUNT_LISTS),
  });
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/menu-items/${id}`),
    onSuccess: () => refresh(queryClient, DISH_AND_COUNT_LISTS),
  });
}

/** The two quick switches on a dish's card, each a route of its own. */
const DISH_SWITCHES = {
  availability: {
    mutationKey: ['menu-item', 'toggle-availability'],
    url: (id: number) => `/api/menu-items/${id}/toggle-availability`,
  },
  featured: {
    mutationKey: ['menu-item', 'toggle-featured'],
    url: (id: number) => `/api/menu-items/${id}/toggle-featured`,
  },
} as const;

export type DishSwitch = keyof typeof DISH_SWITCHES;

/** Flips a dish's availability or featured flag. */
export function useToggleDish(which: DishSwitch) {
  const queryClient = useQueryClient();
  const { mutationKey, url } = DISH_SWITCHES[which];
  return useMutation({
    mutationKey,
    mutationFn: (id: number) => apiJson<MenuItemDto>('POST', url(id)),
    onSuccess: () => refresh(queryClient, DISH_LISTS),
  });
}

/** The dishes whose availability or featured switch is being changed right now (several may be). */
export function usePendingToggles(which: DishSwitch): number[] {
  return useMutationState({
    filters: { mutationKey: DISH_SWITCHES[which].mutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as number,
  });
}

const SOLD_OUT_KEY = ['menu-item', 'sold-out'];

/** Marks a dish sold out for the rest of today, or takes the mark off. */
export function useSetSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SOLD_OUT_KEY,
    mutationFn: ({ id, soldOut }: { id: number; soldOut: boolean }) =>
      apiJson<MenuItemDto>(soldOut ? 'POST' : 'DELETE', `/api/menu-items/${id}/sold-out`),
    onSuccess: () => refresh(queryClient, DISH_LISTS),
  });
}

/** The dishes whose sold-out mark is being changed right now. */
export function usePendingSoldOut(): number[] {
  return useMutationState({
    filters: { mutationKey: SOLD_OUT_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: number }).id,
  });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    // The server files a new category last (display order = count + 1).
    mutationFn: (input: CategoryInput) => apiJson<CategoryDto>('POST', '/api/admin/categories', input),
    onSuccess: () => refresh(queryClient, CATEGORY_LISTS),
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CategoryUpdateInput }) =>
      apiJson<CategoryDto>('PUT', `/api/admin/categories/${id}`, input),
    // Switching a category off hides its dishes from the public menu and featured dishes.
    onSuccess: () => refresh(queryClient, [...CATEGORY_LISTS, ...DISH_LISTS]),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/admin/categories/${id}`),
    onSuccess: () => refresh(queryClient, CATEGORY_LISTS),
  });
}
