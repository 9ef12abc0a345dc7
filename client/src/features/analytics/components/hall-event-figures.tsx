import type { AnalyticsDto } from '@shared/analytics';
import { AdminPanel } from '@/components/admin/admin-panel';
import { StatCard } from '@/components/ui/stat-card';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';

/** The hall's figures in the analytics answer (`hallEvents`), money as "1250.00". */
interface HallEventFigures {
  pipelineValue: string;
  inquiries: number;
  confirmed: number;
  conversionRate: number;
  depositsReceived: string;
}

/** The hall's figures, once the answer carries them. */
export function hallEventFiguresOf(data: AnalyticsDto): HallEventFigures | null {
  return data.hallEvents ?? null;
}

/** Analytics' hall events: the pipeline's value, conversion from inquiry to confirmed, deposits received. */
export function HallEventFiguresPanel({ figures }: { figures: HallEventFigures }) {
  const { t, language } = useAdminI18n();
  return (
    <AdminPanel
      id="analytics-hall"
      title={t('admin.analytics.hall.title')}
      description={t('admin.analytics.hall.description')}
    >
      <ul className="grid gap-3 sm:grid-cols-3">
        <StatCard
          label={t('admin.analytics.hall.pipeline')}
          value={formatMoney(figures.pipelineValue, language)}
          note={t('admin.analytics.hall.pipelineNote')}
        />
        <StatCard
          label={t('admin.analytics.hall.conversion')}
          value={`${figures.conversionRate}%`}
          note={t('admin.analytics.hall.conversionNote', {
            confirmed: figures.confirmed,
            inquiries: figures.inquiries,
          })}
        />
        <StatCard
          label={t('admin.analytics.hall.deposits')}
          value={formatMoney(figures.depositsReceived, language)}
          note={t('admin.analytics.hall.depositsNote')}
        />
      </ul>
    </AdminPanel>
  );
}
