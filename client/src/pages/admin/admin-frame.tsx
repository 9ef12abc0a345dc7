import type { ReactNode } from 'react';
import { AdminProvider } from '@/components/admin/admin-context';
import type { AdminSectionId } from '@/components/admin/admin-sections';
import { usePageMeta } from '@/components/seo/page-meta';
import { RequireAdmin } from '@/features/admin-auth/components/require-admin';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useSiteInfo } from '@/lib/site-info';
import { AdminShell } from './admin-shell';

interface AdminFrameProps {
  current: AdminSectionId;
  /** false for a page printed on its own (a BEO): signed in, without the sidebar and header. */
  shell?: boolean;
  children: ReactNode;
}

/** A back-office page: signed in, in the restaurant's time zone, inside the shell of its section. */
export function AdminFrame({ current, shell = true, children }: AdminFrameProps) {
  const { t } = useAdminI18n();
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/Chicago';
  usePageMeta(t('admin.shell.metaTitle'), t('admin.shell.metaDescription'));
  return (
    <RequireAdmin>
      {(admin) => (
        <AdminProvider admin={admin} timeZone={timeZone}>
          {shell ? (
            <AdminShell admin={admin} current={current}>
              {children}
            </AdminShell>
          ) : (
            children
          )}
        </AdminProvider>
      )}
    </RequireAdmin>
  );
}
