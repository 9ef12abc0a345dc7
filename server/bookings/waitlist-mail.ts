import { formatAddress } from '@shared/business-info';
import { languageOrDefault } from '@shared/language-path';
import { formatDateForGuest } from '@shared/locale-format';
import { formatClock } from '@shared/time';
import type { BookingLanguage } from '@shared/schemas/reservation';
import type { BusinessInfo } from '@shared/schemas/settings';
import { emailMessage, type EmailBlock } from '../mail/html';
import type { MailMessage } from '../mail/mailer';
import { RESERVATION_TEXTS } from './reservation-mail-texts';

interface WaitlistEntry {
  name: string;
  email: string;
  guests: number;
  date: string;
  timeFrom: string;
  timeTo: string;
  language: string;
}

interface WaitlistTexts {
  window: string;
  joined: { subject: string; intro: string; after: string };
  tableOpen: { subject: string; intro: string; after: string; link: string };
}

const TEXTS: Record<BookingLanguage, WaitlistTexts> = {
  en: {
    window: 'Times',
    joined: {
      subject: 'you are on the waitlist',
      intro:
        'You are on our waitlist. If a table for your party opens at a time that suits you, we will email you at once.',
      after: 'Several guests may be waiting for the same date: the first to book through their email gets the table.',
    },
    tableOpen: {
      subject: 'a table has opened',
      intro: 'Good news: a table for your party has opened on the date you asked about.',
      after: 'Other guests on the waitlist were told too: the first to book gets the table.',
      link: 'See the times and book',
    },
  },
  am: {
    window: 'የሚመችዎ ሰዓት',
    joined: {
      subject: 'በተጠባባቂ ዝርዝሩ ላይ ተመዝግበዋል',
      intro: 'በተጠባባቂ ዝርዝራችን ላይ ተመዝግበዋል። በሚመችዎ ሰዓት ለእርስዎ የሚሆን ጠረጴዛ ሲለቀቅ ወዲያውኑ በኢሜይል እናሳውቅዎታለን።',
      after: 'ለአንድ ቀን ብዙ እንግዶች ሊጠባበቁ ይችላሉ፤ መጀመሪያ በኢሜይሉ በኩል ያስያዘ ጠረጴዛውን ያገኛል።',
    },
    tableOpen: {
      subject: 'ጠረጴዛ ተለቋል',
      intro: 'የምስራች፦ በጠየቁት ቀን ለእርስዎ የሚሆን ጠረጴዛ ተለቋል።',
      after: 'በተጠባባቂ ዝርዝሩ ላይ ያሉ ሌሎች እንግዶችም ተነግሯቸዋል፤ መጀመሪያ ያስያዘ ጠረጴዛውን ያገኛል።',
      link: 'ሰዓቶቹን ይመልከቱና ያስይዙ',
    },
  },
};

function waitlistMail(
  kind: string,
  entry: WaitlistEntry,
  business: BusinessInfo,
  body: (t: WaitlistTexts) => { subject: string; blocks: EmailBlock[] },
): MailMessage {
  const language = languageOrDefault(entry.language);
  const t = TEXTS[language];
  const r = RESERVATION_TEXTS[language];
  const { subject, blocks } = body(t);
  return emailMessage(kind, entry.email, {
    lang: language,
    title: `${business.name}: ${subject}`,
    heading: business.name,
    blocks: [
      { kind: 'paragraph', text: r.hello(entry.name) },
      ...blocks.slice(0, 1),
      {
        kind: 'details',
        rows: [
          { label: r.label.date, value: formatDateForGuest(entry.date, language) },
          {
            label: t.window,
            value: `${formatClock(entry.timeFrom, language)} – ${formatClock(entry.timeTo, language)}`,
          },
          { label: r.label.party, value: r.guests(entry.guests) },
        ],
      },
      ...blocks.slice(1),
    ],
    footer: [business.name, formatAddress(business.address), business.phone],
  });
}

/** Confirms a place on a date's waitlist. */
export function waitlistJoinedMail(entry: WaitlistEntry, business: BusinessInfo): MailMessage {
  return waitlistMail('waitlist-joined', entry, business, (t) => ({
    subject: t.joined.subject,
    blocks: [
      { kind: 'paragraph', text: t.joined.intro },
      { kind: 'paragraph', text: t.joined.after },
    ],
  }));
}

/** A table fits the party now: the link opens the offer, where booking takes a button press. */
export function waitlistTableOpenMail(entry: WaitlistEntry, business: BusinessInfo, offerUrl: string): MailMessage {
  return waitlistMail('waitlist-table-open', entry, business, (t) => ({
    subject: t.tableOpen.subject,
    blocks: [
      { kind: 'paragraph', text: t.tableOpen.intro },
      { kind: 'link', label: t.tableOpen.link, href: offerUrl },
      { kind: 'paragraph', text: t.tableOpen.after },
    ],
  }));
}
