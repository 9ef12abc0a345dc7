import { formatAddress } from '@shared/business-info';
import { RESERVATION } from '@shared/constants';
import type { ReservationDto } from '@shared/schemas/reservation';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { reservationLinks } from '../db/schema';
import { bookingIcs } from '../mail/ics';
import { senderDomain, type MailMessage } from '../mail/mailer';
import {
  reservationBookedByStaffMail,
  reservationCancelledMail,
  reservationChangedMail,
  reservationConfirmedByRestaurantMail,
  reservationReceivedMail,
  reservationReminderMail,
  type BookingMailInput,
} from '../mail/reservation-mail';
import type { BookingDay } from './booking-calendar';
import { mintToken } from './diner-links';

export type DinerMailKind =
  | 'received'
  | 'booked-by-staff'
  | 'confirmed-by-restaurant'
  | 'changed'
  | 'cancelled-by-guest'
  | 'cancelled-by-restaurant'
  | 'reminder';

const TEMPLATES: Record<DinerMailKind, (input: BookingMailInput) => MailMessage> = {
  received: reservationReceivedMail,
  'booked-by-staff': reservationBookedByStaffMail,
  'confirmed-by-restaurant': reservationConfirmedByRestaurantMail,
  changed: reservationChangedMail,
  'cancelled-by-guest': (input) => reservationCancelledMail(input, 'guest'),
  'cancelled-by-restaurant': (input) => reservationCancelledMail(input, 'restaurant'),
  reminder: reservationReminderMail,
};

/** Mints a manage link for the booking inside `tx`; answers its path (`/reservations/manage/<token>`). */
export async function newManageLink(tx: Database, reservationId: number): Promise<string> {
  const { token, hash } = mintToken();
  await tx.insert(reservationLinks).values({ tokenHash: hash, reservationId });
  return `/reservations/manage/${token}`;
}

/** The booking as a calendar entry: one UID for its whole life, SEQUENCE its revision. */
export function reservationIcs(
  ctx: Pick<AppContext, 'env' | 'timeZone' | 'now' | 'publicUrl'>,
  reservation: ReservationDto & { revision: number },
  business: BookingDay['settings']['businessInfo'],
  managePath: string | null,
): string {
  return bookingIcs({
    uid: `reservation-${reservation.id}@${senderDomain(ctx.env.MAIL_FROM)}`,
    sequence: reservation.revision,
    cancelled: reservation.status === 'cancelled',
    date: reservation.date,
    time: reservation.time,
    durationMinutes: RESERVATION.calendarMinutes,
    timeZone: ctx.timeZone,
    summary: `Table for ${reservation.guests} at ${business.name}`,
    location: `${business.name}, ${formatAddress(business.address)}`,
    description: `${reservation.firstName} ${reservation.lastName}, ${reservation.guests} ${reservation.guests === 1 ? 'guest' : 'guests'}. ${business.phone}`,
    url: managePath ? `${ctx.publicUrl}${managePath}` : undefined,
    organizerEmail: business.email,
    organizerName: business.name,
    now: ctx.now(),
  });
}

/**
 * One email to the diner about their booking, with its calendar entry and, unless the booking
 * is cancelled, a new manage link (minted in `tx`). Answers the message and the link's path.
 */
export async function dinerMail(
  tx: Database,
  ctx: Pick<AppContext, 'env' | 'timeZone' | 'now' | 'publicUrl'>,
  kind: DinerMailKind,
  reservation: ReservationDto & { revision: number },
  bookingDay: Pick<BookingDay, 'settings' | 'day'>,
): Promise<{ message: MailMessage; managePath: string | null }> {
  const business = bookingDay.settings.businessInfo;
  const managePath = reservation.status === 'cancelled' ? null : await newManageLink(tx, reservation.id);
  const message = TEMPLATES[kind]({
    reservation,
    business,
    day: bookingDay.day,
    manageUrl: managePath ? `${ctx.publicUrl}${managePath}` : null,
    publicUrl: ctx.publicUrl,
    cancelCutoffHours: bookingDay.settings.booking.cancelCutoffHours,
    ics: reservationIcs(ctx, reservation, business, managePath),
  });
  return { message, managePath };
}
