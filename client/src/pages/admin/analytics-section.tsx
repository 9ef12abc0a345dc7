import { AnalyticsBoard } from '@/features/analytics/components/analytics-board';

/** /admin?tab=analytics: the figures, charts and tables of the whole business. */
export function AnalyticsSection() {
  return <AnalyticsBoard />;
}
