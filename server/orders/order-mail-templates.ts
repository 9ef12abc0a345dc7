import { formatAddress } from '@shared/business-info';
import { languageOrDefault, type SiteLanguage } from '@shared/language-path';
import { formatDateForGuest } from '@shared/locale-format';
import { formatMoney } from '@shared/money';
import type { OrderLineDto } from '@shared/schemas/ordering';
import type { BusinessInfo } from '@shared/schemas/settings';
import { formatClock, zonedMoment } from '@shared/time';
import { emailMessage, type DetailRow, type EmailBlock } from '../mail/html';
import type { MailMessage } from '../mail/mailer';
import { ORDER_ALERT_TEXTS, ORDER_TEXTS, type OrderTexts } from './order-mail-texts';
import { firstNameOf, type OnlineOrderRow } from './order-read';

export interface OrderMailInput {
  order: OnlineOrderRow;
  /** The order's lines, for the emails that list them (received, the restaurant's alert). */
  lines: OrderLineDto[];
  business: BusinessInfo;
  timeZone: string;
  /** The site's root, without a trailing slash. */
  publicUrl: string;
  /** The diner's secret status page, given with `received`. */
  statusUrl?: string;
  now: Date;
}

const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });
const details = (rows: DetailRow[]): EmailBlock => ({ kind: 'details', rows });

/** An instant as the restaurant's clock shows it: the time, and the date too unless it is today. */
function whenText(at: Date, input: Pick<OrderMailInput, 'timeZone' | 'now'>, language: SiteLanguage): string {
  const moment = zonedMoment(input.timeZone, at);
  const clock = formatClock(moment.time, language);
  return moment.date === zonedMoment(input.timeZone, input.now).date
    ? clock
    : `${formatDateForGuest(moment.date, language)}, ${clock}`;
}

/** The pickup time in words: "As soon as possible, about 6:40 PM", or the slot's date and time. */
function pickupText(input: OrderMailInput, language: SiteLanguage): string {
  const { order } = input;
  const t = ORDER_TEXTS[language];
  if (!order.pickupAt) return order.pickupTime ?? '';
  const at = whenText(order.readyAt ?? order.pickupAt, input, language);
  return order.pickupAsap ? t.asap(at) : whenText(order.pickupAt, input, language);
}

/** "2 × Doro Wot" with its options under it ("Spice level: Mild"), named in `language` where it can be. */
function lineRow(line: OrderLineDto, language: SiteLanguage, noteLabel?: string): DetailRow {
  const inLanguage = language === 'am' ? line.translations.am?.name : undefined;
  const options = line.options.map((option) => {
    const am = language === 'am' ? option.translations.am : undefined;
    return `${am?.groupName ?? option.groupName}: ${am?.name ?? option.name}`;
  });
  const note = noteLabel && line.note ? [`${noteLabel}: ${line.note}`] : [];
  return {
    label: `${line.quantity} × ${inLanguage ?? line.name}`,
    value: [formatMoney(line.lineTotal, language), ...options, ...note].join('\n'),
  };
}

/** How the order is paid, as the diner reads it. */
function paymentText(order: OrderMailInput['order'], t: OrderTexts): string {
  if (order.paymentMethod === 'gift_card') return t.paidByGiftCard;
  if (order.paymentMethod !== 'card') return t.payAtPickup;
  if (order.paymentStatus === 'failed') return t.cardDeclined;
  return order.paymentStatus === 'authorized' ? t.cardHeld : t.paidByCard;
}

const isPaidByCard = (order: OrderMailInput['order']) =>
  order.paymentMethod === 'gift_card' || (order.paymentMethod === 'card' && order.paymentStatus !== 'failed');

/** The gift card's part, as a negative amount after the total; none without one. */
function giftCardRows(order: OrderMailInput['order'], language: SiteLanguage, t: OrderTexts): DetailRow[] {
  if (!order.giftCardLast4) return [];
  return [{ label: t.giftCard(order.giftCardLast4), value: `−${formatMoney(order.giftCardAmount, language)}` }];
}

/** The order's lines and money. Notes are the diner's own words: only the restaurant's alert repeats them. */
function orderRows(input: OrderMailInput, language: SiteLanguage, noteLabel?: string): DetailRow[] {
  const t = ORDER_TEXTS[language];
  const { order } = input;
  return [
    { label: t.label.order, value: order.orderNumber },
    { label: t.label.pickup, value: pickupText(input, language) },
    ...input.lines.map((line) => lineRow(line, language, noteLabel)),
    { label: t.label.subtotal, value: formatMoney(order.subtotal, language) },
    { label: t.label.tax, value: formatMoney(order.tax, language) },
    ...(Number(order.tip) > 0 ? [{ label: t.label.tip, value: formatMoney(order.tip, language) }] : []),
    { label: t.label.total, value: formatMoney(order.total, language) },
    ...giftCardRows(order, language, t),
    { label: t.label.payment, value: paymentText(order, t) },
  ];
}

