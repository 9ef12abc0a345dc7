import type { OrderingAnalytics } from '@shared/analytics';
import { formatClock } from '@shared/time';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate } from '@/lib/format-date';
import { CountBars } from './count-bars';

/** The pickup ordering's lists: orders per day and per hour, the top dishes and the coming pickup days. */
export function OrderingFigures({ ordering }: { ordering: OrderingAnalytics }) {
  const { t, language } = useAdminI18n();
  const day = (date: string) => formatCalendarDate(date, language, 'monthDay');
  const lists = [
    {
      id: 'per-day',
      caption: t('admin.analytics.ordering.perDay'),
      label: t('admin.analytics.bookings.date'),
      rows: ordering.perDay.map((entry) => ({ key: entry.date, label: day(entry.date), count: entry.orders })),
    },
    {
      id: 'pickup-days',
      caption: t('admin.analytics.ordering.byPickupDay'),
      label: t('admin.analytics.bookings.date'),
      rows: ordering.byPickupDay.map((entry) => ({ key: entry.date, label: day(entry.date), count: entry.orders })),
    },
    {
      id: 'top-dishes',
      caption: t('admin.analytics.ordering.topDishes'),
      label: t('admin.analytics.ordering.dish'),
      rows: ordering.topDishes.map((dish) => ({ key: dish.name, label: dish.name, count: dish.quantity })),
    },
    {
      id: 'by-hour',
      caption: t('admin.analytics.ordering.byHour'),
      label: t('admin.analytics.ordering.hour'),
      rows: ordering.byHour
        .filter((entry) => entry.orders > 0)
        .map((entry) => ({
          key: String(entry.hour),
          label: formatClock(`${String(entry.hour).padStart(2, '0')}:00`, language),
          count: entry.orders,
        })),
    },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      {lists.map((list) => (
        <section key={list.id} aria-labelledby={`ordering-${list.id}`} className="grid gap-2">
          <h3 id={`ordering-${list.id}`} className="font-semibold">
            {list.caption}
          </h3>
          <CountBars
            caption={list.caption}
            label={list.label}
            rows={list.rows}
            empty={t('admin.analytics.ordering.empty')}
          />
        </section>
      ))}
    </div>
  );
}
