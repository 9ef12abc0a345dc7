import { DashboardOverview } from '@/features/analytics/components/dashboard-overview';

/** /admin: the Admin Dashboard. */
export function OverviewSection() {
  return <DashboardOverview />;
}
