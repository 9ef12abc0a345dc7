import { z } from 'zod';
import { MAX_SERVICE_PERIODS, RESERVATION, RESTAURANT_MODES, SLOT_INTERVALS, WEEKDAYS } from '../constants';
import { clockTime, emailField, httpsUrl, requiredText } from './common';
import type { ScheduleExceptionDto } from './schedule';

/** "HH:mm" from 00:00 to 23:59, or 24:00 for a period that runs to midnight. */
const closeTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use the 24-hour format HH:mm');

const periodTimes = z.object({
  open: clockTime('Opening time is required'),
  close: closeTime('Closing time is required'),
});

/** One service period of a day, such as lunch 11:00–15:00; this restaurant closes by midnight. */
export const servicePeriodSchema = periodTimes.refine((period) => period.open < period.close, {
    message: 'Closing time must be after opening time',
    path: ['close'],
  });

/** 1 to 3 periods in time order that do not overlap (a period may start when the last one ends). */
export const servicePeriodsSchema = z
  .array(servicePeriodSchema)
  .min(1, 'Add at least one service period')
  .max(MAX_SERVICE_PERIODS, `At most ${MAX_SERVICE_PERIODS} service periods a day`)
  .superRefine((periods, ctx) => {
    periods.forEach((period, index) => {
      const previous = periods[index - 1];
      if (previous && period.open < previous.close) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'open'],
          message: 'Service periods must not overlap and must be in time order',
        });
      }
    });
  });

/**
 * One weekday: closed, or open in its periods. A closed day keeps its periods as they were, so
 * reopening it brings its hours back; only an open day's periods must make sense.
 */
const dayHours = z
  .object({
    closed: z.boolean(),
    periods: z.array(periodTimes).max(MAX_SERVICE_PERIODS, `At most ${MAX_SERVICE_PERIODS} service periods a day`),
  })
  .superRefine((day, ctx) => {
    if (day.closed) return;
    const periods = servicePeriodsSchema.safeParse(day.periods);
    for (const issue of periods.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['periods', ...issue.path.map(String)], message: issue.message });
    }
  });

export const weeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<
    (typeof WEEKDAYS)[number],
    typeof dayHours
  >,
);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** The rules of online booking that staff tune in Settings. */
export const bookingSettingsSchema = z
  .object({
    slotIntervalMinutes: z.union(SLOT_INTERVALS.map((minutes) => z.literal(minutes)), {
      error: `Choose ${SLOT_INTERVALS.join(', ')} minutes`,
    }),
    lastSeatingMinutes: wholeNumber('Last seating', 0, 240),
    sameDayLeadMinutes: wholeNumber('Same-day lead time', 0, 1440),
    horizonDays: wholeNumber('Booking horizon', 1, 365),
    minPartySize: wholeNumber('Smallest online party', RESERVATION.adminMinGuests, RESERVATION.adminMaxGuests),
    maxPartySize: wholeNumber('Largest online party', RESERVATION.adminMinGuests, RESERVATION.adminMaxGuests),
    dailyGuestCapacity: wholeNumber('Daily guest capacity', 1, 5000),
    pacingGuestsPerSlot: wholeNumber('Guests per slot', 1, 5000),
    /** Until this many hours before the booking, the diner may change or cancel it online. */
    cancelCutoffHours: wholeNumber('Online changes cut-off', 0, 72).default(2),
    /** Hours before the booking that the reminder email goes out; null sends none. */
    reminderHoursBefore: wholeNumber('Reminder', 1, 72).nullable().default(24),
    /**
     * For when fake bookings appear: an online booking holds its table only until the diner
     * confirms it through the emailed link (30 minutes), then is released.
     */
    confirmByEmail: z.boolean().default(false),
  })
  .refine((booking) => booking.minPartySize <= booking.maxPartySize, {
    message: 'The largest party must not be smaller than the smallest',
    path: ['maxPartySize'],
  });

const addressSchema = z.object({
  street: requiredText('Street is required', 200),
  city: requiredText('City is required', 100),
  region: requiredText('State is required', 50),
  postalCode: requiredText('ZIP code is required', 20),
});

export const businessInfoSchema = z.object({
  name: requiredText('Name is required', 120),
  hallName: requiredText('Hall name is required', 120),
  establishedYear: z.number().int().min(1900).max(2100),
  address: addressSchema,
  hallAddress: addressSchema,
  phone: requiredText('Phone is required', 32),
  hallPhone: requiredText('Hall phone is required', 32),
  email: emailField(),
  hallEmail: emailField(),
  cateringEmail: emailField(),
  priceRange: requiredText('Price range is required', 10),
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
    status: z.enum(['open', 'closed'], { error: 'Choose open or closed' }),
  }),
]);

export const restaurantModeSettingSchema = z.object({
  mode: z.enum(RESTAURANT_MODES),
  manualStatus: z.enum(['open', 'closed']).nullable(),
});

export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;
export type DayHours = z.infer<typeof dayHours>;
export type ServicePeriod = z.infer<typeof servicePeriodSchema>;
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

/** PUT /api/admin/reservation-setting: the online booking switch. */
export const reservationSettingSchema = z.strictObject({
  enabled: onOff('Choose whether online reservations are on or off'),
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
      reservationsEnabled: onOff('Choose whether online reservations are on or off').optional(),
      giftCardsEnabled: onOff('Choose whether gift cards are on or off').optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}` : undefined,
    },
  )
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Send at least one setting to change',
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
}

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
