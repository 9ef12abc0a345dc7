import { z } from 'zod';
import { SITE_LANGUAGES, type SiteLanguage } from '../language-path';
import { msg, type MessageKey } from '../messages/message';
import {
  ORDERING,
  type OrderSource,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  PAYMENT_METHODS,
  TIP_PERCENTS,
} from '../ordering-constants';
import { emailField, moneyString, optionalText, personName, phoneField } from './common';

const wholeNumber = (label: MessageKey, min: number, max: number) => {
  const field = { key: label };
  return z
    .number({ error: msg('settings.numberRequired', { field }) })
    .int(msg('settings.numberWhole', { field }))
    .min(min, msg('settings.numberMin', { field, min }))
    .max(max, msg('settings.numberMax', { field, max }));
};

/** A sales tax rate in percent with at most 3 decimals, "9.025"; from 0 to 20. */
const taxRatePercent = z
  .string({ error: msg('ordering.taxRate') })
  .trim()
  .regex(/^\d{1,2}(\.\d{1,3})?$/, msg('ordering.taxRate'))
  .refine((value) => Number(value) <= 20, msg('ordering.taxRate'));

/** Dollars with 2 decimals, "300.00", from $0 to $10,000; 0 allows no order paid that way. */
const wholeDollars = (message: ReturnType<typeof msg>) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, message)
    .refine((value) => Number(value) <= 10_000, message)
    .transform((value) => Number(value).toFixed(2));

/** How the restaurant takes pickup orders; managers tune it in Settings. */
export const orderingSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Accept every order as it comes in (the kitchen can still reject one), or wait for staff. */
  autoAccept: z.boolean(),
  prepMinutes: wholeNumber('ordering.field.prep', 5, 120),
  /** Added to the prep time while the kitchen says it is busy. */
  busyExtraMinutes: wholeNumber('ordering.field.busyExtra', 0, 120),
  /** Load units (portions × each dish's kitchen load) one 15-minute pickup slot may take. */
  slotLoadCapacity: wholeNumber('ordering.field.slotLoad', 1, 500),
  lastPickupBeforeCloseMinutes: wholeNumber('ordering.field.lastPickup', 0, 120),
  daysAhead: wholeNumber('ordering.field.daysAhead', 0, ORDERING.maxDaysAhead),
  maxPayAtPickupTotal: wholeDollars(msg('ordering.maxPayAtPickup')),
  /** While card payments are on, a larger order must be paid by card. */
  cardRequiredAboveTotal: wholeDollars(msg('ordering.cardRequiredAbove')),
  /** The largest order paid by card online; a larger one is for catering. */
  maxCardTotal: wholeDollars(msg('ordering.maxCardTotal')),
  /** The combined sales tax rate on prepared food, in percent. */
  taxRate: taxRatePercent,
  /** The restaurant is in Minneapolis's downtown taxing area, which adds 3%. */
  downtownTax: z.boolean(),
});
export type OrderingSettings = z.output<typeof orderingSettingsSchema>;

export const orderingSettingsUpdateSchema = orderingSettingsSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, msg('users.nothingToUpdate'));
export type OrderingSettingsUpdate = z.input<typeof orderingSettingsUpdateSchema>;

export const DEFAULT_ORDERING_SETTINGS: OrderingSettings = {
  enabled: true,
  autoAccept: true,
  prepMinutes: 20,
  busyExtraMinutes: 15,
  slotLoadCapacity: 12,
  lastPickupBeforeCloseMinutes: 15,
  daysAhead: 2,
  maxPayAtPickupTotal: '300.00',
  cardRequiredAboveTotal: '100.00',
  maxCardTotal: '500.00',
  taxRate: '9.025',
  downtownTax: false,
};

const id = z
  .number({ error: msg('ordering.dishRequired') })
  .int()
  .positive();

