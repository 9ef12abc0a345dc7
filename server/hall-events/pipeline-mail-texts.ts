import type { HallAddOnKey, HallBlock } from '@shared/hall-events';
import type { SiteLanguage } from '@shared/language-path';
import { HALL_MAIL_WORDS } from './hall-mail-texts';

/** Every phrase of the pipeline's emails (and the proposal's default lines), in one language. */
export interface PipelineTexts {
  hello: (firstName: string) => string;
  label: Record<
    | 'date'
    | 'blocks'
    | 'guests'
    | 'package'
    | 'total'
    | 'deposit'
    | 'depositDue'
    | 'paid'
    | 'balance'
    | 'validUntil'
    | 'amount'
    | 'finalCountDue'
    | 'balanceDue'
    | 'name'
    | 'email'
    | 'phone',
    string
  >;
  block: Record<HallBlock, string>;
  line: {
    rental: (packageName: string) => string;
    perGuest: (packageName: string) => string;
    addOn: Record<HallAddOnKey, string>;
  };
  openPage: string;
  questions: (email: string, phone: string) => string;
  proposal: { subject: string; intro: string; note: string; accept: string };
  accepted: { subject: string; intro: string; nextDeposit: (amount: string, date: string) => string };
  paymentReceived: { subject: string; intro: (amount: string) => string; confirmed: string };
  depositReminder: { subject: string; intro: (amount: string, date: string) => string };
  finalCountReminder: { subject: string; intro: (date: string, guests: number) => string };
  balanceReminder: { subject: string; intro: (amount: string, date: string) => string };
  cancelled: { subject: string; intro: string; policy: string; refund: string };
  expired: { subject: string; intro: string; again: string };
  alert: {
    subject: (what: string, name: string, date: string) => string;
    accepted: string;
    guestCount: (from: number, to: number) => string;
    paid: (amount: string) => string;
    disputed: (amount: string) => string;
    /** A card payment that arrived for an ended event, or beyond the total: kept, for staff to refund. */
    paidToRefund: (amount: string) => string;
    open: string;
  };
}

const en: PipelineTexts = {
  hello: HALL_MAIL_WORDS.en.hello,
  label: {
    ...HALL_MAIL_WORDS.en.label,
    blocks: HALL_MAIL_WORDS.en.label.time,
    total: 'Total',
    depositDue: 'Deposit due',
    paid: 'Paid so far',
    balance: 'Balance',
    validUntil: 'Valid until',
    amount: 'Amount',
    finalCountDue: 'Final count due',
    balanceDue: 'Balance due',
  },
  block: HALL_MAIL_WORDS.en.block,
  line: {
    rental: (name) => `${name}: hall rental`,
    perGuest: (name) => `${name}: food and service per guest`,
    addOn: HALL_MAIL_WORDS.en.addOn,
  },
  openPage: 'Open your event page',
  questions: (email, phone) => `Questions? Reply to this email, write to ${email} or call ${phone}.`,
  proposal: {
    subject: 'your event proposal',
    intro: 'Thank you for choosing our hall. Here is the proposal for your event.',
    note: 'A note from the hall:',
    accept:
      'To accept, open your event page, read the cancellation policy, type your name and press Accept. ' +
      'The proposal holds your date until the day shown above.',
  },
  accepted: {
    subject: 'your proposal is accepted',
    intro: 'Thank you: you accepted the proposal, and your date is kept for you.',
    nextDeposit: (amount, date) =>
      `Your deposit of ${amount} is due by ${date}. Your event is confirmed once it is in.`,
  },
  paymentReceived: {
    subject: 'payment received',
    intro: (amount) => `We received your payment of ${amount}. Thank you.`,
    confirmed: 'Your deposit is in: your event is confirmed.',
  },
  depositReminder: {
    subject: 'your deposit is due soon',
    intro: (amount, date) => `A reminder: your deposit of ${amount} is due by ${date}.`,
  },
  finalCountReminder: {
    subject: 'your final guest count is due soon',
    intro: (date, guests) =>
      `A reminder: your final guest count is due by ${date}. We have ${guests} guests; you can change it on your event page until then.`,
  },
  balanceReminder: {
    subject: 'your balance is due soon',
    intro: (amount, date) => `A reminder: the balance of ${amount} is due by ${date}.`,
  },
  cancelled: {
    subject: 'your event is cancelled',
    intro: 'Your event at our hall is cancelled, and its date is free again.',
    policy: 'The cancellation policy you agreed to:',
    refund: 'Any refund it gives is made to the way you paid; we will be in touch.',
  },
  expired: {
    subject: 'your proposal has expired',
    intro: 'The proposal for your event has expired, and the date is free again.',
    again: 'If you would still like the hall, send a new request or call us.',
  },
  alert: {
    subject: (what, name, date) => `Hall event: ${what}, ${name}, ${date}`,
    accepted: 'The client accepted the proposal.',
    guestCount: (from, to) => `The client changed the guest count from ${from} to ${to}; the proposal was repriced.`,
    paid: (amount) => `A card payment of ${amount} was received.`,
    disputed: (amount) => `The client's bank disputes a card payment of ${amount}.`,
    paidToRefund: (amount) =>
      `A card payment of ${amount} arrived after the event ended or beyond its total. It is recorded; refund it from the event's page.`,
    open: 'Open the event',
  },
};

