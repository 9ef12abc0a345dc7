import type { BookingRate } from '@shared/analytics';
import { RESERVATION_STATUSES, type ReservationStatus } from '@shared/constants';
import { CATERING_STATUSES, type CateringStatus } from '@shared/catering-constants';
import type { AdminMessageKey } from '@/i18n/admin';
import { AdminPanel } from '@/components/admin/admin-panel';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { StatCard } from '@/components/ui/stat-card';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import { formatCalendarDate } from '@/lib/format-date';
import type { LanguageCode } from '@/lib/i18n';
import { useAnalytics } from '../api';
import { todayFigures } from '../today-figures';
import { BookingsChart } from './bookings-chart';
import { HallEventFiguresPanel, hallEventFiguresOf } from './hall-event-figures';
import { OrderingFigures } from './ordering-figures';
import { StatusBreakdown, type BreakdownEntry } from './status-breakdown';

interface StatusLook {
  label: AdminMessageKey;
  /** Tailwind fill and background classes of the same colour, for the bar and its key. */
  tone: string;
}

/** Each reservation status in the breakdown; a status added to the list must be given a look here. */
const RESERVATION_LOOKS: Record<ReservationStatus, StatusLook> = {
  pending: { label: 'admin.status.pending', tone: 'fill-accent bg-accent' },
  confirmed: { label: 'admin.status.confirmed', tone: 'fill-success bg-success' },
  seated: { label: 'admin.status.seated', tone: 'fill-[#1d4ed8] bg-[#1d4ed8]' },
  completed: { label: 'admin.status.completed', tone: 'fill-foreground bg-foreground' },
  no_show: { label: 'admin.status.no_show', tone: 'fill-destructive bg-destructive' },
  cancelled: { label: 'admin.status.cancelled', tone: 'fill-muted-foreground/45 bg-muted-foreground/45' },
};

const CATERING_LOOKS: Record<CateringStatus, StatusLook> = {
  pending: { label: 'admin.status.pending', tone: 'fill-accent bg-accent' },
  quoted: { label: 'admin.status.quoted', tone: 'fill-primary bg-primary' },
  confirmed: { label: 'admin.status.confirmed', tone: 'fill-success bg-success' },
  completed: { label: 'admin.status.completed', tone: 'fill-foreground bg-foreground' },
  cancelled: { label: 'admin.status.cancelled', tone: 'fill-muted-foreground/45 bg-muted-foreground/45' },
};

/** "May 13 – May 19": the days a rate was counted over. */
const rangeOf = (rate: BookingRate, language: LanguageCode) => ({
  from: formatCalendarDate(rate.from, language, 'monthDay'),
  to: formatCalendarDate(rate.to, language, 'monthDay'),
});

