import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useAuthCheck, type AuthCheck } from '../api';

/** Shows a spinner while the session is checked, sends strangers to the login page. */
export function RequireAdmin({ children }: { children: (admin: NonNullable<AuthCheck['admin']>) => ReactNode }) {
  const { t } = useAdminI18n();
  const { data, isPending, isError } = useAuthCheck();
  if (isPending) {
    return (
      <div role="status" className="grid min-h-dvh place-items-center text-muted-foreground">
        <span className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="size-6 animate-spin rounded-full border-4 border-border border-t-primary"
          />
          {t('admin.shell.checking')}
        </span>
      </div>
    );
  }
  if (isError || !data.authenticated || !data.admin) return <Redirect to="/admin/login" />;
  return <>{children(data.admin)}</>;
}
