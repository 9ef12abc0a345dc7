import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDto, CreateAdminUserInput, UpdateAdminUserInput } from '@shared/schemas/admin-user';
import { apiJson } from '@/lib/api-request';

const LIST_URL = '/api/admin/users';
/** The session check (owned by admin-auth): refreshed when the signed-in admin edits their own account. */
const AUTH_CHECK_KEY = ['/api/admin/check-auth'] as const;

export const adminUserKeys = { all: [LIST_URL] as const };

/** Every admin account, oldest first; never a password hash. */
export function useAdminUsers() {
  return useQuery<AdminUserDto[]>({ queryKey: adminUserKeys.all });
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminUserInput) => apiJson<AdminUserDto>('POST', LIST_URL, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

/** The Edit dialog's changes, or only `{ isActive }` for Activate/Deactivate. */
export function useUpdateAdminUser(selfId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateAdminUserInput }) => apiJson<AdminUserDto>('PUT', `${LIST_URL}/${id}`, input),
    onSuccess: async (_user, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
        // A new username or role for oneself shows in the sidebar and changes what one may do.
        id === selfId ? queryClient.invalidateQueries({ queryKey: AUTH_CHECK_KEY }) : undefined,
      ]);
    },
  });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `${LIST_URL}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