export const orderLineInputSchema = z.object({
  menuItemId: id,
  quantity: z
    .number({ error: msg('ordering.quantity', { max: ORDERING.maxQuantityPerLine }) })
    .int(msg('ordering.quantity', { max: ORDERING.maxQuantityPerLine }))
    .min(1, msg('ordering.quantity', { max: ORDERING.maxQuantityPerLine }))
    .max(ORDERING.maxQuantityPerLine, msg('ordering.quantity', { max: ORDERING.maxQuantityPerLine })),
  options: z
    .array(
      z.object({
        optionId: z.number().int().positive(),
        valueIds: z.array(z.number().int().positive()).max(ORDERING.maxOptionValues),
      }),
    )
    .max(ORDERING.maxOptionGroups)
    .optional(),
  note: optionalText(ORDERING.maxNoteLength),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;
export type OrderLineValues = z.input<typeof orderLineInputSchema>;

/** "asap", or a restaurant-local date and time on the 15-minute grid, "2026-11-27T18:30". */
export const pickupTimeField = z
  .string({ error: msg('ordering.pickupTimeRequired') })
  .trim()
  .regex(/^(asap|\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d)$/, msg('ordering.pickupTimeRequired'));

const items = z
  .array(orderLineInputSchema, { error: msg('ordering.emptyCart') })
  .min(1, msg('ordering.emptyCart'))
  .max(ORDERING.maxLines, msg('ordering.tooManyItems', { max: ORDERING.maxItemsPerOrder }))
  .refine(
    (lines) => lines.reduce((sum, line) => sum + line.quantity, 0) <= ORDERING.maxItemsPerOrder,
    msg('ordering.tooManyItems', { max: ORDERING.maxItemsPerOrder }),
  );

/** A gift card's code typed at checkout; an empty field is none. Its format is checked on the server with the card. */
const giftCardCodeField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(40, msg('giftCard.unknownCode')).optional(),
);

/** POST /api/orders/quote: what the cart would cost now (and what a gift card would pay of it); nothing is stored. */
export const orderQuoteSchema = z.object({
  pickupTime: pickupTimeField.optional(),
  items,
  giftCardCode: giftCardCodeField,
});
export type OrderQuoteInput = z.infer<typeof orderQuoteSchema>;

/** POST /api/orders. Totals sent by the client are ignored; `expectedTotal` only guards a changed price. */
export const placeOrderSchema = z.object({
  customerName: personName(msg('ordering.nameRequired')),
  phone: phoneField(),
  email: emailField(),
  pickupTime: pickupTimeField,
  items,
  specialInstructions: optionalText(ORDERING.maxInstructionsLength, 'multi'),
  /** How what the gift card leaves is paid; `gift_card` when the card pays it all. */
  paymentMethod: z.enum(PAYMENT_METHODS, { error: msg('ordering.paymentMethod') }),
  /** A gift card paying the order, or as much of it as its balance allows. */
  giftCardCode: giftCardCodeField,
  /** A card order's tip: dollars ("4.50"), or `tipPercent` of the subtotal before tax. */
  tip: moneyString(msg('ordering.tip'), { min: { cents: 0, message: msg('ordering.tip') } }).optional(),
  tipPercent: z
    .union(TIP_PERCENTS.map((value) => z.literal(value)) as [z.ZodLiteral<10>, z.ZodLiteral<15>, z.ZodLiteral<20>], {
      error: msg('ordering.tip'),
    })
    .optional(),
  expectedTotal: z.union([z.string(), z.number()]).optional(),
  /** What the diner was shown the gift card pays: the order is refused if it would pay less now. */
  expectedGiftCardAmount: z.union([z.string(), z.number()]).optional(),
  language: z.enum(SITE_LANGUAGES).optional(),
  // Honeypot: people never see this field, bots fill it in.
  website: z.string().max(500).optional(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/**
 * POST /api/admin/online-orders: an order staff take on the phone. The email is optional (the
 * diner is emailed only when one is given); `confirmWarnings` places it into a full slot.
 */
export const phoneOrderSchema = placeOrderSchema
  .omit({
    website: true,
    expectedTotal: true,
    expectedGiftCardAmount: true,
    email: true,
    paymentMethod: true,
    tip: true,
    tipPercent: true,
    giftCardCode: true,
  })
  .extend({
    paymentMethod: z.literal('pay_at_pickup', { error: msg('ordering.paymentMethod') }),
    email: z.preprocess((value) => (value === '' || value === null ? undefined : value), emailField().optional()),
    confirmWarnings: z.boolean().optional(),
  });
export type PhoneOrderInput = z.infer<typeof phoneOrderSchema>;
export type PhoneOrderValues = z.input<typeof phoneOrderSchema>;
export type PlaceOrderValues = z.input<typeof placeOrderSchema>;

export const orderStatusChangeSchema = z
  .object({
    status: z.enum(['accepted', 'ready', 'completed', 'rejected', 'cancelled', 'no_show']),
    readyInMinutes: z
      .number()
      .int()
      .min(
        ORDERING.minReadyInMinutes,
        msg('ordering.readyIn', { min: ORDERING.minReadyInMinutes, max: ORDERING.maxReadyInMinutes }),
      )
      .max(
        ORDERING.maxReadyInMinutes,
        msg('ordering.readyIn', { min: ORDERING.minReadyInMinutes, max: ORDERING.maxReadyInMinutes }),
      )
      .optional(),
    reason: optionalText(300),
  })
  .strict();
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** How long staff pause new pickup orders. */
export const PAUSE_MINUTES = [15, 30, 60] as const;
/** The longest reason a diner reads while ordering is paused. */
export const PAUSE_REASON_MAX = 120;

const pauseReason = z
  .string({ error: msg('ordering.pauseReason', { max: PAUSE_REASON_MAX }) })
  .trim()
  .max(PAUSE_REASON_MAX, msg('ordering.pauseReason', { max: PAUSE_REASON_MAX }))
  .optional();

/** POST /api/admin/ordering/pause: for 15, 30 or 60 minutes, or until the restaurant's next day begins. */
export const orderingPauseSchema = z.union(
  [
    z
      .object({
        minutes: z.union(
          PAUSE_MINUTES.map((value) => z.literal(value)) as [z.ZodLiteral<15>, z.ZodLiteral<30>, z.ZodLiteral<60>],
          {
            error: msg('ordering.pauseLength'),
          },
        ),
        reason: pauseReason,
      })
      .strict(),
    z.object({ untilTomorrow: z.literal(true, { error: msg('ordering.pauseLength') }), reason: pauseReason }).strict(),
  ],
  { error: msg('ordering.pauseLength') },
);
export type OrderingPauseInput = z.infer<typeof orderingPauseSchema>;

/** The stored pause: new orders are refused until `until` (an instant; null: not paused); diners read the reason. */
export const orderingPauseSettingSchema = z.object({
  until: z.iso.datetime().nullable(),
  reason: z.string().max(PAUSE_REASON_MAX).nullable(),
});
export const NO_ORDERING_PAUSE = { until: null, reason: null };
export type OrderingPauseSetting = z.infer<typeof orderingPauseSettingSchema>;

// ---- Answers

/** GET /api/ordering */
export interface OrderingStatusDto {
  enabled: boolean;
  acceptingOrders: boolean;
  /** Why orders are not taken now, in English; `reasonKey` names it for other languages. */
  reason: string | null;
  reasonKey: 'closed' | 'paused' | 'off' | null;
  /** While staff have paused new orders: until when, and the reason they gave (null: none). */
  pausedUntil: string | null;
  pauseReason: string | null;
  /** The kitchen is busy: ASAP and today's earliest pickup are `busyExtraMinutes` later. */
  busy: boolean;
  prepMinutes: number;
  /** Pickup dates run from today to this many days ahead. */
  daysAhead: number;
  /** When an order placed now would be ready; null while ASAP orders are not taken. */
  asapPickupAt: string | null;
  /** Percent, "9.025". */
  taxRate: string;
  /** The largest total paid at pickup now (with card payments on, the card-required total when smaller). */
  maxPayAtPickupTotal: string;
  /** Card payments through Stripe's Checkout are offered. */
  cardPayments: boolean;
  /** The largest total paid by card; null while card payments are off. */
  maxCardTotal: string | null;
}

export type PickupSlotState = 'available' | 'full';

/** GET /api/ordering/slots?date= */
export interface PickupSlotsDto {
  date: string;
  open: boolean;
  reason: string | null;
  slots: { time: string; state: PickupSlotState }[];
}

export interface NameTranslations {
  am?: { name: string };
}

export interface OrderLineOptionDto {
  name: string;
  translations: { am?: { name: string; groupName?: string } };
  groupName: string;
}

export interface OrderLineDto {
  menuItemId: number | null;
  name: string;
  translations: NameTranslations;
  quantity: number;
  options: OrderLineOptionDto[];
  unitPrice: string;
  lineTotal: string;
  note: string | null;
}

/** What a gift card paid of an order: its code's last 4 characters, never the code. */
export interface OrderGiftCardDto {
  last4: string;
  amount: string;
}

/** POST /api/orders/quote */
export interface OrderQuoteDto {
  lines: OrderLineDto[];
  subtotal: string;
  tax: string;
  total: string;
  /** The pickup instant the quote is for, or null when no time was given. */
  pickupAt: string | null;
  /** What the gift card whose code was given would pay; null without one. */
  giftCard: OrderGiftCardDto | null;
  /** What is left to pay after the gift card (the total without one). */
  amountDue: string;
}

/** POST /api/orders (201) */
export interface PlacedOrderDto {
  orderNumber: string;
  status: Extract<OrderStatus, 'pending' | 'accepted'>;
  statusToken: string;
  statusUrl: string;
  pickupAt: string;
  lines: OrderLineDto[];
  subtotal: string;
  tax: string;
  tip: string;
  total: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  giftCard: OrderGiftCardDto | null;
  /** What is left to pay by card or at pickup after the gift card. */
  amountDue: string;
  /** A card order's Stripe Checkout page; null when it could not be made (pay at pickup instead, or try again). */
  checkoutUrl?: string | null;
}

/** GET /api/orders/status/:token: no phone or email. */
export interface OrderStatusDto {
  orderNumber: string;
  status: OrderStatus;
  history: { status: OrderStatus; at: string }[];
  pickupAt: string | null;
  readyAt: string | null;
  lines: OrderLineDto[];
  subtotal: string;
  tax: string;
  tip: string;
  total: string;
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus;
  giftCard: OrderGiftCardDto | null;
  /** What is left to pay by card or at pickup after the gift card. */
  amountDue: string;
  customerFirstName: string;
  reason: string | null;
}

/** A card order's payment as staff see it; amounts in dollars, the tip included in `amount`. */
export interface OrderPaymentDto {
  id: number;
  status: PaymentStatus;
  amount: string;
  tip: string;
  refunded: string;
  disputed: boolean;
}

/** GET /api/admin/online-orders: one order as staff see it. */
export interface AdminOnlineOrderDto extends Omit<OrderStatusDto, 'customerFirstName'> {
  id: number;
  createdAt: string;
  customerName: string;
  phone: string;
  email: string | null;
  source: OrderSource;
  adminNotes: string | null;
  specialInstructions: string | null;
  pickupAsap: boolean;
  taxRate: string | null;
  language: SiteLanguage;
  /** The summary kept for older rows without lines. */
  items: string;
  /** The card payment; null for an order paid at pickup. */
  payment: OrderPaymentDto | null;
  /**
   * What became of the gift card's part once the order was rejected, cancelled or expired (or
   * handed back by a manager): `returned` to the card, or `card_void` (the card was voided since,
   * so nothing went back: a manager decides). Null while the part stands.
   */
  giftCardReturn: GiftCardReturn | null;
}

export type GiftCardReturn = 'returned' | 'card_void';

/** An option group of a dish as GET /api/menu-items answers it. */
export interface MenuItemOptionDto {
  id: number;
  name: string;
  translations: NameTranslations;
  required: boolean;
  minChoices: number;
  maxChoices: number;
  values: { id: number; name: string; translations: NameTranslations; priceDelta: string; isDefault: boolean }[];
}
