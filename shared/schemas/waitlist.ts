import { z } from 'zod';
import { RESERVATION } from '../constants';
import { clockTime, emailField, isoDate, personName, phoneField } from './common';
import { BOOKING_LANGUAGES, type BookingLanguage } from './reservation';
import { msg } from '../messages/message';

export const WAITLIST_STATUSES = ['waiting', 'booked', 'declined', 'expired'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** POST /api/waitlist: "Tell me if a table opens" on a full date. */
export const waitlistJoinSchema = z
  .object({
    name: personName(msg('field.nameRequired'), 200),
    email: emailField(),
    phone: phoneField(),
    guests: z
      .number({ error: msg('reservation.guestsRequired') })
      .int(msg('reservation.guestsWhole'))
      .min(RESERVATION.adminMinGuests, msg('reservation.guestsRequired'))
      .max(RESERVATION.adminMaxGuests, msg('reservation.partyTooLarge', { max: RESERVATION.adminMaxGuests })),
    date: isoDate(msg('field.dateRequired')),
    timeFrom: clockTime(msg('waitlist.earliestRequired')),
    timeTo: clockTime(msg('waitlist.latestRequired')),
    language: z.enum(BOOKING_LANGUAGES).optional(),
    // Honeypot, as on the booking form.
    website: z.string().max(500).optional(),
  })
  .refine((entry) => entry.timeFrom <= entry.timeTo, {
    message: msg('waitlist.latestBeforeEarliest'),
    path: ['timeTo'],
  });
export type WaitlistJoinInput = z.infer<typeof waitlistJoinSchema>;

/** POST /api/waitlist: the same answer whether the address was already waiting on the date or not. */
export interface WaitlistJoinedDto {
  status: 'waiting';
}

/** POST /api/waitlist/offers/{token}/book */
export const waitlistClaimSchema = z.object({ time: clockTime(msg('waitlist.chooseTime')) });
export type WaitlistClaimInput = z.infer<typeof waitlistClaimSchema>;

/** GET /api/waitlist/offers/{token}: what the offer page shows. */
export interface WaitlistOfferDto {
  name: string;
  date: string;
  guests: number;
  timeFrom: string;
  timeTo: string;
  status: WaitlistStatus;
  language: BookingLanguage;
  /** Times in the diner's window with room for their party right now; empty when the room is gone. */
  times: string[];
  /** After a booking through this offer: its manage page. */
  managePath: string | null;
}

/** GET /api/admin/waitlist?date: the day's waitlist for staff. */
export const waitlistListQuerySchema = z.object({ date: isoDate(msg('field.dateRequired')) });

export interface WaitlistEntryDto {
  id: number;
  name: string;
  email: string;
  phone: string;
  guests: number;
  date: string;
  timeFrom: string;
  timeTo: string;
  status: WaitlistStatus;
  notifiedAt: string | null;
  reservationId: number | null;
  createdAt: string;
}
