import { formatAddress } from '@shared/business-info';
import type { HallBlock } from '@shared/hall-events';
import { languageOrDefault, type SiteLanguage } from '@shared/language-path';
import { formatDateForGuest } from '@shared/locale-format';
import { dollarsOf, formatMoney } from '@shared/money';
import type { BusinessInfo } from '@shared/schemas/settings';
import { formatClock, zonedMoment } from '@shared/time';
import type { eventBookings } from '../db/schema';
import { emailMessage, type DetailRow, type EmailBlock } from '../mail/html';
import type { MailMessage } from '../mail/mailer';
import { HALL_REQUEST_TEXTS, type HallRequestTexts } from './request-mail-texts';

export type EventBookingRow = typeof eventBookings.$inferSelect;

const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });
const details = (rows: DetailRow[]): EmailBlock => ({ kind: 'details', rows });

/** The date, in Amharic with the Ethiopian calendar's too. */
const dateText = (event: EventBookingRow, language: SiteLanguage) => formatDateForGuest(event.eventDate, language);

/** "Afternoon, Evening, 2:00 PM to 11:00 PM" */
function blocksText(event: EventBookingRow, t: HallRequestTexts, language: SiteLanguage): string {
  const names = event.blocks.map((block: HallBlock) => t.block[block]).join(t.listSeparator);
  return t.blocksLine(names, formatClock(event.startTime, language), formatClock(event.endTime, language));
}

/** A moment as the restaurant's wall clock shows it: [time, date]. */
function momentText(at: Date, timeZone: string, language: SiteLanguage): [string, string] {
  const moment = zonedMoment(timeZone, at);
  return [formatClock(moment.time, language), formatDateForGuest(moment.date, language)];
}

function estimateRows(event: EventBookingRow, t: HallRequestTexts, language: SiteLanguage): DetailRow[] {
  const money = (cents: number) => formatMoney(dollarsOf(cents), language);
  return [
    { label: t.label.subtotal, value: money(event.estimateSubtotalCents) },
    { label: t.label.tax, value: money(event.estimateTaxCents) },
    { label: t.label.total, value: money(event.estimateTotalCents) },
    { label: t.label.deposit, value: money(event.estimateDepositCents) },
  ];
}

/** The event's choices, which the form offered: safe to repeat to an address anyone may type. */
function eventRows(event: EventBookingRow, t: HallRequestTexts, language: SiteLanguage): DetailRow[] {
  const packageName = (language === 'am' && event.packageCopy.nameAm) || event.packageCopy.name;
  const rows: DetailRow[] = [
    { label: t.label.package, value: packageName },
    { label: t.label.date, value: dateText(event, language) },
    { label: t.label.time, value: blocksText(event, t, language) },
    { label: t.label.guests, value: String(event.guestCount) },
  ];
  if (event.additionalServices.length > 0)
    rows.push({
      label: t.label.addOns,
      value: event.additionalServices.map((key) => t.addOn[key] ?? key).join(t.listSeparator),
    });
  return rows;
}

function clientMail(
  kind: string,
  event: EventBookingRow,
  business: BusinessInfo,
  subject: string,
  body: EmailBlock[],
): MailMessage {
  const language = languageOrDefault(event.language);
  const t = HALL_REQUEST_TEXTS[language];
  return {
    ...emailMessage(kind, event.email, {
      lang: language,
      title: `${business.hallName}: ${subject}`,
      heading: business.hallName,
      blocks: [paragraph(t.hello(event.firstName)), ...body],
      footer: [business.hallName, formatAddress(business.hallAddress), business.hallPhone],
    }),
    replyTo: business.hallEmail,
  };
}

export interface ReceivedMailInput {
  event: EventBookingRow;
  business: BusinessInfo;
  /** The absolute address of `/events/request/<token>`. */
  requestUrl: string;
  depositPercent: number;
  timeZone: string;
}

/**
 * To the client after a request: what is held, the estimate, and until when. While the hold waits
 * for them, the link confirms it; it carries none of their free text (anyone may type an address).
 */
