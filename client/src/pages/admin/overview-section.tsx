import { Link } from 'wouter';
import { DASHBOARD_SAMPLES } from '@shared/constants';
import { useAnalytics } from '@/features/analytics/api';
import { useAdminI18n } from '@/lib/admin-i18n';
import type { AdminSectionId } from './admin-sections';

const DEPARTMENTS: { tab: AdminSectionId; key: 'orders' | 'reservations' | 'menu' | 'catering' | 'giftCards' | 'analytics' }[] = [
  { tab: 'orders', key: 'orders' },
  { tab: 'reservations', key: 'reservations' },
  { tab: 'menu', key: 'menu' },
  { tab: 'catering', key: 'catering' },
  { tab: 'gift-cards', key: 'giftCards' },
  { tab: 'analytics', key: 'analytics' },
];

const money = (amount: string) => `$${Number(amount).toFixed(2)}`;

/** Admin Dashboard: today's figures and the way into each department, from real data. */
export function OverviewSection() {
  const { t } = useAdminI18n();
  const { data, isPending, isError } = useAnalytics();

  if (isPending) return <p role="status" className="text-muted-foreground">{t('admin.overview.loading')}</p>;
  if (isError) return <p role="alert" className="text-destructive">{t('admin.overview.error')}</p>;

  const cards = [
    { label: t('admin.overview.revenueToday'), value: money(data.onlineOrders.revenueToday), note: t('admin.overview.ordersToday', { count: data.onlineOrders.ordersToday }) },
    { label: t('admin.overview.activeOrders'), value: String(data.activeOrders), note: t('admin.overview.activeOrdersNote') },
    { label: t('admin.overview.todayReservations'), value: String(data.todayReservations.bookings), note: t('admin.overview.covers', { count: data.todayReservations.covers }) },
    { label: t('admin.overview.satisfaction'), value: DASHBOARD_SAMPLES.satisfaction, note: t('admin.overview.satisfactionNote') },
  ];
  const pendingCatering = data.cateringStatus.pending;

  return (
    <div className="grid gap-8">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="rounded-xl border border-border bg-card p-4">
            <p className="text-sm text-muted-foreground">{card.label}</p>
            <p className="mt-1 font-display text-3xl font-semibold">{card.value}</p>
            <p className="text-xs text-muted-foreground">{card.note}</p>
          </li>
        ))}
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
                  href={`/admin?tab=${department.tab}`}
                  className="flex min-h-20 items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 hover:border-primary"
                >
                  <span className="font-semibold">{t(`admin.department.${department.key}`)}</span>
                  <span className={pending ? 'rounded-full bg-accent/25 px-2.5 py-1 text-xs font-bold' : 'rounded-full bg-success/15 px-2.5 py-1 text-xs font-bold text-success'}>
                    {pending ? t('admin.overview.pendingCount', { count: pendingCatering }) : t('admin.overview.active')}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="activity-title">
        <h2 id="activity-title" className="text-xl font-semibold">
          {t('admin.overview.recentActivity')}
        </h2>
        {data.recentActivity.length === 0 ? (
          <p className="mt-3 text-muted-foreground">{t('admin.overview.noActivity')}</p>
        ) : (
          <ol className="mt-3 divide-y divide-border rounded-xl border border-border bg-card">
            {data.recentActivity.map((item) => (
              <li key={`${item.type}-${item.time}-${item.title}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <span>
                  <span className="font-semibold">{item.title}</span> <span className="text-muted-foreground">{item.detail}</span>
                </span>
                <time dateTime={item.time} className="text-muted-foreground">
                  {new Date(item.time).toLocaleString()}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
