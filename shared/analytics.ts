// What GET /api/admin/analytics returns. Money is a decimal string with 2 decimals.
import type { ReservationStatus } from './constants';
import type { EventBookingStatus, HallBlock } from './hall-events';
import type { CateringStatus } from './catering-constants';

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

/**
 * A share of the bookings of a range of reservation dates: `count` of `outOf`, e.g. "4 of 120".
 * Dates are the restaurant's days; `from` and `to` are both included.
 */
export interface BookingRate {
  count: number;
  outOf: number;
  /** count ÷ outOf as a percent rounded to one decimal (3.3 for 4 of 120); 0 when outOf is 0. */
  percent: number;
  /** YYYY-MM-DD, the first reservation date counted. */
  from: string;
  /** YYYY-MM-DD, the last reservation date counted. */
  to: string;
}

export type ActivityType = 'reservation' | 'catering' | 'gift-card-request' | 'audit';

/**
 * An event as facts, for a screen to word in its own language; `title` and `detail` beside them
 * are the English words.
 */
export type ActivityFacts =
  /** A booking: the diner's short name ("Selam T."), party size, date (YYYY-MM-DD) and time (HH:mm). */
  | { type: 'reservation'; name: string; guests: number; date: string; time: string }
  /** A catering request: the client's short name, event type (stored in English), guests and event date. */
  | { type: 'catering'; name: string; eventType: string; guests: number; date: string }
  /**
   * A gift card request from the public form: the buyer's short name and the amount ("50.00");
   * `paidOnline` when it was paid at Stripe's Checkout and the card went out by itself.
   */
  | { type: 'gift-card-request'; name: string; amount: string; paidOnline?: boolean }
  /** A change recorded in the audit log: what ("menu-item"), how ("update"), by whom, and its id. */
  | { type: 'audit'; entity: string; action: string; username: string; entityId: string | null }
  /** An email that could not be delivered: to whom, and which email ("reservation-received"). */
  | { type: 'mail'; to: string; kind: string }
  /**
   * A pickup order waiting to be accepted: the diner's short name, its number ("1042"), total
   * ("46.34"), and its pickup as the restaurant's date and time (null on older rows) or ASAP.
   */
  | {
      type: 'online-order';
      name: string;
      orderNumber: string;
      total: string;
      date: string | null;
      time: string | null;
      asap: boolean;
      /** Cancelled by itself: nobody accepted it before its pickup time. */
      expired: boolean;
    };

export interface ActivityItem {
  type: ActivityType;
  title: string;
  detail: string;
  facts: ActivityFacts;
  /** ISO timestamp. */
  time: string;
}

/** Pickup orders placed on one restaurant-local day, or to be picked up on it. */
export interface DayOrders {
  date: string;
  orders: number;
}

/** How many dishes the top-dishes list shows. */
export const TOP_DISHES_LIMIT = 5;

/** The pickup ordering's figures for the kitchen and the managers. */
export interface OrderingAnalytics {
  /** Orders placed per restaurant-local day over the last 30 days, oldest first, every day present. */
  perDay: DayOrders[];
  /** The most ordered dishes of those 30 days by portions, rejected and cancelled orders left out. */
  topDishes: { name: string; quantity: number }[];
  /** Average minutes from accepted to ready over orders accepted in those 30 days; null without any. */
  acceptedToReadyMinutes: number | null;
  /** Orders not picked up (`count`) of those picked up or not (`outOf`), by pickup day over those 30 days. */
  noShowRate: BookingRate;
  /** Orders placed in those 30 days by the restaurant-local hour of placing, 0 to 23, every hour present. */
  byHour: { hour: number; orders: number }[];
  /** Orders still to be picked up from today to the last day orders may be placed for, every day present. */
  byPickupDay: DayOrders[];
}

export interface AnalyticsDto {
  /**
   * The last 30 days by reservation date, oldest first, every day present; cancelled and
   * no-show bookings not counted (their guests never sat down).
   */
  reservationsByDay: DayBookings[];
  /** Every reservation by status, every status present. */
  reservationStatus: Record<ReservationStatus, number>;
  /** Reservations from today on, cancelled and no-show not counted. */
  upcomingReservations: BookingTotals;
  /** Today's reservations, cancelled and no-show not counted. */
  todayReservations: BookingTotals;
  /**
   * No-shows over the days of the 30-day window that have passed (today left out, since its
   * guests may still come): `count` no-show bookings of `outOf` bookings of those dates that
   * were not cancelled. `from` is the window's first day, `to` yesterday.
   */
  noShowRate: BookingRate;
  /**
   * Cancellations over the 30-day window, today included: `count` cancelled bookings of
   * `outOf` bookings of those dates in any status. `from` is the window's first day, `to` today.
   */
  cancellationRate: BookingRate;
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
  /** Online orders placed today (restaurant-local), rejected, cancelled and not picked up ones left out. */
  onlineOrders: {
    revenueToday: string;
    ordersToday: number;
    /** revenueToday / ordersToday, "0.00" without orders. */
    averageOrder: string;
  };
  ordering: OrderingAnalytics;
  /** Today's online orders plus pending catering requests. */
  activeOrders: number;
  menu: { items: number; available: number; featured: number };
  /** Only for roles that may read gift cards (admins and managers); null for staff. */
  giftCards: {
    sold: number;
    totalValue: string;
    active: number;
    /** Redeemed dollars (net of undos) ÷ issued dollars, a percent with one decimal; 0 without cards. */
    redemptionRate: number;
    /** Dollars redeemed, net of undos, e.g. "312.50". */
    redeemedTotal: string;
    /** The balances of active cards: what the restaurant still owes its guests. */
    outstanding: string;
  } | null;
  /** The latest events, newest first. */
  recentActivity: ActivityItem[];
  hallEvents: HallEventsAnalytics;
}

/** The hall's pipeline: what is in play, how inquiries turn into events, what came in. */
export interface HallEventsAnalytics {
  /** The newest proposal's total (or the estimate) of live events still to take place. */
  pipelineValue: string;
  /** Requests made in the last 30 days. */
  inquiries: number;
  /** Of those, the ones confirmed (deposit in) or completed. */
  confirmed: number;
  /** confirmed ÷ inquiries, a percent with one decimal; 0 without inquiries. */
  conversionRate: number;
  /** Deposits received in the last 30 days, net of refunds. */
  depositsReceived: string;
  /** The next live events, soonest first. */
  upcoming: {
    id: number;
    eventDate: string;
    blocks: HallBlock[];
    name: string;
    guestCount: number;
    status: EventBookingStatus;
  }[];
}