export function hallRequestReceivedMail(input: ReceivedMailInput): MailMessage {
  const { event, business } = input;
  const language = languageOrDefault(event.language);
  const t = HALL_REQUEST_TEXTS[language];
  const packageName = (language === 'am' && event.packageCopy.nameAm) || event.packageCopy.name;
  const [time, date] = momentText(event.holdExpiresAt!, input.timeZone, language);
  const waiting = event.confirmedByClientAt === null;
  return clientMail('hall-request-received', event, business, t.received.subject(dateText(event, language)), [
    paragraph(t.received.intro(packageName)),
    details(eventRows(event, t, language)),
    details(estimateRows(event, t, language)),
    paragraph(t.received.estimateNote(input.depositPercent)),
    paragraph(waiting ? t.received.confirmBy(time, date) : t.received.heldUntil(time, date)),
    { kind: 'link', label: waiting ? t.received.confirmLink : t.received.viewLink, href: input.requestUrl },
    paragraph(t.received.next),
    paragraph(t.received.questions(business.hallPhone, business.hallEmail)),
  ]);
}

/** To the hall's own inbox, in the restaurant's language: everything staff need, replies to the client. */
export function hallRequestAlertMail(
  event: EventBookingRow,
  business: BusinessInfo,
  adminUrl: string,
  timeZone: string,
  language: SiteLanguage,
): MailMessage {
  const t = HALL_REQUEST_TEXTS[language];
  const optional = (label: string, value: string | null): DetailRow[] => (value ? [{ label, value }] : []);
  const [time, date] = momentText(event.holdExpiresAt!, timeZone, language);
  const subject = t.alert.subject(event.packageCopy.name, dateText(event, language), event.guestCount);
  return {
    ...emailMessage('hall-request-alert', business.hallEmail, {
      lang: language,
      title: subject,
      heading: business.hallName,
      blocks: [
        paragraph(t.alert.intro(event.id)),
        details([
          { label: t.label.name, value: `${event.firstName} ${event.lastName}` },
          { label: t.label.email, value: event.email },
          { label: t.label.phone, value: event.phone },
          { label: t.label.language, value: t.languageName[languageOrDefault(event.language)] },
          ...eventRows(event, t, language),
          ...optional(t.label.requests, event.specialRequests),
          ...optional(t.label.dietary, event.dietaryRestrictions),
          ...optional(t.label.accessibility, event.accessibilityNeeds),
          ...optional(t.label.decorations, event.decorationPreferences),
          ...optional(t.label.music, event.musicPreferences),
          { label: t.label.holdUntil, value: `${time}, ${date}` },
        ]),
        details(estimateRows(event, t, language)),
        ...(event.confirmedByClientAt === null ? [paragraph(t.alert.confirmByEmail)] : []),
        { kind: 'link', label: t.alert.openLink, href: adminUrl },
      ],
      footer: [business.hallName],
    }),
    replyTo: event.email,
  };
}

/** To the client when their hold ran out. */
export function hallHoldExpiredMail(event: EventBookingRow, business: BusinessInfo, publicUrl: string): MailMessage {
  const language = languageOrDefault(event.language);
  const t = HALL_REQUEST_TEXTS[language];
  const date = dateText(event, language);
  const page = language === 'en' ? '/hall-reservations' : `/${language}/hall-reservations`;
  return clientMail('hall-hold-expired', event, business, t.expired.subject(date), [
    paragraph(t.expired.intro(date)),
    details(eventRows(event, t, language)),
    paragraph(t.expired.askAgain),
    { kind: 'link', label: t.expired.askAgainLink, href: `${publicUrl}${page}` },
    paragraph(t.expired.questions(business.hallPhone)),
  ]);
}

/** The note to staff that a hold ran out, in the restaurant's language. */
export function hallHoldExpiredAlertMail(
  event: EventBookingRow,
  business: BusinessInfo,
  adminUrl: string,
  language: SiteLanguage,
): MailMessage {
  const t = HALL_REQUEST_TEXTS[language];
  const name = `${event.firstName} ${event.lastName}`;
  const subject = t.expiredAlert.subject(name, dateText(event, language));
  return {
    ...emailMessage('hall-hold-expired-alert', business.hallEmail, {
      lang: language,
      title: subject,
      heading: business.hallName,
      blocks: [
        paragraph(t.expiredAlert.intro(event.id)),
        details([
          { label: t.label.name, value: name },
          { label: t.label.email, value: event.email },
          { label: t.label.phone, value: event.phone },
          ...eventRows(event, t, language),
        ]),
        { kind: 'link', label: t.alert.openLink, href: adminUrl },
      ],
      footer: [business.hallName],
    }),
    replyTo: event.email,
  };
}
