import { DashboardOverview } from '@/features/analytics/components/dashboard-overview';
import { UpcomingHallEvents } from './upcoming-hall-events';

/** /admin: the Admin Dashboard, and the hall's next events. */
export function OverviewSection() {
  return (
    <div className="grid gap-8">
      <DashboardOverview />
      <UpcomingHallEvents />
    </div>
  );
}