/** The Analytics section: real figures from GET /api/admin/analytics, refreshed every 30 s, with charts and tables. */
export function AnalyticsBoard() {
  const { t, language } = useAdminI18n();
  const { data, isPending, isError, refetch, isRefetching } = useAnalytics();

  if (isPending) return <ListLoading label={t('admin.analytics.loading')} />;
  if (isError)
    return (
      <ListLoadError message={t('admin.analytics.loadError')} onRetry={() => void refetch()} retrying={isRefetching} />
    );

  const reservationEntries: BreakdownEntry<ReservationStatus>[] = RESERVATION_STATUSES.map((key) => ({
    key,
    label: t(RESERVATION_LOOKS[key].label),
    tone: RESERVATION_LOOKS[key].tone,
  }));
  const cateringEntries: BreakdownEntry<CateringStatus>[] = CATERING_STATUSES.map((key) => ({
    key,
    label: t(CATERING_LOOKS[key].label),
    tone: CATERING_LOOKS[key].tone,
  }));
  const today = todayFigures(data, t, language);
  const pipeline = data.cateringPipeline;
  const pipelineValue = Number(pipeline.quotedValue) + Number(pipeline.confirmedValue);
  const hall = hallEventFiguresOf(data);

  return (
    <div className="grid gap-6">
      <AdminPanel id="analytics-today" title={t('admin.analytics.today.title')} variant="plain">
        <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <StatCard {...today.reservations} />
          <StatCard
            label={t('admin.analytics.today.upcoming')}
            value={data.upcomingReservations.bookings}
            note={t('admin.analytics.upcomingNote', { count: data.upcomingReservations.covers })}
          />
          <StatCard {...today.onlineOrders} />
          <StatCard {...today.activeOrders} />
        </ul>
      </AdminPanel>

      <AdminPanel
        id="analytics-bookings"
        title={t('admin.analytics.bookings.title')}
        description={t('admin.analytics.bookings.description')}
      >
        <BookingsChart days={data.reservationsByDay} />
      </AdminPanel>

      <AdminPanel
        id="analytics-rates"
        title={t('admin.analytics.rates.title')}
        description={t('admin.analytics.rates.description')}
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          <RateCard
            label={t('admin.analytics.rates.noShow')}
            rate={data.noShowRate}
            note={t('admin.analytics.rates.noShowNote', rangeOf(data.noShowRate, language))}
          />
          <RateCard
            label={t('admin.analytics.rates.cancellation')}
            rate={data.cancellationRate}
            note={t('admin.analytics.rates.cancellationNote', rangeOf(data.cancellationRate, language))}
          />
        </ul>
      </AdminPanel>

      <AdminPanel
        id="analytics-ordering"
        title={t('admin.analytics.ordering.title')}
        description={t('admin.analytics.ordering.description')}
      >
        <ul className="mb-5 grid gap-3 sm:grid-cols-2">
          <StatCard
            label={t('admin.analytics.ordering.acceptedToReady')}
            value={
              data.ordering.acceptedToReadyMinutes === null
                ? '–'
                : t('admin.analytics.ordering.minutes', { count: data.ordering.acceptedToReadyMinutes })
            }
            note={t('admin.analytics.ordering.acceptedToReadyNote')}
          />
          <RateCard
            label={t('admin.analytics.ordering.noShow')}
            rate={data.ordering.noShowRate}
            note={t('admin.analytics.ordering.noShowNote', rangeOf(data.ordering.noShowRate, language))}
            none={t('admin.analytics.ordering.noneHanded')}
          />
        </ul>
        <OrderingFigures ordering={data.ordering} />
      </AdminPanel>

      {hall && <HallEventFiguresPanel figures={hall} />}

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <AdminPanel
          id="analytics-reservation-status"
          title={t('admin.analytics.reservationStatus.title')}
          description={t('admin.analytics.reservationStatus.description')}
        >
          <StatusBreakdown
            title={t('admin.analytics.reservationStatus.title')}
            counts={data.reservationStatus}
            entries={reservationEntries}
            empty={t('admin.analytics.reservationStatus.empty')}
          />
        </AdminPanel>

        <AdminPanel
          id="analytics-catering"
          title={t('admin.analytics.catering.title')}
          description={t('admin.analytics.catering.description')}
        >
          <dl className="mb-5 grid grid-cols-2 gap-3">
            {[
              {
                label: t('admin.analytics.catering.pipeline'),
                value: formatMoney(pipelineValue, language),
                note: t('admin.analytics.catering.pipelineNote'),
              },
              {
                label: t('admin.analytics.catering.revenue'),
                value: formatMoney(data.cateringRevenue, language),
                note: t('admin.analytics.catering.revenueNote'),
              },
              {
                label: t('admin.analytics.catering.quoted'),
                value: formatMoney(pipeline.quotedValue, language),
                note: t('admin.analytics.catering.quotedNote'),
              },
              {
                label: t('admin.analytics.catering.confirmed'),
                value: formatMoney(pipeline.confirmedValue, language),
                note: t('admin.analytics.catering.confirmedNote'),
              },
            ].map((figure) => (
              <div key={figure.label} className="rounded-lg bg-muted/60 p-3">
                <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                <dd className="mt-0.5 text-xl font-semibold tabular-nums">{figure.value}</dd>
                <dd className="text-xs text-muted-foreground">{figure.note}</dd>
              </div>
            ))}
          </dl>
          <p className="mb-3 text-sm">
            {pipeline.needsQuote === 0
              ? t('admin.analytics.catering.noQuotesDue')
              : t('admin.analytics.catering.needsQuote', { count: pipeline.needsQuote })}
          </p>
          <StatusBreakdown
            title={t('admin.analytics.catering.statusTitle')}
            counts={data.cateringStatus}
            entries={cateringEntries}
            empty={t('admin.analytics.catering.empty')}
          />
        </AdminPanel>
      </div>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        {/* Null for staff, who may not read gift cards. */}
        {data.giftCards && (
          <AdminPanel id="analytics-gift-cards" title={t('admin.analytics.giftCards.title')}>
            <ul className="grid grid-cols-2 gap-3">
              <StatCard label={t('admin.analytics.giftCards.sold')} value={data.giftCards.sold} />
              <StatCard
                label={t('admin.analytics.giftCards.value')}
                value={formatMoney(data.giftCards.totalValue, language)}
              />
              <StatCard label={t('admin.analytics.giftCards.active')} value={data.giftCards.active} />
              <StatCard
                label={t('admin.analytics.giftCards.redemption')}
                value={`${data.giftCards.redemptionRate}%`}
                note={t('admin.analytics.giftCards.redemptionNote')}
              />
              <StatCard
                label={t('admin.analytics.giftCards.redeemed')}
                value={formatMoney(data.giftCards.redeemedTotal, language)}
                note={t('admin.analytics.giftCards.redeemedNote')}
              />
              <StatCard
                label={t('admin.analytics.giftCards.outstanding')}
                value={formatMoney(data.giftCards.outstanding, language)}
                note={t('admin.analytics.giftCards.outstandingNote')}
              />
            </ul>
          </AdminPanel>
        )}
        <AdminPanel id="analytics-menu" title={t('admin.analytics.menu.title')}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <StatCard label={t('admin.analytics.menu.items')} value={data.menu.items} />
            <StatCard
              label={t('admin.analytics.menu.available')}
              value={data.menu.available}
              note={t('admin.analytics.menu.availableNote', { count: data.menu.items - data.menu.available })}
            />
            <StatCard label={t('admin.analytics.menu.featured')} value={data.menu.featured} />
          </ul>
        </AdminPanel>
      </div>
    </div>
  );
}

/** A rate as a percent with its counts beside it: "3.3%  4 of 120"; "No bookings yet" without any. */
function RateCard({ label, rate, note, none }: { label: string; rate: BookingRate; note: string; none?: string }) {
  const { t } = useAdminI18n();
  return (
    <StatCard
      label={label}
      value={
        // With no bookings to count, a rate would be a made-up 0%.
        rate.outOf === 0 ? (
          <span className="font-sans text-base font-medium text-muted-foreground">
            {none ?? t('admin.analytics.rates.none')}
          </span>
        ) : (
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span>{`${rate.percent}%`}</span>
            <span className="font-sans text-base font-medium text-muted-foreground">
              {t('admin.analytics.rates.countOf', { count: rate.count, outOf: rate.outOf })}
            </span>
          </span>
        )
      }
      note={note}
    />
  );
}
