import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDto, CreateAdminUserInput, UpdateAdminUserInput } from '@shared/schemas/admin-user';
import { apiJson } from '@/lib/api-request';
import { queryKeys } from '@/lib/query-keys';

const LIST_URL = '/api/admin/users';

/** Every admin account, oldest first; never a password hash. */
export function useAdminUsers() {
  return useQuery<AdminUserDto[]>({ queryKey: queryKeys.admin.users });
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminUserInput) => apiJson<AdminUserDto>('POST', LIST_URL, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
  });
}

/** The Edit dialog's changes, or only `{ isActive }` for Activate/Deactivate. */
export function useUpdateAdminUser(selfId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateAdminUserInput }) =>
      apiJson<AdminUserDto>('PUT', `${LIST_URL}/${id}`, input),
    onSuccess: async (_user, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
        // A new username or role for oneself shows in the sidebar and changes what one may do.
        id === selfId ? queryClient.invalidateQueries({ queryKey: queryKeys.admin.authCheck }) : undefined,
      ]);
    },
  });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `${LIST_URL}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
  });
}
