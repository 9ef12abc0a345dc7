import { formatAddress } from '@shared/business-info';
import { RESERVATION } from '@shared/constants';
import { countText } from '@shared/messages/counts';
import type { ReservationDto } from '@shared/schemas/reservation';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { reservationLinks } from '../db/schema';
import { bookingIcs } from '../mail/ics';
import { senderDomain, type MailMessage, type QueuedMail } from '../mail/mailer';
import {
  reservationBookedByStaffMail,
  reservationCancelledMail,
  reservationChangedMail,
  reservationConfirmedByRestaurantMail,
  reservationReceivedMail,
  reservationReminderMail,
  type BookingMailInput,
} from './reservation-mail';
import type { BookingDay } from './calendar';
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

/**
 * Mail caused by someone who is not signed in, counted against the diner's address: a booking on
 * the public form (or through a waitlist offer), and a change or cancel through the manage link,
 * which whoever made the booking holds. Staff's confirmations, cancels and bookings, and the
 * reminder, are not counted.
 */
const CAUSED_BY_DINER: ReadonlySet<DinerMailKind> = new Set(['received', 'changed', 'cancelled-by-guest']);

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
    description: `${reservation.firstName} ${reservation.lastName}, ${countText('en', 'guests', reservation.guests)}. ${business.phone}`,
    url: managePath ? `${ctx.publicUrl}${managePath}` : undefined,
    organizerEmail: business.email,
    organizerName: business.name,
    now: ctx.now(),
  });
}

/**
 * Queues one email to the diner about their booking inside `tx`, with its calendar entry and,
 * unless the booking is cancelled, a new manage link (stored in the same statement as the email).
 * While the booking is held (`confirmBy`), that link is also the one that confirms it: only an
 * email ever carries it. `alsoQueue` are other emails the same change sends (the restaurant's
 * alert of a new booking). Answers what was queued and the link's path.
 */
export async function queueDinerMail(
  tx: Database,
  ctx: Pick<AppContext, 'env' | 'timeZone' | 'now' | 'publicUrl' | 'mailer'>,
  kind: DinerMailKind,
  reservation: ReservationDto & { revision: number },
  bookingDay: Pick<BookingDay, 'settings' | 'day'>,
  alsoQueue: MailMessage[] = [],
): Promise<{ queued: QueuedMail[]; managePath: string | null }> {
  const business = bookingDay.settings.businessInfo;
  const link = reservation.status === 'cancelled' ? null : mintToken();
  const managePath = link ? `/reservations/manage/${link.token}` : null;
  const message = TEMPLATES[kind]({
    reservation,
    business,
    day: bookingDay.day,
    manageUrl: managePath ? `${ctx.publicUrl}${managePath}` : null,
    publicUrl: ctx.publicUrl,
    cancelCutoffHours: bookingDay.settings.booking.cancelCutoffHours,
    ics: reservationIcs(ctx, reservation, business, managePath),
    timeZone: ctx.timeZone,
  });
  if (CAUSED_BY_DINER.has(kind)) message.fromPublicForm = true;
  const confirmsHold = reservation.confirmBy !== undefined;
  const linkInsert = link
    ? [tx.insert(reservationLinks).values({ tokenHash: link.hash, reservationId: reservation.id, confirmsHold })]
    : [];
  return { queued: await ctx.mailer.enqueue(tx, [message, ...alsoQueue], linkInsert), managePath };
}
