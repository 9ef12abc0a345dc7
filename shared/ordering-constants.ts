// Pickup ordering: the statuses an online order moves through and the limits every order obeys.

export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'ready',
  'completed',
  'rejected',
  'cancelled',
  'no_show',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an order may move to from each status; anything else is a 409. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['accepted', 'rejected', 'cancelled'],
  accepted: ['ready', 'cancelled'],
  ready: ['completed', 'no_show'],
  completed: [],
  rejected: [],
  cancelled: [],
  no_show: [],
  expired: [],
};

/** Orders still to be made or handed over: the board's columns and the open-order limit count them. */
export const OPEN_ORDER_STATUSES = ['pending', 'accepted', 'ready'] as const satisfies readonly OrderStatus[];
/** Orders that earn nothing: left out of revenue, and their pickup slots free again. */
export const UNPAID_END_STATUSES = [
  'rejected',
  'cancelled',
  'no_show',
  'expired',
] as const satisfies readonly OrderStatus[];

export const ORDER_SOURCES = ['web', 'phone'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** How what is left after a gift card is paid; `gift_card` when the card covers the whole order. */
export const PAYMENT_METHODS = ['pay_at_pickup', 'card', 'gift_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * `pending`: paid at pickup. A card order goes `awaiting_payment` (at Stripe's Checkout) →
 * `authorized` (held on the card) → `paid` (captured) → `partially_refunded` → `refunded`;
 * `voided` (the hold given back) and `expired` (never paid) are final; `failed` (the capture was
 * declined) leads only to `paid` at the counter.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'awaiting_payment',
  'authorized',
  'paid',
  'failed',
  'voided',
  'partially_refunded',
  'refunded',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The tips a card order offers, in percent of the subtotal before tax; a custom amount is also taken. */
export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

export const ORDERING = {
  /** Pickup times are on this grid, in minutes from midnight. */
  slotMinutes: 15,
  maxQuantityPerLine: 20,
  maxItemsPerOrder: 40,
  maxLines: 40,
  maxNoteLength: 200,
  maxInstructionsLength: 500,
  /** A kitchen accepting an ASAP order says it will be ready in this many minutes. */
  minReadyInMinutes: 10,
  maxReadyInMinutes: 45,
  maxDaysAhead: 7,
  maxKitchenLoad: 20,
  /** A cart kept in the browser is dropped after this long. */
  cartLifetimeHours: 24,
  idempotencyKeyHours: 24,
  minIdempotencyKeyLength: 8,
  maxIdempotencyKeyLength: 100,
  maxOptionGroups: 10,
  maxOptionValues: 20,
  /** The diner's status page reads the order this often while open. */
  statusPollSeconds: 10,
  /** The kitchen board hears of changes as they happen; it also re-reads the orders this often. */
  boardPollSeconds: 60,
  /** The longest search for past orders: an order number, a name or a phone fits well within it. */
  maxSearchLength: 100,
  /** An order still waiting this long after it came in reminds the restaurant by email, once. */
  waitingAlertMinutes: 5,
  /** An ASAP order nobody accepts is cancelled this long after it came in (a scheduled one at its pickup time). */
  asapConfirmMinutes: 20,
  /** Staff may take back their own latest Ready, Picked up or Not picked up within this many minutes. */
  undoMinutes: 2,
  /** Orders not picked up within this many days refuse paying at pickup; personal data is kept at least this long. */
  noShowLookBackDays: 90,
  /** A diner has this long at Stripe's Checkout; then our server expires the session and frees the slot. */
  cardPaymentMinutes: 15,
  /** Stripe's Checkout session lives this long (Stripe's least is 30), past our own expiry above. */
  checkoutSessionMinutes: 31,
  /** The largest custom tip: this, or the subtotal when that is more. */
  maxTipCents: 5_000,
} as const;

/** The moves staff may take back; accepting, rejecting and cancelling have told the diner for good. */
export const UNDOABLE_STATUSES = ['ready', 'completed', 'no_show'] as const satisfies readonly OrderStatus[];