function dinerMail(kind: string, input: OrderMailInput, subject: string, body: EmailBlock[]): MailMessage {
  const { order, business } = input;
  const language = languageOrDefault(order.language);
  const t = ORDER_TEXTS[language];
  return emailMessage(kind, order.email ?? '', {
    lang: language,
    title: `${business.name}: ${subject}`,
    heading: business.name,
    blocks: [paragraph(t.hello(firstNameOf(order.customerName))), ...body, paragraph(t.questions(business.phone))],
    footer: [business.name, formatAddress(business.address), business.phone],
  });
}

const dinerTexts = (input: OrderMailInput): [SiteLanguage, OrderTexts] => {
  const language = languageOrDefault(input.order.language);
  return [language, ORDER_TEXTS[language]];
};

const statusLink = (input: OrderMailInput, t: OrderTexts): EmailBlock[] =>
  input.statusUrl ? [{ kind: 'link', label: t.statusLink, href: input.statusUrl }] : [];

/** To the diner once the order is placed: its lines, total and pickup time, and the status page. */
export function orderReceivedMail(input: OrderMailInput): MailMessage {
  const [language, t] = dinerTexts(input);
  const next = input.order.status === 'pending' ? t.received.next : t.received.nextAccepted;
  return dinerMail('order-received', input, t.received.subject(input.order.orderNumber), [
    paragraph(t.received.intro),
    details(orderRows(input, language)),
    paragraph(next),
    ...statusLink(input, t),
  ]);
}

/** To the diner when the kitchen accepts the order: when it will be ready. */
export function orderAcceptedMail(input: OrderMailInput): MailMessage {
  const [language, t] = dinerTexts(input);
  const { order } = input;
  const readyAt = order.readyAt ?? order.pickupAt;
  return dinerMail('order-accepted', input, t.accepted.subject(order.orderNumber), [
    paragraph(t.accepted.intro),
    ...(readyAt ? [paragraph(t.accepted.readyBy(whenText(readyAt, input, language)))] : []),
    details([
      { label: t.label.order, value: order.orderNumber },
      { label: t.label.total, value: formatMoney(order.total, language) },
      ...giftCardRows(order, language, t),
      { label: t.label.payment, value: paymentText(order, t) },
    ]),
    ...statusLink(input, t),
  ]);
}

/** To the diner when the order is ready at the counter. */
export function orderReadyMail(input: OrderMailInput): MailMessage {
  const [language, t] = dinerTexts(input);
  const { order, business } = input;
  return dinerMail('order-ready', input, t.ready.subject(order.orderNumber), [
    paragraph(t.ready.intro),
    details([
      { label: t.label.order, value: order.orderNumber },
      { label: t.label.total, value: formatMoney(order.total, language) },
      { label: t.label.address, value: formatAddress(business.address) },
    ]),
    paragraph(isPaidByCard(order) ? t.ready.paidCounter : t.ready.payAtCounter),
    ...statusLink(input, t),
  ]);
}

/** To the diner when a Ready was pressed by mistake and taken back. */
export function orderNotReadyMail(input: OrderMailInput): MailMessage {
  const [, t] = dinerTexts(input);
  const { order } = input;
  return dinerMail('order-not-ready', input, t.notReady.subject(order.orderNumber), [
    paragraph(t.notReady.intro),
    details([{ label: t.label.order, value: order.orderNumber }]),
    paragraph(t.notReady.nextReady),
    ...statusLink(input, t),
  ]);
}

const reasonRows = (order: OnlineOrderRow, t: OrderTexts): DetailRow[] => [
  { label: t.label.order, value: order.orderNumber },
  ...(order.reason ? [{ label: t.label.reason, value: order.reason }] : []),
];

/** To the diner when the kitchen cannot take the order, with the reason it gave. */
export function orderRejectedMail(input: OrderMailInput): MailMessage {
  const [, t] = dinerTexts(input);
  const { order, business } = input;
  return dinerMail('order-rejected', input, t.rejected.subject(order.orderNumber), [
    paragraph(t.rejected.intro),
    details(reasonRows(order, t)),
    paragraph(t.rejected.apology(business.phone)),
  ]);
}

