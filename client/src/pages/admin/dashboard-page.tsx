import { useSearch } from 'wouter';
import { usePageMeta } from '@/components/seo/page-meta';
import { RequireAdmin } from '@/features/admin-auth/components/require-admin';
import { useI18n } from '@/lib/i18n';
import { AdminShell } from './admin-shell';
import { ADMIN_SECTIONS, type AdminSectionId } from './admin-sections';
import { OverviewSection } from './overview-section';

function sectionFrom(search: string): AdminSectionId {
  const tab = new URLSearchParams(search).get('tab');
  return ADMIN_SECTIONS.find((entry) => entry.id === tab)?.id ?? 'overview';
}

export default function AdminDashboardPage() {
  const { t } = useI18n();
  const current = sectionFrom(useSearch());
  usePageMeta(t('admin.shell.metaTitle'), t('admin.shell.metaDescription'));

  return (
    <RequireAdmin>
      {(admin) => (
        <AdminShell admin={admin} current={current}>
          {current === 'overview' ? (
            <OverviewSection />
          ) : (
            <p className="rounded-xl border border-dashed border-border bg-card p-6 text-muted-foreground">{t('admin.shell.sectionComing')}</p>
          )}
        </AdminShell>
      )}
    </RequireAdmin>
  );
}
