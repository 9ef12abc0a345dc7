/**
 * Every query key of the app, in one place. A key is the URL it reads (the default query
 * function GETs it, with a trailing object as the query string), so a renamed URL is renamed
 * here once and every read and every refresh follows.
 */
export const queryKeys = {
  siteInfo: ['/api/site-info'] as const,
  restaurantStatus: ['/api/restaurant-status'] as const,
  menu: {
    /** Every public list of dishes, whatever its category filter. */
    all: ['/api/menu-items'] as const,
    items: (category?: string) =>
      category ? (['/api/menu-items', { category }] as const) : (['/api/menu-items'] as const),
    featured: ['/api/featured-dishes'] as const,
    categories: ['/api/categories'] as const,
  },
  reservations: {
    /** Every public day-guests read, whatever its date. */
    all: ['/api/reservations'] as const,
    forDate: (date: string) => ['/api/reservations', { date }] as const,
    /** Whether online booking is on. */
    setting: ['/api/admin/reservation-setting'] as const,
    /** A diner's own booking, read through the token of its manage link. */
    managed: (token: string) => ['/api/manage/reservations', encodeURIComponent(token)] as const,
    /** A waitlist offer ("a table has opened"), read through the token of its email link. */
    waitlistOffer: (token: string) => ['/api/waitlist/offers', encodeURIComponent(token)] as const,
  },
  availability: {
    /** Every day read, whatever its date and party size. */
    days: ['/api/availability'] as const,
    day: (date: string, guests: number) => ['/api/availability', { date, guests }] as const,
    /** Every month read of the date picker. */
    months: ['/api/availability/month'] as const,
    month: (month: string) => ['/api/availability/month', { month }] as const,
  },
  giftCardSubmissionStatus: ['/api/gift-card-submission-status'] as const,
  /** The owner's photos of each place, the announcement and the testimonials. */
  siteContent: ['/api/site-content'] as const,
  hallEvents: {
    /** The hall's active packages, as the public page lists them. */
    packages: ['/api/event-packages'] as const,
    /** The hall's blocks, lead time, horizon, deposit and add-on prices, for the request form. */
    info: ['/api/hall/info'] as const,
    /** Every month of the hall's calendar read. */
    months: ['/api/hall/availability'] as const,
    month: (month: string) => ['/api/hall/availability', { month }] as const,
    /** A client's request, read through the token of its emailed link. */
    request: (token: string) => ['/api/events/request', encodeURIComponent(token)] as const,
    /** A client's event and its proposal, read through the token of its emailed link. */
    proposal: (token: string) => ['/api/events/proposal', encodeURIComponent(token)] as const,
  },
  ordering: {
    /** Whether pickup orders are taken now, and when an order placed now would be ready. */
    status: ['/api/ordering'] as const,
    /** Every day's pickup times read. */
    slots: ['/api/ordering/slots'] as const,
    slotsOn: (date: string) => ['/api/ordering/slots', { date }] as const,
    /** The server's prices for a cart (a POST that stores nothing), by its items and pickup time. */
    quote: (body: unknown) => ['/api/orders/quote', body] as const,
    /** A diner's own order, read through the token of its status link. */
    order: (token: string) => ['/api/orders/status', encodeURIComponent(token)] as const,
  },
  admin: {
    authCheck: ['/api/admin/check-auth'] as const,
    reservations: ['/api/admin/reservations'] as const,
    /** A booking and the upcoming online ones from the same address, email or phone. */
    relatedReservations: (id: number) => [`/api/admin/reservations/${id}/related`] as const,
    cateringOrders: ['/api/admin/catering-orders'] as const,
    menuItems: ['/api/admin/menu-items'] as const,
    categories: ['/api/admin/categories'] as const,
    /** Every gift card; as a prefix, also every read below it (figures, histories, day reports). */
    giftCards: ['/api/admin/gift-cards'] as const,
    giftCardSummary: ['/api/admin/gift-cards', 'summary'] as const,
    /** One card's ledger, newest first. */
    giftCardTransactions: (id: number) => ['/api/admin/gift-cards', id, 'transactions'] as const,
    /** A day's redemptions (the restaurant's date; none: today). */
    giftCardReport: (date: string) => ['/api/admin/gift-cards', 'report', { date }] as const,
    /** The requests from the public gift-card form, newest first. */
    giftCardRequests: ['/api/admin/gift-card-requests'] as const,
    users: ['/api/admin/users'] as const,
    settings: ['/api/admin/settings'] as const,
    scheduleExceptions: ['/api/admin/schedule-exceptions'] as const,
    /** Every day view of the reservations section. */
    reservationDays: ['/api/admin/reservation-day'] as const,
    reservationDay: (date: string) => ['/api/admin/reservation-day', { date }] as const,
    /** Every day's waitlist read by the day view; one date's, oldest first. */
    waitlists: ['/api/admin/waitlist'] as const,
    waitlist: (date: string) => ['/api/admin/waitlist', { date }] as const,
    mailOutbox: ['/api/admin/mail-outbox'] as const,
    /** Today's online orders and every open one, as the kitchen board reads them. */
    onlineOrders: ['/api/admin/online-orders'] as const,
    /** Past orders: a search by number, name or phone, or one day's orders, or both. */
    onlineOrderSearch: (search: { q?: string; date?: string }) => ['/api/admin/online-orders', search] as const,
    orderingSettings: ['/api/admin/ordering-settings'] as const,
    notifications: ['/api/admin/notifications'] as const,
    /** The hall's events; as a prefix, every list, event, calendar and BEO read below it. */
    hallEvents: ['/api/admin/event-bookings'] as const,
    hallEventList: (status: string) => ['/api/admin/event-bookings', { status }] as const,
    hallEvent: (id: number) => ['/api/admin/event-bookings', id] as const,
    hallEventBeo: (id: number) => ['/api/admin/event-bookings', id, 'beo'] as const,
    /** Every month of the hall's staff calendar; one month's blocks. */
    hallCalendars: ['/api/admin/hall/calendar'] as const,
    hallCalendar: (month: string) => ['/api/admin/hall/calendar', { month }] as const,
    eventPackages: ['/api/admin/event-packages'] as const,
    hallSettings: ['/api/admin/hall-settings'] as const,
    hallClosures: ['/api/admin/hall-closures'] as const,
    /** Every place's photos, the owner's announcement and the testimonials, as the Site Content section edits them. */
    siteContent: ['/api/admin/site-content'] as const,
    /** The dashboard figures, alerts and analytics, computed from every list. */
    analytics: ['/api/admin/analytics'] as const,
  },
};
