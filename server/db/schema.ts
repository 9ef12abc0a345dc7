import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  check,
  pgSequence,
} from 'drizzle-orm/pg-core';
import { ADMIN_ROLES, RESERVATION_STATUSES } from '@shared/constants';
import type { CategoryTranslations, DishTranslations } from '@shared/schemas/menu';
import {
  CATERING_SERVICE_TYPES,
  CATERING_STATUSES,
  CATERING_URGENCIES,
  CONTACT_PREFERENCES,
} from '@shared/catering-constants';
import { ORDER_SOURCES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shared/ordering-constants';
import { PAYMENT_PURPOSES } from '@shared/payments';
import {
  GIFT_CARD_REQUEST_STATUSES,
  GIFT_CARD_STATUSES,
  GIFT_CARD_THEMES,
  GIFT_CARD_TRANSACTION_KINDS,
} from '@shared/gift-card-constants';
import {
  EVENT_BOOKING_STATUSES,
  EVENT_LOST_REASONS,
  EVENT_PAYMENT_METHODS,
  EVENT_PAYMENT_PARTS,
  type HallAddOnKey,
  type HallBlock,
  type ProposalLineKind,
} from '@shared/hall-events';
import type { PackageTranslations } from '@shared/schemas/hall-events';
import { CONTENT_PHOTO_PLACES, TESTIMONIAL_PLACES } from '@shared/schemas/site-content';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const reservationStatus = pgEnum('reservation_status', RESERVATION_STATUSES);
export const cateringStatus = pgEnum('catering_status', CATERING_STATUSES);
export const cateringServiceType = pgEnum('catering_service_type', CATERING_SERVICE_TYPES);
export const cateringUrgency = pgEnum('catering_urgency', CATERING_URGENCIES);
export const contactPreference = pgEnum('contact_preference', CONTACT_PREFERENCES);
export const adminRole = pgEnum('admin_role', ADMIN_ROLES);
export const giftCardTheme = pgEnum('gift_card_theme', GIFT_CARD_THEMES);
export const giftCardStatus = pgEnum('gift_card_status', GIFT_CARD_STATUSES);
export const giftCardTransactionKind = pgEnum('gift_card_transaction_kind', GIFT_CARD_TRANSACTION_KINDS);
export const giftCardRequestStatus = pgEnum('gift_card_request_status', GIFT_CARD_REQUEST_STATUSES);

/** A name in other languages: `{ am: { name } }`. */
export type OptionTranslations = Partial<Record<'am', { name: string }>>;
/** An ordered option's name and its group's in other languages. */
export type OrderOptionTranslations = Partial<Record<'am', { name: string; groupName?: string }>>;

export interface PriceChange {
  price: string;
  changedAt: string;
}

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    builtIn: boolean('built_in').notNull().default(false),
    /** The name in other languages: `{ am: { name } }`. */
    translations: jsonb('translations').$type<CategoryTranslations>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    category: text('category').notNull(),
    image: text('image'),
    ingredients: text('ingredients'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    specials: text('specials'),
    available: boolean('available').notNull().default(true),
    featured: integer('featured').notNull().default(0),
    priceHistory: jsonb('price_history').$type<PriceChange[]>().notNull().default([]),
    /** The dish in other languages: `{ am: { name, description, ingredients } }`. */
    translations: jsonb('translations').$type<DishTranslations>().notNull().default({}),
    /** Whether diners may order it for pickup (alcohol and dine-in dishes are not). */
    orderableOnline: boolean('orderable_online').notNull().default(true),
    /** Kitchen work of one portion, in load units; a pickup slot takes a budget of them. */
    kitchenLoad: integer('kitchen_load').notNull().default(1),
    /** The restaurant-local date it was marked sold out; it orders again from the next opening. */
    soldOutOn: text('sold_out_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menu_items_category_idx').on(t.category),
    check('menu_items_featured_flag', sql`${t.featured} in (0, 1)`),
    check('menu_items_price_not_negative', sql`${t.price} >= 0`),
    check('menu_items_kitchen_load_range', sql`${t.kitchenLoad} between 1 and 20`),
  ],
);

