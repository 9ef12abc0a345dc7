import { z } from 'zod';
import { RESTAURANT_MODES, WEEKDAYS } from '../constants';
import { clockTime, emailField, httpsUrl, requiredText } from './common';

const dayHours = z
  .object({
    closed: z.boolean().default(false),
    open: clockTime('Opening time is required'),
    close: clockTime('Closing time is required'),
  })
  .refine((day) => day.closed || day.open < day.close, {
    message: 'Closing time must be after opening time',
    path: ['close'],
  });

export const weeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<
    (typeof WEEKDAYS)[number],
    typeof dayHours
  >,
);

export const reservationSlotsSchema = z
  .object({
    first: clockTime('First slot is required'),
    last: clockTime('Last slot is required'),
    intervalMinutes: z.number().int().min(15).max(120),
  })
  .refine((slots) => slots.first <= slots.last, {
    message: 'The last slot must not be before the first',
    path: ['last'],
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
export type ReservationSlots = z.infer<typeof reservationSlotsSchema>;
export type BusinessInfo = z.infer<typeof businessInfoSchema>;
export type RestaurantStatusOverride = z.infer<typeof restaurantStatusOverrideSchema>;
export type RestaurantModeSetting = z.infer<typeof restaurantModeSettingSchema>;

/** What the public site reads of the settings: no personal data, nothing secret. */
export interface SiteInfo {
  business: BusinessInfo;
  weeklyHours: WeeklyHours;
  reservationSlots: ReservationSlots;
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
      reservationSlots: reservationSlotsSchema.optional(),
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
  reservationSlots: ReservationSlots;
  reservationsEnabled: boolean;
  giftCardsEnabled: boolean;
}

/** GET /api/restaurant-status, and the answer of POST /api/admin/restaurant-status. */
export interface RestaurantStatusDto {
  isOpen: boolean;
  mode: (typeof RESTAURANT_MODES)[number];
  /** The restaurant's wall-clock time, e.g. "7:45 PM". */
  currentTime: string;
  /** Today's hours, e.g. "11:00 AM - 10:00 PM", or "Closed today". */
  hours: string;
  timeZone: string;
}
