import { z } from 'zod';
import { SITE_LANGUAGES, type SiteLanguage } from '../language-path';
import { RESERVATION, RESERVATION_STATUSES, type ReservationStatus } from '../constants';
import { clockTime, emailField, isoDate, optionalText, personName, phoneField } from './common';
import { msg } from '../messages/message';

/** The languages a booking's emails and manage page can speak: every one the site speaks. */
export const BOOKING_LANGUAGES = SITE_LANGUAGES;
export type BookingLanguage = SiteLanguage;

const reservationFields = {
  firstName: personName(msg('field.firstNameRequired')),
  lastName: personName(msg('field.lastNameRequired')),
  email: emailField(),
  phone: phoneField(),
  date: isoDate(msg('field.dateRequired')),
  time: clockTime(msg('field.timeRequired')),
  requests: optionalText(1000, 'multi'),
  /** The language the diner reads (the site's when they booked online); every email to them uses it. */
  language: z.enum(BOOKING_LANGUAGES).optional(),
};

const guests = (max: number, maxMessage: string) =>
  z
    .number({ error: msg('reservation.guestsRequired') })
    .int(msg('reservation.guestsWhole'))
    .min(RESERVATION.adminMinGuests, msg('reservation.guestsRequired'))
    .max(max, maxMessage);

/** Staff booking by phone (1 to 20 guests), and the base the public form narrows. */
export const reservationSchema = z.object({
  ...reservationFields,
  guests: guests(RESERVATION.adminMaxGuests, msg('reservation.staffMaxGuests')),
  status: z.enum(RESERVATION_STATUSES).default('pending'),
  /** Staff confirm the warnings (closed date, slot over its pacing) the first try answered. */
  confirmWarnings: z.boolean().optional(),
});

/**
 * The public form; the server forces status to pending. The online party size (1 to 10 by
 * default) is a setting, checked against the calendar's booking settings.
 */
export const publicReservationSchema = z.object({
  ...reservationFields,
  guests: guests(RESERVATION.adminMaxGuests, msg('reservation.partyTooLarge', { max: RESERVATION.adminMaxGuests })),
  // Honeypot: people never see this field, bots fill it in.
  website: z.string().max(500).optional(),
});

/** PUT /api/reservations/{id} takes the full form, or only `{ status }`. */
export const reservationStatusSchema = z.object({ status: z.enum(RESERVATION_STATUSES) }).strict();

/**
 * PUT /api/reservations/{id} with the full form: as the staff form, except that a missing
 * status keeps the booking's current one instead of resetting it to pending.
 */
export const reservationUpdateSchema = reservationSchema.extend({
  status: z.enum(RESERVATION_STATUSES).optional(),
});

/** GET /api/reservations?date=YYYY-MM-DD */
/** POST /api/admin/reservations/spam: the bookings staff mark as spam, cancelled together. */
export const reservationSpamSchema = z
  .object({
    ids: z
      .array(z.number().int().positive())
      .min(1, msg('reservation.chooseOne'))
      .max(200, msg('reservation.atMostSpam')),
  })
  .strict();

export type ReservationSpamInput = z.infer<typeof reservationSpamSchema>;

export const reservationListQuerySchema = z.object({
  date: isoDate(msg('field.dateRequired')).optional(),
});

export type ReservationInput = z.infer<typeof reservationSchema>;
export type ReservationUpdateInput = z.infer<typeof reservationUpdateSchema>;
export type ReservationFormValues = z.input<typeof reservationSchema>;
export type PublicReservationInput = z.infer<typeof publicReservationSchema>;
export type PublicReservationFormValues = z.input<typeof publicReservationSchema>;
export type ReservationStatusInput = z.infer<typeof reservationStatusSchema>;

/** A reservation as the admin API returns it. */
export interface ReservationDto {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD in the restaurant's time zone. */
  date: string;
  /** HH:mm, 24-hour, in the restaurant's time zone. */
  time: string;
  guests: number;
  requests: string | null;
  status: ReservationStatus;
  language: BookingLanguage;
  createdAt: string;
  updatedAt: string;
  /**
   * Only while an online booking waits for its diner to confirm it by email (the "confirm by
   * email" setting): the moment (ISO) it is released if still unconfirmed.
   */
  confirmBy?: string;
}

/**
 * POST /api/reservations answers the booking and, once only, the path of its manage page; not
 * while the booking waits for the diner to confirm it by email (`confirmBy`), since that link confirms it.
 */
export interface CreatedReservationDto extends ReservationDto {
  /** `/reservations/manage/<token>`: the token is never stored, so this is its only copy besides the email. */
  managePath?: string;
}

/**
 * GET /api/manage/reservations/{token}: the booking as its diner's manage page shows it, with
 * nothing internal (no id, email or phone).
 */
export interface ManagedReservationDto {
  firstName: string;
  date: string;
  time: string;
  guests: number;
  requests: string | null;
  status: ReservationStatus;
  language: BookingLanguage;
  /** Hours before the booking after which it can only be changed or cancelled by phone. */
  cancelCutoffHours: number;
  /** The last moment (ISO) to change or cancel online. */
  changeableUntil: string;
  /** Pending or confirmed, and the cut-off not yet passed. */
  canChange: boolean;
  /**
   * The last moment (ISO) to cancel online: `changeableUntil`, or for a booking made after its
   * cut-off had passed, 15 minutes after it was made (never past its start).
   */
  cancellableUntil: string;
  /** Pending or confirmed, and `cancellableUntil` not yet passed. */
  canCancel: boolean;
  /** Only while the booking waits for the diner's confirmation: when (ISO) it is released. */
  confirmBy?: string;
}

/** PUT /api/manage/reservations/{token}: a new date, time or party size, re-checked like a new booking. */
export const manageReservationChangeSchema = z.object({
  date: reservationFields.date,
  time: reservationFields.time,
  guests: publicReservationSchema.shape.guests,
  requests: reservationFields.requests,
});
export type ManageReservationChangeInput = z.infer<typeof manageReservationChangeSchema>;

/** GET /api/reservations (public): one entry per booking that is not cancelled, nothing personal. */
export interface ReservationDayGuests {
  date: string;
  guests: number;
}
