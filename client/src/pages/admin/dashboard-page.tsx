import type { ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AdminProvider } from '@/components/admin/admin-context';
import { adminSectionFrom, type AdminSectionId } from '@/components/admin/admin-sections';
import { usePageMeta } from '@/components/seo/page-meta';
import { RequireAdmin } from '@/features/admin-auth/components/require-admin';
import { useSiteInfo } from '@/lib/site-info';
import { useAdminI18n } from '@/lib/admin-i18n';
import { AdminShell } from './admin-shell';
import { AnalyticsSection } from './analytics-section';
import { CateringSection } from './catering-section';
import { GiftCardsSection } from './gift-cards-section';
import { MenuSection } from './menu-section';
import { OrdersSection } from './orders-section';
import { OverviewSection } from './overview-section';
import { ReservationsSection } from './reservations-section';
import { SettingsSection } from './settings-section';
import { UsersSection } from './users-section';

const SECTIONS: Record<AdminSectionId, ComponentType> = {
  overview: OverviewSection,
  menu: MenuSection,
  orders: OrdersSection,
  reservations: ReservationsSection,
  catering: CateringSection,
  'gift-cards': GiftCardsSection,
  analytics: AnalyticsSection,
  users: UsersSection,
  settings: SettingsSection,
};

export default function AdminDashboardPage() {
  const { t } = useAdminI18n();
  const [path] = useLocation();
  const current = adminSectionFrom(useSearch(), path);
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/Chicago';
  usePageMeta(t('admin.shell.metaTitle'), t('admin.shell.metaDescription'));
  const Section = SECTIONS[current];

  return (
    <RequireAdmin>
      {(admin) => (
        <AdminProvider admin={admin} timeZone={timeZone}>
          <AdminShell admin={admin} current={current}>
            <Section />
          </AdminShell>
        </AdminProvider>
      )}
    </RequireAdmin>
  );
}
