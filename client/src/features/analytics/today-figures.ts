import type { AnalyticsDto } from '@shared/analytics';
import type { SiteLanguage } from '@shared/language-path';
import type { AdminTranslate } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';

/**
 * Today's bookings (with their guests), the online orders' revenue (with their count and average)
 * and the active orders, in the same words on the dashboard and on Analytics: the props of a
 * StatCard each.
 */
export function todayFigures(data: AnalyticsDto, t: AdminTranslate, language: SiteLanguage) {
  return {
    onlineOrders: {
      label: t('admin.analytics.today.revenue'),
      value: formatMoney(data.onlineOrders.revenueToday, language),
      note: t('admin.analytics.today.revenueNote', {
        count: data.onlineOrders.ordersToday,
        average: formatMoney(data.onlineOrders.averageOrder, language),
      }),
    },
    reservations: {
      label: t('admin.analytics.today.reservations'),
      value: data.todayReservations.bookings,
      note: t('admin.analytics.guests', { count: data.todayReservations.covers }),
    },
    activeOrders: {
      label: t('admin.analytics.today.activeOrders'),
      value: data.activeOrders,
      note: t('admin.analytics.today.activeOrdersNote'),
    },
  };
}
