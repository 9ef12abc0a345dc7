import type { BusinessInfo } from '@shared/schemas/settings';
import { formatClock } from '@shared/time';
import type { cateringOrders } from '../db/schema';
import { formatDollars } from '@shared/locale-format';
import { formatLongDate } from './format';
import type { MailMessage } from './mailer';

type CateringOrder = typeof cateringOrders.$inferSelect;

const SERVICE_LABELS: Record<CateringOrder['serviceType'], string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
  'full-service': 'Full service',
};


/** What was chosen from the form's lists: safe to repeat to any address. */
function eventChoices(order: CateringOrder): string[] {
  return [
    `  Event: ${order.eventType}`,
    `  Date: ${formatLongDate(order.eventDate)} at ${formatClock(order.eventTime)}`,
    `  Guests: ${order.guestCount}`,
    `  Service: ${SERVICE_LABELS[order.serviceType]}`,
  ];
}

/** The event in full, with the address and menu as typed: for staff, and for staff's own emails. */
function eventSummary(order: CateringOrder): string[] {
  const lines = [...eventChoices(order), `  Address: ${order.deliveryAddress}`];
  if (order.menuSelections.length > 0) lines.push(`  Menu: ${order.menuSelections.join(', ')}`);
  return lines;
}

export function cateringQuoteMail(order: CateringOrder, notes: string | null, info: BusinessInfo): MailMessage {
  return {
    kind: 'catering-quote',
    to: order.email,
    replyTo: info.cateringEmail,
    subject: `${info.name}: your catering quote for ${formatLongDate(order.eventDate)}`,
    text: [
      `Hello ${order.firstName},`,
      '',
      `Thank you for thinking of ${info.name} for your event. Here is our quote:`,
      '',
      `  Total: ${formatDollars(order.quotedAmount ?? '0', 'en')}`,
      '',
      'Your event',
      ...eventSummary(order),
      ...(notes ? ['', 'Notes from our team:', notes] : []),
      '',
      `To accept the quote, reply to this email (or write to ${info.cateringEmail}) or call us at ${info.phone}. ` +
        'Once you accept, we confirm the details with you and reserve the date.',
      '',
      'We look forward to cooking for you and your guests.',
      info.name,
    ].join('\n'),
  };
}

export function cateringRequestReceivedMail(order: CateringOrder, info: BusinessInfo): MailMessage {
  return {
    kind: 'catering-request-received',
    to: order.email,
    replyTo: info.cateringEmail,
    subject: `${info.name}: we received your catering request`,
    text: [
      `Hello ${order.firstName},`,
      '',
      'Thank you for your catering request. We have received it with these details:',
      '',
      // The request was sent by whoever typed this address: it repeats none of their free text.
      ...eventChoices(order),
      '',
      `Our catering team will review it and contact you by ${order.contactPreference} with a quote.`,
      `If anything changes in the meantime, call us at ${info.phone} or write to ${info.cateringEmail}.`,
      '',
      info.name,
    ].join('\n'),
  };
}

/** The heads-up to the catering inbox: everything staff need to call the client back. */
export function cateringRequestAlertMail(order: CateringOrder, info: BusinessInfo, adminLink: string): MailMessage {
  const optional = (label: string, value: string | null | undefined) => (value ? [`  ${label}: ${value}`] : []);
  return {
    kind: 'catering-request-alert',
    to: info.cateringEmail,
    replyTo: order.email,
    subject: `New catering request: ${order.eventType}, ${formatLongDate(order.eventDate)}, ${order.guestCount} guests`,
    text: [
      `A new catering request (#${order.id}) came in through the website.`,
      '',
      'Client',
      `  Name: ${order.firstName} ${order.lastName}`,
      ...optional('Company', order.company),
      `  Email: ${order.email}`,
      `  Phone: ${order.phone}`,
      `  Prefers: ${order.contactPreference}`,
      `  Urgency: ${order.urgency}`,
      '',
      'Event',
      ...eventSummary(order),
      `  Setup required: ${order.setupRequired ? 'yes' : 'no'}`,
      ...optional('Equipment', order.equipmentNeeded.join(', ')),
      ...optional('Dietary restrictions', order.dietaryRestrictions),
      ...optional('Special requests', order.specialRequests),
      ...optional('Budget', order.budgetRange),
      ...optional('Their cost estimate', order.totalEstimatedCost ? formatDollars(order.totalEstimatedCost, 'en') : null),
      ...optional('Notes', order.customerNotes),
      '',
      `Send a quote from the admin area: ${adminLink}`,
    ].join('\n'),
  };
}
