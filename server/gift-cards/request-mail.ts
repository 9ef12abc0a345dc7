import { formatAddress } from '@shared/business-info';
import type { GiftCardTheme } from '@shared/gift-card-constants';
import { languageOrDefault, type SiteLanguage } from '@shared/language-path';
import { formatMoney } from '@shared/money';
import type { BusinessInfo } from '@shared/schemas/settings';
import type { giftCardRequests } from '../db/schema';
import { emailMessage, type DetailRow, type EmailBlock } from '../mail/html';
import type { MailMessage } from '../mail/mailer';

type GiftCardRequest = typeof giftCardRequests.$inferSelect;

/** Every phrase of the emails about a gift card request, in one language. */
interface GiftCardRequestTexts {
  hello: (name: string) => string;
  label: Record<'amount' | 'recipient' | 'recipientEmail' | 'design' | 'buyer' | 'email' | 'phone' | 'message', string>;
  theme: Record<GiftCardTheme, string>;
  received: {
    subject: string;
    intro: (amount: string, recipient: string) => string;
    callToPay: (phone: string) => string;
    noOnlinePayment: string;
    questions: (phone: string, email: string) => string;
  };
  sent: {
    subject: (recipient: string) => string;
    intro: (amount: string, recipient: string, recipientEmail: string) => string;
    thanks: string;
  };
  declined: {
    subject: string;
    intro: (amount: string, recipient: string) => string;
    nothingCharged: string;
    callUs: (phone: string) => string;
  };
  alert: {
    subject: (amount: string, recipient: string) => string;
    intro: (id: number) => string;
    next: string;
    openLink: string;
  };
  /** To the restaurant when the bank takes back the money of a card bought online. */
  paymentAlert: {
    subject: Record<GiftCardPaymentTrouble, (amount: string, last4: string) => string>;
    intro: Record<GiftCardPaymentTrouble, (id: number) => string>;
    voided: string;
    used: (balance: string) => string;
    label: { card: string; balance: string };
  };
}

/** What a bank did with the money of a card bought online: a dispute, or a refund made in Stripe's dashboard. */
export type GiftCardPaymentTrouble = 'disputed' | 'refunded';

