// The business's numbers and fixed lists (guest limits, notice, amounts, statuses, roles).
// Both the browser and the server read these.

export const RESTAURANT_DEFAULT_TIMEZONE = 'America/Chicago';

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeThreshold: 50,
  hotkey: 'F8',
} as const;

export const HEADER_SHADOW_THRESHOLD_PX = 50;
export const SCROLL_OFFSET_PX = 80;
export const LAZY_SECTION_MARGIN_PX = 100;

export const SLIDESHOW = {
  homeHeroMs: 2000,
  hallMs: 2000,
  coffeeCarouselMs: 4000,
  coffeeFadeMs: 300,
  viewerAutoplayMs: 2000,
  viewerLoaderMs: 2000,
} as const;

export const LANGUAGE_ANIMATION_MS = 150;
export const LANGUAGE_HIGHLIGHT_MS = 2000;
export const LANGUAGE_STORAGE_KEY = 'language';

export const POLL_INTERVAL_MS = 30_000;
export const LOGIN_REDIRECT_DELAY_MS = 250;
export const REMEMBER_ME_DAYS = 30;

/**
 * The years any date or month the site takes may fall in (bookings, closures, reports, gift card
 * expiry); each use narrows them further, such as bookings to the horizon. Dates outside them
 * are refused where they are parsed, so no date arithmetic ever nears the end of the calendar.
 */
export const CALENDAR_YEARS = { first: 2000, last: 2199 } as const;
/** The first and last dates of CALENDAR_YEARS: the bounds of a date field that has no narrower ones. */
export const CALENDAR_DATES = { min: `${CALENDAR_YEARS.first}-01-01`, max: `${CALENDAR_YEARS.last}-12-31` } as const;

export const RESERVATION = {
  publicDefaultGuests: 2,
  adminMinGuests: 1,
  adminMaxGuests: 20,
  availabilityDelayMs: 300,
  /** A slot with less room than this for more guests reads "limited". */
  limitedSlotRoomBelow: 8,
  /** A day holding more guests than this reads "limited" in every slot. */
  limitedAboveDayGuests: 60,
  /** How far ahead the website lists a date's exceptions (site info, structured data). */
  upcomingExceptionDays: 60,
  /** The longest date range one schedule exception may cover. */
  maxExceptionDays: 366,
  /** How many years ahead a schedule exception may end. */
  exceptionYearsAhead: 2,
  holdMinutes: 15,
  /** With "confirm by email" on, how long an online booking waits for its diner to confirm it. */
  confirmByEmailMinutes: 30,
  /** How long a booking's calendar entry lasts. */
  calendarMinutes: 90,
  cancelHoursAhead: 2,
  /** A booking made inside the cut-off can still be cancelled online this long after it was made. */
  lateCancelGraceMinutes: 15,
  /** The same diner, date and time booked again within this many seconds is the same booking (a double send). */
  resentWithinSeconds: 60,
  confirmationContactMinutes: 15,
  phoneMinLength: 10,
} as const;

/** How far one freed table reaches down a date's waitlist, so a cancellation cannot mail a crowd. */
export const WAITLIST = {
  /** Entries one look at a date's waitlist emails at most (fewest offers first, then oldest). */
  offersPerCheck: 3,
  /** An entry is offered a table at most once in this long; an offer unused by then has lapsed. */
  offerWindowMinutes: 120,
  /** After this many lapsed offers an entry is sent no more. */
  maxOffersPerEntry: 2,
} as const;

/** The slot grid steps staff may choose, in minutes. */
export const SLOT_INTERVALS = [15, 20, 30, 60] as const;
export const MAX_SERVICE_PERIODS = 3;

export const MENU = {
  featuredLimit: 3,
  descriptionPreviewChars: 100,
  categoriesBeforeExpand: 4,
  builtInCategoryCount: 9,
  maxImageBytes: 5 * 1024 * 1024,
} as const;

export const PASSWORD = { minLength: 10, maxBytes: 72 } as const;

export const HALL_CAPACITY = 200;

export const RATING = { value: 4.8, reviewCount: 487 } as const;

export const DASHBOARD_SAMPLES = { satisfaction: '4.8/5' } as const;

export const BUILT_IN_CATEGORIES = [
  'Appetizers',
  'Beverages',
  'Desserts',
  'Hot Beverages',
  'Kids menu',
  'Meat Dishes',
  'Special Combinations',
  'Traditional Beverages',
  'Vegetarian',
] as const;

export const RESERVATION_STATUSES = ['pending', 'confirmed', 'seated', 'completed', 'no_show', 'cancelled'] as const;
/** A live booking holds its table: it is expected (pending or confirmed), not seated, done or cancelled. */
export const LIVE_RESERVATION_STATUSES = [
  'pending',
  'confirmed',
] as const satisfies readonly (typeof RESERVATION_STATUSES)[number][];

/** Whether a booking in `status` is live: pending or confirmed. */
export function isLiveReservation(status: (typeof RESERVATION_STATUSES)[number]): boolean {
  return (LIVE_RESERVATION_STATUSES as readonly string[]).includes(status);
}
export const ADMIN_ROLES = ['admin', 'manager', 'staff'] as const;
export const RESTAURANT_MODES = ['automatic', 'manual'] as const;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export type AdminRole = (typeof ADMIN_ROLES)[number];
export type RestaurantMode = (typeof RESTAURANT_MODES)[number];
export type Weekday = (typeof WEEKDAYS)[number];
