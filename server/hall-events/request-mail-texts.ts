import type { SiteLanguage } from '@shared/language-path';
import { HALL_MAIL_WORDS, type HallMailWords } from './hall-mail-texts';

/** Every phrase of the hall's request and hold emails, in one language. */
export interface HallRequestTexts extends Omit<HallMailWords, 'label'> {
  /** "Evening, 7:00 PM to 11:00 PM" */
  blocksLine: (blocks: string, start: string, end: string) => string;
  listSeparator: string;
  label: HallMailWords['label'] &
    Record<
      | 'subtotal'
      | 'tax'
      | 'total'
      | 'addOns'
      | 'requests'
      | 'dietary'
      | 'accessibility'
      | 'decorations'
      | 'music'
      | 'holdUntil'
      | 'language',
      string
    >;
  languageName: Record<SiteLanguage, string>;
  received: {
    subject: (date: string) => string;
    intro: (packageName: string) => string;
    estimateNote: (depositPercent: number) => string;
    confirmBy: (time: string, date: string) => string;
    confirmLink: string;
    heldUntil: (time: string, date: string) => string;
    viewLink: string;
    next: string;
    questions: (phone: string, email: string) => string;
  };
  alert: {
    subject: (packageName: string, date: string, guests: number) => string;
    intro: (id: number) => string;
    confirmByEmail: string;
    openLink: string;
  };
  expired: {
    subject: (date: string) => string;
    intro: (date: string) => string;
    askAgain: string;
    askAgainLink: string;
    questions: (phone: string) => string;
  };
  expiredAlert: {
    subject: (name: string, date: string) => string;
    intro: (id: number) => string;
  };
}

const en: HallRequestTexts = {
  ...HALL_MAIL_WORDS.en,
  blocksLine: (blocks, start, end) => `${blocks}, ${start} to ${end}`,
  listSeparator: ', ',
  label: {
    ...HALL_MAIL_WORDS.en.label,
    subtotal: 'Subtotal',
    tax: 'Sales tax',
    total: 'Estimated total',
    addOns: 'Extras',
    requests: 'Requests',
    dietary: 'Dietary needs',
    accessibility: 'Accessibility',
    decorations: 'Decorations',
    music: 'Music',
    holdUntil: 'Held until',
    language: 'Language',
  },
  languageName: { en: 'English', am: 'Amharic' },
  received: {
    subject: (date) => `Your hall request for ${date}`,
    intro: (packageName) =>
      `Thank you for your request for the ${packageName} package. The date below is on hold for you: nobody else can ask for it meanwhile.`,
    estimateNote: (depositPercent) =>
      `This is an estimate; your proposal follows. A deposit of ${depositPercent}% secures the date once you accept it.`,
    confirmBy: (time, date) =>
      `Please confirm your request by ${time} on ${date}. If it is not confirmed by then, the hold ends and the date is released.`,
    confirmLink: 'Confirm my request',
    heldUntil: (time, date) => `We hold the date for you until ${time} on ${date}.`,
    viewLink: 'See my request',
    next: 'Our events team will send you a proposal with the final prices.',
    questions: (phone, email) => `Questions? Call the hall at ${phone} or write to ${email}.`,
  },
  alert: {
    subject: (packageName, date, guests) => `New hall request: ${packageName}, ${date}, ${guests} guests`,
    intro: (id) => `A new request (no. ${id}) came in through the website. Its blocks are on hold.`,
    confirmByEmail: 'The client has been asked to confirm it through the link in their email.',
    openLink: 'Open the back office',
  },
  expired: {
    subject: (date) => `Your hall hold for ${date} has ended`,
    intro: (date) =>
      `The hold on ${date} has ended because the request was not confirmed in time, and the date is free again.`,
    askAgain: 'You are welcome to ask again; if the date is still free, it will be held for you again.',
    askAgainLink: 'Ask again',
    questions: (phone) => `Questions? Call the hall at ${phone}.`,
  },
  expiredAlert: {
    subject: (name, date) => `Hall hold expired: ${name}, ${date}`,
    intro: (id) => `The hold of request no. ${id} ran out; its blocks are free again.`,
  },
};

