import encodeQR from 'qr';
import sharp from 'sharp';
import { formatAddress } from '@shared/business-info';
import { languageOrDefault, pathInLanguage, type SiteLanguage } from '@shared/language-path';
import { formatDateForGuest } from '@shared/locale-format';
import { formatMoney } from '@shared/money';
import type { BusinessInfo } from '@shared/schemas/settings';
import { zonedMoment } from '@shared/time';
import type { giftCards } from '../db/schema';
import { emailMessage, type EmailBlock } from '../mail/html';
import type { MailMessage } from '../mail/mailer';

type GiftCard = typeof giftCards.$inferSelect;

/** The public page where anyone holding a code sees what is left on it. */
export const BALANCE_CHECK_PATH = '/gift-card/balance';
/** The Content-ID the HTML part shows the card's QR code by. */
export const GIFT_CARD_QR_CID = 'gift-card-qr@selam';
/** Black on white, 8 px a module inside a one-module margin: about 200 px for a card's code. */
const QR_OPTIONS = { ecc: 'medium', border: 1, scale: 8 } as const;

/** What the card's email says, in one language; `amount` is in dollars, `restaurant` its name. */
interface GiftCardTexts {
  subject: (sender: string, amount: string, restaurant: string) => string;
  hello: (recipient: string) => string;
  sent: (sender: string, amount: string, restaurant: string) => string;
  code: string;
  validUntil: string;
  qrAlt: (code: string) => string;
  howToUse: (restaurant: string, address: string) => string;
  balanceLink: string;
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
    qrAlt: (code) => `QR code of gift card ${code}`,
    howToUse: (restaurant, address) =>
      `Use it for dine-in or takeout at ${restaurant}, ${address}: show this email (we can scan the QR code) or tell us the code when you pay.`,
    balanceLink: 'Check your balance',
    questions: (phone, email) => `Questions? Call us at ${phone} or write to ${email}.`,
    enjoy: 'Enjoy your meal!',
  },
  am: {
    subject: (sender, amount, restaurant) => `${sender} የ${amount} የ${restaurant} የስጦታ ካርድ ልከውልዎታል`,
    hello: (recipient) => `ሰላም ${recipient}፣`,
    sent: (sender, amount, restaurant) => `${sender} ${amount} ዋጋ ያለው የ${restaurant} የስጦታ ካርድ ልከውልዎታል።`,
    code: 'የስጦታ ካርድ ኮድ',
    validUntil: 'የሚያገለግለው እስከ',
    qrAlt: (code) => `የስጦታ ካርድ ${code} QR ኮድ`,
    howToUse: (restaurant, address) =>
      `በ${restaurant}፣ ${address} ተቀምጠው ሲመገቡም ሆነ ምግብ ይዘው ሲሄዱ ይጠቀሙበት፤ ሲከፍሉ ይህን ኢሜይል ያሳዩን (QR ኮዱን እንቃኛለን) ወይም ኮዱን ይንገሩን።`,
    balanceLink: 'ቀሪ ሂሳብዎን ይመልከቱ',
    questions: (phone, email) => `ጥያቄ ካለዎት በ${phone} ይደውሉልን ወይም ወደ ${email} ይጻፉልን።`,
    enjoy: 'መልካም ምግብ!',
  },
};

/**
 * The card to its recipient, in the language staff chose for them (one no longer spoken reads as
 * English): the code as text and as a QR code shown inline, the expiry only when the card has
 * one, and, given the site's address, a link to the balance check.
 */
export async function giftCardMail(
  card: GiftCard,
  info: BusinessInfo,
  timeZone: string,
  publicUrl?: string,
): Promise<MailMessage> {
  const language = languageOrDefault(card.language);
  const t = TEXTS[language];
  const amount = formatMoney(card.amount, language);
  const expires =
    card.expiryDate && formatDateForGuest(zonedMoment(timeZone, card.expiryDate).date, language, { weekday: false });
  // The encoder writes an uncompressed GIF; email clients get a compact PNG of it.
  const { data: qr, info: qrImage } = await sharp(encodeQR(card.code, 'gif', QR_OPTIONS))
    .png()
    .toBuffer({ resolveWithObject: true });
  const qrSize = qrImage.width;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t.hello(card.recipientName) },
    { kind: 'paragraph', text: t.sent(card.senderName, amount, info.name) },
    ...(card.message ? [{ kind: 'quote' as const, text: card.message, by: card.senderName }] : []),
    {
      kind: 'details',
      rows: [{ label: t.code, value: card.code }, ...(expires ? [{ label: t.validUntil, value: expires }] : [])],
    },
    { kind: 'image', cid: GIFT_CARD_QR_CID, alt: t.qrAlt(card.code), size: qrSize },
    { kind: 'paragraph', text: t.howToUse(info.name, formatAddress(info.address)) },
    ...(publicUrl
      ? [
          {
            kind: 'link' as const,
            label: t.balanceLink,
            href: `${publicUrl}${pathInLanguage(BALANCE_CHECK_PATH, language)}`,
          },
        ]
      : []),
    { kind: 'paragraph', text: t.questions(info.phone, info.email) },
    { kind: 'paragraph', text: t.enjoy },
  ];
  return emailMessage(
    'gift-card',
    card.recipientEmail,
    {
      lang: language,
      // The sender's name is typed by a person; a line break has no place in a header.
      title: t.subject(card.senderName.replace(/\s+/g, ' '), amount, info.name),
      heading: info.name,
      blocks,
      footer: [info.name, formatAddress(info.address), info.phone],
    },
    [
      {
        filename: 'gift-card-qr.png',
        contentType: 'image/png',
        content: qr.toString('base64'),
        encoding: 'base64',
        cid: GIFT_CARD_QR_CID,
      },
    ],
  );
}
