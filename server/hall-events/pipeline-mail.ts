import { formatAddress } from '@shared/business-info';
import { languageOrDefault, type SiteLanguage } from '@shared/language-path';
import { formatDateForGuest } from '@shared/locale-format';
import { dollarsOf, formatMoney } from '@shared/money';
import type { BusinessInfo } from '@shared/schemas/settings';
import type { eventBookings, eventProposals } from '../db/schema';
import { emailMessage, type DetailRow, type EmailBlock } from '../mail/html';
import type { MailMessage } from '../mail/mailer';
import { PIPELINE_TEXTS, type PipelineTexts } from './pipeline-mail-texts';

type EventRow = typeof eventBookings.$inferSelect;
type ProposalRow = typeof eventProposals.$inferSelect;

const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });
const money = (cents: number, language: SiteLanguage) => formatMoney(dollarsOf(cents), language);

function textsOf(event: Pick<EventRow, 'language'>): [SiteLanguage, PipelineTexts] {
  const language = languageOrDefault(event.language);
  return [language, PIPELINE_TEXTS[language]];
}

/** The event's date, blocks and guests, as the client's language writes them. */
function eventRows(event: EventRow, language: SiteLanguage): DetailRow[] {
  const t = PIPELINE_TEXTS[language];
  return [
    { label: t.label.package, value: packageName(event, language) },
    { label: t.label.date, value: formatDateForGuest(event.eventDate, language) },
    {
      label: t.label.blocks,
      value: `${event.blocks.map((block) => t.block[block]).join(', ')} (${event.startTime}–${event.endTime})`,
    },
    { label: t.label.guests, value: String(event.guestCount) },
  ];
}

const packageName = (event: EventRow, language: SiteLanguage) =>
  (language === 'am' && event.packageCopy.nameAm) || event.packageCopy.name;

/** An email to the client: in their language, replies to the hall's own inbox, the hall in the footer. */
function clientMail(
  kind: string,
  event: EventRow,
  info: BusinessInfo,
  subject: string,
  body: EmailBlock[],
): MailMessage {
  const [language, t] = textsOf(event);
  return {
    ...emailMessage(kind, event.email, {
      lang: language,
      title: `${info.hallName}: ${subject}`,
      heading: info.hallName,
      blocks: [paragraph(t.hello(event.firstName)), ...body, paragraph(t.questions(info.hallEmail, info.hallPhone))],
      footer: [info.hallName, formatAddress(info.hallAddress), info.hallPhone],
    }),
    replyTo: info.hallEmail,
  };
}

const pageLink = (t: PipelineTexts, url: string): EmailBlock => ({ kind: 'link', label: t.openPage, href: url });

export function proposalMail(event: EventRow, proposal: ProposalRow, url: string, info: BusinessInfo): MailMessage {
  const [language, t] = textsOf(event);
  const lines: DetailRow[] = proposal.lines.map((line) => ({
    label: (language === 'am' && line.labelAm) || line.label,
    value: `${line.quantity} × ${money(line.unitCents, language)} = ${money(line.quantity * line.unitCents, language)}`,
  }));
  return clientMail('hall-proposal', event, info, t.proposal.subject, [
    paragraph(t.proposal.intro),
    { kind: 'details', rows: eventRows(event, language) },
    { kind: 'details', rows: lines },
    {
      kind: 'details',
      rows: [
        { label: t.label.total, value: money(proposal.totalCents, language) },
        { label: t.label.deposit, value: money(proposal.depositCents, language) },
        { label: t.label.validUntil, value: formatDateForGuest(proposal.validUntil, language) },
      ],
    },
    ...(proposal.message
      ? [paragraph(t.proposal.note), { kind: 'quote' as const, text: proposal.message, by: info.hallName }]
      : []),
    paragraph(t.proposal.accept),
    pageLink(t, url),
  ]);
}