const am: HallRequestTexts = {
  ...HALL_MAIL_WORDS.am,
  blocksLine: (blocks, start, end) => `${blocks}፣ ከ${start} እስከ ${end}`,
  listSeparator: '፣ ',
  label: {
    ...HALL_MAIL_WORDS.am.label,
    subtotal: 'ንዑስ ድምር',
    tax: 'የሽያጭ ታክስ',
    total: 'የተገመተ ጠቅላላ',
    addOns: 'ተጨማሪዎች',
    requests: 'ጥያቄዎች',
    dietary: 'የምግብ ፍላጎቶች',
    accessibility: 'ተደራሽነት',
    decorations: 'ማስዋቢያ',
    music: 'ሙዚቃ',
    holdUntil: 'የተያዘው እስከ',
    language: 'ቋንቋ',
  },
  languageName: { en: 'እንግሊዝኛ', am: 'አማርኛ' },
  received: {
    subject: (date) => `ለ${date} ያቀረቡት የአዳራሽ ጥያቄ`,
    intro: (packageName) =>
      `ለ${packageName} ጥቅል ስላቀረቡት ጥያቄ እናመሰግናለን። ከዚህ በታች ያለው ቀን ለእርስዎ ተይዟል፤ እስከዚያው ሌላ ሰው ሊጠይቀው አይችልም።`,
    estimateNote: (depositPercent) => `ይህ ግምት ነው፤ የዋጋ ሐሳባችን ይከተላል። ሐሳቡን ሲቀበሉ የ${depositPercent}% ቀብድ ቀኑን ያረጋግጥልዎታል።`,
    confirmBy: (time, date) => `እባክዎ ጥያቄዎን እስከ ${date} ${time} ድረስ ያረጋግጡ። እስከዚያ ካልተረጋገጠ ማስያዣው ያበቃል፣ ቀኑም ይለቀቃል።`,
    confirmLink: 'ጥያቄዬን አረጋግጥ',
    heldUntil: (time, date) => `ቀኑን እስከ ${date} ${time} ድረስ ይዘንልዎታል።`,
    viewLink: 'ጥያቄዬን እይ',
    next: 'የዝግጅት ቡድናችን የመጨረሻ ዋጋዎችን የያዘ የዋጋ ሐሳብ ይልክልዎታል።',
    questions: (phone, email) => `ጥያቄ አለዎት? አዳራሹን በ${phone} ይደውሉ ወይም ወደ ${email} ይጻፉ።`,
  },
  alert: {
    subject: (packageName, date, guests) => `አዲስ የአዳራሽ ጥያቄ፦ ${packageName}፣ ${date}፣ ${guests} እንግዶች`,
    intro: (id) => `አዲስ ጥያቄ (ቁ. ${id}) በድረ-ገጹ በኩል ደርሷል። ክፍለ ጊዜዎቹ ተይዘዋል።`,
    confirmByEmail: 'ደንበኛው በኢሜይላቸው ባለው ሊንክ እንዲያረጋግጡ ተጠይቀዋል።',
    openLink: 'የአስተዳደር ገጹን ክፈት',
  },
  expired: {
    subject: (date) => `ለ${date} የነበረው የአዳራሽ ማስያዣ አብቅቷል`,
    intro: (date) => `ጥያቄው በጊዜው ስላልተረጋገጠ በ${date} የነበረው ማስያዣ አብቅቷል፤ ቀኑም እንደገና ነፃ ነው።`,
    askAgain: 'እንደገና መጠየቅ ይችላሉ፤ ቀኑ አሁንም ነፃ ከሆነ እንደገና ይያዝልዎታል።',
    askAgainLink: 'እንደገና ጠይቅ',
    questions: (phone) => `ጥያቄ አለዎት? አዳራሹን በ${phone} ይደውሉ።`,
  },
  expiredAlert: {
    subject: (name, date) => `የአዳራሽ ማስያዣ አብቅቷል፦ ${name}፣ ${date}`,
    intro: (id) => `የጥያቄ ቁ. ${id} ማስያዣ አብቅቷል፤ ክፍለ ጊዜዎቹ እንደገና ነፃ ናቸው።`,
  },
};

export const HALL_REQUEST_TEXTS: Record<SiteLanguage, HallRequestTexts> = { en, am };