const TEXTS: Record<SiteLanguage, GiftCardRequestTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    label: {
      amount: 'Amount',
      recipient: 'Recipient',
      recipientEmail: 'Recipient email',
      design: 'Design',
      buyer: 'Buyer',
      email: 'Email',
      phone: 'Phone',
      message: 'Message',
    },
    theme: {
      traditional: 'Traditional Ethiopian',
      coffee: 'Coffee Ceremony',
      elegant: 'Elegant Gold',
      festive: 'Festive Celebration',
    },
    received: {
      subject: 'we received your gift card request',
      intro: (amount, recipient) =>
        `Thank you for ordering a ${amount} gift card for ${recipient}. We have your request.`,
      callToPay: (phone) =>
        `We will call you at ${phone} to take payment. Once it is paid, we email the card to its recipient.`,
      noOnlinePayment: 'No payment is taken online, and we never ask for card details by email.',
      questions: (phone, email) => `Questions? Call us at ${phone} or write to ${email}.`,
    },
    sent: {
      subject: (recipient) => `your gift card for ${recipient} is on its way`,
      intro: (amount, recipient, recipientEmail) =>
        `We have emailed the ${amount} gift card to ${recipient} at ${recipientEmail}.`,
      thanks: 'Thank you for sharing a meal with someone you care about.',
    },
    declined: {
      subject: 'your gift card request is closed',
      intro: (amount, recipient) =>
        `We could not complete your request for a ${amount} gift card for ${recipient}, so we have closed it.`,
      nothingCharged: 'Nothing was charged and no card was sent.',
      callUs: (phone) => `If you would still like a gift card, call us at ${phone} and we will be glad to help.`,
    },
    alert: {
      subject: (amount, recipient) => `New gift card request: ${amount} for ${recipient}`,
      intro: (id) => `Gift card request #${id} came in through the website. Nothing has been paid yet.`,
      next: 'Call the buyer to take payment, then issue the card from the request in Gift Cards: the card is emailed to the recipient.',
      openLink: 'Open Gift Cards',
    },
    paymentAlert: {
      subject: {
        disputed: (amount, last4) => `Payment disputed: the ${amount} gift card ending ${last4}`,
        refunded: (amount, last4) => `Refunded in Stripe: the ${amount} gift card ending ${last4}`,
      },
      intro: {
        disputed: (id) => `The buyer of gift card request #${id} disputed the payment with their bank.`,
        refunded: (id) => `The payment of gift card request #${id} was refunded in Stripe's dashboard.`,
      },
      voided: 'The card had not been used, so it has been voided: it can no longer be spent.',
      used: (balance) =>
        `The card has already been used (${balance} left), so it was not voided. Decide in Gift Cards whether to void or adjust it, and answer the dispute in Stripe.`,
      label: { card: 'Card', balance: 'Balance' },
    },
  },
  am: {
    hello: (name) => `ሰላም ${name}፣`,
    label: {
      amount: 'መጠን',
      recipient: 'ተቀባይ',
      recipientEmail: 'የተቀባዩ ኢሜይል',
      design: 'ንድፍ',
      buyer: 'ገዢ',
      email: 'ኢሜይል',
      phone: 'ስልክ',
      message: 'መልእክት',
    },
    theme: { traditional: 'ባህላዊ ኢትዮጵያዊ', coffee: 'የቡና ሥነ ሥርዓት', elegant: 'ውብ ወርቃማ', festive: 'የበዓል አከባበር' },
    received: {
      subject: 'የስጦታ ካርድ ጥያቄዎ ደርሶናል',
      intro: (amount, recipient) => `ለ${recipient} የ${amount} የስጦታ ካርድ ስላዘዙ እናመሰግናለን። ጥያቄዎ ደርሶናል።`,
      callToPay: (phone) => `ክፍያውን ለመቀበል በ${phone} እንደውልልዎታለን። ከተከፈለ በኋላ ካርዱን ለተቀባዩ በኢሜይል እንልካለን።`,
      noOnlinePayment: 'በመስመር ላይ ምንም ክፍያ አይወሰድም፤ የካርድ መረጃም በኢሜይል በፍጹም አንጠይቅም።',
      questions: (phone, email) => `ጥያቄ ካለዎት በ${phone} ይደውሉልን ወይም ወደ ${email} ይጻፉልን።`,
    },
    sent: {
      subject: (recipient) => `ለ${recipient} ያዘዙት የስጦታ ካርድ ተልኳል`,
      intro: (amount, recipient, recipientEmail) =>
        `የ${amount} የስጦታ ካርዱን ለ${recipient} ወደ ${recipientEmail} በኢሜይል ልከናል።`,
      thanks: 'ከሚወዱት ሰው ጋር ምግብ ስላካፈሉ እናመሰግናለን።',
    },
    declined: {
      subject: 'የስጦታ ካርድ ጥያቄዎ ተዘግቷል',
      intro: (amount, recipient) => `ለ${recipient} የ${amount} የስጦታ ካርድ ያቀረቡትን ጥያቄ ማጠናቀቅ ስላልቻልን ዘግተነዋል።`,
      nothingCharged: 'ምንም ክፍያ አልተወሰደም፤ ካርድም አልተላከም።',
      callUs: (phone) => `አሁንም የስጦታ ካርድ ከፈለጉ በ${phone} ይደውሉልን፤ በደስታ እንረዳዎታለን።`,
    },
    alert: {
      subject: (amount, recipient) => `አዲስ የስጦታ ካርድ ጥያቄ፦ ${amount} ለ${recipient}`,
      intro: (id) => `የስጦታ ካርድ ጥያቄ ቁ. ${id} በድረ-ገጹ በኩል ገብቷል። እስካሁን ምንም አልተከፈለም።`,
      next: 'ክፍያውን ለመቀበል ለገዢው ይደውሉ፣ ከዚያ በስጦታ ካርዶች ውስጥ ካርዱን ከጥያቄው ይስጡ፤ ካርዱ ለተቀባዩ በኢሜይል ይላካል።',
      openLink: 'ስጦታ ካርዶችን ይክፈቱ',
    },
    paymentAlert: {
      subject: {
        disputed: (amount, last4) => `ክፍያ ተቃውሞ ቀርቦበታል፦ በ${last4} የሚያልቀው የ${amount} የስጦታ ካርድ`,
        refunded: (amount, last4) => `በStripe ተመልሷል፦ በ${last4} የሚያልቀው የ${amount} የስጦታ ካርድ`,
      },
      intro: {
        disputed: (id) => `የስጦታ ካርድ ጥያቄ ቁ. ${id} ገዢ ክፍያውን በባንካቸው በኩል ተቃውመዋል።`,
        refunded: (id) => `የስጦታ ካርድ ጥያቄ ቁ. ${id} ክፍያ በStripe ዳሽቦርድ ተመልሷል።`,
      },
      voided: 'ካርዱ ጥቅም ላይ ስላልዋለ ተሰርዟል፤ ከእንግዲህ ሊወጣበት አይችልም።',
      used: (balance) =>
        `ካርዱ አስቀድሞ ጥቅም ላይ ውሏል (${balance} ቀርቷል)፣ ስለዚህ አልተሰረዘም። ካርዱን መሰረዝ ወይም ማስተካከል እንዳለብዎ በስጦታ ካርዶች ውስጥ ይወስኑ፣ ተቃውሞውንም በStripe ይመልሱ።`,
      label: { card: 'ካርድ', balance: 'ቀሪ ሂሳብ' },
    },
  },
};