/** To the diner when the order is cancelled, by them or by the restaurant, with the reason if any. */
export function orderCancelledMail(input: OrderMailInput): MailMessage {
  const [, t] = dinerTexts(input);
  const { order } = input;
  return dinerMail('order-cancelled', input, t.cancelled.subject(order.orderNumber), [
    paragraph(t.cancelled.intro),
    details(reasonRows(order, t)),
    paragraph(t.cancelled.orderAgain),
    { kind: 'link', label: t.orderLink, href: `${input.publicUrl}/order` },
  ]);
}

export function orderExpiredMail(input: OrderMailInput): MailMessage {
  const [language, t] = dinerTexts(input);
  const { order, business } = input;
  return dinerMail('order-expired', input, t.expired.subject(order.orderNumber), [
    paragraph(t.expired.intro),
    details([
      { label: t.label.order, value: order.orderNumber },
      { label: t.label.pickup, value: pickupText(input, language) },
    ]),
    paragraph(t.expired.callUs(business.phone)),
    { kind: 'link', label: t.orderLink, href: `${input.publicUrl}/order` },
  ]);
}

/** An email to the restaurant's inbox, in its language: a paragraph, the order's rows, a link. */
function restaurantAlert(
  kind: string,
  input: OrderMailInput,
  language: SiteLanguage,
  content: { subject: string; intro: string; rows: DetailRow[]; link?: { label: string; href: string } },
): MailMessage {
  const { business } = input;
  const link = content.link ?? {
    label: ORDER_ALERT_TEXTS[language].openLink,
    href: `${input.publicUrl}/admin?tab=orders`,
  };
  return emailMessage(kind, business.email, {
    lang: language,
    title: content.subject,
    heading: business.name,
    blocks: [paragraph(content.intro), details(content.rows), { kind: 'link', ...link }],
    footer: [business.name],
  });
}

/** Who ordered, as the restaurant's alerts name them. */
function guestRows(input: OrderMailInput, language: SiteLanguage, withEmail: boolean): DetailRow[] {
  const { label } = ORDER_ALERT_TEXTS[language];
  const { order } = input;
  return [
    { label: label.name, value: order.customerName },
    { label: label.phone, value: order.phone },
    ...(withEmail && order.email ? [{ label: label.email, value: order.email }] : []),
  ];
}

/** To the restaurant's inbox when an order has waited `minutes` on the board without an answer. */
export function stillWaitingAlertMail(input: OrderMailInput, language: SiteLanguage, minutes: number): MailMessage {
  const { stillWaiting } = ORDER_ALERT_TEXTS[language];
  const { label } = ORDER_TEXTS[language];
  return restaurantAlert('order-waiting-alert', input, language, {
    subject: stillWaiting.subject(input.order.orderNumber, minutes),
    intro: stillWaiting.intro,
    rows: [
      ...guestRows(input, language, false),
      { label: label.order, value: input.order.orderNumber },
      { label: label.pickup, value: pickupText(input, language) },
    ],
  });
}

/** To the restaurant's inbox when a diner disputes an order's card payment with their bank. */
export function disputeAlertMail(input: OrderMailInput, language: SiteLanguage): MailMessage {
  const alert = ORDER_ALERT_TEXTS[language];
  return restaurantAlert('order-dispute-alert', input, language, {
    subject: alert.disputed.subject(input.order.orderNumber, formatMoney(input.order.total, language)),
    intro: alert.disputed.intro,
    rows: [...guestRows(input, language, true), ...orderRows(input, language, alert.label.note)],
    link: { label: alert.disputed.stripeLink, href: 'https://dashboard.stripe.com/disputes' },
  });
}

/**
 * To the restaurant's inbox when a diner orders online: everything the kitchen and the counter
 * need, notes and instructions included, in the restaurant's language.
 */
export function newOrderAlertMail(input: OrderMailInput, language: SiteLanguage): MailMessage {
  const alert = ORDER_ALERT_TEXTS[language];
  const { order } = input;
  return restaurantAlert('order-alert', input, language, {
    subject: alert.subject(order.orderNumber, formatMoney(order.total, language), pickupText(input, language)),
    intro: `${alert.intro} ${order.status === 'pending' ? alert.waiting : alert.autoAccepted}`,
    rows: [
      ...guestRows(input, language, true),
      ...orderRows(input, language, alert.label.note),
      ...(order.specialInstructions ? [{ label: alert.label.instructions, value: order.specialInstructions }] : []),
    ],
  });
}
