import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import type { CateringStats } from '../catering-filters';

/** The five figures over every order; a dash each until the list has loaded. */
export function CateringStatCards({ stats }: { stats: CateringStats | null }) {
  const { t, language } = useAdminI18n();
  return (
    <section aria-label={t('admin.catering.stats.label')}>
      <StatGrid>
        <StatCard label={t('admin.catering.stats.total')} value={stats?.total ?? '–'} />
        <StatCard
          label={t('admin.catering.stats.pending')}
          value={stats?.pending ?? '–'}
          note={t('admin.catering.stats.pendingNote')}
        />
        <StatCard label={t('admin.catering.stats.quoted')} value={stats?.quoted ?? '–'} />
        <StatCard label={t('admin.catering.stats.confirmed')} value={stats?.confirmed ?? '–'} />
        <StatCard
          label={t('admin.catering.stats.revenue')}
          value={stats ? formatMoney(stats.revenue, language) : '–'}
          note={t('admin.catering.stats.revenueNote')}
          className="col-span-2 md:col-span-1"
        />
      </StatGrid>
    </section>
  );
}