const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });
const footer = (info: BusinessInfo) => [info.name, formatAddress(info.address), info.phone];
/** A name typed by a person, fit for a subject line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * An email to the buyer, in the language they used on the form: greeted by name, signed with
 * the restaurant's details. `compose` gives the subject and the blocks after the greeting.
 */
function buyerMail(
  kind: string,
  request: GiftCardRequest,
  info: BusinessInfo,
  compose: (t: GiftCardRequestTexts, amount: string) => { subject: string; blocks: EmailBlock[] },
): MailMessage {
  const language = languageOrDefault(request.language);
  const t = TEXTS[language];
  const { subject, blocks } = compose(t, formatMoney(request.amount, language));
  return emailMessage(kind, request.senderEmail, {
    lang: language,
    title: `${info.name}: ${subject}`,
    heading: info.name,
    blocks: [paragraph(t.hello(request.senderName)), ...blocks],
    footer: footer(info),
  });
}

/**
 * To the buyer once the form is sent: what they asked for and that the restaurant phones them
 * for payment. It goes to whatever address was typed, so it repeats no free text but names.
 */
export function giftCardRequestReceivedMail(request: GiftCardRequest, info: BusinessInfo): MailMessage {
  return buyerMail('gift-card-request-received', request, info, (t, amount) => ({
    subject: t.received.subject,
    blocks: [
      paragraph(t.received.intro(amount, request.recipientName)),
      {
        kind: 'details',
        rows: [
          { label: t.label.amount, value: amount },
          { label: t.label.recipient, value: request.recipientName },
          { label: t.label.design, value: t.theme[request.designTheme] },
        ],
      },
      paragraph(t.received.callToPay(request.senderPhone)),
      paragraph(t.received.noOnlinePayment),
      paragraph(t.received.questions(info.phone, info.email)),
    ],
  }));
}

