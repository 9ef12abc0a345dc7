import { formatAddress } from '@shared/business-info';
import type { BusinessInfo } from '@shared/schemas/settings';
import type { giftCards } from '../db/schema';
import { formatDollars } from '@shared/locale-format';
import type { MailMessage } from './mailer';

type GiftCard = typeof giftCards.$inferSelect;

export function giftCardMail(card: GiftCard, info: BusinessInfo, timeZone: string): MailMessage {
  const expires = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(card.expiryDate);
  return {
    kind: 'gift-card',
    to: card.recipientEmail,
    // The sender's name is typed by a person; a line break has no place in a header.
    subject: `${card.senderName.replace(/\s+/g, ' ')} sent you a ${formatDollars(card.amount, 'en')} gift card for ${info.name}`,
    text: [
      `Hello ${card.recipientName},`,
      '',
      `${card.senderName} has sent you a ${info.name} gift card worth ${formatDollars(card.amount, 'en')}.`,
      ...(card.message ? ['', `"${card.message}"`, `  - ${card.senderName}`] : []),
      '',
      `  Gift card code: ${card.code}`,
      `  Valid until: ${expires}`,
      '',
      `Use it for dine-in or takeout at ${info.name}, ${formatAddress(info.address)}: ` +
        'show this email or tell us the code when you pay.',
      `Questions? Call us at ${info.phone} or write to ${info.email}.`,
      '',
      'Enjoy your meal!',
      info.name,
    ].join('\n'),
  };
}
