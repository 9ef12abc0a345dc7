import { formatAddress } from '@shared/business-info';
import { RESERVATION, RESTAURANT_DEFAULT_TIMEZONE } from '@shared/constants';
import type { SiteLanguage } from '@shared/language-path';
import { formatDateForGuest, formatPeriodsIn } from '@shared/locale-format';
import { formatClock } from '@shared/time';
import type { ReservationDto } from '@shared/schemas/reservation';
import type { BusinessInfo } from '@shared/schemas/settings';
import type { DaySchedule } from '@shared/schedule';
import { zonedMoment } from '@shared/time';
import { emailMessage, type DetailRow, type EmailBlock } from '../mail/html';
import type { MailMessage } from '../mail/mailer';
import { RESERVATION_ALERT_TEXTS, RESERVATION_TEXTS, type ReservationTexts } from './reservation-mail-texts';

export interface BookingMailInput {
  /** The booking as it is now; its `language` chooses the texts. */
  reservation: ReservationDto;
  business: BusinessInfo;
  /** The booking date's hours as the calendar has them. */
  day: DaySchedule;
  /** The absolute address of the booking's manage page, or null when it has none. */
  manageUrl: string | null;
  /** The site's root, without a trailing slash. */
  publicUrl: string;
  cancelCutoffHours: number;
  /** A calendar entry, attached as reservation.ics. */
  ics?: string;
  /** The restaurant's time zone, for the clock time a held booking must be confirmed by. */
  timeZone?: string;
}

const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });
const details = (rows: DetailRow[]): EmailBlock => ({ kind: 'details', rows });

/** That day's opening hours as the calendar has them, e.g. "11:00 AM – 4:00 PM (Christmas Eve)". */
function hoursLine(day: DaySchedule, language: SiteLanguage): string {
  const hours = day.closed ? RESERVATION_TEXTS[language].closed : formatPeriodsIn(day.periods, language);
  return day.exception ? `${hours} (${day.exception})` : hours;
}

/** The booking's date (in Amharic with the Ethiopian calendar's) and time, as `language` writes them. */
function whenRows(reservation: Pick<ReservationDto, 'date' | 'time'>, language: SiteLanguage): DetailRow[] {
  const t = RESERVATION_TEXTS[language];
  return [
    { label: t.label.date, value: formatDateForGuest(reservation.date, language) },
    { label: t.label.time, value: formatClock(reservation.time, language) },
  ];
}

/**
 * The booking's details. The requests text is the diner's own words, so only the restaurant's
 * alert repeats it: an email to an address anyone may type carries no free text but the name.
 */
function bookingRows(
  reservation: ReservationDto,
  day: DaySchedule,
  language: SiteLanguage,
  withRequests = false,
): DetailRow[] {
  const t = RESERVATION_TEXTS[language];
  return [
    ...whenRows(reservation, language),
    { label: t.label.hours, value: hoursLine(day, language) },
    { label: t.label.party, value: t.guests(reservation.guests) },
    { label: t.label.name, value: `${reservation.firstName} ${reservation.lastName}` },
    ...(withRequests && reservation.requests ? [{ label: t.label.requests, value: reservation.requests }] : []),
  ];
}