/** To the buyer once staff issued the card: it went to the recipient. The code is only in the recipient's email. */
export function giftCardRequestSentMail(request: GiftCardRequest, info: BusinessInfo): MailMessage {
  return buyerMail('gift-card-request-sent', request, info, (t, amount) => ({
    subject: t.sent.subject(oneLine(request.recipientName)),
    blocks: [
      paragraph(t.sent.intro(amount, request.recipientName, request.recipientEmail)),
      paragraph(t.sent.thanks),
      paragraph(t.received.questions(info.phone, info.email)),
    ],
  }));
}

/** To the buyer once staff declined the request. The staff's note is theirs alone and is not repeated. */
export function giftCardRequestDeclinedMail(request: GiftCardRequest, info: BusinessInfo): MailMessage {
  return buyerMail('gift-card-request-declined', request, info, (t, amount) => ({
    subject: t.declined.subject,
    blocks: [
      paragraph(t.declined.intro(amount, request.recipientName)),
      paragraph(t.declined.nothingCharged),
      paragraph(t.declined.callUs(info.phone)),
    ],
  }));
}

/**
 * The heads-up to the restaurant's inbox, in the restaurant's language (a setting): everything
 * staff need to phone the buyer and issue the card. Replies go to the buyer.
 */
export function giftCardRequestAlertMail(
  request: GiftCardRequest,
  info: BusinessInfo,
  adminLink: string,
  language: SiteLanguage = 'en',
): MailMessage {
  const t = TEXTS[language];
  const amount = formatMoney(request.amount, language);
  const rows: DetailRow[] = [
    { label: t.label.amount, value: amount },
    { label: t.label.design, value: t.theme[request.designTheme] },
    { label: t.label.recipient, value: request.recipientName },
    { label: t.label.recipientEmail, value: request.recipientEmail },
    { label: t.label.buyer, value: request.senderName },
    { label: t.label.email, value: request.senderEmail },
    { label: t.label.phone, value: request.senderPhone },
    ...(request.message ? [{ label: t.label.message, value: request.message }] : []),
  ];
  return {
    ...emailMessage('gift-card-request-alert', info.email, {
      lang: language,
      title: t.alert.subject(amount, oneLine(request.recipientName)),
      heading: info.name,
      blocks: [
        paragraph(t.alert.intro(request.id)),
        { kind: 'details', rows },
        paragraph(t.alert.next),
        { kind: 'link', label: t.alert.openLink, href: adminLink },
      ],
      footer: footer(info),
    }),
    replyTo: request.senderEmail,
  };
}

/**
 * To the restaurant's inbox, in its language, when the money of a card bought online goes back
 * to the buyer outside the back office (a dispute, a refund in Stripe's dashboard): whether the
 * card was voided, or was already spent and waits for a manager. Only the code's last 4 show.
 */
export function giftCardPaymentAlertMail(
  trouble: GiftCardPaymentTrouble,
  request: GiftCardRequest,
  card: { code: string; balance: string },
  voided: boolean,
  info: BusinessInfo,
  adminLink: string,
  language: SiteLanguage = 'en',
): MailMessage {
  const t = TEXTS[language].paymentAlert;
  const amount = formatMoney(request.amount, language);
  const last4 = card.code.slice(-4);
  return emailMessage(`gift-card-${trouble}-alert`, info.email, {
    lang: language,
    title: t.subject[trouble](amount, last4),
    heading: info.name,
    blocks: [
      paragraph(t.intro[trouble](request.id)),
      {
        kind: 'details',
        rows: [
          { label: t.label.card, value: `…${last4}` },
          { label: TEXTS[language].label.amount, value: amount },
          { label: t.label.balance, value: formatMoney(card.balance, language) },
        ],
      },
      paragraph(voided ? t.voided : t.used(formatMoney(card.balance, language))),
      { kind: 'link', label: TEXTS[language].alert.openLink, href: adminLink },
    ],
    footer: footer(info),
  });
}
