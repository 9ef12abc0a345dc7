import { z } from 'zod';
import { SITE_LANGUAGES, type SiteLanguage } from '../language-path';
import { MAX_SERVICE_PERIODS, RESERVATION, RESTAURANT_MODES, SLOT_INTERVALS, WEEKDAYS } from '../constants';
import { emailField, httpsUrl, requiredText } from './common';
import { GIFT_CARD } from '../gift-card-constants';
import type { ScheduleExceptionDto } from './schedule';
import { periodTimes, servicePeriodsSchema, type ServicePeriod } from './service-periods';

export { servicePeriodSchema, servicePeriodsSchema, type ServicePeriod } from './service-periods';
import { msg, type MessageKey } from '../messages/message';

/**
 * One weekday: closed, or open in its periods. A closed day keeps its periods as they were, so
 * reopening it brings its hours back; only an open day's periods must make sense.
 */
const dayHours = z
  .object({
    closed: z.boolean(),
    periods: z.array(periodTimes).max(MAX_SERVICE_PERIODS, msg('settings.maxPeriods', { max: MAX_SERVICE_PERIODS })),
  })
  .superRefine((day, ctx) => {
    if (day.closed) return;
    const periods = servicePeriodsSchema.safeParse(day.periods);
    for (const issue of periods.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['periods', ...issue.path.map(String)], message: issue.message });
    }
  });

export const weeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>,
);

const wholeNumber = (label: MessageKey, min: number, max: number) => {
  const field = { key: label };
  return z
    .number({ error: msg('settings.numberRequired', { field }) })
    .int(msg('settings.numberWhole', { field }))
    .min(min, msg('settings.numberMin', { field, min }))
    .max(max, msg('settings.numberMax', { field, max }));
};

/** The rules of online booking that staff tune in Settings. */
export const bookingSettingsSchema = z
  .object({
    slotIntervalMinutes: z.union(
      SLOT_INTERVALS.map((minutes) => z.literal(minutes)),
      {
        error: msg('settings.slotInterval', { choices: SLOT_INTERVALS.join(', ') }),
      },
    ),
    lastSeatingMinutes: wholeNumber('settings.field.lastSeating', 0, 240),
    sameDayLeadMinutes: wholeNumber('settings.field.leadTime', 0, 1440),
    horizonDays: wholeNumber('settings.field.horizon', 1, 365),
    minPartySize: wholeNumber('settings.field.minParty', RESERVATION.adminMinGuests, RESERVATION.adminMaxGuests),
    maxPartySize: wholeNumber('settings.field.maxParty', RESERVATION.adminMinGuests, RESERVATION.adminMaxGuests),
    dailyGuestCapacity: wholeNumber('settings.field.capacity', 1, 5000),
    pacingGuestsPerSlot: wholeNumber('settings.field.pacing', 1, 5000),
    /** Until this many hours before the booking, the diner may change or cancel it online. */
    cancelCutoffHours: wholeNumber('settings.field.cutoff', 0, 72).default(2),
    /** Hours before the booking that the reminder email goes out; null sends none. */
    reminderHoursBefore: wholeNumber('settings.field.reminder', 1, 72).nullable().default(24),
    /**
     * For when fake bookings appear: an online booking holds its table only until the diner
     * confirms it through the emailed link (30 minutes), then is released.
     */
    confirmByEmail: z.boolean().default(false),
  })
  .refine((booking) => booking.minPartySize <= booking.maxPartySize, {
    message: msg('settings.partyOrder'),
    path: ['maxPartySize'],
  });

const addressSchema = z.object({
  street: requiredText(msg('settings.streetRequired'), 200),
  city: requiredText(msg('settings.cityRequired'), 100),
  region: requiredText(msg('settings.stateRequired'), 50),
  postalCode: requiredText(msg('settings.zipRequired'), 20),
});

export const businessInfoSchema = z.object({
  name: requiredText(msg('field.nameRequired'), 120),
  hallName: requiredText(msg('settings.hallNameRequired'), 120),
  establishedYear: z.number().int().min(1900).max(2100),
  address: addressSchema,
  hallAddress: addressSchema,
  phone: requiredText(msg('settings.phoneRequired'), 32),
  hallPhone: requiredText(msg('settings.hallPhoneRequired'), 32),
  email: emailField(),
  hallEmail: emailField(),
  cateringEmail: emailField(),
  priceRange: requiredText(msg('settings.priceRangeRequired'), 10),
  social: z.object({
    facebook: httpsUrl,
    instagram: httpsUrl,
    tiktok: httpsUrl,
  }),
  delivery: z.object({
    uberEats: httpsUrl,
    doorDash: httpsUrl,
  }),
});

export const restaurantStatusOverrideSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('automatic') }),
  z.object({
    mode: z.literal('manual'),
    status: z.enum(['open', 'closed'], { error: msg('settings.openOrClosed') }),
  }),
]);

export const restaurantModeSettingSchema = z.object({
  mode: z.enum(RESTAURANT_MODES),
  manualStatus: z.enum(['open', 'closed']).nullable(),
});

