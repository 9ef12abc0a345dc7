import { Link } from 'wouter';
import { DASHBOARD_SAMPLES } from '@shared/constants';
import { useAdminContext } from '@/components/admin/admin-context';
import { adminSectionHref, type AdminSectionId } from '@/components/admin/admin-sections';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { buttonVariants } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { StatCard } from '@/components/ui/stat-card';
import { useAdminI18n } from '@/lib/admin-i18n';
import { activityText } from '@/lib/activity-text';
import { formatTimestamp } from '@/lib/format-date';
import { useAnalytics } from '../api';
import { todayFigures } from '../today-figures';

const DEPARTMENTS: {
  tab: AdminSectionId;
  key: 'orders' | 'reservations' | 'menu' | 'catering' | 'giftCards' | 'analytics';
}[] = [
  { tab: 'orders', key: 'orders' },
  { tab: 'reservations', key: 'reservations' },
  { tab: 'menu', key: 'menu' },
  { tab: 'catering', key: 'catering' },
  { tab: 'gift-cards', key: 'giftCards' },
  { tab: 'analytics', key: 'analytics' },
];

/** The Admin Dashboard: today's figures, what needs attention and the way into each department. */
export function DashboardOverview() {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const { data, isPending, isError, refetch, isRefetching } = useAnalytics();

  if (isPending) return <ListLoading label={t('admin.overview.loading')} />;
  if (isError)
    return <ListLoadError message={t('admin.overview.error')} onRetry={() => void refetch()} retrying={isRefetching} />;

  const today = todayFigures(data, t, language);
  const pendingCatering = data.cateringStatus.pending;
  const candidates: { count: number; text: string; tab: AdminSectionId }[] = [
    {
      count: data.cateringPipeline.needsQuote,
      text: t('admin.overview.alert.needsQuote', { count: data.cateringPipeline.needsQuote }),
      tab: 'catering',
    },
    {
      count: data.reservationStatus.pending,
      text: t('admin.overview.alert.pendingReservations', { count: data.reservationStatus.pending }),
      tab: 'reservations',
    },
    {
      count: data.menu.items - data.menu.available,
      text: t('admin.overview.alert.unavailableDishes', { count: data.menu.items - data.menu.available }),
      tab: 'menu',
    },
  ];
  const alerts = candidates.filter((alert) => alert.count > 0);

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t('admin.overview.lead')}</p>
        <ExternalLink href="/" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {t('admin.overview.viewWebsite')}
        </ExternalLink>
      </div>

      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard {...today.onlineOrders} className="relative hover:border-primary">
          {/* The whole tile opens the board; the link's words say where it goes. */}
          <Link
            href={adminSectionHref('orders')}
            className="mt-1 inline-flex min-h-6 text-sm font-semibold text-primary underline-offset-2 after:absolute after:inset-0 after:rounded-xl hover:underline"
          >
            {t('admin.orders.tile.open')}
          </Link>
        </StatCard>
        <StatCard {...today.activeOrders} />
        <StatCard {...today.reservations} />
        <StatCard
          label={t('admin.overview.satisfaction')}
          value={DASHBOARD_SAMPLES.satisfaction}
          note={t('admin.overview.satisfactionNote')}
        />
      </ul>

      <section aria-labelledby="departments-title">
        <h2 id="departments-title" className="text-xl font-semibold">
          {t('admin.overview.departments')}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {DEPARTMENTS.map((department) => {
            const pending = department.key === 'catering' && pendingCatering > 0;
            return (
              <li key={department.tab}>
                <Link
                  href={adminSectionHref(department.tab)}
                  className="flex min-h-20 items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 hover:border-primary"
                >
                  <span className="font-semibold">{t(`admin.department.${department.key}`)}</span>
                  <span
                    className={
                      pending
                        ? 'rounded-full bg-accent/25 px-2.5 py-1 text-xs font-bold'
                        : 'rounded-full bg-success/15 px-2.5 py-1 text-xs font-bold text-success'
                    }
                  >
                    {pending
                      ? t('admin.overview.pendingCount', { count: pendingCatering })
                      : t('admin.overview.active')}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="grid gap-8 xl:grid-cols-2">
        <section aria-labelledby="activity-title">
          <h2 id="activity-title" className="text-xl font-semibold">
            {t('admin.overview.recentActivity')}
          </h2>
          {data.recentActivity.length === 0 ? (
            <p className="mt-3 text-muted-foreground">{t('admin.overview.noActivity')}</p>
          ) : (
            <ol className="mt-3 divide-y divide-border rounded-xl border border-border bg-card">
              {data.recentActivity.map((item) => {
                const text = activityText(item.facts, item, t, language);
                return (
                  <li key={`${item.type}-${item.time}-${item.title}`} className="grid gap-0.5 px-4 py-3 text-sm">
                    <span>
                      <span className="font-semibold">{text.title}</span>{' '}
                      <span className="text-muted-foreground">{text.detail}</span>
                    </span>
                    <time dateTime={item.time} className="text-xs text-muted-foreground">
                      {formatTimestamp(item.time, timeZone, language)}
                    </time>
                  </li>
                );
              })}
            </ol>
          )}
        </section>

        <section aria-labelledby="alerts-title">
          <h2 id="alerts-title" className="text-xl font-semibold">
            {t('admin.overview.alerts')}
          </h2>
          {alerts.length === 0 ? (
            <p className="mt-3 text-muted-foreground">{t('admin.overview.noAlerts')}</p>
          ) : (
            <ul className="mt-3 grid gap-2">
              {alerts.map((alert) => (
                <li key={alert.tab}>
                  <Link
                    href={adminSectionHref(alert.tab)}
                    className="flex min-h-11 items-center gap-3 rounded-xl border border-accent/60 bg-accent/10 px-4 py-3 text-sm font-medium hover:border-primary"
                  >
                    <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-accent" />
                    {alert.text}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