export function acceptedMail(event: EventRow, proposal: ProposalRow, url: string, info: BusinessInfo): MailMessage {
  const [language, t] = textsOf(event);
  const owed = Math.max(0, proposal.depositCents - event.paidCents);
  return clientMail('hall-accepted', event, info, t.accepted.subject, [
    paragraph(t.accepted.intro),
    { kind: 'details', rows: eventRows(event, language) },
    ...(owed > 0 && event.depositDueDate
      ? [paragraph(t.accepted.nextDeposit(money(owed, language), formatDateForGuest(event.depositDueDate, language)))]
      : []),
    pageLink(t, url),
  ]);
}

export function paymentReceivedMail(
  event: EventRow,
  amountCents: number,
  totalCents: number,
  confirmed: boolean,
  info: BusinessInfo,
): MailMessage {
  const [language, t] = textsOf(event);
  return clientMail('hall-payment-received', event, info, t.paymentReceived.subject, [
    paragraph(t.paymentReceived.intro(money(amountCents, language))),
    ...(confirmed ? [paragraph(t.paymentReceived.confirmed)] : []),
    { kind: 'details', rows: eventRows(event, language) },
    {
      kind: 'details',
      rows: [
        { label: t.label.paid, value: money(event.paidCents, language) },
        { label: t.label.balance, value: money(Math.max(0, totalCents - event.paidCents), language) },
      ],
    },
  ]);
}

export type ReminderKind = 'deposit' | 'final-count' | 'balance';

export function reminderMail(
  kind: ReminderKind,
  event: EventRow,
  due: { date: string; cents: number },
  url: string,
  info: BusinessInfo,
): MailMessage {
  const [language, t] = textsOf(event);
  const date = formatDateForGuest(due.date, language);
  const amount = money(due.cents, language);
  const [subject, intro] =
    kind === 'deposit'
      ? [t.depositReminder.subject, t.depositReminder.intro(amount, date)]
      : kind === 'final-count'
        ? [t.finalCountReminder.subject, t.finalCountReminder.intro(date, event.guestCount)]
        : [t.balanceReminder.subject, t.balanceReminder.intro(amount, date)];
  return clientMail(`hall-${kind}-reminder`, event, info, subject, [
    paragraph(intro),
    { kind: 'details', rows: eventRows(event, language) },
    pageLink(t, url),
  ]);
}

export function cancelledMail(event: EventRow, policy: string, info: BusinessInfo): MailMessage {
  const [language, t] = textsOf(event);
  return clientMail('hall-cancelled', event, info, t.cancelled.subject, [
    paragraph(t.cancelled.intro),
    { kind: 'details', rows: eventRows(event, language) },
    paragraph(t.cancelled.policy),
    { kind: 'quote', text: policy, by: info.hallName },
    ...(event.paidCents > 0 ? [paragraph(t.cancelled.refund)] : []),
  ]);
}

export function proposalExpiredMail(event: EventRow, info: BusinessInfo): MailMessage {
  const [language, t] = textsOf(event);
  return clientMail('hall-proposal-expired', event, info, t.expired.subject, [
    paragraph(t.expired.intro),
    { kind: 'details', rows: eventRows(event, language) },
    paragraph(t.expired.again),
  ]);
}

/** A note to the hall's inbox, in the restaurant's language; replies go to the client. */
export function hallAlertMail(
  event: EventRow,
  what: (t: PipelineTexts) => string,
  info: BusinessInfo,
  adminUrl: string,
  language: SiteLanguage,
): MailMessage {
  const t = PIPELINE_TEXTS[language];
  const name = `${event.firstName} ${event.lastName}`;
  const date = formatDateForGuest(event.eventDate, language);
  const said = what(t);
  return {
    ...emailMessage('hall-alert', info.hallEmail, {
      lang: language,
      title: t.alert.subject(said.replace(/[.。።]$/u, ''), name, date),
      heading: info.hallName,
      blocks: [
        paragraph(said),
        {
          kind: 'details',
          rows: [
            ...eventRows(event, language),
            { label: t.label.name, value: name },
            { label: t.label.email, value: event.email },
            { label: t.label.phone, value: event.phone },
          ],
        },
        { kind: 'link', label: t.alert.open, href: adminUrl },
      ],
      footer: [info.hallName],
    }),
    replyTo: event.email,
  };
}