/** A choice a diner makes about a dish: spice level, injera, which four vegetables. */
export const menuItemOptions = pgTable(
  'menu_item_options',
  {
    id: serial('id').primaryKey(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    /** `{ am: { name } }`. */
    translations: jsonb('translations').$type<OptionTranslations>().notNull().default({}),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
  },
  (t) => [
    index('menu_item_options_item_idx').on(t.menuItemId),
    check(
      'menu_item_options_choices',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.minChoices} <= ${t.maxChoices}`,
    ),
  ],
);

export const menuItemOptionValues = pgTable(
  'menu_item_option_values',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => menuItemOptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<OptionTranslations>().notNull().default({}),
    priceDelta: money('price_delta').notNull().default('0.00'),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('menu_item_option_values_option_idx').on(t.optionId),
    check('menu_item_option_values_delta', sql`${t.priceDelta} >= 0`),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    guests: integer('guests').notNull(),
    requests: text('requests'),
    status: reservationStatus('status').notNull().default('pending'),
    /** The language the diner booked in; their emails and manage page use it. */
    language: text('language').notNull().default('en'),
    /**
     * With "confirm by email" on: until when an online booking holds its table unconfirmed.
     * Cleared when the diner confirms; past it, the booking is released (cancelled).
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When staff marked the booking as spam (and cancelled it). */
    markedSpamAt: timestamp('marked_spam_at', { withTimezone: true }),
    /** The address an online booking came from (null for staff bookings): the per-address limit counts it. */
    bookedFromIp: text('booked_from_ip'),
    /** Raised on every change the diner's calendar should pick up (the .ics SEQUENCE). */
    revision: integer('revision').notNull().default(0),
    /** Set, in the same transaction that queues it, when the reminder email is queued. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reservations_date_idx').on(t.date),
    check('reservations_guests_range', sql`${t.guests} between 1 and 20`),
  ],
);

/**
 * A diner's manage links: each email that carries one mints a new token, and only its SHA-256 is
 * kept, so every link a diner was sent keeps working and none can be rebuilt from the database.
 * `confirmsHold`: the link was minted for an email while the booking was held ("confirm by
 * email"), so it may confirm it; a link that could ever have left by another way never can.
 */
export const reservationLinks = pgTable(
  'reservation_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    confirmsHold: boolean('confirms_hold').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('reservation_links_reservation_idx').on(t.reservationId)],
);

/**
 * A diner who asked to hear when a table opens on a full date. `status`: waiting, booked (they
 * claimed a table: `reservationId`), declined (they asked, through an offer's link, to hear no
 * more), or expired (the date has passed).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    guests: integer('guests').notNull(),
    date: text('date').notNull(),
    /** The window of start times that suit them, HH:mm to HH:mm. */
    timeFrom: text('time_from').notNull(),
    timeTo: text('time_to').notNull(),
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('waiting'),
    /** When the last "a table opened" email was queued (one kept over its recipient's limit does not count). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** "A table opened" emails queued to this entry: offers stop at WAITLIST.maxOffersPerEntry. */
    offersSent: integer('offers_sent').notNull().default(0),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('waitlist_entries_date_idx').on(t.date, t.status)],
);

/** The offer links of waitlist emails: as with manage links, only the token's hash is kept. */
export const waitlistLinks = pgTable(
  'waitlist_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('waitlist_links_entry_idx').on(t.entryId)],
);

/** A date range whose hours replace the weekly hours: closed, or open only in `periods`. */
export const scheduleExceptions = pgTable(
  'schedule_exceptions',
  {
    id: serial('id').primaryKey(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    closed: boolean('closed').notNull(),
    periods: jsonb('periods').$type<{ open: string; close: string }[]>().notNull().default([]),
    label: text('label').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('schedule_exceptions_end_date_idx').on(t.endDate),
    check('schedule_exceptions_range', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

export const cateringOrders = pgTable(
  'catering_orders',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    eventType: text('event_type').notNull(),
    eventDate: text('event_date').notNull(),
    eventTime: text('event_time').notNull(),
    guestCount: integer('guest_count').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    serviceType: cateringServiceType('service_type').notNull(),
    menuSelections: text('menu_selections').array().notNull().default(sql`'{}'::text[]`),
    dietaryRestrictions: text('dietary_restrictions'),
    specialRequests: text('special_requests'),
    setupRequired: boolean('setup_required').notNull().default(false),
    equipmentNeeded: text('equipment_needed').array().notNull().default(sql`'{}'::text[]`),
    totalEstimatedCost: money('total_estimated_cost'),
    budgetRange: text('budget_range'),
    contactPreference: contactPreference('contact_preference').notNull().default('email'),
    urgency: cateringUrgency('urgency').notNull().default('standard'),
    customerNotes: text('customer_notes'),
    status: cateringStatus('status').notNull().default('pending'),
    quotedAmount: money('quoted_amount'),
    adminNotes: text('admin_notes'),
    quoteSent: boolean('quote_sent').notNull().default(false),
    quoteSentAt: timestamp('quote_sent_at', { withTimezone: true }),
    /** The language the client wrote in; the emails to them use it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('catering_orders_event_date_idx').on(t.eventDate),
    index('catering_orders_status_idx').on(t.status),
    check('catering_orders_guest_range', sql`${t.guestCount} between 10 and 500`),
  ],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: adminRole('role').notNull().default('admin'),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** "Clear all" in the notifications menu hides everything that happened before this. */
    notificationsClearedAt: timestamp('notifications_cleared_at', { withTimezone: true }),
    /** The back office's language for this person, on any device; null until they choose one. */
    preferredLanguage: text('preferred_language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admin_users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('admin_users_email_unique').on(sql`lower(${t.email})`),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    amount: money('amount').notNull(),
    balance: money('balance').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message'),
    designTheme: giftCardTheme('design_theme').notNull().default('traditional'),
    status: giftCardStatus('status').notNull().default('active'),
    paymentIntentId: text('payment_intent_id'),
    /** null: the card never expires (decision 015). */
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    emailSent: boolean('email_sent').notNull().default(false),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    /** The language of the recipient's email. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('gift_cards_balance_range', sql`${t.balance} >= 0 and ${t.balance} <= ${t.amount}`)],
);

/**
 * Every event of a card's balance. The card row's balance is the last entry's balanceAfter,
 * written in the same transaction under the card's row lock.
 */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: giftCardTransactionKind('kind').notNull(),
    /** The signed change of the balance: -12.50 for a redemption, 0 for an extension. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    /** Who did it; null for cards issued before the ledger, or an account since deleted. */
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The username at the time, so the day's report still names a deleted account. */
    staffUsername: text('staff_username'),
    note: text('note'),
    /** For an extension: the new expiry (null: never). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** For an undo: the redemption it reverses; a redemption is undone at most once. */
    reversesId: integer('reverses_id').references((): AnyPgColumn => giftCardTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_transactions_card_idx').on(t.giftCardId, t.id),
    index('gift_card_transactions_day_idx').on(t.createdAt),
    uniqueIndex('gift_card_transactions_reverses_unique').on(t.reversesId),
    check('gift_card_transactions_balance_after', sql`${t.balanceAfter} >= 0`),
  ],
);

/** A card asked for on the public form: the restaurant phones the buyer for payment, then issues it. */
export const giftCardRequests = pgTable('gift_card_requests', {
  id: serial('id').primaryKey(),
  amount: money('amount').notNull(),
  designTheme: giftCardTheme('design_theme').notNull().default('traditional'),
  recipientName: text('recipient_name').notNull(),
  recipientEmail: text('recipient_email').notNull(),
  senderName: text('sender_name').notNull(),
  senderEmail: text('sender_email').notNull(),
  senderPhone: text('sender_phone').notNull(),
  message: text('message'),
  /** The language of both people's emails. */
  language: text('language').notNull().default('en'),
  status: giftCardRequestStatus('status').notNull().default('pending'),
  giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
  handledBy: integer('handled_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  /** Why it was declined, for the staff. */
  note: text('note'),
  /** The address it came from, for abuse reports only. */
  fromIp: text('from_ip'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// New orders are numbered 1001, 1002, …: short enough to call out at the counter, never reused.
export const onlineOrderNumbers = pgSequence('online_order_number_seq', { startWith: 1001 });

/** Numbers every write of an online order, so a live stream reads what changed since its last read. */
export const onlineOrderChanges = pgSequence('online_order_change_seq');

export const onlineOrders = pgTable(
  'online_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    orderType: text('order_type').notNull(),
    deliveryAddress: text('delivery_address'),
    /** The pickup time as the diner saw it, "2026-11-27 18:30" (older rows: free text). */
    pickupTime: text('pickup_time'),
    /** The pickup instant; null only on rows older than pickup ordering. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    /** The restaurant-local date and 15-minute slot the order's kitchen load counts against. */
    pickupDate: text('pickup_date'),
    pickupSlot: text('pickup_slot'),
    /** Ordered "as soon as possible" rather than for a chosen slot. */
    pickupAsap: boolean('pickup_asap').notNull().default(false),
    /** When the kitchen said it will be ready (set on accepting). */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    specialInstructions: text('special_instructions'),
    /** A readable summary of the lines, "2x Doro Wot, 1x Sambusa"; the lines are the truth. */
    items: text('items').notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    /** The sales tax rate applied, in percent ("9.025"); null on rows older than pickup ordering. */
    taxRate: numeric('tax_rate', { precision: 6, scale: 3 }),
    deliveryFee: money('delivery_fee').notNull().default('0.00'),
    /** A card order's tip, never taxed; included in the total. */
    tip: money('tip').notNull().default('0.00'),
    total: money('total').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** The gift card that paid part or all of the order, spent in the order's own transaction. */
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    giftCardAmount: money('gift_card_amount').notNull().default('0.00'),
    /** The code's last 4 characters, all the order ever shows of it. */
    giftCardLast4: text('gift_card_last4'),
    /** The card's ledger entry that spent it; an `undo` of it gives the part back. */
    giftCardRedemptionId: integer('gift_card_redemption_id').references((): AnyPgColumn => giftCardTransactions.id, {
      onDelete: 'set null',
    }),
    /** What became of the card's part once the order ended without food: returned, or not (the card was void). */
    giftCardReturn: text('gift_card_return', { enum: ['returned', 'card_void'] }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** Why it was rejected or cancelled, shown to the diner. */
    reason: text('reason'),
    estimatedTime: integer('estimated_time'),
    /** Load units of the whole order (quantity × the dish's kitchen load). */
    kitchenLoad: integer('kitchen_load').notNull().default(0),
    source: text('source', { enum: ORDER_SOURCES }).notNull().default('web'),
    /** The diner's language, for the emails about this order. */
    language: text('language').notNull().default('en'),
    /** The status link's token is HMAC(secret, id + nonce); only the nonce and the token's hash are kept. */
    statusNonce: text('status_nonce'),
    statusTokenHash: text('status_token_hash').unique(),
    adminNotes: text('admin_notes'),
    /** The address it came from, for abuse limits and reports only. */
    fromIp: text('from_ip'),
    /** When the restaurant was reminded of this order still waiting for an answer. */
    waitingAlertAt: timestamp('waiting_alert_at', { withTimezone: true }),
    /** When it was cancelled by itself, nobody having accepted it before its pickup time. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set from online_order_change_seq by a trigger on every insert and update (clocks may stand still). */
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(sql`nextval('online_order_change_seq')`),
  },
  (t) => [
    index('online_orders_created_at_idx').on(t.createdAt),
    index('online_orders_change_seq_idx').on(t.changeSeq),
    index('online_orders_pickup_slot_idx').on(t.pickupDate, t.pickupSlot),
    index('online_orders_status_idx').on(t.status),
    index('online_orders_phone_idx').on(t.phone),
  ],
);

export const onlineOrderLines = pgTable(
  'online_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => onlineOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The dish, while it exists; the name and prices below are as ordered. */
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<OptionTranslations>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    /** The dish's price plus its options' price changes, per portion. */
    unitPrice: money('unit_price').notNull(),
    lineTotal: money('line_total').notNull(),
    kitchenLoad: integer('kitchen_load').notNull().default(1),
    note: text('note'),
  },
  (t) => [index('online_order_lines_order_idx').on(t.orderId)],
);

export const onlineOrderLineOptions = pgTable(
  'online_order_line_options',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => onlineOrderLines.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    optionId: integer('option_id'),
    valueId: integer('value_id'),
    /** "Spice level: Mild", as ordered. */
    groupName: text('group_name').notNull(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<OrderOptionTranslations>().notNull().default({}),
    priceDelta: money('price_delta').notNull().default('0.00'),
  },
  (t) => [index('online_order_line_options_line_idx').on(t.lineId)],
);

export const onlineOrderHistory = pgTable(
  'online_order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => onlineOrders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (t) => [index('online_order_history_order_idx').on(t.orderId)],
);

/**
 * Every payment through Stripe is first a row of ours, committed with what it pays for (an
 * order); Stripe is called after the commit and its answers move the row forward
 * (docs/decisions/021-card-payments-through-stripe-checkout.md). Amounts are whole cents.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** What it pays for; `subjectId` is that row's id (an online order's). */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The whole amount, the tip included. */
    amountCents: integer('amount_cents').notNull(),
    tipCents: integer('tip_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    /** Checkout sessions asked for; each attempt has its own idempotency key. */
    sessionAttempts: integer('session_attempts').notNull().default(0),
    paymentIntentId: text('payment_intent_id').unique(),
    /** Set when we ask Stripe to capture or to cancel the hold; cleared when Stripe's answer is applied. */
    captureRequestedAt: timestamp('capture_requested_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    disputed: boolean('disputed').notNull().default(false),
    /** Why a capture failed, or what Stripe last answered wrong, for staff. */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_subject_idx').on(t.purpose, t.subjectId), index('payments_status_idx').on(t.status)],
);

/** Money given back on a payment: by a manager here, or in Stripe's dashboard (seen through `charge.refunded`). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** Stripe's refund id once Stripe has answered; null while the request is on its way (or failed). */
    stripeRefundId: text('stripe_refund_id').unique(),
    status: text('status', { enum: ['requested', 'succeeded', 'failed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_refunds_payment_idx').on(t.paymentId)],
);

/** Stripe events already handled, by id, written in the transaction of their effect: a replay has none. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * A client's retry key (an `Idempotency-Key` header) and the request it answered, shared by every
 * process; the answer is rebuilt from the resource it made. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body as received, so the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    resourceId: integer('resource_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

export const restaurantSettings = pgTable('restaurant_settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    /** The signed-in admin, so their sessions can be ended on deactivation or password change. */
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_admin_user_idx').on(t.adminUserId)],
);

export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  data: bytea('data').notNull(),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  uploadedBy: integer('uploaded_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** An image file (original or variant) some process is making now, so no other makes it at the same time. */
export const imageVariantClaims = pgTable(
  'image_variant_claims',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.variant] })],
);

/** Which notifications (a reservation or catering request) each admin has read. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminUserId, t.notificationId] })],
);

/** Request counts of the per-address limits, shared by every app process on PostgreSQL. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** The limit's name and the client's address. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    /** The device cookie's id: on a success, the id that device carries from then on. */
    device: text('device'),
    success: boolean('success').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_username_idx').on(t.username, t.createdAt),
  ],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  adminUserId: integer('admin_user_id')
    .notNull()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments:
      jsonb('attachments').$type<
        { filename: string; contentType: string; content: string; encoding?: 'base64'; cid?: string }[]
      >(),
    replyTo: text('reply_to'),
    /** What to mark once the email is delivered, e.g. "gift-card:12". */
    ref: text('ref'),
    /** Caused by a public form with an address the visitor typed (see MailMessage.fromPublicForm). */
    fromPublicForm: boolean('from_public_form').notNull().default(false),
    /** queued (not yet tried), sent, failed, logged (no SMTP configured) or suppressed (over the recipient's limit). */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_public_form_to_idx').on(sql`lower(${t.to})`, t.createdAt).where(sql`${t.fromPublicForm}`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------- the hall's events (decision 023)

/** A package the hall offers; prices in `numeric`, times in minutes. */
export const eventPackages = pgTable(
  'event_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull().default(''),
    minGuests: integer('min_guests').notNull(),
    maxGuests: integer('max_guests').notNull(),
    basePrice: money('base_price').notNull(),
    pricePerPerson: money('price_per_person').notNull(),
    /** The base price is a separately stated room rental: untaxed unless the owner marks it. */
    rentalTaxable: boolean('rental_taxable').notNull().default(false),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    drinks: text('drinks').array().notNull().default(sql`'{}'::text[]`),
    foodOptions: text('food_options').array().notNull().default(sql`'{}'::text[]`),
    decorations: text('decorations').array().notNull().default(sql`'{}'::text[]`),
    entertainment: text('entertainment').array().notNull().default(sql`'{}'::text[]`),
    duration: integer('duration').notNull(),
    setupTime: integer('setup_time').notNull(),
    cleanupTime: integer('cleanup_time').notNull(),
    imageUrl: text('image_url'),
    category: text('category').notNull().default('celebration'),
    popularity: integer('popularity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    translations: jsonb('translations').$type<PackageTranslations>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'event_packages_guests',
      sql`${t.minGuests} >= 1 and ${t.minGuests} <= ${t.maxGuests} and ${t.maxGuests} <= 200`,
    ),
  ],
);

/** What a request kept of its package, so a package changed or deleted later never changes its price. */
export interface EventPackageCopy {
  name: string;
  nameAm: string | null;
  basePriceCents: number;
  pricePerPersonCents: number;
  rentalTaxable: boolean;
  minGuests: number;
  maxGuests: number;
  setupTime: number;
  duration: number;
  cleanupTime: number;
}

export const eventBookings = pgTable(
  'event_bookings',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id').references(() => eventPackages.id, { onDelete: 'set null' }),
    packageCopy: jsonb('package_copy').$type<EventPackageCopy>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    eventDate: text('event_date').notNull(),
    blocks: text('blocks').array().$type<HallBlock[]>().notNull(),
    /** The wall-clock start of the first block and end of the last, as they were when asked. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    guestCount: integer('guest_count').notNull(),
    specialRequests: text('special_requests'),
    dietaryRestrictions: text('dietary_restrictions'),
    accessibilityNeeds: text('accessibility_needs'),
    decorationPreferences: text('decoration_preferences'),
    musicPreferences: text('music_preferences'),
    additionalServices: text('additional_services')
      .array()
      .$type<HallAddOnKey[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    equipment: text('equipment'),
    staffNotes: text('staff_notes'),
    language: text('language').notNull().default('en'),
    status: text('status', { enum: EVENT_BOOKING_STATUSES }).notNull().default('tentative'),
    /** Until when the hold keeps its blocks; null once the event no longer depends on a hold. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    confirmedByClientAt: timestamp('confirmed_by_client_at', { withTimezone: true }),
    /** The estimate as asked, in cents. */
    estimateSubtotalCents: integer('estimate_subtotal_cents').notNull(),
    estimateTaxCents: integer('estimate_tax_cents').notNull(),
    estimateTotalCents: integer('estimate_total_cents').notNull(),
    estimateDepositCents: integer('estimate_deposit_cents').notNull(),
    /** Received minus refunded, kept with each payment in the payment's transaction. */
    paidCents: integer('paid_cents').notNull().default(0),
    depositDueDate: text('deposit_due_date'),
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    depositReminderSentAt: timestamp('deposit_reminder_sent_at', { withTimezone: true }),
    finalCountReminderSentAt: timestamp('final_count_reminder_sent_at', { withTimezone: true }),
    balanceReminderSentAt: timestamp('balance_reminder_sent_at', { withTimezone: true }),
    lostReason: text('lost_reason', { enum: EVENT_LOST_REASONS }),
    statusNote: text('status_note'),
    requestedFromIp: text('requested_from_ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('event_bookings_date_idx').on(t.eventDate),
    index('event_bookings_status_idx').on(t.status),
    index('event_bookings_hold_idx').on(t.holdExpiresAt),
    check('event_bookings_guests', sql`${t.guestCount} between 1 and 200`),
  ],
);

/**
 * The blocks a live event holds, one row each: the primary key is the constraint that one block
 * of one date has one live event, on both databases. An event's rows go in the transaction
 * that ends it (lost, cancelled, expired).
 */
export const hallBlockClaims = pgTable(
  'hall_block_claims',
  {
    eventDate: text('event_date').notNull(),
    block: text('block').$type<HallBlock>().notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => eventBookings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventDate, t.block] }), index('hall_block_claims_booking_idx').on(t.bookingId)],
);

/** The hall's own closures (the restaurant's do not close it); no blocks: the whole day. */
export const hallClosures = pgTable(
  'hall_closures',
  {
    id: serial('id').primaryKey(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    blocks: text('blocks').array().$type<HallBlock[]>().notNull().default(sql`'{}'::text[]`),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('hall_closures_end_idx').on(t.endDate),
    check('hall_closures_range', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

export interface StoredProposalLine {
  kind: ProposalLineKind;
  label: string;
  labelAm: string | null;
  quantity: number;
  unitCents: number;
  taxable: boolean;
  menuItemId: number | null;
}

/** Every proposal sent, by version; the newest open one is the one the client may accept. */
export const eventProposals = pgTable(
  'event_proposals',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => eventBookings.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    lines: jsonb('lines').$type<StoredProposalLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxableCents: integer('taxable_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    message: text('message'),
    validUntil: text('valid_until').notNull(),
    /** The cancellation policy's text and version, as the client saw them. */
    policyText: text('policy_text').notNull(),
    policyVersion: integer('policy_version').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: integer('sent_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedIp: text('accepted_ip'),
  },
  (t) => [uniqueIndex('event_proposals_version_idx').on(t.bookingId, t.version)],
);

/**
 * The client's secret links: only the token's SHA-256 is kept. `request` confirms the hold;
 * `proposal` opens the client's page (the proposal, the count, the payments).
 */
export const eventLinks = pgTable(
  'event_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => eventBookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['request', 'proposal'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_links_booking_idx').on(t.bookingId)],
);

/**
 * Money for an event: a card payment through Checkout (`paymentId`, pending until paid), or one
 * staff recorded. `refundedCents` is what went back of it.
 */
export const eventPayments = pgTable(
  'event_payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => eventBookings.id, { onDelete: 'cascade' }),
    part: text('part', { enum: EVENT_PAYMENT_PARTS }).notNull(),
    method: text('method', { enum: EVENT_PAYMENT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status', { enum: ['pending', 'received', 'expired'] }).notNull(),
    paymentId: integer('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'set null' }),
    note: text('note'),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_payments_booking_idx').on(t.bookingId),
    check('event_payments_amount', sql`${t.amountCents} > 0`),
  ],
);

/** Everything that happened to an event, for its page: moves, notes, proposals, payments. */
export const eventHistory = pgTable(
  'event_history',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => eventBookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status', { enum: EVENT_BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: EVENT_BOOKING_STATUSES }),
    note: text('note'),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [index('event_history_booking_idx').on(t.bookingId, t.createdAt)],
);

/** A photo of a place of the public site (the home hero, the hall, the coffee ceremony, the about page), in its order. */
export const contentPhotos = pgTable(
  'content_photos',
  {
    id: serial('id').primaryKey(),
    place: text('place', { enum: CONTENT_PHOTO_PLACES }).notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    alt: text('alt').notNull(),
    caption: text('caption'),
    translations: jsonb('translations').$type<{ am: { alt: string; caption: string | null } }>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** An inline blurred data: URL, shown while the photo loads. */
    placeholder: text('placeholder').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('content_photos_place_idx').on(t.place, t.position),
    check('content_photos_place', sql`${t.place} in ('hero', 'hall', 'coffee', 'about')`),
  ],
);

/** Guests' words on the home page and the hall page, in their order. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    place: text('place', { enum: TESTIMONIAL_PLACES }).notNull(),
    quote: text('quote').notNull(),
    name: text('name').notNull(),
    detail: text('detail'),
    rating: integer('rating').notNull(),
    translations: jsonb('translations')
      .$type<{ am: { quote: string; name: string; detail: string | null } }>()
      .notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('testimonials_place_idx').on(t.place, t.position),
    check('testimonials_place', sql`${t.place} in ('home', 'hall')`),
    check('testimonials_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/** The owner's banner: one row at most (id 1), shown from starts_at up to ends_at. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().default(1),
    text: text('text').notNull(),
    translations: jsonb('translations').$type<{ am: { text: string } }>().notNull(),
    link: text('link'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('announcements_single_row', sql`${t.id} = 1`),
    check('announcements_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
