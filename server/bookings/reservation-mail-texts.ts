import { formatDateInWords } from '@shared/locale-format';
import { countText } from '@shared/messages/counts';
import type { BookingLanguage } from '@shared/schemas/reservation';

/** What one email says before and after the booking's details; the subject follows the restaurant's name. */
interface Opening {
  subject: string;
  intro: string;
}

/** Every phrase of the emails to a diner, in one language. */
export interface ReservationTexts {
  hello: (firstName: string) => string;
  label: Record<'date' | 'time' | 'hours' | 'party' | 'name' | 'requests' | 'address' | 'phone', string>;
  closed: string;
  guests: (count: number) => string;
  hold: (minutes: number) => string;
  contactToConfirm: (minutes: number) => string;
  /** The booking is held until the diner confirms it by the link, until `until` (a clock time). */
  confirmByLink: (minutes: number, until: string) => string;
  plansChange: (hours: number, phone: string) => string;
  changeOnlineUntil: (hours: number) => string;
  manageLink: string;
  bookAgainLink: string;
  lookForward: string;
  received: Opening;
  staffConfirmed: Opening;
  staffPending: Opening;
  confirmedByRestaurant: Opening;
  changed: Opening & { pendingAgain: (minutes: number) => string };
  cancelledByGuest: Opening & { kindWords: string };
  cancelledByRestaurant: Opening & { apology: (phone: string) => string };
  reminder: Opening;
}

const en: ReservationTexts = {
  hello: (firstName) => `Hello ${firstName},`,
  label: {
    date: 'Date',
    time: 'Time',
    hours: 'Hours',
    party: 'Party',
    name: 'Name',
    requests: 'Requests',
    address: 'Address',
    phone: 'Phone',
  },
  closed: 'Closed',
  guests: (count) => countText('en', 'guests', count),
  hold: (minutes) => `We hold your table for ${minutes} minutes past the reservation time.`,
  contactToConfirm: (minutes) => `We will contact you within ${minutes} minutes to confirm your reservation.`,
  confirmByLink: (minutes, until) =>
    `Please confirm this reservation within ${minutes} minutes, by ${until}, with the link below. If it is not confirmed by then, we release the table.`,
  plansChange: (hours, phone) =>
    `If your plans change, please let us know at least ${countText('en', 'hours', hours)} in advance by calling ${phone}.`,
  changeOnlineUntil: (hours) =>
    `You can change or cancel your reservation online until ${countText('en', 'hours', hours)} before it.`,
  manageLink: 'View, change or cancel your reservation',
  bookAgainLink: 'Book a table',
  lookForward: 'We look forward to welcoming you.',
  received: {
    subject: 'we received your reservation request',
    intro: 'Thank you for choosing us. We have received your reservation request:',
  },
  staffConfirmed: {
    subject: 'your table is confirmed',
    intro: 'Thank you for booking with us. Your table is confirmed:',
  },
  staffPending: {
    subject: 'we received your reservation request',
    intro: 'Thank you for booking with us. We have noted your reservation request:',
  },
  confirmedByRestaurant: {
    subject: 'your table is confirmed',
    intro: 'Good news: your table is confirmed.',
  },
  changed: {
    subject: 'we received the change to your reservation',
    intro: 'We have received the change to your reservation. Here is your reservation now:',
    pendingAgain: (minutes) =>
      `Your reservation is pending again: we will contact you within ${minutes} minutes to confirm the new time.`,
  },
  cancelledByGuest: {
    subject: 'your reservation is cancelled',
    intro: 'As you asked, we have cancelled your reservation:',
    kindWords:
      'Thank you for letting us know. We are sorry we will not see you this time, and we hope to welcome you another day.',
  },
  cancelledByRestaurant: {
    subject: 'we are sorry, we had to cancel your reservation',
    intro: 'We are very sorry: we had to cancel your reservation:',
    apology: (phone) => `Please accept our apologies. Call us at ${phone} and we will gladly find you another table.`,
  },
  reminder: {
    subject: 'see you soon',
    intro: 'A friendly reminder of your reservation with us:',
  },
};

