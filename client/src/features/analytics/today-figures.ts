import type { AnalyticsDto } from '@shared/analytics';
import type { AdminTranslate } from '@/lib/admin-i18n';

/**
 * Today's bookings (with their guests) and the active orders, in the same words on the
 * dashboard and on Analytics: the props of a StatCard each.
 */
export function todayFigures(data: AnalyticsDto, t: AdminTranslate) {
  return {
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