export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;
export type DayHours = z.infer<typeof dayHours>;
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
export type BusinessInfo = z.infer<typeof businessInfoSchema>;
export type RestaurantStatusOverride = z.infer<typeof restaurantStatusOverrideSchema>;
export type RestaurantModeSetting = z.infer<typeof restaurantModeSettingSchema>;

/** What the public site reads of the settings: no personal data, nothing secret. */
export interface SiteInfo {
  business: BusinessInfo;
  weeklyHours: WeeklyHours;
  booking: BookingSettings;
  /** The date exceptions from today to 60 days ahead, in date order. */
  upcomingExceptions: ScheduleExceptionDto[];
  reservationsEnabled: boolean;
  giftCardsEnabled: boolean;
  timeZone: string;
}

const onOff = (message: string) => z.boolean({ error: message });

const VALID_MONTHS = msg('settings.giftCardValidMonths', {
  min: GIFT_CARD.minValidMonths,
  max: GIFT_CARD.maxValidMonths,
});

/**
 * How long a new gift card stays valid, in months: 0, the default, for no expiry (Minnesota
 * forbids one); a restaurant elsewhere may set one of at least five years (the CARD Act).
 * Cards already issued keep theirs.
 */
export const giftCardValidMonthsSchema = z
  .number({ error: VALID_MONTHS })
  .int(VALID_MONTHS)
  .refine(
    (months) => months === 0 || (months >= GIFT_CARD.minValidMonths && months <= GIFT_CARD.maxValidMonths),
    VALID_MONTHS,
  );

/** PUT /api/admin/reservation-setting: the online booking switch. */
export const reservationSettingSchema = z.strictObject({
  enabled: onOff(msg('settings.reservationsOnOff')),
});

/**
 * PUT /api/admin/settings: any non-empty subset of the editable settings, each checked with
 * its own schema; a key we do not know is refused rather than silently dropped.
 */
export const settingsUpdateSchema = z
  .strictObject(
    {
      businessInfo: businessInfoSchema.optional(),
      weeklyHours: weeklyHoursSchema.optional(),
      booking: bookingSettingsSchema.optional(),
      reservationsEnabled: onOff(msg('settings.reservationsOnOff')).optional(),
      giftCardsEnabled: onOff(msg('settings.giftCardsOnOff')).optional(),
      giftCardValidMonths: giftCardValidMonthsSchema.optional(),
      restaurantLanguage: z.enum(SITE_LANGUAGES, { error: msg('settings.restaurantLanguage') }).optional(),
      onlinePaymentsEnabled: onOff(msg('settings.onlinePaymentsOnOff')).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? msg('settings.unknown', { names: issue.keys.join(', ') }) : undefined,
    },
  )
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: msg('settings.nothingSent'),
    when: (payload) => payload.issues.length === 0,
  });

export type ReservationSettingInput = z.infer<typeof reservationSettingSchema>;
export type SettingsUpdateInput = z.infer<typeof settingsUpdateSchema>;

/** GET /api/admin/reservation-setting (public). */
export interface ReservationSettingDto {
  enabled: boolean;
}

/** GET and PUT /api/admin/settings. */
export interface AdminSettingsDto {
  businessInfo: BusinessInfo;
  weeklyHours: WeeklyHours;
  booking: BookingSettings;
  reservationsEnabled: boolean;
  giftCardsEnabled: boolean;
  /** Months a new gift card stays valid; 0: no expiry (the default). */
  giftCardValidMonths: number;
  /** The language of the alerts to the restaurant's own inboxes (new booking, catering request). */
  restaurantLanguage: SiteLanguage;
  /** Managers' switch for card payments (on by default); they are taken only while the server also has Stripe's keys. */
  onlinePaymentsEnabled: boolean;
  /** What the server knows of Stripe: whether it has keys, of which mode, and the last event of the other mode. */
  stripe: StripeStatusDto;
}

export interface StripeStatusDto {
  keys: boolean;
  mode: 'test' | 'live' | null;
  /** When an event of the other mode (a test event at the live site, or the reverse) came in; it was ignored. */
  modeMismatchAt: string | null;
}

/** The stored note of the last Stripe event whose mode was not the key's. */
export const stripeModeMismatchSchema = z.object({ at: z.iso.datetime(), eventId: z.string(), livemode: z.boolean() });
export type StripeModeMismatch = z.infer<typeof stripeModeMismatchSchema>;

/** GET /api/restaurant-status, and the answer of POST /api/admin/restaurant-status. */
export interface RestaurantStatusDto {
  isOpen: boolean;
  mode: (typeof RESTAURANT_MODES)[number];
  /** The restaurant's wall-clock time, e.g. "7:45 PM". */
  currentTime: string;
  /** Today's hours, e.g. "11:00 AM - 10:00 PM", periods joined by ", ", or "Closed today". */
  hours: string;
  /** `currentTime` as HH:mm (24-hour), for a screen to write in its own language. */
  clock: string;
  /** `hours` as periods, none when closed today, for a screen to write in its own language. */
  periods: ServicePeriod[];
  timeZone: string;
}