const am: PipelineTexts = {
  hello: HALL_MAIL_WORDS.am.hello,
  label: {
    ...HALL_MAIL_WORDS.am.label,
    blocks: HALL_MAIL_WORDS.am.label.time,
    total: 'ጠቅላላ',
    depositDue: 'ቀብዱ የሚከፈልበት',
    paid: 'እስካሁን የተከፈለ',
    balance: 'ቀሪ',
    validUntil: 'የሚያገለግለው እስከ',
    amount: 'መጠን',
    finalCountDue: 'የመጨረሻ ቁጥር እስከ',
    balanceDue: 'ቀሪው የሚከፈልበት',
  },
  block: HALL_MAIL_WORDS.am.block,
  line: {
    rental: (name) => `${name}፦ የአዳራሽ ኪራይ`,
    perGuest: (name) => `${name}፦ ምግብና መስተንግዶ ለአንድ እንግዳ`,
    addOn: HALL_MAIL_WORDS.am.addOn,
  },
  openPage: 'የዝግጅትዎን ገጽ ይክፈቱ',
  questions: (email, phone) => `ጥያቄ አለዎት? ለዚህ ኢሜይል ይመልሱ፣ ወደ ${email} ይጻፉ ወይም በ${phone} ይደውሉ።`,
  proposal: {
    subject: 'የዝግጅትዎ የዋጋ ሐሳብ',
    intro: 'አዳራሻችንን ስለመረጡ እናመሰግናለን። የዝግጅትዎ የዋጋ ሐሳብ ይኸውና።',
    note: 'ከአዳራሹ መልእክት፦',
    accept:
      'ለመቀበል የዝግጅትዎን ገጽ ይክፈቱ፣ የስረዛ ደንቡን ያንብቡ፣ ስምዎን ይጻፉና ተቀበል የሚለውን ይጫኑ። ' + 'የዋጋ ሐሳቡ ቀኑን ከላይ እስከተጠቀሰው ቀን ይይዝልዎታል።',
  },
  accepted: {
    subject: 'የዋጋ ሐሳቡን ተቀብለዋል',
    intro: 'እናመሰግናለን፤ የዋጋ ሐሳቡን ተቀብለዋል፣ ቀኑም ተይዞልዎታል።',
    nextDeposit: (amount, date) => `የ${amount} ቀብድዎ እስከ ${date} መከፈል አለበት። ቀብዱ ሲገባ ዝግጅትዎ ይረጋገጣል።`,
  },
  paymentReceived: {
    subject: 'ክፍያው ደርሷል',
    intro: (amount) => `የ${amount} ክፍያዎ ደርሶናል። እናመሰግናለን።`,
    confirmed: 'ቀብድዎ ገብቷል፤ ዝግጅትዎ ተረጋግጧል።',
  },
  depositReminder: {
    subject: 'ቀብድዎ የሚከፈልበት ቀን ቀርቧል',
    intro: (amount, date) => `ማስታወሻ፦ የ${amount} ቀብድዎ እስከ ${date} መከፈል አለበት።`,
  },
  finalCountReminder: {
    subject: 'የመጨረሻው የእንግዶች ቁጥር ቀን ቀርቧል',
    intro: (date, guests) =>
      `ማስታወሻ፦ የመጨረሻው የእንግዶች ቁጥር እስከ ${date} ያስፈልገናል። አሁን ${guests} እንግዶች ተመዝግበዋል፤ እስከዚያ ድረስ በዝግጅትዎ ገጽ መቀየር ይችላሉ።`,
  },
  balanceReminder: {
    subject: 'ቀሪ ክፍያዎ የሚከፈልበት ቀን ቀርቧል',
    intro: (amount, date) => `ማስታወሻ፦ የ${amount} ቀሪ ክፍያ እስከ ${date} መከፈል አለበት።`,
  },
  cancelled: {
    subject: 'ዝግጅትዎ ተሰርዟል',
    intro: 'በአዳራሻችን የነበረዎት ዝግጅት ተሰርዟል፤ ቀኑም ነፃ ሆኗል።',
    policy: 'የተስማሙበት የስረዛ ደንብ፦',
    refund: 'ደንቡ የሚሰጠው ተመላሽ በከፈሉበት መንገድ ይመለሳል፤ እናገኝዎታለን።',
  },
  expired: {
    subject: 'የዋጋ ሐሳብዎ ጊዜው አልፏል',
    intro: 'የዝግጅትዎ የዋጋ ሐሳብ ጊዜው አልፏል፤ ቀኑም ነፃ ሆኗል።',
    again: 'አሁንም አዳራሹን ከፈለጉ አዲስ ጥያቄ ይላኩ ወይም ይደውሉልን።',
  },
  alert: {
    subject: (what, name, date) => `የአዳራሽ ዝግጅት፦ ${what}፣ ${name}፣ ${date}`,
    accepted: 'ደንበኛው የዋጋ ሐሳቡን ተቀብለዋል።',
    guestCount: (from, to) => `ደንበኛው የእንግዶችን ቁጥር ከ${from} ወደ ${to} ቀይረዋል፤ የዋጋ ሐሳቡ እንደገና ተሰልቷል።`,
    paid: (amount) => `የ${amount} የካርድ ክፍያ ደርሷል።`,
    disputed: (amount) => `የደንበኛው ባንክ የ${amount} የካርድ ክፍያን ተቃውሟል።`,
    paidToRefund: (amount) => `የ${amount} የካርድ ክፍያ ዝግጅቱ ካበቃ በኋላ ወይም ከጠቅላላው በላይ ደርሷል። ተመዝግቧል፤ ከዝግጅቱ ገጽ ተመላሽ ያድርጉት።`,
    open: 'ዝግጅቱን ይክፈቱ',
  },
};

export const PIPELINE_TEXTS: Record<SiteLanguage, PipelineTexts> = { en, am };
