import type { ReactNode } from 'react';
import type { CateringStatus, ReservationStatus } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import { useAnalytics } from '@/features/analytics/api';
import { BookingsChart } from '@/features/analytics/components/bookings-chart';
import { StatusBreakdown, type BreakdownEntry } from '@/features/analytics/components/status-breakdown';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';

function Panel({ id, title, description, children, className }: { id: string; title: string; description?: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={className ?? 'rounded-xl border border-border bg-card p-4 sm:p-6'}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Real figures from GET /api/admin/analytics, refreshed every 30 s, with charts and tables. */
export function AnalyticsSection() {
  const { t } = useAdminI18n();
  const { data, isPending, isError, refetch } = useAnalytics();

  if (isPending) return <p role="status" className="text-muted-foreground">{t('admin.analytics.loading')}</p>;
  if (isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-4 text-destructive">
        {t('admin.analytics.loadError')}
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t('admin.common.retry')}
        </Button>
      </div>
    );
  }

  const reservationEntries: BreakdownEntry<ReservationStatus>[] = [
    { key: 'pending', label: t('admin.status.pending'), tone: 'fill-accent bg-accent' },
    { key: 'confirmed', label: t('admin.status.confirmed'), tone: 'fill-success bg-success' },
    { key: 'completed', label: t('admin.status.completed'), tone: 'fill-foreground bg-foreground' },
    { key: 'cancelled', label: t('admin.status.cancelled'), tone: 'fill-muted-foreground/45 bg-muted-foreground/45' },
  ];
  const cateringEntries: BreakdownEntry<CateringStatus>[] = [
    { key: 'pending', label: t('admin.status.pending'), tone: 'fill-accent bg-accent' },
    { key: 'quoted', label: t('admin.status.quoted'), tone: 'fill-primary bg-primary' },
    { key: 'confirmed', label: t('admin.status.confirmed'), tone: 'fill-success bg-success' },
    { key: 'completed', label: t('admin.status.completed'), tone: 'fill-foreground bg-foreground' },
    { key: 'cancelled', label: t('admin.status.cancelled'), tone: 'fill-muted-foreground/45 bg-muted-foreground/45' },
  ];
  const pipeline = data.cateringPipeline;
  const pipelineValue = Number(pipeline.quotedValue) + Number(pipeline.confirmedValue);

  return (
    <div className="grid gap-6">
      <Panel id="analytics-today" title={t('admin.analytics.today.title')} className="">
        <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <StatCard
            label={t('admin.analytics.today.reservations')}
            value={data.todayReservations.bookings}
            note={t('admin.analytics.guests', { count: data.todayReservations.covers })}
          />
          <StatCard
            label={t('admin.analytics.today.upcoming')}
            value={data.upcomingReservations.bookings}
            note={t('admin.analytics.upcomingNote', { count: data.upcomingReservations.covers })}
          />
          <StatCard
            label={t('admin.analytics.today.revenue')}
            value={formatMoney(data.onlineOrders.revenueToday)}
            note={t('admin.analytics.today.revenueNote', { count: data.onlineOrders.ordersToday, average: formatMoney(data.onlineOrders.averageOrder) })}
          />
          <StatCard label={t('admin.analytics.today.activeOrders')} value={data.activeOrders} note={t('admin.analytics.today.activeOrdersNote')} />
        </ul>
      </Panel>

      <Panel id="analytics-bookings" title={t('admin.analytics.bookings.title')} description={t('admin.analytics.bookings.description')}>
        <BookingsChart days={data.reservationsByDay} />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Panel id="analytics-reservation-status" title={t('admin.analytics.reservationStatus.title')} description={t('admin.analytics.reservationStatus.description')}>
          <StatusBreakdown
            title={t('admin.analytics.reservationStatus.title')}
            counts={data.reservationStatus}
            entries={reservationEntries}
            empty={t('admin.analytics.reservationStatus.empty')}
          />
        </Panel>

        <Panel id="analytics-catering" title={t('admin.analytics.catering.title')} description={t('admin.analytics.catering.description')}>
          <dl className="mb-5 grid grid-cols-2 gap-3">
            {[
              { label: t('admin.analytics.catering.pipeline'), value: formatMoney(pipelineValue), note: t('admin.analytics.catering.pipelineNote') },
              { label: t('admin.analytics.catering.revenue'), value: formatMoney(data.cateringRevenue), note: t('admin.analytics.catering.revenueNote') },
              { label: t('admin.analytics.catering.quoted'), value: formatMoney(pipeline.quotedValue), note: t('admin.analytics.catering.quotedNote') },
              { label: t('admin.analytics.catering.confirmed'), value: formatMoney(pipeline.confirmedValue), note: t('admin.analytics.catering.confirmedNote') },
            ].map((figure) => (
              <div key={figure.label} className="rounded-lg bg-muted/60 p-3">
                <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                <dd className="mt-0.5 text-xl font-semibold tabular-nums">{figure.value}</dd>
                <dd className="text-xs text-muted-foreground">{figure.note}</dd>
              </div>
            ))}
          </dl>
          <p className="mb-3 text-sm">
            {pipeline.needsQuote === 0 ? t('admin.analytics.catering.noQuotesDue') : t('admin.analytics.catering.needsQuote', { count: pipeline.needsQuote })}
          </p>
          <StatusBreakdown
            title={t('admin.analytics.catering.statusTitle')}
            counts={data.cateringStatus}
            entries={cateringEntries}
            empty={t('admin.analytics.catering.empty')}
          />
        </Panel>
      </div>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        {/* Null for staff, who may not read gift cards. */}
        {data.giftCards && (
          <Panel id="analytics-gift-cards" title={t('admin.analytics.giftCards.title')}>
            <ul className="grid grid-cols-2 gap-3">
              <StatCard label={t('admin.analytics.giftCards.sold')} value={data.giftCards.sold} />
              <StatCard label={t('admin.analytics.giftCards.value')} value={formatMoney(data.giftCards.totalValue)} />
              <StatCard label={t('admin.analytics.giftCards.active')} value={data.giftCards.active} />
              <StatCard label={t('admin.analytics.giftCards.redemption')} value={`${data.giftCards.redemptionRate}%`} note={t('admin.analytics.giftCards.redemptionNote')} />
            </ul>
          </Panel>
        )}
        <Panel id="analytics-menu" title={t('admin.analytics.menu.title')}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <StatCard label={t('admin.analytics.menu.items')} value={data.menu.items} />
            <StatCard label={t('admin.analytics.menu.available')} value={data.menu.available} note={t('admin.analytics.menu.availableNote', { count: data.menu.items - data.menu.available })} />
            <StatCard label={t('admin.analytics.menu.featured')} value={data.menu.featured} />
          </ul>
        </Panel>
      </div>
    </div>
  );
}