// Amharic does not inflect a noun after a number ("2 ሰዓት"), except the guest count the site uses
// (counts.ts).
const am: ReservationTexts = {
  hello: (firstName) => `ሰላም ${firstName}፣`,
  label: {
    date: 'ቀን',
    time: 'ሰዓት',
    hours: 'የሥራ ሰዓት',
    party: 'እንግዶች',
    name: 'ስም',
    requests: 'ልዩ ጥያቄዎች',
    address: 'አድራሻ',
    phone: 'ስልክ',
  },
  closed: 'ዝግ',
  guests: (count) => countText('am', 'guests', count),
  hold: (minutes) => `ጠረጴዛዎን ከተያዘው ሰዓት በኋላ ለ${minutes} ደቂቃ እንጠብቅልዎታለን።`,
  contactToConfirm: (minutes) => `ቦታ ማስያዝዎን ለማረጋገጥ በ${minutes} ደቂቃ ውስጥ እናገኝዎታለን።`,
  confirmByLink: (minutes, until) =>
    `እባክዎ ይህን ቦታ ማስያዝ በ${minutes} ደቂቃ ውስጥ፣ እስከ ${until} ድረስ፣ ከታች ባለው ማስፈንጠሪያ ያረጋግጡ። እስከዚያ ካልተረጋገጠ ጠረጴዛውን እንለቃለን።`,
  plansChange: (hours, phone) => `ዕቅድዎ ከተቀየረ እባክዎ ቢያንስ ከ${hours} ሰዓት በፊት በ${phone} ይደውሉልን።`,
  changeOnlineUntil: (hours) => `ቦታ ማስያዝዎን ቢያንስ ${hours} ሰዓት አስቀድመው በመስመር ላይ መቀየር ወይም መሰረዝ ይችላሉ።`,
  manageLink: 'ቦታ ማስያዝዎን ይመልከቱ፣ ይቀይሩ ወይም ይሰርዙ',
  bookAgainLink: 'ጠረጴዛ ያስይዙ',
  lookForward: 'እርስዎን ለመቀበል በጉጉት እንጠብቃለን።',
  received: {
    subject: 'የቦታ ማስያዝ ጥያቄዎ ደርሶናል',
    intro: 'እኛን ስለመረጡ እናመሰግናለን። የቦታ ማስያዝ ጥያቄዎ ደርሶናል፦',
  },
  staffConfirmed: {
    subject: 'ጠረጴዛዎ ተረጋግጧል',
    intro: 'ከእኛ ጋር ቦታ ስላስያዙ እናመሰግናለን። ጠረጴዛዎ ተረጋግጧል፦',
  },
  staffPending: {
    subject: 'የቦታ ማስያዝ ጥያቄዎ ደርሶናል',
    intro: 'ከእኛ ጋር ቦታ ስላስያዙ እናመሰግናለን። የቦታ ማስያዝ ጥያቄዎን መዝግበናል፦',
  },
  confirmedByRestaurant: {
    subject: 'ጠረጴዛዎ ተረጋግጧል',
    intro: 'መልካም ዜና፦ ጠረጴዛዎ ተረጋግጧል።',
  },
  changed: {
    subject: 'የቦታ ማስያዝ ለውጥዎ ደርሶናል',
    intro: 'በቦታ ማስያዝዎ ላይ ያደረጉት ለውጥ ደርሶናል። አዲሱ ቦታ ማስያዝዎ ይህ ነው፦',
    pendingAgain: (minutes) => `ቦታ ማስያዝዎ እንደገና ማረጋገጫ በመጠባበቅ ላይ ነው፤ አዲሱን ሰዓት ለማረጋገጥ በ${minutes} ደቂቃ ውስጥ እናገኝዎታለን።`,
  },
  cancelledByGuest: {
    subject: 'ቦታ ማስያዝዎ ተሰርዟል',
    intro: 'በጠየቁት መሠረት ቦታ ማስያዝዎን ሰርዘናል፦',
    kindWords: 'ስላሳወቁን እናመሰግናለን። በዚህ ጊዜ ባንገናኝም በሌላ ቀን እርስዎን ለመቀበል ተስፋ እናደርጋለን።',
  },
  cancelledByRestaurant: {
    subject: 'ይቅርታ፣ ቦታ ማስያዝዎን ለመሰረዝ ተገደናል',
    intro: 'በጣም እናዝናለን፤ ቦታ ማስያዝዎን ለመሰረዝ ተገደናል፦',
    apology: (phone) => `ስለተፈጠረው ችግር ይቅርታ እንጠይቃለን። እባክዎ በ${phone} ይደውሉልን፤ ሌላ ጠረጴዛ በደስታ እናዘጋጅልዎታለን።`,
  },
  reminder: {
    subject: 'በቅርቡ እንጠብቅዎታለን',
    intro: 'ከእኛ ጋር ያስያዙትን ቦታ ልናስታውስዎ እንወዳለን፦',
  },
};

export const RESERVATION_TEXTS: Record<BookingLanguage, ReservationTexts> = { en, am };

/** The restaurant's alert of a new online booking, in the restaurant's language. */
export interface ReservationAlertTexts {
  /** `date` is the booking's YYYY-MM-DD, `time` its clock time as the language writes it. */
  subject: (guests: string, date: string, time: string) => string;
  intro: string;
  email: string;
  contactWithin: (minutes: number) => string;
  openLink: string;
}

export const RESERVATION_ALERT_TEXTS: Record<BookingLanguage, ReservationAlertTexts> = {
  en: {
    subject: (guests, date, time) => `New reservation: ${guests} on ${date} at ${time}`,
    intro: 'A new table reservation came in through the website and is waiting for confirmation.',
    email: 'Email',
    contactWithin: (minutes) =>
      `Please contact the guest within ${minutes} minutes, then set the reservation to confirmed.`,
    openLink: 'Open the reservations',
  },
  am: {
    subject: (guests, date, time) => `አዲስ ቦታ ማስያዝ፦ ${guests}፣ ${formatDateInWords(date, 'am')}፣ ${time}`,
    intro: 'በድረ-ገጹ በኩል አዲስ የጠረጴዛ ቦታ ማስያዝ ገብቷል፤ ማረጋገጫ እየጠበቀ ነው።',
    email: 'ኢሜይል',
    contactWithin: (minutes) => `እባክዎ እንግዳውን በ${minutes} ደቂቃ ውስጥ አግኝተው የቦታ ማስያዙን ሁኔታ ወደ «ተረጋግጧል» ይቀይሩ።`,
    openLink: 'ቦታ ማስያዣዎቹን ይክፈቱ',
  },
};
