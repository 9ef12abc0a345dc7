// What GET /api/admin/analytics returns. Money is a decimal string with 2 decimals.
import type { CateringStatus, ReservationStatus } from './constants';

/** Days in reservationsByDay, today included. */
export const ANALYTICS_DAYS = 30;
export const RECENT_ACTIVITY_LIMIT = 10;

export interface BookingTotals {
  bookings: number;
  /** Guests. */
  covers: number;
}

export interface DayBookings extends BookingTotals {
  /** YYYY-MM-DD in the restaurant's time zone. */
  date: string;
}

export type ActivityType = 'reservation' | 'catering' | 'audit';

export interface ActivityItem {
  type: ActivityType;
  title: string;
  detail: string;
  /** ISO timestamp. */
  time: string;
}

export interface AnalyticsDto {
  /** The last 30 days by reservation date, oldest first, every day present; cancelled not counted. */
  reservationsByDay: DayBookings[];
  /** Every reservation by status. */
  reservationStatus: Record<ReservationStatus, number>;
  /** Reservations from today on, cancelled not counted. */
  upcomingReservations: BookingTotals;
  todayReservations: BookingTotals;
  /** Every catering order by status. */
  cateringStatus: Record<CateringStatus, number>;
  cateringPipeline: {
    /** Pending and no quote sent yet. */
    needsQuote: number;
    /** Sum of quotedAmount over orders in status quoted. */
    quotedValue: string;
    /** Sum of quotedAmount over orders in status confirmed. */
    confirmedValue: string;
  };
  /** Sum of quotedAmount over completed orders. */
  cateringRevenue: string;
  onlineOrders: {
    revenueToday: string;
    ordersToday: number;
    /** revenueToday / ordersToday, "0.00" without orders. */
    averageOrder: string;
  };
  /** Today's online orders plus pending catering requests. */
  activeOrders: number;
  menu: { items: number; available: number; featured: number };
  /** Only for roles that may read gift cards (admins and managers); null for staff. */
  giftCards: {
    sold: number;
    totalValue: string;
    active: number;
    /** Used cards as a rounded percent of all cards; 0 when there are none. */
    redemptionRate: number;
  } | null;
  /** The latest events, newest first. */
  recentActivity: ActivityItem[];
}
