import { useMutation, useMutationState, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { IMAGE_UPLOAD, type ImageUploadResponse } from '@shared/schemas/image-upload';
import type { CategoryDto, CategoryInput, CategoryUpdateInput, MenuItemDto, MenuItemInput } from '@shared/schemas/menu';
import { apiJson, throwIfResNotOk } from '@/lib/api-request';
import { refreshDashboardFigures } from '@/lib/dashboard-figures';

/** Every list Menu Management reads or changes; the public ones refresh after a change. */
export const adminMenuKeys = {
  items: ['/api/admin/menu-items'] as const,
  categories: ['/api/admin/categories'] as const,
  /** Prefix of the public menu lists (with or without ?category=). */
  publicItems: ['/api/menu-items'] as const,
  featured: ['/api/featured-dishes'] as const,
  publicCategories: ['/api/categories'] as const,
};

type ListKey = keyof typeof adminMenuKeys;

/** Refreshes the named lists; awaited, so a control stays busy until it shows the new state. */
function refresh(queryClient: QueryClient, lists: ListKey[]) {
  return Promise.all([...lists.map((list) => queryClient.invalidateQueries({ queryKey: adminMenuKeys[list] })), refreshDashboardFigures(queryClient)]);
}

/** A dish change moves the admin list, the category counts and the public menu and featured dishes. */
const ITEM_LISTS: ListKey[] = ['items', 'categories', 'publicItems', 'featured'];
/** A toggle changes no category count. */
const TOGGLE_LISTS: ListKey[] = ['items', 'publicItems', 'featured'];

/** All dishes, available or not, in categories switched on or off. */
export function useAdminMenuItems() {
  return useQuery<MenuItemDto[]>({ queryKey: adminMenuKeys.items });
}

/** The categories with their id, enabled flag, built-in flag and dish count. */
export function useAdminCategories() {
  return useQuery<CategoryDto[]>({ queryKey: adminMenuKeys.categories });
}

export function useCreateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MenuItemInput) => apiJson<MenuItemDto>('POST', '/api/menu-items', input),
    onSuccess: () => refresh(queryClient, ITEM_LISTS),
  });
}

export function useUpdateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MenuItemInput }) => apiJson<MenuItemDto>('PUT', `/api/menu-items/${id}`, input),
    onSuccess: () => refresh(queryClient, ITEM_LISTS),
  });
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/menu-items/${id}`),
    onSuccess: () => refresh(queryClient, ITEM_LISTS),
  });
}

const toggleKeys = { featured: ['menu-item', 'toggle-featured'] as const, availability: ['menu-item', 'toggle-availability'] as const };

/** The dishes whose featured or availability switch is being changed right now (several may be). */
export function usePendingToggles(kind: keyof typeof toggleKeys): number[] {
  return useMutationState({
    filters: { mutationKey: toggleKeys[kind], status: 'pending' },
    select: (mutation) => mutation.state.variables as number,
  });
}

export function useToggleFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleKeys.featured,
    mutationFn: (id: number) => apiJson<MenuItemDto>('POST', `/api/menu-items/${id}/toggle-featured`),
    onSuccess: () => refresh(queryClient, TOGGLE_LISTS),
  });
}

export function useToggleAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleKeys.availability,
    mutationFn: (id: number) => apiJson<MenuItemDto>('POST', `/api/menu-items/${id}/toggle-availability`),
    onSuccess: () => refresh(queryClient, TOGGLE_LISTS),
  });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    // The server files a new category last (display order = count + 1).
    mutationFn: (input: CategoryInput) => apiJson<CategoryDto>('POST', '/api/admin/categories', input),
    onSuccess: () => refresh(queryClient, ['categories', 'publicCategories']),
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CategoryUpdateInput }) =>
      apiJson<CategoryDto>('PUT', `/api/admin/categories/${id}`, input),
    // Switching a category off hides its dishes from the public menu and featured dishes.
    onSuccess: () => refresh(queryClient, ['categories', 'publicCategories', 'items', 'publicItems', 'featured']),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/admin/categories/${id}`),
    onSuccess: () => refresh(queryClient, ['categories', 'publicCategories']),
  });
}

/** `POST /api/upload-image` as multipart (field "image"); answers the stored image's URL. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append(IMAGE_UPLOAD.field, file);
      const res = await fetch('/api/upload-image', { method: 'POST', credentials: 'include', body });
      await throwIfResNotOk(res);
      return (await res.json()) as ImageUploadResponse;
    },
  });
}
