import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRole } from '@shared/constants';
import type { AdminPreferencesInput, LoginInput, PasswordResetInput } from '@shared/schemas/auth';
import { apiJson } from '@/lib/api-request';
import type { LanguageCode } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

export interface SignedInAdmin {
  id: number;
  username: string;
  role: AdminRole;
  /** The back office's language on every device they sign in from; null until they choose one. */
  preferredLanguage: LanguageCode | null;
}

export interface AuthCheck {
  authenticated: boolean;
  admin?: SignedInAdmin;
}

/** Who is signed in: always fresh, refetched when the tab regains focus. */
export function useAuthCheck() {
  return useQuery<AuthCheck>({ queryKey: queryKeys.admin.authCheck, staleTime: 0, refetchOnWindowFocus: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<{ message: string }>('POST', '/api/admin/login', input),
    // Back to "not checked yet", not merely stale: the dashboard must wait for the new answer
    // instead of acting on the cached "signed out" one and sending staff back to the login page.
    onSuccess: () => queryClient.resetQueries({ queryKey: queryKeys.admin.authCheck }),
  });
}

/** Saves the signed-in admin's own preferences (their language), whatever their role. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminPreferencesInput) =>
      apiJson<AdminPreferencesInput>('PUT', '/api/admin/me/preferences', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.authCheck }),
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

/** The two requests a signed-out admin can make with an email: a reset link, or a username reminder. */
export type AccountEmailRequest = 'forgot' | 'username';

const EMAIL_REQUEST_URLS: Record<AccountEmailRequest, string> = {
  forgot: '/api/admin/forgot-password',
  username: '/api/admin/request-username',
};

export function useAccountEmailRequest(kind: AccountEmailRequest) {
  return useMutation({
    mutationFn: (email: string) => apiJson<{ message: string }>('POST', EMAIL_REQUEST_URLS[kind], { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) => apiJson<{ message: string }>('POST', '/api/admin/reset-password', input),
  });
}
