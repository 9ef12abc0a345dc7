import { formatAddress } from '@shared/business-info';
import { RESERVATION } from '@shared/constants';
import type { ReservationDto } from '@shared/schemas/reservation';
import type { BusinessInfo } from '@shared/schemas/settings';
import { formatPeriods, type DaySchedule } from '@shared/schedule';
import { formatClock } from '@shared/time';
import { formatLongDate, guestsText } from './format';
import type { MailMessage } from './mailer';

/** That day's opening hours as the calendar has them, e.g. "11:00 AM – 4:00 PM (Christmas Eve)". */
function hoursLine(day: DaySchedule): string {
  const hours = day.closed ? 'Closed' : formatPeriods(day.periods);
  return day.exception ? `${hours} (${day.exception})` : hours;
}

function bookingLines(reservation: ReservationDto, day: DaySchedule): string[] {
  return [
    `  Date:    ${formatLongDate(reservation.date)}`,
    `  Time:    ${formatClock(reservation.time)}`,
    `  Hours:   ${hoursLine(day)}`,
    `  Party:   ${guestsText(reservation.guests)}`,
    `  Name:    ${reservation.firstName} ${reservation.lastName}`,
    ...(reservation.requests ? [`  Requests: ${reservation.requests}`] : []),
  ];
}

/**
 * To the diner after a booking is stored: what they booked, that day's hours, and the house rules (we call to
 * confirm, the table is held, how to cancel). A booking staff already confirmed says so
 * instead of promising a call.
 */
export function reservationReceivedMail(
  reservation: ReservationDto,
  business: BusinessInfo,
  day: DaySchedule,
): MailMessage {
  const confirmed = reservation.status === 'confirmed';
  return {
    kind: confirmed ? 'reservation-confirmed' : 'reservation-received',
    to: reservation.email,
    subject: confirmed
      ? `${business.name}: your table is confirmed`
      : `${business.name}: we received your reservation request`,
    text: [
      `Hello ${reservation.firstName},`,
      '',
      confirmed
        ? 'Thank you for booking with us. Your table is confirmed:'
        : 'Thank you for choosing us. We have received your reservation request:',
      '',
      ...bookingLines(reservation, day),
      '',
      ...(confirmed
        ? []
        : [
            `We will contact you within ${RESERVATION.confirmationContactMinutes} minutes to confirm your reservation.`,
            '',
          ]),
      `We hold your table for ${RESERVATION.holdMinutes} minutes past the reservation time.`,
      `If your plans change, please let us know at least ${RESERVATION.cancelHoursAhead} hours in advance by calling ${business.phone}.`,
      '',
      'We look forward to welcoming you.',
      '',
      business.name,
      formatAddress(business.address),
      business.phone,
    ].join('\n'),
  };
}

/** To the restaurant's inbox when a diner books online, so someone calls them back. */
export function newReservationAlertMail(
  reservation: ReservationDto,
  business: BusinessInfo,
  day: DaySchedule,
  adminLink: string,
): MailMessage {
  return {
    kind: 'reservation-alert',
    to: business.email,
    subject: `New reservation: ${guestsText(reservation.guests)} on ${reservation.date} at ${formatClock(reservation.time)}`,
    text: [
      'A new table reservation came in through the website and is waiting for confirmation.',
      '',
      ...bookingLines(reservation, day),
      `  Email:   ${reservation.email}`,
      `  Phone:   ${reservation.phone}`,
      '',
      `Please contact the guest within ${RESERVATION.confirmationContactMinutes} minutes, then set the reservation to confirmed:`,
      adminLink,
    ].join('\n'),
  };
}
