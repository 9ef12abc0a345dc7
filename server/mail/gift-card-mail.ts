import { formatAddress } from '@shared/business-info';
import { languageOrDefault, type SiteLanguage } from '@shared/language-path';
import { formatDateForGuest, formatDollars } from '@shared/locale-format';
import type { BusinessInfo } from '@shared/schemas/settings';
import { zonedMoment } from '@shared/time';
import type { giftCards } from '../db/schema';
import type { MailMessage } from './mailer';

type GiftCard = typeof giftCards.$inferSelect;

/** What the card's email says, in one language; `amount` is in dollars, `restaurant` its name. */
interface GiftCardTexts {
  subject: (sender: string, amount: string, restaurant: string) => string;
  hello: (recipient: string) => string;
  sent: (sender: string, amount: string, restaurant: string) => string;
  code: string;
  validUntil: string;
  howToUse: (restaurant: string, address: string) => string;
  questions: (phone: string, email: string) => string;
  enjoy: string;
}

const TEXTS: Record<SiteLanguage, GiftCardTexts> = {
  en: {
    subject: (sender, amount, restaurant) => `${sender} sent you a ${amount} gift card for ${restaurant}`,
    hello: (recipient) => `Hello ${recipient},`,
    sent: (sender, amount, restaurant) => `${sender} has sent you a ${restaurant} gift card worth ${amount}.`,
    code: 'Gift card code',
    validUntil: 'Valid until',
    howToUse: (restaurant, address) =>
      `Use it for dine-in or takeout at ${restaurant}, ${address}: show this email or tell us the code when you pay.`,
    questions: (phone, email) => `Questions? Call us at ${phone} or write to ${email}.`,
    enjoy: 'Enjoy your meal!',
  },
  am: {
    subject: (sender, amount, restaurant) => `${sender} የ${amount} የ${restaurant} የስጦታ ካርድ ልከውልዎታል`,
    hello: (recipient) => `ሰላም ${recipient}፣`,
    sent: (sender, amount, restaurant) => `${sender} ${amount} ዋጋ ያለው የ${restaurant} የስጦታ ካርድ ልከውልዎታል።`,
    code: 'የስጦታ ካርድ ኮድ',
    validUntil: 'የሚያገለግለው እስከ',
    howToUse: (restaurant, address) =>
      `በ${restaurant}፣ ${address} ተቀምጠው ሲመገቡም ሆነ ምግብ ይዘው ሲሄዱ ይጠቀሙበት፤ ሲከፍሉ ይህን ኢሜይል ያሳዩን ወይም ኮዱን ይንገሩን።`,
    questions: (phone, email) => `ጥያቄ ካለዎት በ${phone} ይደውሉልን ወይም ወደ ${email} ይጻፉልን።`,
    enjoy: 'መልካም ምግብ!',
  },
};

/** The card to its recipient, in the language staff chose for them (one no longer spoken reads as English). */
export function giftCardMail(card: GiftCard, info: BusinessInfo, timeZone: string): MailMessage {
  const language = languageOrDefault(card.language);
  const t = TEXTS[language];
  const amount = formatDollars(card.amount, language);
  const expires = card.expiryDate && formatDateForGuest(zonedMoment(timeZone, card.expiryDate).date, language, { weekday: false });
  return {
    kind: 'gift-card',
    to: card.recipientEmail,
    // The sender's name is typed by a person; a line break has no place in a header.
    subject: t.subject(card.senderName.replace(/\s+/g, ' '), amount, info.name),
    text: [
      t.hello(card.recipientName),
      '',
      t.sent(card.senderName, amount, info.name),
      ...(card.message ? ['', `"${card.message}"`, `  - ${card.senderName}`] : []),
      '',
      `  ${t.code}: ${card.code}`,
      ...(expires ? [`  ${t.validUntil}: ${expires}`] : []),
      '',
      t.howToUse(info.name, formatAddress(info.address)),
      t.questions(info.phone, info.email),
      '',
      t.enjoy,
      info.name,
    ].join('\n'),
  };
}