/** A diner's email: greeting, the body, the restaurant in the footer, the calendar entry if any. */
function dinerMail(kind: string, input: BookingMailInput, subject: string, body: EmailBlock[]): MailMessage {
  const { reservation, business, ics } = input;
  const t = RESERVATION_TEXTS[reservation.language];
  // A calendar app removes the entry on CANCEL and adds or updates it on REQUEST.
  const method = kind.startsWith('reservation-cancelled') ? 'CANCEL' : 'REQUEST';
  const attachments = ics
    ? [{ filename: 'reservation.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics }]
    : undefined;
  return emailMessage(
    kind,
    reservation.email,
    {
      lang: reservation.language,
      title: `${business.name}: ${subject}`,
      heading: business.name,
      blocks: [paragraph(t.hello(reservation.firstName)), ...body],
      footer: [business.name, formatAddress(business.address), business.phone],
    },
    attachments,
  );
}

function manageLink(input: BookingMailInput, t: ReservationTexts): EmailBlock[] {
  return input.manageUrl ? [{ kind: 'link', label: t.manageLink, href: input.manageUrl }] : [];
}

/** Details, the table-hold rule, how to change or cancel, the manage link. */
function bookingBody(
  input: BookingMailInput,
  t: ReservationTexts,
  intro: string,
  afterDetails: string[],
): EmailBlock[] {
  const { reservation, business, day, cancelCutoffHours } = input;
  return [
    paragraph(intro),
    details(bookingRows(reservation, day, reservation.language)),
    ...afterDetails.map(paragraph),
    paragraph(`${t.hold(RESERVATION.holdMinutes)}\n${t.plansChange(cancelCutoffHours, business.phone)}`),
    ...manageLink(input, t),
    paragraph(t.lookForward),
  ];
}

/** To the diner after a booking from the website: pending until staff call to confirm it. */
export function reservationReceivedMail(input: BookingMailInput): MailMessage {
  const t = RESERVATION_TEXTS[input.reservation.language];
  const { confirmBy } = input.reservation;
  const zone = input.timeZone ?? RESTAURANT_DEFAULT_TIMEZONE;
  const next = confirmBy
    ? t.confirmByLink(
        RESERVATION.confirmByEmailMinutes,
        formatClock(zonedMoment(zone, new Date(confirmBy)).time, input.reservation.language),
      )
    : t.contactToConfirm(RESERVATION.confirmationContactMinutes);
  return dinerMail('reservation-received', input, t.received.subject, bookingBody(input, t, t.received.intro, [next]));
}

/** To the diner after staff booked for them (by phone), confirmed already or still pending. */
export function reservationBookedByStaffMail(input: BookingMailInput): MailMessage {
  const t = RESERVATION_TEXTS[input.reservation.language];
  const confirmed = input.reservation.status === 'confirmed';
  const opening = confirmed ? t.staffConfirmed : t.staffPending;
  const after = confirmed ? [] : [t.contactToConfirm(RESERVATION.confirmationContactMinutes)];
  return dinerMail('reservation-booked-by-staff', input, opening.subject, bookingBody(input, t, opening.intro, after));
}

/** To the diner when staff move the booking from pending to confirmed. */
export function reservationConfirmedByRestaurantMail(input: BookingMailInput): MailMessage {
  const t = RESERVATION_TEXTS[input.reservation.language];
  const opening = t.confirmedByRestaurant;
  return dinerMail(
    'reservation-confirmed-by-restaurant',
    input,
    opening.subject,
    bookingBody(input, t, opening.intro, []),
  );
}

/** To the diner after they changed the booking online: it is pending again until staff confirm the new time. */
export function reservationChangedMail(input: BookingMailInput): MailMessage {
  const t = RESERVATION_TEXTS[input.reservation.language];
  const after = [t.changed.pendingAgain(RESERVATION.confirmationContactMinutes)];
  return dinerMail('reservation-changed', input, t.changed.subject, bookingBody(input, t, t.changed.intro, after));
}

/** To the diner when the booking is cancelled, by them online or by the restaurant. */
export function reservationCancelledMail(input: BookingMailInput, by: 'guest' | 'restaurant'): MailMessage {
  const { reservation, business, publicUrl } = input;
  const t = RESERVATION_TEXTS[reservation.language];
  const rows = details([
    ...whenRows(reservation, reservation.language),
    { label: t.label.party, value: t.guests(reservation.guests) },
  ]);
  if (by === 'guest') {
    const opening = t.cancelledByGuest;
    return dinerMail('reservation-cancelled-by-guest', input, opening.subject, [
      paragraph(opening.intro),
      rows,
      paragraph(opening.kindWords),
      { kind: 'link', label: t.bookAgainLink, href: `${publicUrl}/reservations` },
    ]);
  }
  const opening = t.cancelledByRestaurant;
  return dinerMail('reservation-cancelled-by-restaurant', input, opening.subject, [
    paragraph(opening.intro),
    rows,
    paragraph(opening.apology(business.phone)),
  ]);
}

/** To the diner shortly before the booking: where, when, the table-hold rule, how to change or cancel. */
export function reservationReminderMail(input: BookingMailInput): MailMessage {
  const { reservation, business, manageUrl, cancelCutoffHours } = input;
  const t = RESERVATION_TEXTS[reservation.language];
  const changing = manageUrl
    ? [paragraph(t.changeOnlineUntil(cancelCutoffHours)), ...manageLink(input, t)]
    : [paragraph(t.plansChange(cancelCutoffHours, business.phone))];
  return dinerMail('reservation-reminder', input, t.reminder.subject, [
    paragraph(t.reminder.intro),
    details([
      ...whenRows(reservation, reservation.language),
      { label: t.label.party, value: t.guests(reservation.guests) },
      { label: t.label.address, value: formatAddress(business.address) },
      { label: t.label.phone, value: business.phone },
    ]),
    paragraph(t.hold(RESERVATION.holdMinutes)),
    ...changing,
    paragraph(t.lookForward),
  ]);
}

/**
 * To the restaurant's inbox when a diner books online, so someone calls them back: in the
 * restaurant's language (a setting), whatever language the diner booked in.
 */
export function newReservationAlertMail(
  reservation: ReservationDto,
  business: BusinessInfo,
  day: DaySchedule,
  adminLink: string,
  language: SiteLanguage = 'en',
): MailMessage {
  const t = RESERVATION_TEXTS[language];
  const alert = RESERVATION_ALERT_TEXTS[language];
  const subject = alert.subject(
    t.guests(reservation.guests),
    reservation.date,
    formatClock(reservation.time, language),
  );
  return emailMessage('reservation-alert', business.email, {
    lang: language,
    title: subject,
    heading: business.name,
    blocks: [
      paragraph(alert.intro),
      details([
        ...bookingRows(reservation, day, language, true),
        { label: alert.email, value: reservation.email },
        { label: t.label.phone, value: reservation.phone },
      ]),
      paragraph(alert.contactWithin(RESERVATION.confirmationContactMinutes)),
      { kind: 'link', label: alert.openLink, href: adminLink },
    ],
    footer: [business.name],
  });
}
