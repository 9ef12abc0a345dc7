import { languageOrDefault, type SiteLanguage } from '@shared/language-path';
import { formatDateForGuest } from '@shared/locale-format';
import { formatMoney } from '@shared/money';
import { formatClock } from '@shared/time';
import type { BusinessInfo } from '@shared/schemas/settings';
import type { cateringOrders } from '../db/schema';
import { CATERING_TEXTS, type CateringTexts } from './catering-mail-texts';
import type { MailMessage } from '../mail/mailer';
import { labelledLines, quotedLines } from '../mail/text-lines';

type CateringOrder = typeof cateringOrders.$inferSelect;

/** A stored choice in words, or as stored when it is not one of the form's (rows older than the list). */
const wordFor = <T extends string>(words: Record<T, string>, value: string): string => words[value as T] ?? value;

/** What was chosen from the form's lists, in `language`: safe to repeat to any address. */
function eventChoices(order: CateringOrder, language: SiteLanguage): string[] {
  const t = CATERING_TEXTS[language];
  const when = t.when(formatDateForGuest(order.eventDate, language), formatClock(order.eventTime, language));
  return [
    labelledLines(t.label.event, wordFor(t.eventType, order.eventType)),
    labelledLines(t.label.date, when),
    labelledLines(t.label.guests, String(order.guestCount)),
    labelledLines(t.label.service, wordFor(t.service, order.serviceType)),
  ];
}

/** The event in full, with the address and menu as typed: for staff, and for staff's own emails. */
function eventSummary(order: CateringOrder, language: SiteLanguage): string[] {
  const t = CATERING_TEXTS[language];
  const lines = [...eventChoices(order, language), labelledLines(t.label.address, order.deliveryAddress)];
  if (order.menuSelections.length > 0)
    lines.push(labelledLines(t.label.menu, order.menuSelections.join(t.listSeparator)));
  return lines;
}

/** The language the client wrote in; one no longer spoken reads as English. */
const clientTexts = (order: CateringOrder): [SiteLanguage, CateringTexts] => {
  const language = languageOrDefault(order.language);
  return [language, CATERING_TEXTS[language]];
};

export function cateringQuoteMail(order: CateringOrder, notes: string | null, info: BusinessInfo): MailMessage {
  const [language, t] = clientTexts(order);
  return {
    kind: 'catering-quote',
    to: order.email,
    replyTo: info.cateringEmail,
    subject: `${info.name}: ${t.quote.subject(formatDateForGuest(order.eventDate, language))}`,
    text: [
      t.hello(order.firstName),
      '',
      t.quote.intro(info.name),
      '',
      labelledLines(t.label.total, formatMoney(order.quotedAmount ?? '0', language)),
      '',
      t.quote.yourEvent,
      ...eventSummary(order, language),
      ...(notes ? ['', t.quote.notes, ...quotedLines(notes)] : []),
      '',
      t.quote.accept(info.cateringEmail, info.phone),
      '',
      t.quote.lookForward,
      info.name,
    ].join('\n'),
  };
}

export function cateringRequestReceivedMail(order: CateringOrder, info: BusinessInfo): MailMessage {
  const [language, t] = clientTexts(order);
  return {
    kind: 'catering-request-received',
    to: order.email,
    replyTo: info.cateringEmail,
    subject: `${info.name}: ${t.received.subject}`,
    text: [
      t.hello(order.firstName),
      '',
      t.received.intro,
      '',
      // The request was sent by whoever typed this address: it repeats none of their free text.
      ...eventChoices(order, language),
      '',
      t.received.next(wordFor(t.contactBy, order.contactPreference)),
      t.received.changes(info.phone, info.cateringEmail),
      '',
      info.name,
    ].join('\n'),
  };
}

/**
 * The heads-up to the catering inbox: everything staff need to call the client back, in the
 * restaurant's language (a setting), whatever language the client wrote in.
 */
export function cateringRequestAlertMail(
  order: CateringOrder,
  info: BusinessInfo,
  adminLink: string,
  language: SiteLanguage = 'en',
): MailMessage {
  const t = CATERING_TEXTS[language];
  const optional = (label: string, value: string | null | undefined) => (value ? [labelledLines(label, value)] : []);
  const eventType = wordFor(t.eventType, order.eventType);
  return {
    kind: 'catering-request-alert',
    to: info.cateringEmail,
    replyTo: order.email,
    subject: t.alert.subject(eventType, formatDateForGuest(order.eventDate, language), order.guestCount),
    text: [
      t.alert.intro(order.id),
      '',
      t.alert.client,
      labelledLines(t.label.name, `${order.firstName} ${order.lastName}`),
      ...optional(t.label.company, order.company),
      labelledLines(t.label.email, order.email),
      labelledLines(t.label.phone, order.phone),
      labelledLines(t.label.prefers, wordFor(t.contactBy, order.contactPreference)),
      labelledLines(t.label.urgency, wordFor(t.urgency, order.urgency)),
      '',
      t.alert.event,
      ...eventSummary(order, language),
      labelledLines(t.label.setup, order.setupRequired ? t.yes : t.no),
      ...optional(t.label.equipment, order.equipmentNeeded.join(t.listSeparator)),
      ...optional(t.label.dietary, order.dietaryRestrictions),
      ...optional(t.label.requests, order.specialRequests),
      ...optional(t.label.budget, order.budgetRange),
      ...optional(t.label.estimate, order.totalEstimatedCost ? formatMoney(order.totalEstimatedCost, language) : null),
      ...optional(t.label.notes, order.customerNotes),
      '',
      t.alert.sendQuote(adminLink),
    ].join('\n'),
  };
}
