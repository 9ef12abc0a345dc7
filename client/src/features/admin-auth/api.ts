import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRole } from '@shared/constants';
import type { LoginInput, PasswordResetInput } from '@shared/schemas/auth';
import { apiJson } from '@/lib/api-request';

export interface AuthCheck {
  authenticated: boolean;
  admin?: { id: number; username: string; role: AdminRole };
}

export const authKeys = { check: ['/api/admin/check-auth'] as const };

/** Who is signed in: always fresh, refetched when the tab regains focus (spec section 7). */
export function useAuthCheck() {
  return useQuery<AuthCheck>({ queryKey: authKeys.check, staleTime: 0, refetchOnWindowFocus: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<{ message: string }>('POST', '/api/admin/login', input),
    // Back to "not checked yet", not merely stale: the dashboard must wait for the new answer
    // instead of acting on the cached "signed out" one and sending staff back to the login page.
    onSuccess: () => queryClient.resetQueries({ queryKey: authKeys.check }),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/admin/logout'),
    // Nothing of the signed-in session may linger in the cache for the next person.
    onSuccess: () => queryClient.clear(),
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => apiJson<{ message: string }>('POST', '/api/admin/forgot-password', { email }) });
}

export function useRequestUsername() {
  return useMutation({ mutationFn: (email: string) => apiJson<{ message: string }>('POST', '/api/admin/request-username', { email }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) => apiJson<{ message: string }>('POST', '/api/admin/reset-password', input),
  });
}
